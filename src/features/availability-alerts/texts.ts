/** What the API answers; the alert's form and pages say the same in the page's language (messages). */
export const ALERT_TEXTS = {
  requested: "Check your inbox to confirm the alert.",
  confirmed: "Alert confirmed. We will e-mail you once, as soon as these dates are free.",
  unsubscribed: "The alert is off. You will not hear from us about these dates.",
  datesFree: "These dates are free: you can book them now.",
  unknownLink: "This alert link is not valid.",
  unknownConfirmation:
    "This confirmation link is not valid or has expired. To ask again, choose the dates in the home's booking dialog.",
} as const;

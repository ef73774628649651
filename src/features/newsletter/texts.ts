export const NEWSLETTER_TEXTS = {
  subscribed: "Thank you for subscribing! A confirmation e-mail is on its way.",
  unsubscribed: "You have been unsubscribed. You will not receive our newsletter any more.",
  failed: "Subscription failed. Please try again later.",
  unknownLink: "This unsubscribe link is not valid.",
  confirmed: "Subscription confirmed",
  unknownConfirmation:
    "This confirmation link is not valid or has expired. To subscribe, enter your e-mail address in the newsletter box at the bottom of any page.",
} as const;

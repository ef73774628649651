/** What the API answers; the newsletter's pages say the same in the page's language (messages). */
export const NEWSLETTER_TEXTS = {
  subscribed: "Thank you for subscribing! A confirmation e-mail is on its way.",
  unsubscribed: "You have been unsubscribed. You will not receive our newsletter any more.",
  unknownLink: "This unsubscribe link is not valid.",
  unknownConfirmation:
    "This confirmation link is not valid or has expired. To subscribe, enter your e-mail address in the newsletter box at the bottom of any page.",
} as const;

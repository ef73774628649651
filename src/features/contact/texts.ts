/** What the API answers; the contact form says the same in the page's language (messages). */
export const CONTACT_TEXTS = {
  sent: "Message sent successfully! We'll get back to you soon.",
} as const;

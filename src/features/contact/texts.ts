export const CONTACT_TEXTS = {
  sent: "Message sent successfully! We'll get back to you soon.",
  failed: "Failed to send message. Please try again later.",
} as const;

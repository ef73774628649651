export const NEWSLETTER_LIMITS = {
  /** Sign-ups per client address: a form, not a mailing cannon. */
  perIp: { limit: 10, windowMs: 60 * 60_000 },
  /** Confirmation mails per address, so repeated sign-ups never flood an inbox. */
  confirmationsPerEmail: { limit: 3, windowMs: 24 * 60 * 60_000 },
} as const;

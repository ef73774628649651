export const NEWSLETTER_LIMITS = {
  /** Sign-ups per client address: a form, not a mailing cannon. */
  perIp: { limit: 10, windowMs: 60 * 60_000 },
  /**
   * Confirmation mails per (address, client), so repeated sign-ups never flood an inbox and a
   * stranger's never use up the owner's own. They also count in the mail feature's limit of
   * mail to an address not proven (MAIL_LIMITS).
   */
  confirmationsPerPair: { limit: 3, windowMs: 24 * 60 * 60_000 },
} as const;

export const ALERT_LIMITS = {
  /** Alert requests per client address: a form, not a mailing cannon. */
  perIp: { limit: 10, windowMs: 60 * 60_000 },
  /**
   * Confirmation mails per (address, client), so repeated requests never flood an inbox and a
   * stranger's never use up the owner's own. They also count in the mail feature's limit of
   * mail to an address not proven (MAIL_LIMITS).
   */
  confirmationsPerPair: { limit: 3, windowMs: 24 * 60 * 60_000 },
  /**
   * Open alerts (unfired, unended, confirmed or not) one address may have: a guest watching a
   * season's weekends fits, one address cannot be made to wait on the whole calendar.
   */
  openPerAddress: 20,
} as const;

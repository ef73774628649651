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
   * Open confirmed alerts one address may have: a guest watching a season's weekends fits, one
   * address cannot be made to wait on the whole calendar. Unconfirmed ones do not count, or
   * strangers could fill an address's alerts with requests its owner never confirms; what bounds
   * those is the mail limits above (an alert is stored only with its mail) and their one day.
   */
  confirmedPerAddress: 20,
} as const;

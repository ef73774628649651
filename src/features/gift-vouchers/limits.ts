/** Sales a guest or a connection may start: each opens a payment at the provider (issue 36). */
export const VOUCHER_SALE_LIMITS = {
  perGuest: { limit: 10, windowMs: 24 * 60 * 60_000 },
  perClient: { limit: 20, windowMs: 60 * 60_000 },
  /** Looks at a voucher's status: the return page asks every few seconds while a payment settles. */
  statusPerClient: { limit: 120, windowMs: 60 * 60_000 },
} as const;

/** Sales a guest or a connection may start: each opens a payment at the provider (issue 36). */
export const VOUCHER_SALE_LIMITS = {
  perGuest: { limit: 10, windowMs: 24 * 60 * 60_000 },
  perClient: { limit: 20, windowMs: 60 * 60_000 },
  /** Looks at a voucher's status: the return page asks every few seconds while a payment settles. */
  statusPerClient: { limit: 120, windowMs: 60 * 60_000 },
} as const;

/** How many codes that name no voucher one client may type an hour (issue 36): guessing, not typing. */
export const VOUCHER_SPENDING_LIMITS = {
  wrongCodesPerClient: { limit: 10, windowMs: 60 * 60_000 },
} as const;

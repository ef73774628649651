/** The limits on holding nights without paying (DESIGN 4.3), in one place for code and tests. */
export const BOOKING_LIMITS = {
  /** Unpaid holds one guest e-mail address may have at once. */
  unpaidHoldsPerEmail: 3,
  /** The window of `BOOKING_REQUESTS_PER_HOUR`, the per-client-address limit. */
  requestsWindowMs: 60 * 60_000,
} as const;

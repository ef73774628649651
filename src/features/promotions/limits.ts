/** How many codes that fit no stay one client may try an hour (issue 36): guessing, not typing. */
export const PROMO_LIMITS = {
  wrongCodesPerClient: { limit: 10, windowMs: 60 * 60_000 },
} as const;

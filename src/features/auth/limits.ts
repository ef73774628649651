/** The sign-in limits of DESIGN.md 4.5, in one place for the code and its tests. */
export const SIGN_IN_LIMITS = {
  codeLifetimeMs: 10 * 60_000,
  maxWrongAttempts: 5,
  sessionLifetimeMs: 30 * 24 * 60 * 60_000,
  codesPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  codesPerIp: { limit: 20, windowMs: 60 * 60_000 },
} as const;

import { HOUR_MS, DAY_MS } from "@/lib/clock";

/**
 * The sign-in limits of DESIGN.md 4.5, in one place for the code and its tests. Each limit on an
 * address is kept per (address, client) with a ceiling per address above what one client may
 * reach, so a stranger's requests never lock the address's owner out (docs/decisions/0020).
 */
export const SIGN_IN_LIMITS = {
  codeLifetimeMs: 10 * 60_000,
  maxWrongAttempts: 5,
  /** A new code leaves the newest ones valid: a stranger's request kills no code in use. */
  liveCodesPerEmail: 3,
  sessionLifetimeMs: 30 * DAY_MS,
  codesPerPair: { limit: 5, windowMs: HOUR_MS },
  codesPerEmail: { limit: 20, windowMs: HOUR_MS },
  codesPerIp: { limit: 20, windowMs: HOUR_MS },
  /**
   * Wrong codes a day. Per pair: one more than a code's wrong tries and a fresh code's first
   * tries, yet below the address's ceiling, which bounds guessing across fresh codes.
   */
  failuresPerPair: { limit: 7, windowMs: DAY_MS },
  failuresPerEmail: { limit: 10, windowMs: DAY_MS },
  failuresPerIp: { limit: 20, windowMs: DAY_MS },
  /**
   * A device that signed in as the address before counts its wrong codes here instead, as a
   * pair would: strangers who used up the address's 10 do not lock it out.
   */
  failuresPerDevice: { limit: 7, windowMs: DAY_MS },
  /** How long a device stays trusted after its last sign-in. */
  deviceLifetimeMs: 30 * DAY_MS,
} as const;

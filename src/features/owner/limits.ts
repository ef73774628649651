import { MINUTE_MS, HOUR_MS, DAY_MS } from "@/lib/clock";

/** The owner's sign-in and session limits, in one place for the code and its tests. */
export const OWNER_LIMITS = {
  /** Between the e-mailed code and the second factor. */
  pendingLifetimeMs: 10 * MINUTE_MS,
  /** Wrong second-factor codes one pending sign-in may take before it must start again. */
  wrongCodesPerSignIn: 5,
  /** Wrong second-factor codes per owner a day, across pending sign-ins. */
  wrongCodesPerOwner: { limit: 10, windowMs: DAY_MS },
  /** The mail telling an owner their e-mailed code is being guessed. */
  guessingWarnings: { limit: 1, windowMs: DAY_MS },
  sessionIdleMs: 12 * HOUR_MS,
  sessionLifetimeMs: 7 * DAY_MS,
  recoveryCodes: 10,
  /** How long a passkey's challenge may be answered (enrolment or sign-in). */
  passkeyChallengeMs: 5 * MINUTE_MS,
  /** Passkeys one owner may keep: a phone, a laptop, a key or two, and room to spare. */
  passkeysPerOwner: 10,
  /**
   * How long a confirmation with a current code or passkey allows the sensitive changes (passkeys,
   * resetting an owner), so a stolen session cookie alone never makes them.
   */
  confirmationMs: 5 * MINUTE_MS,
  /** Wrong confirmation codes one session may take; then it ends. */
  wrongConfirmationsPerSession: 5,
} as const;

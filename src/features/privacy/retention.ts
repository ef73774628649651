import { DAY_MS } from "@/lib/clock";

/**
 * How long personal data is kept, in one place: the retention job enforces these and the
 * privacy policy states them, so the two cannot drift apart.
 */
export const RETENTION = {
  contactMessages: { ms: 365 * DAY_MS, text: "12 months after you send them" },
  unsubscribedNewsletterAddresses: { ms: 30 * DAY_MS, text: "30 days after you unsubscribe" },
  /** Also how long the confirmation link works. */
  unconfirmedNewsletterSignUps: {
    ms: 7 * DAY_MS,
    text: "7 days after the sign-up unless you confirm it",
  },
  /**
   * Also how long the confirmation link works. A day, not a week: anyone may ask for an alert to
   * any address, and what strangers ask for should not linger (docs/decisions/0038).
   */
  unconfirmedAvailabilityAlerts: {
    ms: DAY_MS,
    text: "one day after you ask unless you confirm it",
  },
  endedAvailabilityAlerts: {
    ms: 30 * DAY_MS,
    text: "30 days after it was sent or ended",
  },
  sentMail: { ms: 90 * DAY_MS, text: "90 days after it was sent" },
  expiredSignInCodes: {
    ms: DAY_MS,
    text: "one day after they expire (they expire after 10 minutes)",
  },
  endedSessions: { ms: 30 * DAY_MS, text: "30 days after the session ends or you log out" },
  rateLimitCounters: { ms: 2 * DAY_MS, text: "two days" },
  // A day per year more than seven years of 365 days, so leap years never cut it short.
  bookings: {
    days: 7 * 366,
    text: "seven years after the stay, as Belgian accounting law requires",
  },
} as const;

/*
 * The payment status call answers anyone holding a booking's link, and while a payment is open
 * it asks the provider (docs/decisions/0048): each booking and each client is answered only so
 * often, and the provider's answer is reused a few seconds on every instance.
 */
export const PAYMENT_STATUS_LIMITS = {
  /** Status calls a minute about one booking, all clients together: a return page asks ~40. */
  perBooking: { limit: 60, windowMs: 60_000 },
  /** Status calls a minute from one client about any bookings: a household of guests. */
  perClient: { limit: 120, windowMs: 60_000 },
  /** How long the provider's last 'still open' stands before it is asked again. */
  providerAnswerMs: 5_000,
} as const;

/** A payment keeps its booking's hold at most this long after it was opened (DESIGN 4.3). */
export const PAYMENT_EXPIRY_MINUTES = 30;

/**
 * When a payment opened at `now` stops keeping the booking's hold: 30 minutes later, and never
 * later than twice the hold after the booking was made, however often payment is started. A
 * booking without a hold (a confirmed one paying its balance) keeps its nights anyway: 30
 * minutes.
 */
export function paymentExpiry(
  booking: { createdAt: Date; holdExpiresAt: Date | null },
  now: Date,
): Date {
  const soon = now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000;
  if (booking.holdExpiresAt === null) return new Date(soon);
  const created = booking.createdAt.getTime();
  const latest = created + 2 * (booking.holdExpiresAt.getTime() - created);
  return new Date(Math.min(soon, latest));
}

import "server-only";
import { and, eq, inArray, lt, notExists } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { bookings, payments } from "@/db/schema";
import { enqueueMail, reservationExpiredMail } from "@/features/mail/server";
import { endStillOpenPayments, keepsHold } from "@/features/payments/server";
import { clock } from "@/lib/clock";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { settleOpenPayments } from "./payment.server";
import { applyTransition, lockBooking, stayMailData } from "./status.server";
import { isPayable, PAYABLE_STATUSES } from "./transitions";

/**
 * pending | payment_pending -> cancelled, by the hold-expiry job, once the hold ran out: the
 * nights are freed and the guest is told. Skips a booking another instance is releasing.
 * Answers whether this call released it.
 */
export async function releaseExpiredHold(
  tx: Transaction,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const locked = await lockBooking(tx, bookingId, { skipLocked: true });
  if (!locked) return false;
  const { booking, propertyName } = locked;
  const expired = booking.holdExpiresAt !== null && booking.holdExpiresAt < now;
  if (!isPayable(booking.status) || !expired) return false;
  await applyTransition(tx, booking, "cancelled", "job");
  await enqueueMail(
    tx,
    booking.guestEmail,
    await reservationExpiredMail({
      ...(await stayMailData(tx, booking, propertyName)),
      propertyId: booking.propertyId,
    }),
  );
  return true;
}

/**
 * Releases the nights of unpaid bookings whose hold ended (`BOOKING_HOLD_MINUTES` after the
 * booking was made) and that no open payment keeps any more (each keeps it until its own expiry,
 * at most twice the hold). The provider is asked once about a payment still open on our side:
 * money may be on its way and confirms the stay. If it still says open, the payment is ended
 * there where the provider allows it and the hold is released anyway: money that arrives later
 * is refunded (docs/decisions/0019).
 */
export async function expireUnpaidHolds(): Promise<{ expired: number }> {
  const db = await getDb();
  const now = clock.now();
  const keptByPayment = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookings.id), keepsHold(now)));
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...PAYABLE_STATUSES]),
        lt(bookings.holdExpiresAt, now),
        notExists(keptByPayment),
      ),
    );
  let expired = 0;
  for (const { id } of due) {
    // The provider cannot say now whether money is on its way: ask again on the next run.
    if (!(await settleOpenPayments(id, "hold expiry"))) continue;
    const released = await db.transaction((tx) => releaseExpiredHold(tx, id, now));
    if (!released) continue;
    expired++;
    await endStillOpenPayments(id);
  }
  if (expired > 0) logger().info({ expired }, "released expired holds");
  return { expired };
}

/** This instance's hold-expiry job; several instances may run it, each booking is released once. */
export function startHoldExpiry(intervalMs = 30_000): void {
  startRecurringJob("hold expiry", intervalMs, expireUnpaidHolds);
}

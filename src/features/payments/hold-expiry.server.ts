import "server-only";
import { and, eq, inArray, isNotNull, lt, notExists } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, payments } from "@/db/schema";
import { PAYABLE_STATUSES, releaseExpiredHold } from "@/features/bookings/server";
import { clock } from "@/lib/clock";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { keepsHold, syncPayment } from "./payments.server";
import { paymentProvider } from "./provider.server";

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

/**
 * Before a job ends a booking: asks the provider about each of its payments still open here, so
 * money on its way is applied first. False when the provider could not answer (logged).
 */
export async function settleOpenPayments(bookingId: string, job: string): Promise<boolean> {
  try {
    for (const providerPaymentId of await openAtProvider(bookingId)) {
      await syncPayment(providerPaymentId);
    }
    return true;
  } catch (error) {
    logger().warn({ bookingId, err: error }, `${job} could not ask the provider`);
    return false;
  }
}

/** The provider's ids of the booking's payments that are open on our side. */
async function openAtProvider(bookingId: string): Promise<string[]> {
  const db = await getDb();
  const open = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, "created"),
        isNotNull(payments.providerPaymentId),
      ),
    );
  return open.flatMap(({ providerPaymentId }) => (providerPaymentId ? [providerPaymentId] : []));
}

/** A payment the provider still has open after its booking was released can no longer be used. */
export async function endStillOpenPayments(bookingId: string): Promise<void> {
  for (const providerPaymentId of await openAtProvider(bookingId)) {
    await paymentProvider()
      .cancelPayment(providerPaymentId)
      .catch((error: unknown) =>
        logger().info(
          { bookingId, err: error },
          "an expired payment stays open at the provider; money for it will be refunded",
        ),
      );
  }
}

/** This instance's hold-expiry job; several instances may run it, each booking is released once. */
export function startHoldExpiry(intervalMs = 30_000): void {
  startRecurringJob("hold expiry", intervalMs, expireUnpaidHolds);
}

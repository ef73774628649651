import "server-only";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, payments } from "@/db/schema";
import { PAYABLE_STATUSES, releaseExpiredHold } from "@/features/bookings/server";
import { clock } from "@/lib/clock";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { syncPayment } from "./payments.server";

/**
 * Releases the nights of bookings whose hold ran out without a successful payment. A booking
 * with a payment still open at the provider is asked about first and kept while it is open.
 */
export async function expireUnpaidHolds(): Promise<{ expired: number }> {
  const db = await getDb();
  const now = clock.now();
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.status, [...PAYABLE_STATUSES]), lt(bookings.holdExpiresAt, now)));
  let expired = 0;
  for (const { id } of due) {
    const [latest] = await db
      .select({ providerPaymentId: payments.providerPaymentId, status: payments.status })
      .from(payments)
      .where(eq(payments.bookingId, id))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (latest?.status === "created") {
      await syncPayment(latest.providerPaymentId);
      const [after] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.providerPaymentId, latest.providerPaymentId));
      if (after?.status === "created" || after?.status === "paid") continue;
    }
    const released = await db.transaction((tx) => releaseExpiredHold(tx, id, now));
    if (released) expired++;
  }
  if (expired > 0) logger().info({ expired }, "released expired holds");
  return { expired };
}

/** This instance's hold-expiry job; several instances may run it, each booking is released once. */
export function startHoldExpiry(intervalMs = 30_000): void {
  startRecurringJob("hold expiry", intervalMs, expireUnpaidHolds);
}

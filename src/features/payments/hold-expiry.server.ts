import "server-only";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, payments, properties, stayHolds } from "@/db/schema";
import { enqueueMail, renderMail } from "@/features/mail/server";
import { clock } from "@/lib/clock";
import { formatLongDate } from "@/lib/dates";
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
    .where(
      and(
        inArray(bookings.status, ["pending", "payment_pending"]),
        lt(bookings.holdExpiresAt, now),
      ),
    );
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
    const released = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ booking: bookings, propertyName: properties.name })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(
          and(
            eq(bookings.id, id),
            inArray(bookings.status, ["pending", "payment_pending"]),
            lt(bookings.holdExpiresAt, now),
          ),
        )
        .for("update", { of: bookings, skipLocked: true });
      if (!row) return false;
      await tx
        .update(bookings)
        .set({ status: "cancelled", updatedAt: now })
        .where(eq(bookings.id, id));
      await tx.delete(stayHolds).where(eq(stayHolds.bookingId, id));
      await enqueueMail(
        tx,
        row.booking.guestEmail,
        renderMail({
          subject: `Your reservation has expired: ${row.propertyName}`,
          greeting: `Hello ${row.booking.guestName},`,
          paragraphs: [
            `We held ${row.propertyName} for ${formatLongDate(row.booking.startDate)} to ${formatLongDate(row.booking.endDate)}, but no payment was completed in time, so the dates have been released.`,
            "If you would still like to stay, you are welcome to book again.",
          ],
          action: { label: "Book again", path: `/properties/${row.booking.propertyId}` },
        }),
      );
      return true;
    });
    if (released) expired++;
  }
  if (expired > 0) logger().info({ expired }, "released expired holds");
  return { expired };
}

/** This instance's hold-expiry job; several instances may run it, each booking is released once. */
export function startHoldExpiry(intervalMs = 30_000): void {
  startRecurringJob("hold expiry", intervalMs, expireUnpaidHolds);
}

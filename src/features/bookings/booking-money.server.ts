import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payments, refunds } from "@/db/schema";

/** Cents the provider took and cents it gave back, per booking, for the bookings given. */
export async function moneyOfBookings(
  ids: string[],
): Promise<{ paid: Map<string, number>; refunded: Map<string, number> }> {
  const paid = new Map<string, number>();
  const refunded = new Map<string, number>();
  if (ids.length === 0) return { paid, refunded };
  const db = await getDb();
  const [paidRows, refundRows] = await Promise.all([
    db
      .select({
        bookingId: payments.bookingId,
        cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
      })
      .from(payments)
      .where(and(inArray(payments.bookingId, ids), eq(payments.status, "paid")))
      .groupBy(payments.bookingId),
    db
      .select({
        bookingId: payments.bookingId,
        cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(inArray(payments.bookingId, ids), eq(refunds.status, "refunded")))
      .groupBy(payments.bookingId),
  ]);
  for (const row of paidRows) if (row.bookingId) paid.set(row.bookingId, Number(row.cents));
  for (const row of refundRows) {
    if (row.bookingId) refunded.set(row.bookingId, Number(row.cents));
  }
  return { paid, refunded };
}

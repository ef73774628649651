import "server-only";
import { and, desc, eq, gte, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, giftVouchers, payments, properties, refunds } from "@/db/schema";
import { centsToEuros } from "@/lib/money";

/** Money that moved, or should have: a payment received or failed, a refund made or owed. */
export interface RecentPaymentRow {
  /** The payment's id for a received or failed payment, the refund's for the others. */
  id: string;
  kind: "received" | "failed" | "refunded" | "refund_owed";
  /** Null for a gift voucher's sale, which is for no booking. */
  bookingId: string | null;
  propertyName: string | null;
  /** The guest, or the buyer of a gift voucher. */
  guestName: string;
  /** The gift voucher sold, for a sale; null for a booking's money. */
  giftVoucherId: string | null;
  /** Euros: the payment's amount, or the refund's. */
  amount: number;
  /** Euros of `amount` a gift voucher paid, or a refund gave back to it. */
  voucherAmount: number;
  /** ISO instant: when it was paid, failed, was refunded, or was decided. */
  at: string;
  /** The provider's last answer to a refund not made yet. */
  lastError: string | null;
}

const MOST_ROWS = 100;

/**
 * Payments received or failed and refunds of the days since `since`, newest first, so a refund is
 * read beside the payment it gives back; a refund the provider has not confirmed is listed
 * whatever its age, since it needs the owner until it is made.
 */
export async function listRecentPayments(since: Date): Promise<RecentPaymentRow[]> {
  const db = await getDb();
  // One query for both: a payment counts from when it was paid, or when it failed.
  const moved = await db
    .select({
      id: payments.id,
      status: payments.status,
      bookingId: bookings.id,
      propertyName: properties.name,
      guestName: sql<string>`COALESCE(${bookings.guestName}, ${giftVouchers.buyerName})`,
      giftVoucherId: payments.giftVoucherId,
      cents: payments.amountCents,
      voucherCents: payments.voucherCents,
      paidAt: payments.paidAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    // A gift voucher's sale is a payment for no booking: its buyer stands in for the guest.
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(giftVouchers, eq(giftVouchers.id, payments.giftVoucherId))
    .where(
      or(
        and(eq(payments.status, "paid"), gte(payments.paidAt, since)),
        and(eq(payments.status, "failed"), gte(payments.updatedAt, since)),
      ),
    )
    .orderBy(desc(sql`COALESCE(${payments.paidAt}, ${payments.updatedAt})`))
    .limit(MOST_ROWS);
  const refunded = await db
    .select({
      id: refunds.id,
      status: refunds.status,
      bookingId: bookings.id,
      propertyName: properties.name,
      guestName: sql<string>`COALESCE(${bookings.guestName}, ${giftVouchers.buyerName})`,
      giftVoucherId: payments.giftVoucherId,
      cents: refunds.amountCents,
      voucherCents: refunds.voucherCents,
      createdAt: refunds.createdAt,
      refundedAt: refunds.refundedAt,
      lastError: refunds.lastError,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(giftVouchers, eq(giftVouchers.id, payments.giftVoucherId))
    .where(or(eq(refunds.status, "owed"), gte(refunds.refundedAt, since)))
    .orderBy(desc(refunds.createdAt))
    .limit(MOST_ROWS);
  const rows: RecentPaymentRow[] = [
    ...moved.map(({ cents, voucherCents, status, paidAt, updatedAt, ...row }) => ({
      ...row,
      kind: status === "paid" ? ("received" as const) : ("failed" as const),
      amount: centsToEuros(cents),
      voucherAmount: centsToEuros(voucherCents),
      at: (status === "paid" && paidAt ? paidAt : updatedAt).toISOString(),
      lastError: null,
    })),
    ...refunded.map(
      ({ cents, voucherCents, status, createdAt, refundedAt, lastError, ...row }) => ({
        ...row,
        kind: status === "owed" ? ("refund_owed" as const) : ("refunded" as const),
        amount: centsToEuros(cents),
        voucherAmount: centsToEuros(voucherCents),
        at: (refundedAt ?? createdAt).toISOString(),
        lastError: status === "owed" ? lastError : null,
      }),
    ),
  ];
  return rows.sort((a, b) => b.at.localeCompare(a.at)).slice(0, MOST_ROWS);
}

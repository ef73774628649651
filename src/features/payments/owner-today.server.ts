import "server-only";
import { and, desc, eq, gte, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, payments, properties, refunds } from "@/db/schema";
import { centsToEuros } from "@/lib/money";

/** A payment the owner should know about: it failed, its money went back, or is still owed. */
export interface PaymentTroubleRow {
  /** The payment's id for a failed payment, the refund's for the others. */
  id: string;
  kind: "failed" | "refunded" | "refund_owed";
  bookingId: string;
  propertyName: string;
  guestName: string;
  /** Euros: the payment's amount, or the refund's. */
  amount: number;
  /** ISO instant: when it failed, was refunded, or was decided. */
  at: string;
  /** The provider's last answer to a refund not made yet. */
  lastError: string | null;
}

const MOST_ROWS = 100;

/**
 * Failed payments and refunds of the days since `since`, newest first; a refund the provider has
 * not confirmed is listed whatever its age, since it needs the owner until it is made.
 */
export async function listPaymentTrouble(since: Date): Promise<PaymentTroubleRow[]> {
  const db = await getDb();
  const failed = await db
    .select({
      id: payments.id,
      bookingId: bookings.id,
      propertyName: properties.name,
      guestName: bookings.guestName,
      cents: payments.amountCents,
      at: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(payments.status, "failed"), gte(payments.updatedAt, since)))
    .orderBy(desc(payments.updatedAt))
    .limit(MOST_ROWS);
  const refunded = await db
    .select({
      id: refunds.id,
      status: refunds.status,
      bookingId: bookings.id,
      propertyName: properties.name,
      guestName: bookings.guestName,
      cents: refunds.amountCents,
      createdAt: refunds.createdAt,
      refundedAt: refunds.refundedAt,
      lastError: refunds.lastError,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(or(eq(refunds.status, "owed"), gte(refunds.refundedAt, since)))
    .orderBy(desc(refunds.createdAt))
    .limit(MOST_ROWS);
  const rows: PaymentTroubleRow[] = [
    ...failed.map(({ cents, at, ...row }) => ({
      ...row,
      kind: "failed" as const,
      amount: centsToEuros(cents),
      at: at.toISOString(),
      lastError: null,
    })),
    ...refunded.map(({ cents, status, createdAt, refundedAt, lastError, ...row }) => ({
      ...row,
      kind: status === "owed" ? ("refund_owed" as const) : ("refunded" as const),
      amount: centsToEuros(cents),
      at: (refundedAt ?? createdAt).toISOString(),
      lastError: status === "owed" ? lastError : null,
    })),
  ];
  return rows.sort((a, b) => b.at.localeCompare(a.at)).slice(0, MOST_ROWS);
}

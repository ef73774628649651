import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { bookings, giftVouchers, payments, properties, refunds } from "@/db/schema";
import { csvEuros, toSpreadsheetCsv } from "@/lib/csv";
import { BUSINESS_TIME_ZONE, daysBetween, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { ApiError } from "@/lib/http";
import { GIFT_VOUCHER_METHOD, paymentMethodLabel } from "./methods";
import { percentOf } from "./vat";

/*
 * The accountant's CSV of money in and out (issues 36 and 37): every payment received and every
 * refund made in a period, read from the payments and refunds the site keeps, with what a gift
 * voucher paid or got back beside what the provider moved.
 */

/** The longest period one export covers. */
export const PAYMENTS_EXPORT_MAX_DAYS = 366;

const HEADER = [
  "Date",
  "Kind",
  "Booking",
  "Home",
  "Guest",
  "Method",
  "Amount (EUR)",
  "Gift voucher (EUR)",
  "Provider (EUR)",
  "Security deposit (EUR)",
  "VAT rate (%)",
  "VAT (EUR)",
  "Receipt number",
  "Provider id",
];

/** Whether an instant falls on a Brussels day in [from, to). */
function onDays(column: AnyPgColumn, from: CalendarDate, to: CalendarDate) {
  const day = sql`(${column} AT TIME ZONE ${BUSINESS_TIME_ZONE})::date`;
  return and(sql`${day} >= ${from}::date`, sql`${day} < ${to}::date`);
}

const method = (id: string | null) =>
  id === null ? "" : id === GIFT_VOUCHER_METHOD ? "Gift voucher" : paymentMethodLabel(id);

/**
 * The CSV of the payments received and refunds made on the Brussels days [from, to), in the
 * order they happened: a refund's amounts are negative; a gift voucher's sale bears no VAT
 * (decision 0061). At most PAYMENTS_EXPORT_MAX_DAYS days at once.
 */
export async function exportPayments(
  from: CalendarDate,
  to: CalendarDate,
): Promise<{ filename: string; content: string }> {
  if (to <= from) throw new ApiError("INVALID_INPUT", "to must be after from");
  if (daysBetween(from, to) > PAYMENTS_EXPORT_MAX_DAYS) {
    throw new ApiError(
      "INVALID_INPUT",
      `A period of at most ${PAYMENTS_EXPORT_MAX_DAYS} days can be exported at once`,
    );
  }
  const db = await getDb();
  const paid = db
    .select({
      payment: payments,
      home: properties.name,
      guest: sql<string>`COALESCE(${bookings.guestName}, ${giftVouchers.buyerName})`,
    })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(giftVouchers, eq(giftVouchers.id, payments.giftVoucherId));
  const [received, refunded] = await Promise.all([
    paid.where(and(eq(payments.status, "paid"), onDays(payments.paidAt, from, to))),
    db
      .select({
        refund: refunds,
        payment: payments,
        home: properties.name,
        guest: sql<string>`COALESCE(${bookings.guestName}, ${giftVouchers.buyerName})`,
      })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .leftJoin(bookings, eq(bookings.id, payments.bookingId))
      .leftJoin(properties, eq(properties.id, bookings.propertyId))
      .leftJoin(giftVouchers, eq(giftVouchers.id, payments.giftVoucherId))
      .where(and(eq(refunds.status, "refunded"), onDays(refunds.refundedAt, from, to))),
  ]);
  const rows: { at: Date; cells: string[] }[] = [
    ...received.map(({ payment, home, guest }) => {
      const at = payment.paidAt ?? payment.updatedAt;
      return {
        at,
        cells: [
          todayInBrussels(at),
          payment.giftVoucherId ? "Gift voucher sale" : "Payment",
          payment.bookingId ?? "",
          home ?? "",
          guest ?? "",
          method(payment.method),
          csvEuros(payment.amountCents),
          csvEuros(payment.voucherCents),
          csvEuros(payment.amountCents - payment.voucherCents),
          csvEuros(payment.securityDepositCents),
          payment.vatRateBasisPoints === null
            ? ""
            : String(percentOf(payment.vatRateBasisPoints)).replace(".", ","),
          payment.vatCents === null ? "" : csvEuros(payment.vatCents),
          payment.receiptNumber === null ? "" : String(payment.receiptNumber),
          payment.providerPaymentId ?? "",
        ],
      };
    }),
    ...refunded.map(({ refund, payment, home, guest }) => {
      const at = refund.refundedAt ?? refund.createdAt;
      return {
        at,
        cells: [
          todayInBrussels(at),
          "Refund",
          payment.bookingId ?? "",
          home ?? "",
          guest ?? "",
          method(payment.method),
          csvEuros(-refund.amountCents),
          csvEuros(-refund.voucherCents),
          csvEuros(-(refund.amountCents - refund.voucherCents)),
          refund.reason === "security_deposit" ? csvEuros(-refund.amountCents) : csvEuros(0),
          "",
          "",
          payment.receiptNumber === null ? "" : String(payment.receiptNumber),
          refund.providerRefundId ?? "",
        ],
      };
    }),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    filename: `payments-${from}-to-${to}.csv`,
    content: toSpreadsheetCsv(
      HEADER,
      rows.map((row) => row.cells),
    ),
  };
}

import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, giftVouchers, payments, properties, refunds } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
import { ApiError, notFound, parseInput } from "@/lib/http";
import { centsToEuros } from "@/lib/money";
import { isUuid } from "@/lib/text";
import {
  extendGiftVoucherSchema,
  extensionProblem,
  voucherStatus,
  type ExtendGiftVoucher,
  type OwnerGiftVoucher,
  type OwnerGiftVoucherList,
  REFUND_SPENT_MESSAGE,
} from "./owner-gift-vouchers";
import { oweRefund, settleRefund } from "@/features/payments/server";

/*
 * The owner's gift vouchers (issue 36, decision 0061): every voucher whose sale was paid, what
 * it paid, and a later last day when the owner gives one. `remaining_cents` is what is left; the
 * booking payments are listed beside it, not summed into it.
 */

/** The day a sale was paid; a voucher recorded without its sale's payment counts from its row. */
const soldAt = sql<Date>`COALESCE(${payments.paidAt}, ${giftVouchers.createdAt})`.mapWith(
  (value: string | Date) => new Date(value),
);

/** The booking payments each voucher paid, earliest first, with what refunds gave back to it. */
async function bookingsPaidBy(voucherIds: string[]) {
  const paid = new Map<string, OwnerGiftVoucher["bookings"]>();
  if (voucherIds.length === 0) return paid;
  const db = await getDb();
  const returned = db
    .select({
      paymentId: refunds.paymentId,
      cents: sql<number>`SUM(${refunds.voucherCents})`.mapWith(Number).as("returned_cents"),
    })
    .from(refunds)
    .groupBy(refunds.paymentId)
    .as("returned");
  const rows = await db
    .select({
      voucherId: payments.paidWithVoucherId,
      paymentId: payments.id,
      bookingId: bookings.id,
      homeName: properties.name,
      cents: payments.voucherCents,
      returnedCents: returned.cents,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(returned, eq(returned.paymentId, payments.id))
    .where(
      and(
        inArray(payments.paidWithVoucherId, voucherIds),
        eq(payments.status, "paid"),
        sql`${payments.voucherCents} > 0`,
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id));
  for (const row of rows) {
    if (!row.voucherId) continue;
    const list = paid.get(row.voucherId) ?? [];
    list.push({
      paymentId: row.paymentId,
      bookingId: row.bookingId,
      homeName: row.homeName,
      amount: centsToEuros(row.cents),
      returned: centsToEuros(row.returnedCents ?? 0),
      paidOn: todayInBrussels(row.paidAt ?? clock.now()),
    });
    paid.set(row.voucherId, list);
  }
  return paid;
}

/** Every voucher sold (its sale paid), newest first, and the money they hold in all. */
export async function listGiftVouchers(): Promise<OwnerGiftVoucherList> {
  const db = await getDb();
  const rows = await db
    .select({
      id: giftVouchers.id,
      code: giftVouchers.code,
      amountCents: giftVouchers.amountCents,
      remainingCents: giftVouchers.remainingCents,
      buyerName: giftVouchers.buyerName,
      buyerEmail: giftVouchers.buyerEmail,
      expiresOn: giftVouchers.expiresOn,
      refundedAt: giftVouchers.refundedAt,
      soldAt,
    })
    .from(giftVouchers)
    .leftJoin(
      payments,
      and(eq(payments.giftVoucherId, giftVouchers.id), eq(payments.status, "paid")),
    )
    .where(isNotNull(giftVouchers.expiresOn))
    .orderBy(desc(soldAt), desc(giftVouchers.id));
  const today = todayInBrussels();
  const paid = await bookingsPaidBy(rows.map((row) => row.id));
  const totals = { sold: 0, used: 0, remainingActive: 0, remainingExpired: 0 };
  const vouchers: OwnerGiftVoucher[] = [];
  for (const row of rows) {
    if (row.expiresOn === null) continue;
    const status = voucherStatus(
      {
        expiresOn: row.expiresOn,
        remainingCents: row.remainingCents,
        refunded: row.refundedAt !== null,
      },
      today,
    );
    if (status !== "refunded") totals.sold += row.amountCents;
    if (status !== "refunded") totals.used += row.amountCents - row.remainingCents;
    if (status === "active") totals.remainingActive += row.remainingCents;
    if (status === "expired") totals.remainingExpired += row.remainingCents;
    vouchers.push({
      id: row.id,
      code: row.code,
      amount: centsToEuros(row.amountCents),
      remaining: centsToEuros(row.remainingCents),
      used: centsToEuros(status === "refunded" ? 0 : row.amountCents - row.remainingCents),
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      soldOn: todayInBrussels(row.soldAt),
      expiresOn: row.expiresOn,
      status,
      bookings: paid.get(row.id) ?? [],
    });
  }
  return {
    giftVouchers: vouchers,
    totals: {
      sold: centsToEuros(totals.sold),
      used: centsToEuros(totals.used),
      remainingActive: centsToEuros(totals.remainingActive),
      remainingExpired: centsToEuros(totals.remainingExpired),
    },
  };
}

/**
 * Gives a sold voucher a later last day, from today at the earliest to `EXTENSION_YEARS` on; a
 * voucher whose sale was never paid cannot be spent, so it is not found.
 */
export async function extendGiftVoucher(
  actor: string,
  id: string,
  input: ExtendGiftVoucher,
): Promise<{ id: string; expiresOn: string }> {
  const { expiresOn } = parseInput(extendGiftVoucherSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [voucher] = isUuid(id)
      ? await tx
          .select({
            id: giftVouchers.id,
            code: giftVouchers.code,
            expiresOn: giftVouchers.expiresOn,
          })
          .from(giftVouchers)
          .where(and(eq(giftVouchers.id, id), isNotNull(giftVouchers.expiresOn)))
          .for("update")
      : [];
    if (!voucher?.expiresOn) throw notFound("Gift voucher");
    const problem = extensionProblem(voucher.expiresOn, expiresOn, todayInBrussels());
    if (problem) {
      throw new ApiError("INVALID_INPUT", problem, {
        details: [{ path: "expiresOn", message: problem }],
      });
    }
    await tx
      .update(giftVouchers)
      .set({ expiresOn, updatedAt: clock.now() })
      .where(eq(giftVouchers.id, voucher.id));
    await recordActivity(tx, {
      actor,
      action: "gift_voucher.extend",
      subject: { kind: "gift_voucher", id: voucher.id },
      before: { code: voucher.code, expiresOn: voucher.expiresOn },
      after: { code: voucher.code, expiresOn },
    });
    return { id: voucher.id, expiresOn };
  });
}

/**
 * Refunds a voucher's sale to its buyer, who withdrew from it (14 days, in the terms): only while
 * nothing was spent from it, under its row's lock, so no payment can spend it meanwhile. From then
 * it pays for nothing; the provider is asked after commit, and a refusal stays owed and retried.
 */
export async function refundGiftVoucher(
  actor: string,
  id: string,
): Promise<{ id: string; status: "refunded" }> {
  const db = await getDb();
  const refundId = await db.transaction(async (tx) => {
    const [voucher] = isUuid(id)
      ? await tx
          .select()
          .from(giftVouchers)
          .where(and(eq(giftVouchers.id, id), isNotNull(giftVouchers.expiresOn)))
          .for("update")
      : [];
    if (!voucher) throw notFound("Gift voucher");
    if (voucher.refundedAt !== null) {
      throw new ApiError("CONFLICT", "This gift voucher has been refunded already");
    }
    if (voucher.remainingCents !== voucher.amountCents) {
      throw new ApiError("CONFLICT", REFUND_SPENT_MESSAGE);
    }
    const [sale] = await tx
      .select({ id: payments.id, amountCents: payments.amountCents })
      .from(payments)
      .where(and(eq(payments.giftVoucherId, voucher.id), eq(payments.status, "paid")));
    if (!sale) throw notFound("Gift voucher");
    const now = clock.now();
    await tx
      .update(giftVouchers)
      .set({ remainingCents: 0, refundedAt: now, updatedAt: now })
      .where(eq(giftVouchers.id, voucher.id));
    await recordActivity(tx, {
      actor,
      action: "gift_voucher.refund",
      subject: { kind: "gift_voucher", id: voucher.id },
      before: { code: voucher.code, remaining: centsToEuros(voucher.remainingCents) },
      after: { code: voucher.code, refunded: centsToEuros(sale.amountCents) },
    });
    return oweRefund(tx, sale, { reason: "cancelled_by_guest" });
  });
  if (refundId) await settleRefund(refundId);
  return { id, status: "refunded" };
}

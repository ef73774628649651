import "server-only";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { giftVouchers, payments, refunds } from "@/db/schema";
import { clock } from "@/lib/clock";
import { todayInBrussels, type CalendarDate } from "@/lib/dates";
import { extendedExpiry } from "./voucher-money";

/**
 * Gives `cents` a voucher paid back to it, in the caller's transaction, its last day moved on by
 * the days since the payment that spent it was recorded (`spentAt`).
 */
export async function giveBackToVoucher(
  tx: Transaction,
  voucherId: string,
  cents: number,
  spentAt: Date,
): Promise<void> {
  if (cents <= 0) return;
  const [voucher] = await tx
    .select({ expiresOn: giftVouchers.expiresOn })
    .from(giftVouchers)
    .where(eq(giftVouchers.id, voucherId))
    .for("update");
  if (!voucher?.expiresOn) throw new Error(`gift voucher ${voucherId} was never paid`);
  const now = clock.now();
  await tx
    .update(giftVouchers)
    .set({
      remainingCents: sql`${giftVouchers.remainingCents} + ${cents}`,
      expiresOn: extendedExpiry(voucher.expiresOn, todayInBrussels(spentAt), todayInBrussels(now)),
      updatedAt: now,
    })
    .where(eq(giftVouchers.id, voucherId));
}

/** A payment that ended unpaid gives what its voucher paid back. */
export async function giveBackVoucherPart(
  tx: Transaction,
  payment: { paidWithVoucherId: string | null; voucherCents: number; createdAt: Date },
): Promise<void> {
  if (payment.paidWithVoucherId === null) return;
  await giveBackToVoucher(tx, payment.paidWithVoucherId, payment.voucherCents, payment.createdAt);
}

/** Money of refunds that went back to a gift voucher instead of to the guest's account. */
export interface VoucherRefund {
  code: string;
  cents: number;
  /** The voucher's last day, moved on by the refund. */
  validUntil: CalendarDate;
}

/** What the given refunds gave back to vouchers, one line per voucher, read after they were owed. */
export async function vouchersRefunded(
  tx: Transaction,
  owed: { id: string }[],
): Promise<VoucherRefund[]> {
  if (owed.length === 0) return [];
  const rows = await tx
    .select({
      code: giftVouchers.code,
      cents: sql<number>`sum(${refunds.voucherCents})::int`,
      validUntil: giftVouchers.expiresOn,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(giftVouchers, eq(giftVouchers.id, payments.paidWithVoucherId))
    .where(
      and(
        inArray(
          refunds.id,
          owed.map((refund) => refund.id),
        ),
        gt(refunds.voucherCents, 0),
      ),
    )
    .groupBy(giftVouchers.code, giftVouchers.expiresOn)
    .orderBy(giftVouchers.code);
  // A voucher that paid was paid for itself, so it has a last day.
  return rows.flatMap(({ code, cents, validUntil }) =>
    validUntil ? [{ code, cents, validUntil }] : [],
  );
}

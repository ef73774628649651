import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { giftVouchers } from "@/db/schema";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
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

import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { limitWrongGuesses } from "@/db/rate-limits";
import { giftVouchers } from "@/db/schema";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
import { ApiError } from "@/lib/http";
import { normalizeVoucherCode, VOUCHER_MESSAGES } from "./gift-vouchers";
import { VOUCHER_SPENDING_LIMITS } from "./limits";

/*
 * Spending a gift voucher on a booking payment (issue 36, decision 0061): its remaining value pays
 * the payment's price first, the provider the rest. Taken under the voucher's row lock in the
 * transaction that records the payment, so two payments cannot spend the same euro.
 */

const voucherError = (message: string) =>
  new ApiError("INVALID_INPUT", message, { details: [{ path: "voucherCode", message }] });

/** The voucher a typed code names, sold and paid; a 400 when there is none. */
export async function voucherIdOf(tx: Transaction, typed: string): Promise<string> {
  const code = normalizeVoucherCode(typed);
  if (code === null) throw voucherError(VOUCHER_MESSAGES.unknown);
  const [voucher] = await tx
    .select({
      id: giftVouchers.id,
      expiresOn: giftVouchers.expiresOn,
      refundedAt: giftVouchers.refundedAt,
    })
    .from(giftVouchers)
    .where(eq(giftVouchers.code, code));
  // A voucher whose sale is not paid has no last day yet, and one refunded pays for nothing.
  if (!voucher?.expiresOn || voucher.refundedAt !== null) {
    throw voucherError(VOUCHER_MESSAGES.unknown);
  }
  return voucher.id;
}

/**
 * Takes what the voucher has left, up to `maxCents`, off it in the caller's transaction, which
 * holds its row's lock until the payment that spends it is recorded. A 400 in the guest's words
 * when the code names no paid voucher, or one expired (after its last day, Brussels time) or
 * used up.
 */
export async function takeFromVoucher(
  tx: Transaction,
  typed: string,
  maxCents: number,
): Promise<{ voucherId: string; cents: number }> {
  const voucherId = await voucherIdOf(tx, typed);
  const [voucher] = await tx
    .select({ remainingCents: giftVouchers.remainingCents, expiresOn: giftVouchers.expiresOn })
    .from(giftVouchers)
    .where(eq(giftVouchers.id, voucherId))
    .for("update");
  if (!voucher?.expiresOn) throw voucherError(VOUCHER_MESSAGES.unknown);
  if (voucher.expiresOn < todayInBrussels()) throw voucherError(VOUCHER_MESSAGES.expired);
  if (voucher.remainingCents <= 0) throw voucherError(VOUCHER_MESSAGES.usedUp);
  const cents = Math.min(voucher.remainingCents, maxCents);
  await tx
    .update(giftVouchers)
    .set({ remainingCents: voucher.remainingCents - cents, updatedAt: clock.now() })
    .where(eq(giftVouchers.id, voucherId));
  return { voucherId, cents };
}

/** Runs `work`, which looks a typed voucher code up, as one of the client's guesses (`limitWrongGuesses`). */
export async function tryVoucherCode<T>(client: string, work: () => Promise<T>): Promise<T> {
  const guess = {
    key: `voucher-wrong-codes:${client}`,
    ...VOUCHER_SPENDING_LIMITS.wrongCodesPerClient,
    message: "Too many gift voucher codes tried from your connection",
  };
  const namesNoVoucher = (error: unknown) =>
    error instanceof ApiError && error.message === VOUCHER_MESSAGES.unknown;
  return limitWrongGuesses(await getDb(), clock.now(), guess, work, namesNoVoucher);
}

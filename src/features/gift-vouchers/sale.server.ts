import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { hitRateLimits } from "@/db/rate-limits";
import { giftVouchers, payments } from "@/db/schema";
import { enqueueMail, giftVoucherSoldMail } from "@/features/mail/server";
import {
  checkoutAddress,
  mayAskProvider,
  recordGiftVoucherPayment,
  renderReceipt,
  syncPaymentRecord,
  type PaymentReported,
} from "@/features/payments/server";
import type { Locale } from "@/i18n/locales";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
import { ApiError, notFound, parseInput, rateLimited } from "@/lib/http";
import { centsToEuros, eurosToCents, formatEuros } from "@/lib/money";
import { isUuid } from "@/lib/text";
import { voucherCodeFrom, voucherExpiresOn } from "./gift-vouchers";
import { VOUCHER_SALE_LIMITS } from "./limits";
import { giftVoucherRequestSchema, type GiftVoucherRequest, type GiftVoucherView } from "./schemas";
import { renderVoucherPdf, voucherFileName } from "./voucher-pdf.server";

/*
 * Selling a gift voucher (issue 36, decision 0061). Only a signed-in guest buys one: the voucher,
 * its receipt and the buyer's own message go to an address its owner proved, never to a
 * stranger's (decision 0020). The sale is a payment like a booking's, opened at the provider,
 * and settled by the same webhook (`syncPaymentRecord`); its receipt bears no VAT.
 */

interface Buyer {
  id: string;
  email: string;
}

/** The code, amount and the mail's blanked code: the stored copy of a sent mail opens nothing. */
const BLANKED_CODE = "XXXX-XXXX-XXXX-XXXX";

/**
 * Starts a voucher's sale: the voucher (not usable until paid) and its payment, opened at the
 * provider. With an idempotency key, a retry gets the first call's checkout.
 */
export async function buyGiftVoucher(
  buyer: Buyer,
  input: GiftVoucherRequest,
  options: { client: string; idempotencyKey: string | null; locale: Locale },
): Promise<{ id: string; checkoutUrl: string }> {
  const form = parseInput(giftVoucherRequestSchema, input);
  const db = await getDb();
  if (options.idempotencyKey) {
    const earlier = await earlierSale(buyer, options.idempotencyKey);
    if (earlier) return earlier;
  }
  const { perClient, perGuest } = VOUCHER_SALE_LIMITS;
  const allowance = await hitRateLimits(
    db,
    [
      { key: `gift-voucher-sales-client:${options.client}`, ...perClient },
      { key: `gift-voucher-sales-guest:${buyer.id}`, ...perGuest },
    ],
    clock.now(),
  );
  if (!allowance.allowed) {
    throw rateLimited("Too many gift vouchers started", allowance.retryAfterSeconds);
  }
  const amountCents = eurosToCents(form.amount);
  const claim = await db.transaction(async (tx) => {
    const now = clock.now();
    const [voucher] = await tx
      .insert(giftVouchers)
      .values({
        code: voucherCodeFrom(randomBytes(16)),
        amountCents,
        remainingCents: amountCents,
        buyerGuestId: buyer.id,
        buyerName: form.buyerName,
        buyerEmail: buyer.email,
        message: form.message,
        locale: options.locale,
        idempotencyKey: options.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!voucher) throw new Error("gift voucher insert returned nothing");
    const payment = await recordGiftVoucherPayment(tx, voucher, now);
    const description = `Gift voucher of ${formatEuros(form.amount, "en")}`;
    return { voucherId: voucher.id, claim: { kind: "new" as const, payment, description } };
  });
  return {
    id: claim.voucherId,
    checkoutUrl: await checkoutAddress(claim.claim, options.locale),
  };
}

/** The sale an earlier call with this key started, while its payment is open; 409 otherwise. */
async function earlierSale(
  buyer: Buyer,
  key: string,
): Promise<{ id: string; checkoutUrl: string } | null> {
  const db = await getDb();
  const [earlier] = await db
    .select({ id: giftVouchers.id, buyerGuestId: giftVouchers.buyerGuestId })
    .from(giftVouchers)
    .where(eq(giftVouchers.idempotencyKey, key));
  if (!earlier) return null;
  const [payment] = await db
    .select({ status: payments.status, checkoutUrl: payments.checkoutUrl })
    .from(payments)
    .where(eq(payments.giftVoucherId, earlier.id));
  if (earlier.buyerGuestId !== buyer.id || payment?.status !== "created" || !payment.checkoutUrl) {
    throw new ApiError("CONFLICT", "This Idempotency-Key was already used for another purchase");
  }
  return { id: earlier.id, checkoutUrl: payment.checkoutUrl };
}

/**
 * The sale's side of its payment, in the transaction that records it paid: the voucher can be
 * spent from today for 12 months, and its buyer is mailed it with its receipt. A payment that
 * failed, was cancelled or expired leaves the voucher unusable.
 */
export const giftVoucherSaleReported: PaymentReported = async (tx, payment) => {
  if (payment.status !== "paid" || !payment.giftVoucherId) return { refundOwed: false };
  const paidAt = payment.paidAt ?? clock.now();
  const [voucher] = await tx
    .update(giftVouchers)
    .set({ expiresOn: voucherExpiresOn(todayInBrussels(paidAt)), updatedAt: clock.now() })
    .where(and(eq(giftVouchers.id, payment.giftVoucherId), isNull(giftVouchers.expiresOn)))
    .returning();
  if (!voucher?.expiresOn) return { refundOwed: false };
  const printed = {
    locale: voucher.locale,
    code: voucher.code,
    amountCents: voucher.amountCents,
    expiresOn: voucher.expiresOn,
  };
  const receipt = await renderReceipt(tx, payment.id);
  const attachments = [
    {
      filename: voucherFileName(voucher.code),
      contentType: "application/pdf",
      content: await renderVoucherPdf({ ...printed, message: voucher.message, paidAt }),
    },
    ...(receipt
      ? [{ filename: receipt.filename, contentType: "application/pdf", content: receipt.content }]
      : []),
  ];
  const mail = { ...printed, buyerName: voucher.buyerName };
  await enqueueMail(tx, voucher.buyerEmail, await giftVoucherSoldMail(mail), {
    attachments,
    storedOnceSent: await giftVoucherSoldMail({ ...mail, code: BLANKED_CODE }),
  });
  return { refundOwed: false };
};

/**
 * A voucher as its buyer sees it; 404 for anyone else's. While its payment is open, the
 * provider is asked (at most once a few seconds, on any instance), as a guest back from the
 * checkout may arrive before the webhook.
 */
export async function buyersGiftVoucher(
  buyerId: string,
  voucherId: string,
  client: string,
): Promise<GiftVoucherView> {
  const db = await getDb();
  const allowance = await hitRateLimits(
    db,
    [{ key: `gift-voucher-status:${client}`, ...VOUCHER_SALE_LIMITS.statusPerClient }],
    clock.now(),
  );
  if (!allowance.allowed) {
    throw rateLimited("Too many payment status checks", allowance.retryAfterSeconds);
  }
  const read = async () => {
    const [row] = isUuid(voucherId)
      ? await db
          .select({ voucher: giftVouchers, payment: payments })
          .from(giftVouchers)
          .innerJoin(payments, eq(payments.giftVoucherId, giftVouchers.id))
          .where(and(eq(giftVouchers.id, voucherId), eq(giftVouchers.buyerGuestId, buyerId)))
          .orderBy(desc(payments.createdAt))
          .limit(1)
      : [];
    if (!row) throw notFound("Gift voucher");
    return row;
  };
  let { voucher, payment } = await read();
  if (
    payment.status === "created" &&
    payment.providerPaymentId &&
    (await mayAskProvider(db, payment.providerPaymentId))
  ) {
    await syncPaymentRecord(payment.providerPaymentId, giftVoucherSaleReported);
    ({ voucher, payment } = await read());
  }
  const paid = voucher.expiresOn !== null;
  return {
    id: voucher.id,
    status: paid ? "paid" : payment.status === "created" ? "awaiting_payment" : "not_paid",
    amount: centsToEuros(voucher.amountCents),
    code: paid ? voucher.code : null,
    expiresOn: voucher.expiresOn,
    email: voucher.buyerEmail,
  };
}

import "server-only";
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db/client";
import { hitRateLimit, hitRateLimits } from "@/db/rate-limits";
import type { PaymentPart } from "@/db/enums";
import { payments } from "@/db/schema";
import type { Locale } from "@/i18n/locales";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
import { getConfig } from "@/lib/config";
import { logger } from "@/lib/logger";
import { GIFT_VOUCHER_METHOD, offeredPaymentMethods } from "./methods";
import { ApiError, rateLimited } from "@/lib/http";
import { localizedPath } from "@/i18n/locales";
import { PAYMENT_EXPIRY_MINUTES, paymentExpiry } from "./expiry";
import { PAYMENT_STATUS_LIMITS } from "./limits";
import { vatOfPayment } from "./vat.server";
import { paymentProvider } from "./provider.server";
import { oweRefund, settleRefund } from "./refunds.server";
import { giveBackVoucherPart } from "./voucher-money.server";

export type Payment = typeof payments.$inferSelect;

/** How long a second start waits for the payment another request is opening. */
const OPENING_WAIT_MS = 10_000;
/** A payment still without the provider's id this long after it was recorded was abandoned. */
const OPENING_ABANDONED_MS = 60_000;

const OPENING_FAILED_MESSAGE = "The payment could not be opened. Please try again in a moment.";

/** A payment still open on our side and not past its own expiry: it keeps the booking's hold. */
export function keepsHold(now: Date) {
  return and(eq(payments.status, "created"), gt(payments.expiresAt, now));
}

/** An open payment, or one being opened, names the voucher paying part of it (or null). */
export type Claim =
  | { kind: "open"; checkoutUrl: string; voucherId: string | null }
  | { kind: "opening"; paymentId: string; voucherId: string | null }
  | { kind: "new"; payment: Payment; description: string }
  | { kind: "paid"; payment: Payment };

/**
 * Under the booking's lock, which the caller holds: the booking's open payment for this part,
 * returned as it is, so one booking has one open payment however many starts arrive at once.
 * Null when there is none.
 */
export async function findOpenPayment(
  tx: Transaction,
  bookingId: string,
  part: PaymentPart,
  now: Date,
): Promise<Extract<Claim, { kind: "open" | "opening" }> | null> {
  const open = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.part, part), keepsHold(now)))
    .orderBy(desc(payments.createdAt));
  for (const payment of open) {
    const voucherId = payment.paidWithVoucherId;
    if (payment.checkoutUrl) return { kind: "open", checkoutUrl: payment.checkoutUrl, voucherId };
    if (now.getTime() - payment.createdAt.getTime() < OPENING_ABANDONED_MS) {
      return { kind: "opening", paymentId: payment.id, voucherId };
    }
    // Its opener died before the provider answered: nobody was sent to it, so nobody can pay it.
    await endUnopened(tx, payment.id);
  }
  return null;
}

/** Ends a payment the provider never opened, giving back what a voucher paid of it. */
async function endUnopened(tx: Transaction, paymentId: string): Promise<void> {
  const [ended] = await tx
    .update(payments)
    .set({ status: "failed", updatedAt: clock.now() })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, "created"),
        isNull(payments.providerPaymentId),
      ),
    )
    .returning();
  if (ended) await giveBackVoucherPart(tx, ended);
}

/**
 * Records a new payment of what is due, without the provider's id yet; `voucher` names the gift
 * voucher that pays `cents` of its price, taken off it already in this transaction.
 */
export async function recordPayment(
  tx: Transaction,
  booking: { id: string; createdAt: Date; holdExpiresAt: Date | null },
  due: { cents: number; part: PaymentPart; securityDepositCents: number },
  now: Date,
  voucher: { voucherId: string; cents: number } | null = null,
): Promise<Payment> {
  const [payment] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      provider: paymentProvider().name,
      amountCents: due.cents,
      part: due.part,
      securityDepositCents: due.securityDepositCents,
      paidWithVoucherId: voucher?.voucherId ?? null,
      voucherCents: voucher?.cents ?? 0,
      expiresAt: paymentExpiry(booking, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!payment) throw new Error("payment insert returned nothing");
  return payment;
}

/**
 * Records the payment of a gift voucher's sale (decision 0061): the whole amount, open as long
 * as a booking's first payment is.
 */
export async function recordGiftVoucherPayment(
  tx: Transaction,
  voucher: { id: string; amountCents: number },
  now: Date,
): Promise<Payment> {
  const [payment] = await tx
    .insert(payments)
    .values({
      giftVoucherId: voucher.id,
      provider: paymentProvider().name,
      amountCents: voucher.amountCents,
      expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!payment) throw new Error("payment insert returned nothing");
  return payment;
}

/**
 * Records paid, in the caller's transaction, a payment a gift voucher paid whole: no provider is
 * asked; it gets its receipt number and the VAT of the day, as a paid one does in
 * `syncPaymentRecord`.
 */
export async function recordPaidByVoucher(tx: Transaction, payment: Payment): Promise<Payment> {
  if (payment.voucherCents !== payment.amountCents) {
    throw new Error(`payment ${payment.id} is not paid by its voucher alone`);
  }
  const now = clock.now();
  const [paid] = await tx
    .update(payments)
    .set({
      status: "paid",
      method: GIFT_VOUCHER_METHOD,
      paidAt: now,
      updatedAt: now,
      receiptNumber: sql`nextval('receipt_numbers')`,
      ...(await vatOfPayment(
        tx,
        payment.amountCents - payment.securityDepositCents,
        todayInBrussels(now),
      )),
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, "created")))
    .returning();
  if (!paid) throw new Error(`payment ${payment.id} was not open`);
  return paid;
}

/** Where the provider sends the payer back: the booking's payment-return page, or the voucher's. */
function returnPath(payment: Payment): string {
  return payment.giftVoucherId
    ? `/gift-vouchers/${payment.giftVoucherId}`
    : `/booking/${payment.bookingId}/payment-return`;
}

/** Opens a recorded payment at the provider and records its id and checkout address. */
async function openAtProvider(
  payment: Payment,
  description: string,
  locale: Locale,
): Promise<string> {
  const db = await getDb();
  const provider = paymentProvider();
  const base = getConfig().PUBLIC_BASE_URL;
  const unopened = and(
    eq(payments.id, payment.id),
    eq(payments.status, "created"),
    isNull(payments.providerPaymentId),
  );
  let created: { id: string; checkoutUrl: string };
  try {
    created = await provider.createPayment({
      // A gift voucher paid its part when the payment was recorded.
      amountCents: payment.amountCents - payment.voucherCents,
      description,
      redirectUrl: `${base}${localizedPath(returnPath(payment), locale)}`,
      webhookUrl: `${base}/api/public/payments/webhook`,
      bookingId: payment.bookingId,
      giftVoucherId: payment.giftVoucherId,
      paymentId: payment.id,
      expiresAt: payment.expiresAt,
      methods: offeredPaymentMethods(getConfig().EXTRA_PAYMENT_METHODS),
    });
  } catch (error) {
    await db.transaction((tx) => endUnopened(tx, payment.id));
    throw error;
  }
  const [recorded] = await db
    .update(payments)
    .set({
      providerPaymentId: created.id,
      checkoutUrl: created.checkoutUrl,
      updatedAt: clock.now(),
    })
    .where(unopened)
    .returning({ id: payments.id });
  if (!recorded) {
    // Given up as abandoned while the provider answered: end it there before anyone pays it.
    await provider.cancelPayment(created.id).catch(() => undefined);
    throw new ApiError("SERVICE_UNAVAILABLE", OPENING_FAILED_MESSAGE, {
      headers: { "Retry-After": "5" },
    });
  }
  return created.checkoutUrl;
}

/** The checkout address of a payment another request is opening, once it has one. */
async function waitForCheckout(paymentId: string): Promise<string> {
  const db = await getDb();
  for (const deadline = Date.now() + OPENING_WAIT_MS; Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [payment] = await db
      .select({ status: payments.status, checkoutUrl: payments.checkoutUrl })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (payment?.checkoutUrl) return payment.checkoutUrl;
    if (payment?.status !== "created") break;
  }
  throw new ApiError("SERVICE_UNAVAILABLE", OPENING_FAILED_MESSAGE, {
    headers: { "Retry-After": "5" },
  });
}

/**
 * The checkout address of a claimed payment: an open one's own, one another request is opening
 * once it has one, a new one's once the provider opened it. The provider sends the guest back to
 * the payment-return page in `locale`, the language of the page that started the payment.
 */
export async function checkoutAddress(claim: Claim, locale: Locale): Promise<string> {
  switch (claim.kind) {
    case "open":
      return claim.checkoutUrl;
    case "opening":
      return waitForCheckout(claim.paymentId);
    case "new":
      return openAtProvider(claim.payment, claim.description, locale);
    case "paid":
      return `${getConfig().PUBLIC_BASE_URL}${localizedPath(returnPath(claim.payment), locale)}`;
  }
}

/** The booking's side of a payment that ended: answers whether its money is owed back. */
export type PaymentReported = (
  tx: Transaction,
  payment: Payment,
) => Promise<{ refundOwed: boolean }>;

/**
 * Brings our record of a payment in line with the provider's, once: a webhook, a replay, or a
 * guest returning from checkout all end in the same state, in whatever order they come. The
 * status only moves forward: the provider's answer, read before any lock, is written only while
 * our record is still `created` (a conditional update, which takes the row's lock), so a stale
 * 'open' that arrives after 'paid' changes nothing. Money owed back is recorded in the same
 * transaction and refunded after it. Unknown ids are ignored (a webhook gets 200 regardless).
 * The booking's side of it is `reported`'s, in the same transaction.
 */
export async function syncPaymentRecord(
  providerPaymentId: string,
  reported: PaymentReported,
): Promise<void> {
  const db = await getDb();
  const [known] = await db
    .select({
      id: payments.id,
      status: payments.status,
      amountCents: payments.amountCents,
      securityDepositCents: payments.securityDepositCents,
      voucherCents: payments.voucherCents,
      giftVoucherId: payments.giftVoucherId,
    })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!known || known.status !== "created") return;
  const truth = await paymentProvider().fetchPayment(providerPaymentId);
  if (truth.status === "created") return;
  const paid = truth.status === "paid";
  // Money paid for another amount than asked goes back whole: no receipt says it was taken. The
  // provider was asked for what a gift voucher did not pay.
  const askedCents = known.amountCents - known.voucherCents;
  const receipted = paid && truth.amountCents === askedCents;
  const refundId = await db.transaction(async (tx) => {
    const now = clock.now();
    // VAT is due when a consumer pays: the rate of the day the money arrived, recorded once. A
    // security deposit is no price of a supply: it bears none; nor does a multi-purpose
    // voucher's sale, whose VAT is due when it is spent (decision 0061).
    const vat =
      receipted && !known.giftVoucherId
        ? await vatOfPayment(
            tx,
            known.amountCents - known.securityDepositCents,
            todayInBrussels(now),
          )
        : { vatRateBasisPoints: null, vatCents: null };
    const [payment] = await tx
      .update(payments)
      .set({
        status: truth.status,
        method: truth.method,
        updatedAt: now,
        paidAt: paid ? now : null,
        // Taken only by the update that records the payment paid, so each gets one number.
        receiptNumber: receipted ? sql`nextval('receipt_numbers')` : null,
        ...vat,
      })
      .where(and(eq(payments.id, known.id), eq(payments.status, "created")))
      .returning();
    if (!payment) return null;
    if (truth.status !== "paid") {
      await giveBackVoucherPart(tx, payment);
      await reported(tx, payment);
      return null;
    }
    if (truth.amountCents !== askedCents) {
      // Never from the redirect or the webhook, and never for another amount than asked: what
      // arrived goes back, and the booking waits for a payment of its total.
      logger().error(
        { paymentId: payment.id, asked: askedCents, paid: truth.amountCents },
        "a payment was paid for another amount than asked; it is refunded",
      );
      await giveBackVoucherPart(tx, payment);
      return oweRefund(tx, payment, { reason: "wrong_amount", amountCents: truth.amountCents });
    }
    const outcome = await reported(tx, payment);
    return outcome.refundOwed ? oweRefund(tx, payment) : null;
  });
  if (refundId) await settleRefund(refundId);
}

/** Counts one status call of `client` about the booking; a 429 beyond either limit. */
export async function countStatusCall(
  db: Database,
  bookingId: string,
  client: string,
): Promise<void> {
  const { perBooking, perClient } = PAYMENT_STATUS_LIMITS;
  const allowance = await hitRateLimits(
    db,
    [
      { key: `payment-status-booking:${bookingId}`, ...perBooking },
      { key: `payment-status-client:${client}`, ...perClient },
    ],
    clock.now(),
  );
  if (!allowance.allowed) {
    throw rateLimited("Too many payment status checks", allowance.retryAfterSeconds);
  }
}

/**
 * Whether this call may ask the provider about an open payment: one call every
 * `providerAnswerMs`, on any instance. The others reuse its answer, which is our record: any
 * answer but 'still open' is written there at once.
 */
export async function mayAskProvider(db: Database, providerPaymentId: string): Promise<boolean> {
  const { allowed } = await hitRateLimit(
    db,
    `payment-status-asked:${providerPaymentId}`,
    1,
    PAYMENT_STATUS_LIMITS.providerAnswerMs,
    clock.now(),
  );
  return allowed;
}

/** The provider's ids of the booking's payments that are open on our side. */
export async function openProviderPaymentIds(bookingId: string): Promise<string[]> {
  const db = await getDb();
  const open = await db
    .select({ providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, "created"),
        isNotNull(payments.providerPaymentId),
      ),
    );
  return open.flatMap(({ providerPaymentId }) => (providerPaymentId ? [providerPaymentId] : []));
}

/** A payment the provider still has open after its booking was released can no longer be used. */
export async function endStillOpenPayments(bookingId: string): Promise<void> {
  for (const providerPaymentId of await openProviderPaymentIds(bookingId)) {
    await paymentProvider()
      .cancelPayment(providerPaymentId)
      .catch((error: unknown) =>
        logger().info(
          { bookingId, err: error },
          "an expired payment stays open at the provider; money for it will be refunded",
        ),
      );
  }
}

import "server-only";
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import type { RefundReason } from "@/db/enums";
import { bookings, payments, properties, refunds } from "@/db/schema";
import {
  enqueueMail,
  greetingName,
  ownerLatePaymentRefundedMail,
  paymentRefundedMail,
} from "@/features/mail/server";
import { textIn } from "@/i18n/translated-texts";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { paymentProvider } from "./provider.server";
import { voucherShareOfRefund } from "./voucher-money";
import { giveBackToVoucher, vouchersRefunded } from "./voucher-money.server";

type Refund = typeof refunds.$inferSelect;

/**
 * How long a claimed refund is left to the instance asking the provider: longer than Mollie's
 * client takes with its own three tries, short enough that a refund claimed by a process that
 * then died is asked again soon. A second ask carries the same key, so it refunds nothing twice.
 */
const LEASE_MS = 60_000;

/** From 30 seconds, doubling, to at most an hour between tries: until the provider confirms. */
export function refundRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Records that a paid payment's money is owed back, in the transaction that decides it, before
 * the provider is asked: a crash or a refusal from here on leaves a record that is retried. A
 * payment is owed back once, however often this is decided: all of it for dates not held, the
 * part the owner confirmed when the owner rejects or cancels. What a gift voucher paid of it goes
 * back to the voucher at once, never to a card (`voucherShareOfRefund`); a refund with nothing
 * left for the provider is made then. Answers the refund's id.
 */
export async function oweRefund(
  tx: Transaction,
  payment: { id: string; amountCents: number },
  owed: {
    reason: RefundReason;
    amountCents?: number;
    /** Of `amountCents`, what returns the payment's security deposit. */
    securityDepositCents?: number;
  } = { reason: "dates_not_held" },
): Promise<string | null> {
  const amountCents = owed.amountCents ?? payment.amountCents;
  const [paid] = await tx
    .select({
      amountCents: payments.amountCents,
      securityDepositCents: payments.securityDepositCents,
      voucherCents: payments.voucherCents,
      paidWithVoucherId: payments.paidWithVoucherId,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.id, payment.id));
  if (!paid) throw new Error(`payment ${payment.id} not found`);
  // Money that arrived for another amount than asked is the provider's alone to return.
  const voucherCents =
    owed.reason === "wrong_amount"
      ? 0
      : voucherShareOfRefund(paid, amountCents, {
          securityDepositCents:
            owed.reason === "security_deposit" ? amountCents : (owed.securityDepositCents ?? 0),
        });
  const now = clock.now();
  const madeAtOnce = voucherCents === amountCents;
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountCents,
      voucherCents,
      reason: owed.reason,
      nextAttemptAt: now,
      ...(madeAtOnce ? { status: "refunded" as const, refundedAt: now } : {}),
    })
    .onConflictDoNothing({ target: [refunds.paymentId, refunds.reason] })
    .returning({ id: refunds.id });
  if (!row) return null;
  if (paid.paidWithVoucherId !== null) {
    await giveBackToVoucher(tx, paid.paidWithVoucherId, voucherCents, paid.createdAt);
  }
  if (owed.reason === "dates_not_held") {
    logger().warn({ paymentId: payment.id }, "a payment for dates not held is owed back");
  }
  return row.id;
}

/** What of a payment is refunded or owed back already: a refund never exceeds the rest. */
export async function refundedOrOwedCents(tx: Transaction, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.cents ?? 0);
}

/** A refund as the owner sees it: owed ones show why the provider has not made them yet. */
export async function findRefund(refundId: string): Promise<Refund | null> {
  const db = await getDb();
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row ?? null;
}

/** A refund not made yet, as the owner's back office shows it, with why the provider refused. */
export interface OwedRefund {
  id: string;
  /** Null for a gift voucher's sale. */
  bookingId: string | null;
  amountCents: number;
  reason: RefundReason;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
}

/** Every refund still owed, oldest first: a refund that fails stays in view until it is made. */
export async function listOwedRefunds(limit = 100): Promise<OwedRefund[]> {
  const db = await getDb();
  const rows = await db
    .select({ refund: refunds, bookingId: payments.bookingId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.status, "owed"))
    .orderBy(refunds.createdAt)
    .limit(Math.min(Math.max(limit, 1), 500));
  return rows.map(({ refund, bookingId }) => ({
    id: refund.id,
    bookingId,
    amountCents: refund.amountCents,
    reason: refund.reason,
    attempts: refund.attempts,
    lastError: refund.lastError,
    nextAttemptAt: refund.nextAttemptAt.toISOString(),
    createdAt: refund.createdAt.toISOString(),
  }));
}

/** Claims the lease of an owed refund nobody else is asking the provider about. */
async function claim(where: ReturnType<typeof and>): Promise<Refund | null> {
  const db = await getDb();
  const now = clock.now();
  const [claimed] = await db
    .update(refunds)
    .set({
      lockedUntil: new Date(now.getTime() + LEASE_MS),
      attempts: sql`${refunds.attempts} + 1`,
    })
    .where(
      and(
        where,
        eq(refunds.status, "owed"),
        or(isNull(refunds.lockedUntil), lt(refunds.lockedUntil, now)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Asks the provider for a claimed refund, keyed by the refund's id. When it confirms, the
 * refund is marked done and the guest and the owner are told, once (a conditional update, so a
 * second instance that also got an answer writes nothing). When it refuses or cannot be
 * reached, the next try is scheduled.
 */
async function askProvider(refund: Refund): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({
      payment: payments,
      booking: bookings,
      propertyName: properties.name,
      propertyTexts: properties.translations,
    })
    .from(payments)
    // A gift voucher's sale has no booking (decision 0061): its refund goes back without one.
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(payments.id, refund.paymentId));
  if (!row?.payment.providerPaymentId) throw new Error(`refund ${refund.id} has no paid payment`);
  const { booking, propertyName, propertyTexts } = row;
  let providerRefundId: string;
  try {
    // What a gift voucher paid went back to it when the refund was owed.
    ({ refundId: providerRefundId } = await paymentProvider().refund(
      row.payment.providerPaymentId,
      refund.amountCents - refund.voucherCents,
      refund.id,
    ));
  } catch (error) {
    await db
      .update(refunds)
      .set({
        lockedUntil: null,
        nextAttemptAt: new Date(clock.now().getTime() + refundRetryDelayMs(refund.attempts)),
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      })
      .where(eq(refunds.id, refund.id));
    logger().error(
      { refundId: refund.id, attempts: refund.attempts, err: error },
      "the provider did not make an owed refund; it will be asked again",
    );
    return false;
  }
  await db.transaction(async (tx) => {
    const now = clock.now();
    const [done] = await tx
      .update(refunds)
      .set({
        status: "refunded",
        providerRefundId,
        refundedAt: now,
        lockedUntil: null,
        lastError: null,
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "owed")))
      .returning({ id: refunds.id });
    // The owner's refunds were announced in the mail of the rejection or cancellation itself.
    if (!done || refund.reason !== "dates_not_held" || !booking) return;
    const { amountCents } = refund;
    await enqueueMail(
      tx,
      booking.guestEmail,
      await paymentRefundedMail({
        locale: booking.locale,
        guestName: await greetingName(tx, {
          to: booking.guestEmail,
          name: booking.guestName,
          guestId: booking.guestId,
        }),
        propertyName: textIn(booking.locale, "name", propertyName ?? "", propertyTexts ?? {}),
        amountCents,
        toVouchers: await vouchersRefunded(tx, [refund]),
      }),
    );
    await enqueueMail(
      tx,
      getConfig().OWNER_EMAIL,
      await ownerLatePaymentRefundedMail({
        propertyName: propertyName ?? "",
        guestName: booking.guestName,
        guestEmail: booking.guestEmail,
        amountCents,
        startDate: booking.startDate,
        endDate: booking.endDate,
        refundId: providerRefundId,
      }),
    );
  });
  logger().warn(
    {
      bookingId: booking?.id ?? null,
      giftVoucherId: row.payment.giftVoucherId,
      refundId: providerRefundId,
      reason: refund.reason,
    },
    "refunded a payment",
  );
  return true;
}

/** Tries an owed refund now, unless another instance is trying it; failures are retried later. */
export async function settleRefund(refundId: string): Promise<void> {
  const claimed = await claim(eq(refunds.id, refundId));
  if (claimed) await askProvider(claimed);
}

/**
 * Asks the provider about an owed refund now rather than at its next scheduled try (the owner's
 * 'Retry' on a refund that failed). A refund already made, or one being asked about right now,
 * is left alone; answers whether the refund is made.
 */
export async function retryRefundNow(refundId: string): Promise<boolean> {
  const db = await getDb();
  await db
    .update(refunds)
    .set({ nextAttemptAt: clock.now() })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, "owed")));
  await settleRefund(refundId);
  const [row] = await db
    .select({ status: refunds.status })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  return row?.status === "refunded";
}

/**
 * Tries every owed refund that is due, one claim at a time (`FOR UPDATE SKIP LOCKED` and a
 * lease, so several instances share the work and never ask about one refund at once).
 */
export async function retryOwedRefunds(batch = 20): Promise<{ refunded: number; failed: number }> {
  const db = await getDb();
  let refunded = 0;
  let failed = 0;
  for (let i = 0; i < batch; i++) {
    const now = clock.now();
    const due = db
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          eq(refunds.status, "owed"),
          lte(refunds.nextAttemptAt, now),
          or(isNull(refunds.lockedUntil), lt(refunds.lockedUntil, now)),
        ),
      )
      .orderBy(refunds.nextAttemptAt)
      .limit(1)
      .for("update", { skipLocked: true });
    const claimed = await claim(inArray(refunds.id, due));
    if (!claimed) break;
    if (await askProvider(claimed)) refunded++;
    else failed++;
  }
  return { refunded, failed };
}

/** This instance's refund job; several instances may run it, each refund is made once. */
export function startRefunds(intervalMs = 30_000): void {
  startRecurringJob("refunds", intervalMs, retryOwedRefunds);
}

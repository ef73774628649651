import "server-only";
import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { CONFIRMED_STATUSES } from "@/db/enums";
import { getDb, type Transaction } from "@/db/client";
import { bookings, payments } from "@/db/schema";
import { enqueueMail, securityDepositSettledMail } from "@/features/mail/server";
import { oweRefund, settleRefund } from "@/features/payments/server";
import { clock } from "@/lib/clock";
import { addDays, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { SECURITY_DEPOSIT_REFUND_DAYS } from "../security-deposit";
import { lockBooking, stayMailData, type Booking, type LockedBooking } from "./status.server";

/*
 * A stay's security deposit after it was paid (issue 35, decision 0059): settled once, by
 * whichever comes first under the booking's lock: a cancellation (all of it back, with the
 * cancellation's refund), the owner's claim (what is kept, the rest back at once), or the job 7
 * days after check-out (all of it back). A conditional update on `security_deposit_settled_at`
 * and the refunds' one-per-payment-and-reason index make each happen once.
 */

/** The booking's paid payment that collected its security deposit; null before it arrived. */
export async function securityDepositPayment(
  tx: Transaction,
  booking: Booking,
): Promise<{ id: string; amountCents: number; securityDepositCents: number } | null> {
  const ids = [booking.confirmedPaymentId, booking.balancePaymentId].filter(
    (id): id is string => id !== null,
  );
  if (booking.securityDepositCents === 0 || ids.length === 0) return null;
  const [payment] = await tx
    .select({
      id: payments.id,
      amountCents: payments.amountCents,
      securityDepositCents: payments.securityDepositCents,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.id, ids),
        eq(payments.status, "paid"),
        gt(payments.securityDepositCents, 0),
      ),
    );
  return payment ?? null;
}

/**
 * Marks the deposit settled with `keptCents` kept, once. Answers the payment it was paid with,
 * or null when there is nothing to settle (none paid, or settled already).
 */
async function markSettled(
  tx: Transaction,
  booking: Booking,
  keptCents: number,
  reason: string | null,
) {
  if (booking.securityDepositSettledAt !== null) return null;
  const payment = await securityDepositPayment(tx, booking);
  if (!payment) return null;
  const [settled] = await tx
    .update(bookings)
    .set({
      securityDepositKeptCents: keptCents,
      securityDepositReason: reason,
      securityDepositSettledAt: clock.now(),
      updatedAt: clock.now(),
    })
    .where(and(eq(bookings.id, booking.id), isNull(bookings.securityDepositSettledAt)))
    .returning({ id: bookings.id });
  return settled ? payment : null;
}

/**
 * Under the booking's lock, as it is cancelled or rejected: the deposit it holds goes back whole,
 * inside the cancellation's own refund. Answers the cents to add to that refund.
 */
export async function releaseSecurityDeposit(tx: Transaction, booking: Booking): Promise<number> {
  const payment = await markSettled(tx, booking, 0, null);
  return payment?.securityDepositCents ?? 0;
}

/**
 * Under the booking's lock: keeps `keptCents` of the deposit (0: none) for `reason`, owes the rest
 * back and mails the guest, once. Answers the refund to ask the provider for after commit (null:
 * nothing goes back), or false when the deposit was not there to settle.
 */
export async function settleSecurityDeposit(
  tx: Transaction,
  { booking, propertyName }: LockedBooking,
  keptCents: number,
  reason: string | null,
): Promise<string | null | false> {
  const payment = await markSettled(tx, booking, keptCents, reason);
  if (!payment) return false;
  const depositCents = payment.securityDepositCents;
  const refundId =
    keptCents < depositCents
      ? await oweRefund(tx, payment, {
          reason: "security_deposit",
          amountCents: depositCents - keptCents,
        })
      : null;
  await enqueueMail(
    tx,
    booking.guestEmail,
    await securityDepositSettledMail({
      ...(await stayMailData(tx, booking, propertyName)),
      depositCents,
      keptCents,
      reason,
    }),
  );
  return refundId;
}

/**
 * The bookings whose security deposit is paid and not settled: confirmed, and the payment that
 * completes the price arrived (a booking the owner confirmed unpaid holds none). The SQL side of
 * `securityDepositOf`'s 'paid', for the job and for Today.
 */
export function securityDepositHeld() {
  return and(
    gt(bookings.securityDepositCents, 0),
    isNull(bookings.securityDepositSettledAt),
    inArray(bookings.status, [...CONFIRMED_STATUSES]),
    or(
      isNotNull(bookings.balancePaymentId),
      and(isNull(bookings.depositCents), isNotNull(bookings.confirmedPaymentId)),
    ),
  );
}

/** Bookings read per run, the longest waiting first; the rest wait for the next run. */
const BATCH = 200;

/**
 * The deposit job: refunds in full each deposit still held 7 days after its stay's check-out
 * (Brussels). Several instances may run it at once; each deposit goes back once.
 */
export async function refundDueSecurityDeposits(
  today: CalendarDate = todayInBrussels(),
): Promise<string[]> {
  const db = await getDb();
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        securityDepositHeld(),
        lte(bookings.endDate, addDays(today, -SECURITY_DEPOSIT_REFUND_DAYS)),
      ),
    )
    .orderBy(bookings.endDate)
    .limit(BATCH);
  const refunded: string[] = [];
  for (const { id } of due) {
    const refundId = await db.transaction(async (tx) => {
      const locked = await lockBooking(tx, id, { skipLocked: true });
      if (!locked) return false;
      return settleSecurityDeposit(tx, locked, 0, null);
    });
    if (refundId === false) continue;
    refunded.push(id);
    if (refundId) await settleRefund(refundId);
  }
  if (refunded.length > 0) logger().info({ refunded: refunded.length }, "refunded deposits");
  return refunded;
}

/** This instance's deposit job; several instances may run it. */
export function startSecurityDepositRefunds(intervalMs = 60 * 60_000): void {
  startRecurringJob("security-deposits", intervalMs, () => refundDueSecurityDeposits());
}

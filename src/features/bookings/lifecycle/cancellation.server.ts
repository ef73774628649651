import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import type { RefundReason, RefundStatus } from "@/db/enums";
import { payments } from "@/db/schema";
import {
  bookingCancelledByGuestMail,
  enqueueMail,
  ownerGuestCancelledMail,
} from "@/features/mail/server";
import {
  findRefund,
  oweRefund,
  refundDueUnderTerms,
  refundedOrOwedCents,
  settleRefund,
  vouchersRefunded,
  type RefundDue,
} from "@/features/payments/server";
import type { Locale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator.server";
import { getConfig } from "@/lib/config";
import { daysBetween, todayInBrussels } from "@/lib/dates";
import { ApiError, notFound } from "@/lib/http";
import { logger } from "@/lib/logger";
import { centsToEuros } from "@/lib/money";
import { releaseSecurityDeposit } from "./security-deposit.server";
import { lockBooking, stayMailData, transition } from "./status.server";
import { canTransition } from "./transitions";
import { isBookingId, type BookingStatus } from "../views";

/*
 * Cancelling a booking, by the owner or by the guest (DESIGN 8, 11): what was paid, what the
 * terms give back today, and the refund owed in the cancelling transaction and asked of the
 * provider after commit. The terms' rule is the payments feature's one function.
 */

type Locked = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

export interface RefundOutcome {
  id: string;
  amountCents: number;
  status: RefundStatus;
}

/** A payment the booking kept (its deposit or total, its balance), and what of it may still go back. */
interface KeptPayment {
  id: string;
  amountCents: number;
  refundableCents: number;
  /** The security deposit it collected, while the booking holds it. */
  securityDepositCents: number;
}

/**
 * The money of a booking: the payments it kept, the latest first, with what was paid and what of
 * it may still go back. Payments refunded for another reason (late, wrong amount) are not its.
 */
export async function moneyOf(tx: Transaction, booking: Locked["booking"]) {
  const ids = [booking.confirmedPaymentId, booking.balancePaymentId].filter(
    (id): id is string => id !== null,
  );
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: payments.id,
            amountCents: payments.amountCents,
            securityDepositCents: payments.securityDepositCents,
          })
          .from(payments)
          .where(and(inArray(payments.id, ids), eq(payments.status, "paid")))
          .orderBy(desc(payments.createdAt));
  const kept: KeptPayment[] = [];
  for (const row of rows) {
    const refunded = await refundedOrOwedCents(tx, row.id);
    kept.push({
      id: row.id,
      amountCents: row.amountCents,
      refundableCents: Math.max(0, row.amountCents - refunded),
      securityDepositCents:
        booking.securityDepositSettledAt === null ? row.securityDepositCents : 0,
    });
  }
  // A security deposit is no price: the terms' share and the owner's refund leave it out, and
  // a cancellation returns it whole on top (releaseSecurityDeposit).
  const depositCents =
    booking.securityDepositSettledAt === null
      ? rows.reduce((sum, row) => sum + row.securityDepositCents, 0)
      : 0;
  return {
    payments: kept,
    paidCents: rows.reduce((sum, row) => sum + row.amountCents - row.securityDepositCents, 0),
    refundableCents: Math.max(
      0,
      kept.reduce((sum, p) => sum + p.refundableCents, 0) - depositCents,
    ),
    /** The security deposit paid and still held: a cancellation refunds it whole. */
    securityDepositHeldCents: depositCents,
  };
}

/** What cancelling today gives back under the terms: their share of what was paid, at most what is still refundable. */
export interface CancellationQuote {
  paidCents: number;
  /** Paid and not refunded or owed back yet: the most a refund may be. */
  refundableCents: number;
  /** The site's cancellation terms, as of today in Brussels. */
  underTerms: RefundDue;
  daysBeforeCheckIn: number;
  /** The security deposit paid and held: a cancellation refunds it whole, beside the refund. */
  securityDepositCents: number;
}

export async function cancellationQuoteOf(
  tx: Transaction,
  booking: Locked["booking"],
): Promise<CancellationQuote> {
  return quoteFor(booking, await moneyOf(tx, booking));
}

function quoteFor(
  booking: Locked["booking"],
  money: Awaited<ReturnType<typeof moneyOf>>,
): CancellationQuote {
  const today = todayInBrussels();
  const underTerms = refundDueUnderTerms({
    checkIn: booking.startDate,
    today,
    paidCents: money.paidCents,
  });
  return {
    paidCents: money.paidCents,
    refundableCents: money.refundableCents,
    underTerms: { ...underTerms, cents: Math.min(underTerms.cents, money.refundableCents) },
    daysBeforeCheckIn: daysBetween(today, booking.startDate),
    securityDepositCents: money.securityDepositHeldCents,
  };
}

/**
 * Owes `amountCents` back in the caller's transaction, from the latest payment first (a provider
 * refunds each payment on its own, at most its amount): one refund per payment it touches.
 * `securityDepositCents` of it return the security deposit, from the payment that collected it,
 * so that a gift voucher shares only in the price's refund.
 */
export async function owe(
  tx: Transaction,
  kept: KeptPayment[],
  amountCents: number,
  reason: RefundReason,
  securityDepositCents = 0,
): Promise<RefundOutcome[]> {
  const owed: RefundOutcome[] = [];
  let rest = amountCents;
  let depositLeft = securityDepositCents;
  for (const payment of kept) {
    const cents = Math.min(rest, payment.refundableCents);
    if (cents <= 0) continue;
    const deposit = Math.min(cents, depositLeft, payment.securityDepositCents);
    depositLeft -= deposit;
    const id = await oweRefund(tx, payment, {
      reason,
      amountCents: cents,
      securityDepositCents: deposit,
    });
    if (!id) throw new ApiError("CONFLICT", "This payment has been refunded already");
    owed.push({ id, amountCents: cents, status: "owed" });
    rest -= cents;
  }
  return owed;
}

/** Asks the provider after commit; a refusal leaves the refund owed for the job and the owner. */
export async function settleAfterCommit(owed: RefundOutcome[]): Promise<RefundOutcome[]> {
  const settled: RefundOutcome[] = [];
  for (const refund of owed) {
    try {
      await settleRefund(refund.id);
    } catch (error) {
      logger().error(
        { refundId: refund.id, err: error },
        "a cancellation's refund could not be tried",
      );
    }
    const row = await findRefund(refund.id);
    settled.push({ ...refund, status: row?.status ?? "owed" });
  }
  return settled;
}

/** The guest's own booking, locked; anyone else's, or none, is a 404. */
async function lockGuestBooking(tx: Transaction, guestId: string, bookingId: string) {
  const locked = isBookingId(bookingId) ? await lockBooking(tx, bookingId) : null;
  if (!locked || locked.booking.guestId !== guestId) throw notFound("Booking");
  return locked;
}

function assertGuestMayCancel(status: BookingStatus): void {
  if (!canTransition(status, "cancelled", "guest")) {
    throw new ApiError("CONFLICT", "This booking can no longer be cancelled", {
      details: { status },
    });
  }
}

/** What the 'Cancel booking' dialog shows before the guest confirms: the refund and its rule. */
export interface GuestCancellationPreview {
  /** Euros. */
  refundAmount: number;
  rule: { percent: 0 | 50 | 100; daysBeforeCheckIn: number; text: string };
}

function previewOf(quote: CancellationQuote, locale: Locale): GuestCancellationPreview {
  const days = quote.daysBeforeCheckIn;
  return {
    refundAmount: centsToEuros(quote.underTerms.cents),
    rule: {
      percent: quote.underTerms.percent,
      daysBeforeCheckIn: days,
      text: translatorFor(locale, "cancellation")(`rules.${quote.underTerms.rule}`, { days }),
    },
  };
}

/** The refund the terms give the guest if they cancel today; nothing changes. */
export async function guestCancellationPreview(
  guestId: string,
  bookingId: string,
  locale: Locale,
): Promise<GuestCancellationPreview> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await lockGuestBooking(tx, guestId, bookingId);
    assertGuestMayCancel(locked.booking.status);
    return previewOf(await cancellationQuoteOf(tx, locked.booking), locale);
  });
}

/**
 * The guest cancels their holding booking: in one transaction it is cancelled, its nights freed,
 * the terms' refund owed and the guest and the owner mailed; the provider is asked after commit.
 * A second call finds it cancelled: 409, nothing twice.
 */
export async function cancelBookingByGuest(
  guestId: string,
  bookingId: string,
  locale: Locale,
): Promise<GuestCancellationPreview & { bookingId: string; status: "cancelled" }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const locked = await lockGuestBooking(tx, guestId, bookingId);
    const { booking } = locked;
    assertGuestMayCancel(booking.status);
    const money = await moneyOf(tx, booking);
    const quote = quoteFor(booking, money);
    await transition(tx, bookingId, "cancelled", { actor: "guest" });
    const securityDepositCents = await releaseSecurityDeposit(tx, booking);
    const refunds = await owe(
      tx,
      money.payments,
      quote.underTerms.cents + securityDepositCents,
      "cancelled_by_guest",
      securityDepositCents,
    );
    await enqueueMail(
      tx,
      booking.guestEmail,
      await bookingCancelledByGuestMail({
        ...(await stayMailData(tx, booking, locked.propertyName)),
        refundCents: quote.underTerms.cents,
        percent: quote.underTerms.percent,
        toVouchers: await vouchersRefunded(tx, refunds),
        securityDepositCents,
      }),
    );
    await enqueueMail(
      tx,
      getConfig().OWNER_EMAIL,
      await ownerGuestCancelledMail({
        bookingId,
        homeName: locked.propertyName,
        startDate: booking.startDate,
        endDate: booking.endDate,
        paidCents: quote.paidCents,
        refundCents: quote.underTerms.cents,
        percent: quote.underTerms.percent,
      }),
    );
    return { quote, refunds };
  });
  await settleAfterCommit(result.refunds);
  return {
    bookingId,
    status: "cancelled",
    ...previewOf(result.quote, locale),
  };
}

import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import type { BookingStatus, PaymentPart, PaymentStatus } from "@/db/enums";
import { bookings, payments, properties, stayHolds } from "@/db/schema";
import {
  balancePaidMail,
  bookingConfirmedMail,
  enqueueMail,
  paymentNotCompletedMail,
  paymentReceivedMail,
} from "@/features/mail/server";
import {
  checkoutAddress,
  countStatusCall,
  findOpenPayment,
  mayAskProvider,
  openProviderPaymentIds,
  oweRefund,
  receiptAttachments,
  recordPaidByVoucher,
  recordPayment,
  syncPaymentRecord,
  type Claim,
  type PaymentReported,
} from "@/features/payments/server";
import {
  giftVoucherSaleReported,
  takeFromVoucher,
  tryVoucherCode,
  voucherIdOf,
} from "@/features/gift-vouchers/server";
import { VOUCHER_MESSAGES } from "@/features/gift-vouchers";
import { assertPriced } from "@/features/pricing/server";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { textIn } from "@/i18n/translated-texts";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import type { CalendarDate } from "@/lib/dates";
import { ApiError, notFound } from "@/lib/http";
import { logger } from "@/lib/logger";
import { centsToEuros } from "@/lib/money";
import {
  applyTransition,
  lockBooking,
  stayMailData,
  type Booking,
  type LockedBooking,
} from "./status.server";
import { isHolding, isPayable } from "./transitions";

/*
 * What a payment does to its booking: starting one, one that ended without money, one paid. The
 * payments feature keeps the payment records and the provider, and is handed `paymentReported`
 * rather than importing bookings, so the dependency goes one way.
 */

export const HOLD_ENDED_MESSAGE =
  "These dates are no longer held for this booking. Please make a new booking.";

/**
 * pending -> payment_pending, by the guest; starting again keeps payment_pending and records
 * the try. Called under the booking's lock as a new payment is recorded;
 * a booking no longer payable is left alone. Answers whether the booking was payable.
 */
export async function markPaymentStarted(tx: Transaction, bookingId: string): Promise<boolean> {
  const locked = await lockBooking(tx, bookingId);
  if (!locked || !isPayable(locked.booking.status)) return false;
  const { booking } = locked;
  const now = clock.now();
  const tries = { paymentStartedAt: booking.paymentStartedAt ?? now, paymentLastTryAt: now };
  if (booking.status === "payment_pending") {
    await tx
      .update(bookings)
      .set({ ...tries, updatedAt: now })
      .where(eq(bookings.id, booking.id));
  } else {
    await applyTransition(tx, booking, "payment_pending", "guest", tries);
  }
  return true;
}

/**
 * A payment ended without money (failed, canceled, expired): the guest may try again while the
 * hold lasts, and is told so; once it has ended, hold expiry tells them the dates went instead.
 */
export async function recordPaymentNotCompleted(tx: Transaction, bookingId: string): Promise<void> {
  const locked = await lockBooking(tx, bookingId);
  if (!locked) return;
  const { booking, propertyName } = locked;
  const now = clock.now();
  await tx
    .update(bookings)
    .set({ paymentLastTryAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  const holdLasts = booking.holdExpiresAt !== null && booking.holdExpiresAt > now;
  if (!isPayable(booking.status) || !holdLasts) return;
  await enqueueMail(
    tx,
    booking.guestEmail,
    await paymentNotCompletedMail(await stayMailData(tx, booking, propertyName)),
  );
}

export type PaymentOutcome =
  { refundOwed: false } | { refundOwed: true; booking: Booking; propertyName: string };

type PaidPayment = { id: string; amountCents: number; part: PaymentPart };

/**
 * A payment reported paid, by the payment. The first one (the deposit or the total): pending |
 * payment_pending -> approved with AUTO_APPROVE, else paid, with the confirmation mail (the
 * payment's receipt attached, as `receiptAttachments` allows), and the booking records the
 * payment that confirmed it. Only while the booking still holds its nights; otherwise the money is owed back (docs/decisions/0009) and
 * the caller refunds it. A balance: recorded on a confirmed booking whose balance is open. A
 * payment the booking has recorded is never owed back, however often it is reported; any other
 * payment is.
 */
export async function confirmPayment(
  tx: Transaction,
  bookingId: string,
  payment: PaidPayment,
): Promise<PaymentOutcome> {
  const locked = await lockBooking(tx, bookingId);
  if (!locked) return { refundOwed: false };
  const { booking, propertyName } = locked;
  if (booking.confirmedPaymentId === payment.id || booking.balancePaymentId === payment.id) {
    return { refundOwed: false };
  }
  if (payment.part === "balance") return confirmBalance(tx, locked, payment);
  const [hold] = await tx
    .select({ id: stayHolds.id })
    .from(stayHolds)
    .where(eq(stayHolds.bookingId, booking.id));
  if (!hold || !isPayable(booking.status)) return { refundOwed: true, booking, propertyName };
  const approved = getConfig().AUTO_APPROVE;
  await applyTransition(tx, booking, approved ? "approved" : "paid", "payment", {
    paymentConfirmedAt: clock.now(),
    confirmedPaymentId: payment.id,
    holdExpiresAt: null,
  });
  const paid = {
    ...(await stayMailData(tx, booking, propertyName)),
    homeRegistrationNumber: locked.registrationNumber,
    amountCents: payment.amountCents,
    balance: openBalance(booking),
  };
  await enqueueMail(
    tx,
    booking.guestEmail,
    approved ? await bookingConfirmedMail(paid) : await paymentReceivedMail(paid),
    // Read in this transaction: the payment was recorded paid, with its receipt number, in it.
    { attachments: await receiptAttachments(tx, payment.id) },
  );
  return { refundOwed: false };
}

/** The balance still to pay and its due date; null when the booking pays (or paid) in full. */
function openBalance(booking: Booking): { cents: number; dueOn: CalendarDate } | null {
  if (booking.depositCents === null || booking.balanceDueOn === null) return null;
  if (booking.balancePaymentId !== null) return null;
  return { cents: booking.totalCents - booking.depositCents, dueOn: booking.balanceDueOn };
}

/**
 * The balance a confirmed booking still owes and its due date: its nights are held, its deposit
 * is in, its balance is not. Null for any other booking.
 */
export function balanceOwed(booking: Booking): { cents: number; dueOn: CalendarDate } | null {
  return isHolding(booking.status) && !isPayable(booking.status) ? openBalance(booking) : null;
}

async function confirmBalance(
  tx: Transaction,
  { booking, propertyName }: LockedBooking,
  payment: PaidPayment,
): Promise<PaymentOutcome> {
  if (!balanceOwed(booking)) return { refundOwed: true, booking, propertyName };
  await tx
    .update(bookings)
    .set({ balancePaymentId: payment.id, updatedAt: clock.now() })
    .where(eq(bookings.id, booking.id));
  await enqueueMail(
    tx,
    booking.guestEmail,
    await balancePaidMail({
      ...(await stayMailData(tx, booking, propertyName)),
      amountCents: payment.amountCents,
    }),
    { attachments: await receiptAttachments(tx, payment.id) },
  );
  return { refundOwed: false };
}

/** What a payment started now charges: `cents` in all, of which `securityDepositCents` is no price. */
export interface AmountDue {
  cents: number;
  part: PaymentPart;
  securityDepositCents: number;
}

/**
 * What a payment started now is for: the first payment of a payable booking (the deposit, or the
 * total), or the balance of a confirmed one. The payment that completes the price (the total or
 * the balance) also collects the security deposit (decision 0059). Null: nothing is due.
 */
export function amountDueNow(booking: Booking): AmountDue | null {
  const completing = (cents: number, part: PaymentPart): AmountDue => ({
    cents: cents + booking.securityDepositCents,
    part,
    securityDepositCents: booking.securityDepositCents,
  });
  if (isPayable(booking.status)) {
    return booking.depositCents === null
      ? completing(booking.totalCents, "full")
      : { cents: booking.depositCents, part: "deposit", securityDepositCents: 0 };
  }
  const balance = balanceOwed(booking);
  return balance && completing(balance.cents, "balance");
}

/**
 * Under the booking's lock: the payment the guest should be sent to. An open one is returned
 * as it is (with a gift voucher code, only if it spends that voucher); a new one is recorded
 * (without the provider's id yet) only while the hold lasts, so one booking has one open payment
 * however many starts arrive at once. A voucher pays the new payment's price first; one it pays
 * whole is recorded paid here, and confirms the booking as the provider's would.
 */
async function claimPayment(
  tx: Transaction,
  bookingId: string,
  voucherCode: string | null,
): Promise<Claim> {
  const locked = await lockBooking(tx, bookingId);
  if (!locked) throw notFound("Booking");
  const { booking, propertyName } = locked;
  const due = amountDueNow(booking);
  if (!due) {
    throw new ApiError("CONFLICT", "This booking cannot be paid", {
      details: { status: booking.status },
    });
  }
  // A booking made before stays priced at nothing were refused.
  assertPriced(due.cents);
  const now = clock.now();
  const open = await findOpenPayment(tx, booking.id, due.part, now);
  if (open) {
    if (voucherCode !== null && open.voucherId !== (await voucherIdOf(tx, voucherCode))) {
      throw new ApiError("CONFLICT", VOUCHER_MESSAGES.paymentOpen);
    }
    return open;
  }
  const first = due.part !== "balance";
  if (first && (booking.holdExpiresAt === null || booking.holdExpiresAt <= now)) {
    throw new ApiError("CONFLICT", HOLD_ENDED_MESSAGE, {
      details: { status: booking.status, rule: "HOLD_ENDED" },
    });
  }
  const voucher =
    voucherCode === null
      ? null
      : await takeFromVoucher(tx, voucherCode, due.cents - due.securityDepositCents);
  const payment = await recordPayment(tx, booking, due, now, voucher);
  if (first) await markPaymentStarted(tx, booking.id);
  if (payment.voucherCents === payment.amountCents) {
    const paid = await recordPaidByVoucher(tx, payment);
    const outcome = await confirmPayment(tx, booking.id, paid);
    // Not while the hold lasts, as checked above; were it ever owed, it goes back to the voucher.
    if (outcome.refundOwed) await oweRefund(tx, paid);
    return { kind: "paid", payment: paid };
  }
  const part = [
    due.part === "full" ? null : due.part,
    due.securityDepositCents > 0 ? "security deposit" : null,
  ]
    .filter(Boolean)
    .join(" and ");
  const description = `${propertyName}, ${booking.startDate} to ${booking.endDate}${part ? ` (${part})` : ""}`;
  return { kind: "new", payment, description };
}

/**
 * Where to send the guest to pay the booking's stored total (never an amount from the client).
 * While a payment is open, its own checkout address: starting again, or many starts at once,
 * open no second payment. A new payment only while the hold lasts (409 after), expiring at the
 * provider by `paymentExpiry`. Only pending and payment_pending bookings can be paid. With a
 * gift voucher code (each one typed counts against the client's guesses), the voucher pays
 * first; a payment it pays whole sends the guest straight to the payment-return page.
 */
export async function startPayment(
  bookingId: string,
  options: { locale?: Locale; voucherCode?: string | null; client?: string } = {},
): Promise<{ checkoutUrl: string }> {
  const { locale = DEFAULT_LOCALE, voucherCode = null, client = "unknown" } = options;
  const db = await getDb();
  const claim = () => db.transaction((tx) => claimPayment(tx, bookingId, voucherCode));
  return {
    checkoutUrl: await checkoutAddress(
      voucherCode === null ? await claim() : await tryVoucherCode(client, claim),
      locale,
    ),
  };
}

const paymentReported: PaymentReported = async (tx, payment) => {
  // The one webhook settles gift vouchers' sales too (decision 0061).
  if (payment.bookingId === null) return giftVoucherSaleReported(tx, payment);
  if (payment.status !== "paid") {
    await recordPaymentNotCompleted(tx, payment.bookingId);
    return { refundOwed: false };
  }
  return confirmPayment(tx, payment.bookingId, payment);
};

/**
 * Brings our record of a payment in line with the provider's, and its booking with it, once
 * (`syncPaymentRecord`): from a webhook, a guest back from checkout, or a job about to end a
 * booking.
 */
export async function syncPayment(providerPaymentId: string): Promise<void> {
  await syncPaymentRecord(providerPaymentId, paymentReported);
}

/**
 * Before a job ends a booking: asks the provider about each of its payments still open here, so
 * money on its way is applied first. False when the provider could not answer (logged).
 */
export async function settleOpenPayments(bookingId: string, job: string): Promise<boolean> {
  try {
    for (const providerPaymentId of await openProviderPaymentIds(bookingId)) {
      await syncPayment(providerPaymentId);
    }
    return true;
  } catch (error) {
    logger().warn({ bookingId, err: error }, `${job} could not ask the provider`);
    return false;
  }
}

/**
 * The payment a booking shows: once a balance was started, the one that paid it, else the latest
 * balance payment; before, the one that confirmed it, else the latest. Checked with the
 * provider while it is still open, so a guest back before the webhook sees the real result
 * within `providerAnswerMs`; what the webhook recorded shows at once.
 */
export async function paymentStatusForBooking(
  bookingId: string,
  client: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PaymentStatusAnswer> {
  const db = await getDb();
  await countStatusCall(db, bookingId, client);
  const shown = async () =>
    (
      await db
        .select({
          providerPaymentId: payments.providerPaymentId,
          status: payments.status,
          amountCents: payments.amountCents,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(payments.bookingId, bookingId))
        .orderBy(
          sql`${payments.id} = ${bookings.balancePaymentId} DESC NULLS LAST`,
          sql`${payments.part} = 'balance' DESC`,
          sql`${payments.id} = ${bookings.confirmedPaymentId} DESC NULLS LAST`,
          desc(payments.createdAt),
        )
        .limit(1)
    )[0];
  let payment = await shown();
  if (
    payment?.status === "created" &&
    payment.providerPaymentId &&
    (await mayAskProvider(db, payment.providerPaymentId))
  ) {
    await syncPayment(payment.providerPaymentId);
    payment = await shown();
  }
  const [booking] = await db
    .select({
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      holdExpiresAt: bookings.holdExpiresAt,
      home: properties.name,
      translations: properties.translations,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  if (!booking) throw notFound("Booking");
  return {
    status: payment?.status ?? null,
    bookingStatus: booking.status,
    home: textIn(locale, "name", booking.home, booking.translations),
    startDate: booking.startDate,
    endDate: booking.endDate,
    amount: payment ? centsToEuros(payment.amountCents) : null,
    heldUntil:
      booking.holdExpiresAt && UNPAID_HELD.has(booking.status)
        ? booking.holdExpiresAt.toISOString()
        : null,
  };
}

/** A booking whose dates are held for it while its guest pays. */
const UNPAID_HELD: ReadonlySet<BookingStatus> = new Set(["pending", "payment_pending"]);

/** What the payment-return page reads: the payment, and the stay and money it is about. */
export interface PaymentStatusAnswer {
  status: PaymentStatus | null;
  bookingStatus: BookingStatus;
  home: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /** The shown payment's amount, in euros. */
  amount: number | null;
  /** ISO instant until which the dates are held for a booking not paid yet. */
  heldUntil: string | null;
}

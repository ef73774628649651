import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { bookings, payments, properties, stayHolds } from "@/db/schema";
import {
  balanceDueMail,
  balancePaidMail,
  bookingCancelledUnpaidBalanceMail,
  bookingConfirmedMail,
  bookingReceivedMail,
  enqueueMail,
  greetingName,
  paymentNotCompletedMail,
  paymentReceivedMail,
  reservationExpiredMail,
  unpaidBalanceCancelledMail,
} from "@/features/mail/server";
import { receiptAttachments } from "@/features/payments/server";
import type { Locale } from "@/i18n/locales";
import { textIn } from "@/i18n/translated-texts";
import {
  balanceCancelledOn,
  balanceStepDue,
  DEPOSIT_PERCENT,
  paymentScheduleFor,
  type BalanceStep,
} from "@/features/payments";
import { clock } from "@/lib/clock";
import { todayInBrussels, type CalendarDate } from "@/lib/dates";
import { getConfig } from "@/lib/config";
import { ApiError, notFound } from "@/lib/http";
import {
  canTransition,
  isHolding,
  isPayable,
  releasesHold,
  type Actor,
  type BookingStatus,
} from "./transitions";

/*
 * The only code that writes `bookings.status`. Each function runs inside the caller's
 * transaction, so the status, the hold and the mail it causes are written together or not at
 * all, and the caller may lock its own rows first (a payment before its booking).
 */

type Booking = typeof bookings.$inferSelect;
type PaymentPart = (typeof payments.$inferSelect)["part"];

export interface LockedBooking {
  booking: Booking;
  /** The home's name as the booking's guest reads it (docs/decisions/0034). */
  propertyName: string;
}

/** Locks the booking for a change in the caller's transaction; payments lock it before theirs. */
export async function lockBooking(
  tx: Transaction,
  bookingId: string,
  options: { skipLocked?: boolean } = {},
): Promise<LockedBooking | null> {
  const [row] = await tx
    .select({ booking: bookings, name: properties.name, texts: properties.translations })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId))
    .for("update", options.skipLocked ? { of: bookings, skipLocked: true } : { of: bookings });
  if (!row) return null;
  return {
    booking: row.booking,
    propertyName: textIn(row.booking.locale, "name", row.name, row.texts),
  };
}

/**
 * What every mail about a booking's stay says of it, in the booking's language; the name only as
 * `greetingName` allows.
 */
export async function stayMailData(tx: Transaction, booking: Booking, propertyName: string) {
  return {
    locale: booking.locale,
    bookingId: booking.id,
    guestName: await greetingName(tx, {
      to: booking.guestEmail,
      name: booking.guestName,
      guestId: booking.guestId,
    }),
    propertyName,
    startDate: booking.startDate,
    endDate: booking.endDate,
  };
}

/** Changes the locked booking's status per the table, with its other columns and its hold. */
async function apply(
  tx: Transaction,
  booking: Booking,
  to: BookingStatus,
  actor: Actor,
  columns: Partial<
    Pick<
      Booking,
      | "paymentStartedAt"
      | "paymentLastTryAt"
      | "paymentConfirmedAt"
      | "confirmedPaymentId"
      | "holdExpiresAt"
    >
  > = {},
): Promise<void> {
  if (!canTransition(booking.status, to, actor)) {
    throw new ApiError("CONFLICT", `A ${booking.status} booking cannot become ${to}`, {
      details: { status: booking.status },
    });
  }
  await tx
    .update(bookings)
    .set({ ...columns, status: to, updatedAt: clock.now() })
    .where(eq(bookings.id, booking.id));
  if (releasesHold(booking.status, to)) {
    await tx.delete(stayHolds).where(eq(stayHolds.bookingId, booking.id));
  }
}

/**
 * (new) -> pending, by the guest: the booking, the hold of its nights and the 'booking received'
 * mail. The caller has checked the stay; the exclusion constraint refuses taken nights.
 */
export async function createPendingBooking(
  tx: Transaction,
  values: Omit<
    typeof bookings.$inferInsert,
    | "id"
    | "status"
    | "holdExpiresAt"
    | "createdAt"
    | "updatedAt"
    | "depositCents"
    | "balanceDueOn"
    | "balancePaymentId"
    | "balanceRequestedAt"
    | "balanceRemindedAt"
  > & { locale: Locale },
): Promise<string> {
  const now = clock.now();
  const holdMinutes = getConfig().BOOKING_HOLD_MINUTES;
  const schedule = paymentScheduleFor({
    totalCents: values.totalCents,
    checkIn: values.startDate,
    today: todayInBrussels(now),
  });
  const [booking] = await tx
    .insert(bookings)
    .values({
      ...values,
      depositCents: schedule?.depositCents ?? null,
      balanceDueOn: schedule?.balanceDueOn ?? null,
      status: "pending",
      holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error("booking insert returned nothing");
  await tx.insert(stayHolds).values({
    propertyId: values.propertyId,
    bookingId: booking.id,
    stay: `[${values.startDate},${values.endDate})`,
  });
  const [property] = await tx
    .select({ name: properties.name, texts: properties.translations })
    .from(properties)
    .where(eq(properties.id, values.propertyId));
  await enqueueMail(
    tx,
    values.guestEmail,
    await bookingReceivedMail({
      locale: values.locale,
      bookingId: booking.id,
      guestName: await greetingName(tx, {
        to: values.guestEmail,
        name: values.guestName,
        guestId: values.guestId,
      }),
      propertyName: property && textIn(values.locale, "name", property.name, property.texts),
      startDate: values.startDate,
      endDate: values.endDate,
      guests: values.guestCount,
      totalCents: values.totalCents,
      holdMinutes,
      schedule: schedule && { ...schedule, depositPercent: DEPOSIT_PERCENT },
    }),
  );
  return booking.id;
}

/**
 * pending -> payment_pending, by the guest; starting again keeps payment_pending and records
 * the try. The payments feature calls it under the booking's lock as it records a new payment;
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
    await apply(tx, booking, "payment_pending", "guest", tries);
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
  await apply(tx, booking, approved ? "approved" : "paid", "payment", {
    paymentConfirmedAt: clock.now(),
    confirmedPaymentId: payment.id,
    holdExpiresAt: null,
  });
  const paid = {
    ...(await stayMailData(tx, booking, propertyName)),
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

/**
 * What a payment started now is for: the first payment of a payable booking (the deposit, or the
 * total), or the balance of a confirmed one. Null: nothing is due.
 */
export function amountDueNow(booking: Booking): { cents: number; part: PaymentPart } | null {
  if (isPayable(booking.status)) {
    return booking.depositCents === null
      ? { cents: booking.totalCents, part: "full" }
      : { cents: booking.depositCents, part: "deposit" };
  }
  const balance = balanceOwed(booking);
  return balance && { cents: balance.cents, part: "balance" };
}

/**
 * The balance job's step for one confirmed booking whose balance is open, on `today` (Brussels):
 * the request (35 days before check-in), the reminder (31), or after the grace week the
 * cancellation under the terms, the deposit kept, guest and owner told. Each is written with its
 * mail in the caller's transaction under the booking's lock, and only if not done yet, so with
 * several instances each happens once. Skips a booking another instance holds.
 */
export async function advanceBalance(
  tx: Transaction,
  bookingId: string,
  today: CalendarDate,
): Promise<BalanceStep | null> {
  const locked = await lockBooking(tx, bookingId, { skipLocked: true });
  if (!locked) return null;
  const { booking, propertyName } = locked;
  const balance = balanceOwed(booking);
  if (!balance) return null;
  const step = balanceStepDue({
    balanceDueOn: balance.dueOn,
    today,
    requested: booking.balanceRequestedAt !== null,
    reminded: booking.balanceRemindedAt !== null,
  });
  if (!step) return null;
  const now = clock.now();
  const stay = await stayMailData(tx, booking, propertyName);
  if (step === "cancel") {
    await apply(tx, booking, "cancelled", "job");
    const depositCents = booking.totalCents - balance.cents;
    await enqueueMail(
      tx,
      booking.guestEmail,
      await bookingCancelledUnpaidBalanceMail({
        ...stay,
        propertyId: booking.propertyId,
        balanceCents: balance.cents,
        dueOn: balance.dueOn,
        depositCents,
      }),
    );
    await enqueueMail(
      tx,
      getConfig().OWNER_EMAIL,
      await unpaidBalanceCancelledMail({
        bookingId: booking.id,
        homeName: propertyName,
        guestName: booking.guestName,
        startDate: booking.startDate,
        endDate: booking.endDate,
        depositCents,
        balanceCents: balance.cents,
        dueOn: balance.dueOn,
      }),
    );
    return step;
  }
  // A request sent on the reminder's day (a booking made 31 days ahead) is its own reminder.
  const remindedToo =
    balanceStepDue({ balanceDueOn: balance.dueOn, today, requested: true, reminded: false }) ===
    "remind";
  await tx
    .update(bookings)
    .set(
      step === "request"
        ? { balanceRequestedAt: now, ...(remindedToo ? { balanceRemindedAt: now } : {}) }
        : { balanceRemindedAt: now },
    )
    .where(eq(bookings.id, booking.id));
  await enqueueMail(
    tx,
    booking.guestEmail,
    await balanceDueMail({
      ...stay,
      balanceCents: balance.cents,
      dueOn: balance.dueOn,
      cancelledOn: balanceCancelledOn(balance.dueOn),
      reminder: step === "remind",
    }),
  );
  return step;
}

/**
 * pending | payment_pending -> cancelled, by the hold-expiry job, once the hold ran out: the
 * nights are freed and the guest is told. Skips a booking another instance is releasing.
 * Answers whether this call released it.
 */
export async function releaseExpiredHold(
  tx: Transaction,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const locked = await lockBooking(tx, bookingId, { skipLocked: true });
  if (!locked) return false;
  const { booking, propertyName } = locked;
  const expired = booking.holdExpiresAt !== null && booking.holdExpiresAt < now;
  if (!isPayable(booking.status) || !expired) return false;
  await apply(tx, booking, "cancelled", "job");
  await enqueueMail(
    tx,
    booking.guestEmail,
    await reservationExpiredMail({
      ...(await stayMailData(tx, booking, propertyName)),
      propertyId: booking.propertyId,
    }),
  );
  return true;
}

/**
 * Any change the table allows, for callers without a named one above (the owner's approve,
 * reject and cancel; the guest's cancel): refused with a 409 when the table does not allow it.
 * Their mails and refunds (DESIGN 8, 11) are added here with those callers.
 */
export async function transition(
  tx: Transaction,
  bookingId: string,
  to: BookingStatus,
  options: { actor: Actor },
): Promise<LockedBooking> {
  const locked = await lockBooking(tx, bookingId);
  if (!locked) throw notFound("Booking");
  await apply(tx, locked.booking, to, options.actor);
  return locked;
}

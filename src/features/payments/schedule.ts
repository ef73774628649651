import { addDays, daysBetween, type CalendarDate } from "@/lib/dates";

/*
 * The payment schedule of the site's terms (DESIGN 11): a booking made 30 days or more before
 * check-in pays a 30% deposit now and the balance 30 days before check-in; a later one pays in
 * full. Stored with the booking when it is made, like its quote; the owner may move the due date.
 */

export const DEPOSIT_PERCENT = 30;
/** A booking made at least this many days before check-in pays a deposit. */
export const DEPOSIT_FROM_DAYS = 30;
/** The balance is due this many days before check-in. */
export const BALANCE_DUE_DAYS_BEFORE_CHECK_IN = 30;
/** The balance is requested this many days before its due date (35 before check-in). */
export const BALANCE_REQUEST_DAYS_BEFORE_DUE = 5;
/** The reminder goes this many days before the due date (31 before check-in). */
export const BALANCE_REMINDER_DAYS_BEFORE_DUE = 1;
/** A balance still unpaid this many days after its due date cancels the booking. */
export const BALANCE_GRACE_DAYS = 7;

/** The owner may move a due date up to this many days before check-in: its grace week ends by then. */
export const LATEST_DUE_DAYS_BEFORE_CHECK_IN = 7;

export interface PaymentSchedule {
  depositCents: number;
  balanceDueOn: CalendarDate;
}

/** `today`: the Brussels date the booking is made. Null: the total is paid at once. */
export function paymentScheduleFor(input: {
  totalCents: number;
  checkIn: CalendarDate;
  today: CalendarDate;
}): PaymentSchedule | null {
  if (daysBetween(input.today, input.checkIn) < DEPOSIT_FROM_DAYS) return null;
  // Rounded to the cent; the balance is the rest, so the two always add up to the total.
  const depositCents = Math.round((input.totalCents * DEPOSIT_PERCENT) / 100);
  if (depositCents <= 0 || depositCents >= input.totalCents) return null;
  return {
    depositCents,
    balanceDueOn: addDays(input.checkIn, -BALANCE_DUE_DAYS_BEFORE_CHECK_IN),
  };
}

/** What a balance job has to do for one booking on `today`, if anything. */
export type BalanceStep = "request" | "remind" | "cancel";

export function balanceStepDue(input: {
  balanceDueOn: CalendarDate;
  today: CalendarDate;
  requested: boolean;
  reminded: boolean;
}): BalanceStep | null {
  const daysToDue = daysBetween(input.today, input.balanceDueOn);
  if (daysToDue <= -BALANCE_GRACE_DAYS) return "cancel";
  if (daysToDue > BALANCE_REQUEST_DAYS_BEFORE_DUE) return null;
  if (!input.requested) return "request";
  if (!input.reminded && daysToDue <= BALANCE_REMINDER_DAYS_BEFORE_DUE) return "remind";
  return null;
}

/** The first day after which an unpaid balance cancels the booking. */
export function balanceCancelledOn(balanceDueOn: CalendarDate): CalendarDate {
  return addDays(balanceDueOn, BALANCE_GRACE_DAYS);
}

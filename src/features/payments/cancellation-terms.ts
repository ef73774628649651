import { addDays, daysBetween, type CalendarDate } from "@/lib/dates";

/*
 * The refund the site's terms give when a stay is cancelled (terms page, FAQ; DESIGN 8): of
 * what was actually paid, 100% at 30 days or more before check-in, 50% at 14 to 29 days, none
 * within 14 days, counted in Brussels calendar days. The one rule for the owner and the guest.
 */

export type RefundRule = "30_days_or_more" | "14_to_29_days" | "within_14_days";

export interface RefundDue {
  cents: number;
  percent: 0 | 50 | 100;
  rule: RefundRule;
}

/** Days before check-in from which the terms refund everything, and half. */
export const FULL_REFUND_DAYS = 30;
export const HALF_REFUND_DAYS = 14;

/** The last days a cancellation gets everything back, and half: what a guest reads before paying. */
export function refundDeadlines(checkIn: CalendarDate): { full: CalendarDate; half: CalendarDate } {
  return { full: addDays(checkIn, -FULL_REFUND_DAYS), half: addDays(checkIn, -HALF_REFUND_DAYS) };
}

/** `today`: the Brussels date the cancellation is made (`todayInBrussels()`). */
export function refundDueUnderTerms(input: {
  checkIn: CalendarDate;
  today: CalendarDate;
  paidCents: number;
}): RefundDue {
  const daysBefore = daysBetween(input.today, input.checkIn);
  const paid = Math.max(0, input.paidCents);
  if (daysBefore >= FULL_REFUND_DAYS) return { cents: paid, percent: 100, rule: "30_days_or_more" };
  // Half a cent goes to the guest.
  if (daysBefore >= HALF_REFUND_DAYS)
    return { cents: Math.round(paid / 2), percent: 50, rule: "14_to_29_days" };
  return { cents: 0, percent: 0, rule: "within_14_days" };
}

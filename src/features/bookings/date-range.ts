import {
  checkChangeoverDays,
  isChangeoverDay,
  MAX_DAYS_AHEAD,
  type StayProblem,
} from "@/features/availability";
import type { Locale } from "@/i18n/locales";
import { addDays, formatShortDate, toCalendarDate, type CalendarDate } from "@/lib/dates";

/** A stay being picked: the start alone after the first click, both after the second. */
export interface DateRangeValue {
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

/** The first and last day a guest may pick. */
export interface DateBounds {
  min: CalendarDate;
  max: CalendarDate;
}

export const EMPTY_RANGE: DateRangeValue = { startDate: null, endDate: null };

/** Today (Brussels) up to 365 days ahead, as the spec's picker defaults. */
export function defaultBounds(today: CalendarDate): DateBounds {
  return { min: today, max: addDays(today, MAX_DAYS_AHEAD) };
}

/** Days before the minimum or after the maximum cannot be picked at all. */
export function isOutOfBounds(day: CalendarDate, bounds: DateBounds): boolean {
  return day < bounds.min || day > bounds.max;
}

/**
 * Days on which a stay can neither start nor end (anything but Monday and Friday). They are
 * shown as unavailable before the guest picks them, yet stay clickable so that the guest learns
 * why.
 */
export function isUnavailableDay(day: CalendarDate): boolean {
  return !isChangeoverDay(day);
}

export type DayClickResult =
  /** A day outside the bounds: nothing changes. */
  | { status: "ignored" }
  /** The day would break the weekday rule: the range stays as it was. */
  | { status: "rejected"; problem: StayProblem }
  | { status: "accepted"; range: DateRangeValue };

/**
 * The picker's click rules. The first click sets the start and clears the end; the second sets
 * the end, swapping the two when it is earlier than the start. A range that breaks the weekday
 * rule is refused with the spec's message.
 */
export function clickDay(
  range: DateRangeValue,
  day: CalendarDate,
  bounds: DateBounds,
): DayClickResult {
  if (isOutOfBounds(day, bounds)) return { status: "ignored" };

  const choosingEnd = range.startDate !== null && range.endDate === null;
  if (!choosingEnd || range.startDate === day) {
    const problem = checkChangeoverDays(day, null);
    if (problem) return { status: "rejected", problem };
    return { status: "accepted", range: { startDate: day, endDate: null } };
  }

  const start = range.startDate as CalendarDate;
  const [startDate, endDate] = day < start ? [day, start] : [start, day];
  const problem = checkChangeoverDays(startDate, endDate);
  if (problem) return { status: "rejected", problem };
  return { status: "accepted", range: { startDate, endDate } };
}

/**
 * The range a picker opens with, from values that may be remembered ISO text, past, or no
 * longer valid: anything the guest could not have picked is dropped.
 */
export function initialRange(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  bounds: DateBounds,
): DateRangeValue {
  const start = startDate ? toCalendarDate(startDate) : null;
  if (start === null || isOutOfBounds(start, bounds) || isUnavailableDay(start)) return EMPTY_RANGE;
  const end = endDate ? toCalendarDate(endDate) : null;
  if (end === null || end <= start || isOutOfBounds(end, bounds) || isUnavailableDay(end)) {
    return { startDate: start, endDate: null };
  }
  return { startDate: start, endDate: end };
}

/** `Mar 6, 2026 - Mar 9, 2026`, or null until both dates are chosen. */
export function formatRange(range: DateRangeValue, locale: Locale = "en"): string | null {
  if (!range.startDate || !range.endDate) return null;
  return `${formatShortDate(range.startDate, locale)} - ${formatShortDate(range.endDate, locale)}`;
}

/**
 * The spec's timestamps for a stay: check-in at 13:00 UTC on the start date, check-out at
 * 08:00 UTC on the end date. Both fall on the same Brussels dates the guest picked.
 */
export function stayTimestamps(startDate: CalendarDate, endDate: CalendarDate) {
  return {
    startDate: `${startDate}T13:00:00.000Z`,
    endDate: `${endDate}T08:00:00.000Z`,
  };
}

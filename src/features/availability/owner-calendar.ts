import { z } from "zod";
import type { BookingStatus } from "@/db/enums";
import { addDays, daysBetween, todayInBrussels, type CalendarDate } from "@/lib/dates";

/** A month of the owner's calendar, as `YYYY-MM`. */
export type CalendarMonth = string;

// Years a calendar can show: well past any stay, and inside what date arithmetic writes as YYYY.
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthMessage = `month must be a month as YYYY-MM, between ${FIRST_YEAR} and ${LAST_YEAR}`;

/** `month=YYYY-MM`; without it, the month of today in Brussels. */
export const calendarQuerySchema = z.object({
  month: z
    .string()
    .max(7, monthMessage)
    .refine((value) => {
      const year = Number(MONTH.exec(value)?.[1]);
      return year >= FIRST_YEAR && year <= LAST_YEAR;
    }, monthMessage)
    .optional(),
});

export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

export function thisMonth(now: Date): CalendarMonth {
  return monthOf(todayInBrussels(now));
}

/** The month's days as the half-open range [from, to): `to` is the first day of the next month. */
export function monthRange(month: CalendarMonth): { from: CalendarDate; to: CalendarDate } {
  const from = `${month}-01`;
  // The 28th plus four days is always in the next month.
  return { from, to: `${monthOf(addDays(`${month}-28`, 4))}-01` };
}

export function shiftMonth(month: CalendarMonth, by: 1 | -1): CalendarMonth {
  const { from, to } = monthRange(month);
  return by === 1 ? monthOf(to) : monthOf(addDays(from, -1));
}

/** Every day of the month, in order. */
export function daysOfMonth(month: CalendarMonth): CalendarDate[] {
  const { from, to } = monthRange(month);
  return Array.from({ length: daysBetween(from, to) }, (_, day) => addDays(from, day));
}

/** A booking that holds nights, as the calendar draws it: `to` is the check-out day. */
export interface CalendarBooking {
  id: string;
  guestName: string;
  status: BookingStatus;
  from: CalendarDate;
  to: CalendarDate;
}

/** An owner block: `to` is the first free day. */
export interface CalendarBlock {
  id: string;
  note: string | null;
  from: CalendarDate;
  to: CalendarDate;
}

/** A stay sold on another channel that holds nights here: `label` names its feed. */
export interface CalendarImport {
  id: string;
  label: string;
  from: CalendarDate;
  to: CalendarDate;
}

export interface HomeCalendar {
  id: string;
  name: string;
  isActive: boolean;
  bookings: CalendarBooking[];
  blocks: CalendarBlock[];
  imports: CalendarImport[];
  /** Stays other channels sold on nights held here: they hold nothing and need the owner. */
  conflicts: CalendarImport[];
}

export interface MonthOfCalendar {
  month: CalendarMonth;
  from: CalendarDate;
  to: CalendarDate;
}

const monthNames = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** `December 2026`. */
export function formatMonth(month: CalendarMonth): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return monthNames.format(Date.UTC(year, monthNumber - 1, 1));
}

/** Where an item's bar lies on a row of days: its first column and how many days it covers. */
export interface Bar<T> {
  item: T;
  start: number;
  span: number;
}

/**
 * The bars of items on the row of days [from, to): each item clipped to the row, left to right.
 * The holds of one home never overlap (the exclusion constraint), so neither do its bars.
 */
export function barsWithin<T extends { from: CalendarDate; to: CalendarDate }>(
  items: readonly T[],
  from: CalendarDate,
  to: CalendarDate,
): Bar<T>[] {
  return items
    .filter((item) => item.from < to && item.to > from)
    .map((item) => {
      const start = item.from > from ? item.from : from;
      const end = item.to < to ? item.to : to;
      return { item, start: daysBetween(from, start), span: daysBetween(start, end) };
    })
    .sort((a, b) => a.start - b.start);
}

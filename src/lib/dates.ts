import { intlLocaleOf, LOCALES, type Locale } from "@/i18n/locales";
import { clock, DAY_MS } from "./clock";

/** Stays are calendar dates in the business's own time zone. */
export const BUSINESS_TIME_ZONE = "Europe/Brussels";

/** The first day of a rule in force for every night before the next one (a tax, a rate). */
export const FIRST_RULE_DAY: CalendarDate = "1970-01-01";

/** A calendar date as `YYYY-MM-DD`. */
export type CalendarDate = string;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// ISO 8601 timestamp with a time and an explicit zone (Z or ±hh:mm).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

function isRealDate(date: CalendarDate): boolean {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * Reads `YYYY-MM-DD` or an ISO timestamp as a Brussels calendar date; null when it is neither.
 * The spec's client sends 13:00Z for check-in and 08:00Z for check-out: both land on the same
 * Brussels date as the day the guest picked.
 */
export function toCalendarDate(input: string): CalendarDate | null {
  if (DATE_ONLY.test(input)) return isRealDate(input) ? input : null;
  if (!TIMESTAMP.test(input)) return null;
  const instant = new Date(input);
  if (Number.isNaN(instant.getTime()) || !isRealDate(input.slice(0, 10))) return null;
  return brusselsDateOf(instant);
}

// One formatter for the process: making one per call costs more than the rest of a request.
const brusselsParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The last answer: Brussels midnight falls on a whole UTC minute, so it holds for its minute. */
let lastDate: { minute: number; date: CalendarDate } | undefined;

function brusselsDateOf(instant: Date): CalendarDate {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastDate?.minute === minute) return lastDate.date;
  let year = "";
  let month = "";
  let day = "";
  for (const part of brusselsParts.formatToParts(instant)) {
    if (part.type === "year") year = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "day") day = part.value;
  }
  const date = `${year}-${month}-${day}`;
  lastDate = { minute, date };
  return date;
}

/** Brussels' date at `now`, by default the clock's: the one "now" the tests can move. */
export function todayInBrussels(now: Date = clock.now()): CalendarDate {
  return brusselsDateOf(now);
}

function toUtcMidnight(date: CalendarDate): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtcMidnight(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMidnight(toUtcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(toUtcMidnight(date)).getUTCDay();
}

// English as the spec writes it (`Fri, Mar 6, 2026`): the American order, not en-BE's.
function stayDateFormats(options: Intl.DateTimeFormatOptions) {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      new Intl.DateTimeFormat(locale === "en" ? "en-US" : intlLocaleOf(locale), {
        ...options,
        timeZone: "UTC",
      }),
    ]),
  ) as Record<Locale, Intl.DateTimeFormat>;
}

const shortStayDates = /* @__PURE__ */ stayDateFormats({
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const longStayDates = /* @__PURE__ */ stayDateFormats({
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** `Fri, Mar 6, 2026`: a stay date with its weekday (stays start on set days); `vr 6 mrt 2026` in Dutch. */
export function formatShortDate(date: CalendarDate, locale: Locale = "en"): string {
  return shortStayDates[locale].format(toUtcMidnight(date));
}

/** `Friday, March 6, 2026`: the spec's long date; `vrijdag 6 maart 2026` in Dutch. */
export function formatLongDate(date: CalendarDate, locale: Locale = "en"): string {
  return longStayDates[locale].format(toUtcMidnight(date));
}

/** A calendar date as the local-midnight `Date` a date picker works with. */
export function calendarDateToLocalDate(date: CalendarDate): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function localDateToCalendarDate(date: Date): CalendarDate {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * An instant (ISO timestamp) as the back office shows it: the Brussels day as a stay date is
 * written, then the hour on the 24-hour clock, `Fri, Nov 27, 2026, 13:48`.
 */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  return `${formatShortDate(todayInBrussels(instant))}, ${formatClockTime(iso)}`;
}

/** An instant's hour in Brussels on the 24-hour clock, `13:48`, in every language. */
export function formatClockTime(iso: string): string {
  return instantTime.format(new Date(iso));
}

const instantTime = /* @__PURE__ */ new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: BUSINESS_TIME_ZONE,
});

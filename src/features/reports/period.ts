import { addDays, daysBetween, toCalendarDate, type CalendarDate } from "@/lib/dates";

/*
 * The period a report covers (issue 37): a month, a quarter, a year or any days, always the days
 * [from, to) in Brussels. Pure, so the page's picker and the server read periods alike.
 */

/** The longest period one report covers: five years, the span of the bookings a home keeps. */
export const REPORT_MAX_DAYS = 1_827;

export type PeriodKind = "month" | "quarter" | "year" | "days";

export interface ReportPeriod {
  kind: PeriodKind;
  from: CalendarDate;
  /** The first day after the period. */
  to: CalendarDate;
  /** `2026-03`, `2026-Q1`, `2026`, or `2026-03-05..2026-04-02` for other days. */
  name: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const YEAR = /^(\d{4})$/;

const pad = (value: number) => String(value).padStart(2, "0");

/** The first day of a month, `month` counted from 1 and allowed past 12. */
function firstOfMonth(year: number, month: number): CalendarDate {
  const shifted = year + Math.floor((month - 1) / 12);
  return `${shifted}-${pad(((month - 1) % 12) + 1)}-01`;
}

export function monthPeriod(year: number, month: number): ReportPeriod {
  return {
    kind: "month",
    from: firstOfMonth(year, month),
    to: firstOfMonth(year, month + 1),
    name: `${year}-${pad(month)}`,
  };
}

export function quarterPeriod(year: number, quarter: number): ReportPeriod {
  return {
    kind: "quarter",
    from: firstOfMonth(year, quarter * 3 - 2),
    to: firstOfMonth(year, quarter * 3 + 1),
    name: `${year}-Q${quarter}`,
  };
}

export function yearPeriod(year: number): ReportPeriod {
  return { kind: "year", from: `${year}-01-01`, to: `${year + 1}-01-01`, name: String(year) };
}

/**
 * A period by its name, or by its days; null when neither names a period the reports cover
 * (years 2000 to 2099, at most REPORT_MAX_DAYS days, `to` after `from`).
 */
export function periodNamed(name: string): ReportPeriod | null {
  const month = MONTH.exec(name);
  const quarter = QUARTER.exec(name);
  const year = YEAR.exec(name);
  const period = month
    ? monthPeriod(Number(month[1]), Number(month[2]))
    : quarter
      ? quarterPeriod(Number(quarter[1]), Number(quarter[2]))
      : year
        ? yearPeriod(Number(year[1]))
        : daysPeriod(name);
  if (!period || period.from < "2000-01-01" || period.to > "2100-01-01") return null;
  return period;
}

/** `from..to`: any days, `to` not included. */
function daysPeriod(name: string): ReportPeriod | null {
  const [fromText, toText, ...rest] = name.split("..");
  if (fromText === undefined || toText === undefined || rest.length > 0) return null;
  return periodOfDays(fromText, toText);
}

export function periodOfDays(fromText: string, toText: string): ReportPeriod | null {
  const from = /^\d{4}-\d{2}-\d{2}$/.test(fromText) ? toCalendarDate(fromText) : null;
  const to = /^\d{4}-\d{2}-\d{2}$/.test(toText) ? toCalendarDate(toText) : null;
  if (!from || !to || to <= from || daysBetween(from, to) > REPORT_MAX_DAYS) return null;
  return { kind: "days", from, to, name: `${from}..${to}` };
}

/** The same period a year earlier: the year before, its month or quarter, or the days 52 weeks back. */
export function yearBefore(period: ReportPeriod): ReportPeriod {
  const year = Number(period.from.slice(0, 4)) - 1;
  switch (period.kind) {
    case "year":
      return yearPeriod(year);
    case "quarter":
      return quarterPeriod(year, Math.ceil(Number(period.from.slice(5, 7)) / 3));
    case "month":
      return monthPeriod(year, Number(period.from.slice(5, 7)));
    case "days": {
      // 364 days keep the weekdays, which is how a holiday home's weeks compare.
      const from = addDays(period.from, -364);
      const to = addDays(period.to, -364);
      return { kind: "days", from, to, name: `${from}..${to}` };
    }
  }
}

/** The twelve months of a year, January first. */
export function monthsOf(year: number): ReportPeriod[] {
  return Array.from({ length: 12 }, (_, index) => monthPeriod(year, index + 1));
}

/** The period named by the page's address, or the month before `today`'s: what owners ask first. */
export function periodOrLastMonth(name: string | undefined, today: CalendarDate): ReportPeriod {
  const named = name ? periodNamed(name) : null;
  if (named) return named;
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? monthPeriod(year - 1, 12) : monthPeriod(year, month - 1);
}

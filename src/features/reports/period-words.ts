import { monthPeriod, quarterPeriod, yearPeriod, type ReportPeriod } from "./period";
import type { CalendarDate } from "@/lib/dates";
import { addDays } from "@/lib/dates";

/* Periods in the owner's words (the back office is in English). */

const monthName = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const dayName = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

const utc = (day: CalendarDate) => Date.parse(`${day}T00:00:00Z`);

/** `March 2026`, `Q1 2026`, `2026`, or `5 Mar 2026 to 1 Apr 2026` (both days included). */
export function periodInWords(period: ReportPeriod): string {
  switch (period.kind) {
    case "month":
      return monthName.format(utc(period.from));
    case "quarter":
      return `Q${Math.ceil(Number(period.from.slice(5, 7)) / 3)} ${period.from.slice(0, 4)}`;
    case "year":
      return period.from.slice(0, 4);
    case "days":
      return `${dayName.format(utc(period.from))} to ${dayName.format(utc(addDays(period.to, -1)))}`;
  }
}

/** What the period picker offers: the last 24 months, 8 quarters and 5 years, newest first. */
export function periodChoices(today: CalendarDate) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const quarter = Math.ceil(month / 3);
  return {
    months: Array.from({ length: 24 }, (_, back) =>
      monthPeriod(
        year + Math.floor((month - 1 - back) / 12),
        ((((month - 1 - back) % 12) + 12) % 12) + 1,
      ),
    ),
    quarters: Array.from({ length: 8 }, (_, back) =>
      quarterPeriod(
        year + Math.floor((quarter - 1 - back) / 4),
        ((((quarter - 1 - back) % 4) + 4) % 4) + 1,
      ),
    ),
    years: Array.from({ length: 5 }, (_, back) => yearPeriod(year - back)),
  };
}

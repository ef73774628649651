import { TZDate } from "@date-fns/tz";
import { clock } from "@/lib/clock";
import {
  addDays,
  BUSINESS_TIME_ZONE,
  todayInBrussels,
  weekdayOf,
  type CalendarDate,
} from "@/lib/dates";

export const MONDAY = 1;
export const FRIDAY = 5;

/** The first given weekday at least `minDaysAhead` days after today (Brussels). */
export function upcoming(weekday: number, minDaysAhead = 7): CalendarDate {
  let date = addDays(todayInBrussels(), minDaysAhead);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** Sets the clock to noon in Brussels on `date`, as the jobs see it; the test restores it. */
export function onDay(date: CalendarDate): void {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const noon = new TZDate(year, month - 1, day, 12, 0, BUSINESS_TIME_ZONE);
  clock.now = () => new Date(noon.getTime());
}

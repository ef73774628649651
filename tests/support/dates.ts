import { addDays, todayInBrussels, weekdayOf, type CalendarDate } from "@/lib/dates";

export const MONDAY = 1;
export const FRIDAY = 5;

/** The first given weekday at least `minDaysAhead` days after today (Brussels). */
export function upcoming(weekday: number, minDaysAhead = 7): CalendarDate {
  let date = addDays(todayInBrussels(), minDaysAhead);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

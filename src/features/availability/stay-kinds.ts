import { daysBetween, weekdayOf, type CalendarDate } from "@/lib/dates";

/**
 * The stays the Monday/Friday rule makes (DESIGN 9): a weekend (Friday to Monday), a midweek
 * (Monday to Friday) and a week (Friday to Friday or Monday to Monday). Longer stays are runs of
 * these.
 */
export const STAY_KINDS = ["weekend", "midweek", "week"] as const;
export type StayKind = (typeof STAY_KINDS)[number];

const MONDAY = 1;
const FRIDAY = 5;

/** The kind a stay is when it is exactly one weekend, midweek or week; otherwise null. */
export function stayKindOf(checkIn: CalendarDate, checkOut: CalendarDate): StayKind | null {
  const nights = daysBetween(checkIn, checkOut);
  const weekday = weekdayOf(checkIn);
  if (nights === 3 && weekday === FRIDAY) return "weekend";
  if (nights === 4 && weekday === MONDAY) return "midweek";
  if (nights === 7 && (weekday === FRIDAY || weekday === MONDAY)) return "week";
  return null;
}

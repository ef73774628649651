import { STAY_KINDS, type StayKind } from "@/db/enums";
import { daysBetween, weekdayOf, type CalendarDate } from "@/lib/dates";

export { STAY_KINDS, type StayKind };

/** The nights of each kind. */
export const STAY_KIND_NIGHTS: Record<StayKind, number> = { weekend: 3, midweek: 4, week: 7 };

const MONDAY = 1;
const FRIDAY = 5;

/** The kind a stay is when it is exactly one weekend, midweek or week; otherwise null. */
export function stayKindOf(checkIn: CalendarDate, checkOut: CalendarDate): StayKind | null {
  const nights = daysBetween(checkIn, checkOut);
  const weekday = weekdayOf(checkIn);
  if (nights === STAY_KIND_NIGHTS.weekend && weekday === FRIDAY) return "weekend";
  if (nights === STAY_KIND_NIGHTS.midweek && weekday === MONDAY) return "midweek";
  if (nights === STAY_KIND_NIGHTS.week && (weekday === FRIDAY || weekday === MONDAY)) return "week";
  return null;
}

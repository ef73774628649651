import type { CalendarDate } from "@/lib/dates";

/** Nights a home cannot sell: from the first held night up to the first free day (a check-out). */
export interface TakenNights {
  from: CalendarDate;
  to: CalendarDate;
}

/** At most this many days of taken nights in one request: the picker's year and a margin. */
export const MAX_TAKEN_NIGHTS_DAYS = 400;

/** Whether the night of `day` (the night that starts on it) is held. */
export function isNightTaken(day: CalendarDate, taken: readonly TakenNights[]): boolean {
  return taken.some((range) => range.from <= day && day < range.to);
}

/** Whether a stay from `checkIn` to `checkOut` would need a held night. */
export function stayNeedsTakenNight(
  checkIn: CalendarDate,
  checkOut: CalendarDate,
  taken: readonly TakenNights[],
): boolean {
  return taken.some((range) => range.from < checkOut && checkIn < range.to);
}

import type { Property } from "@/features/properties";
import { addDays, daysBetween, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { MONDAY, upcoming } from "./dates";

/** The first page of homes a running site lists (the seed's 12 fit on it). */
export async function catalogue(url: string): Promise<Property[]> {
  const response = await fetch(`${url}/api/public/properties`);
  if (!response.ok) throw new Error(`GET /api/public/properties answered ${response.status}`);
  return (await response.json()) as Property[];
}

/** Every bookable stay of the catalogue in the coming year: weekends and midweeks, shuffled. */
export function freeStays(properties: Property[]) {
  const today = todayInBrussels();
  const stays: { propertyId: string; startDate: CalendarDate; endDate: CalendarDate }[] = [];
  for (const property of properties) {
    for (
      let monday = upcoming(MONDAY, 7);
      daysBetween(today, monday) < 355;
      monday = addDays(monday, 7)
    ) {
      for (const [start, nights] of [
        [monday, 4],
        [addDays(monday, 4), 3],
      ] as const) {
        if (nights >= property.minStayDuration && property.maxGuests >= 2) {
          stays.push({
            propertyId: property.id,
            startDate: start,
            endDate: addDays(start, nights),
          });
        }
      }
    }
  }
  // A fixed shuffle, so that two runs book the same stays in the same order.
  let state = 42;
  for (let i = stays.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [stays[i], stays[j]] = [stays[j]!, stays[i]!];
  }
  return stays;
}

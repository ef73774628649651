"use client";

import { DEFAULT_GUESTS } from "@/features/availability";
import { storedState } from "@/lib/stored-state";

export const DEFAULT_PERSONS = DEFAULT_GUESTS;

/** The stay a guest is looking for, remembered between visits (spec key). */
export interface BookingFilters {
  startDate: string | null;
  endDate: string | null;
  persons: number;
}

const NO_FILTERS: BookingFilters = { startDate: null, endDate: null, persons: DEFAULT_PERSONS };
const dateOrNull = (value: unknown) => (typeof value === "string" ? value : null);

export const bookingFilters = storedState<BookingFilters>(
  "guestPortal_bookingFilters",
  NO_FILTERS,
  (stored) => ({
    startDate: dateOrNull(stored.startDate),
    endDate: dateOrNull(stored.endDate),
    persons: typeof stored.persons === "number" ? stored.persons : DEFAULT_PERSONS,
  }),
);

"use client";

import { useLayoutEffect, useMemo, useSyncExternalStore } from "react";
import { bookingFilters, type BookingFilters } from "@/features/bookings";
import { toCalendarDate, type CalendarDate } from "@/lib/dates";
import type { StayQuery } from "../../schemas";

export interface StaySelection {
  checkIn: CalendarDate | null;
  checkOut: CalendarDate | null;
  guests: number;
  setCheckIn(date: CalendarDate | null): void;
  setCheckOut(date: CalendarDate | null): void;
  setGuests(guests: number): void;
}

/** Remembered dates may be timestamps (ISO text) or already past; past dates are dropped. */
function upcomingDate(value: string | null, today: CalendarDate): CalendarDate | null {
  if (!value) return null;
  const date = toCalendarDate(value);
  return date !== null && date >= today ? date : null;
}

function guestCount(persons: number, maxGuests: number): number {
  if (!Number.isInteger(persons) || persons < 1) return Math.min(2, maxGuests);
  return Math.min(persons, maxGuests);
}

const setFilters = (filters: Partial<BookingFilters>) => bookingFilters.setState(filters);

/**
 * The chosen stay lives in the remembered booking filters, so every change is saved at once.
 * Values in the page's query come first, then the remembered ones.
 */
export function useStaySelection(
  query: StayQuery,
  maxGuests: number,
  today: CalendarDate,
): StaySelection {
  const { startDate, endDate, persons } = query;

  // The server cannot read the browser's storage: it renders the query over the defaults,
  // and hydration starts from that same snapshot.
  const serverSnapshot = useMemo(() => {
    const initial = bookingFilters.getInitialState();
    return {
      ...initial,
      startDate: startDate ?? initial.startDate,
      endDate: endDate ?? initial.endDate,
      persons: persons ?? initial.persons,
    };
  }, [startDate, endDate, persons]);

  const filters = useSyncExternalStore(
    bookingFilters.subscribe,
    bookingFilters.getState,
    () => serverSnapshot,
  );

  // Before the first paint, so remembered values never flash over the ones in the link.
  useLayoutEffect(() => {
    const given: Partial<BookingFilters> = {};
    if (startDate !== undefined) given.startDate = startDate;
    if (endDate !== undefined) given.endDate = endDate;
    if (persons !== undefined) given.persons = persons;
    if (Object.keys(given).length > 0) setFilters(given);
  }, [startDate, endDate, persons]);

  return {
    checkIn: upcomingDate(filters.startDate, today),
    checkOut: upcomingDate(filters.endDate, today),
    guests: guestCount(filters.persons, maxGuests),
    setCheckIn: (date) => setFilters({ startDate: date }),
    setCheckOut: (date) => setFilters({ endDate: date }),
    setGuests: (guests) => setFilters({ persons: guests }),
  };
}

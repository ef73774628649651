"use client";

import { useEffect } from "react";
import { useBookingFilters, type BookingFilters } from "@/features/bookings";

/** Stores the stay the guest searched for, so the booking dialog can start from it. */
export function RememberBookingFilters({
  persons,
  startDate,
  endDate,
}: {
  persons?: number;
  startDate?: string;
  endDate?: string;
}) {
  const setFilters = useBookingFilters((state) => state.setFilters);
  useEffect(() => {
    const update: Partial<BookingFilters> = {};
    if (persons !== undefined && Number.isInteger(persons) && persons > 0) update.persons = persons;
    if (startDate) update.startDate = startDate;
    if (endDate) update.endDate = endDate;
    if (Object.keys(update).length > 0) setFilters(update);
  }, [persons, startDate, endDate, setFilters]);
  return null;
}

"use client";

import { useEffect } from "react";
import { bookingFilters, type BookingFilters } from "@/features/bookings";

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
  useEffect(() => {
    const update: Partial<BookingFilters> = {};
    if (persons !== undefined && Number.isInteger(persons) && persons > 0) update.persons = persons;
    if (startDate) update.startDate = startDate;
    if (endDate) update.endDate = endDate;
    if (Object.keys(update).length > 0) bookingFilters.setState(update);
  }, [persons, startDate, endDate]);
  return null;
}

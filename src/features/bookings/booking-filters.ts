"use client";

import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { DEFAULT_GUESTS } from "@/features/availability";

export const DEFAULT_PERSONS = DEFAULT_GUESTS;

/** The stay a guest is looking for, remembered between visits (spec key). */
export interface BookingFilters {
  startDate: string | null;
  endDate: string | null;
  persons: number;
}

interface BookingFiltersStore extends BookingFilters {
  setFilters(filters: Partial<BookingFilters>): void;
  reset(): void;
}

export const useBookingFilters = create<BookingFiltersStore>()(
  persist(
    (set) => ({
      startDate: null,
      endDate: null,
      persons: DEFAULT_PERSONS,
      setFilters: (filters) => set(filters),
      reset: () => set({ startDate: null, endDate: null, persons: DEFAULT_PERSONS }),
    }),
    {
      name: "guestPortal_bookingFilters",
      storage: createJSONStorage(() => localStorage),
      partialize: ({ startDate, endDate, persons }) => ({ startDate, endDate, persons }),
    },
  ),
);

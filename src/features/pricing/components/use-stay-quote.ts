"use client";

import type { Stay } from "@/features/availability";
import { useApiQuery } from "@/lib/use-api-query";
import type { EuroQuote } from "../quote";

export type StayQuoteState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; quote: EuroQuote }
  | { status: "unavailable" }
  | { status: "error"; message: string };

export const FALLBACK_MESSAGE = "We could not calculate the price right now. Please try again.";

/** The server's quote for a stay that passed the client-side checks; idle without one. */
export function useStayQuote(propertyId: string, stay: Stay | null): StayQuoteState {
  const quote = useApiQuery(
    stay
      ? {
          key: `${propertyId}|${stay.checkIn}|${stay.checkOut}|${stay.guests}`,
          load: async (signal) => {
            const { fetchStayQuote } = await import("./fetch-stay-quote");
            return fetchStayQuote(propertyId, stay, signal);
          },
        }
      : null,
  );
  switch (quote.status) {
    case "idle":
    case "loading":
      return quote;
    case "error":
      return { status: "error", message: FALLBACK_MESSAGE };
    case "success":
      return quote.data;
  }
}

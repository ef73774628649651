"use client";

import type { Stay } from "@/features/availability";
import { useApiQuery } from "@/lib/use-api-query";
import type { EuroQuote } from "../quote";

export type StayQuoteState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; quote: EuroQuote }
  | { status: "unavailable" }
  /** `message` is the API's explanation of a stay it refuses (in the page's language), else null. */
  | { status: "error"; message: string | null };

/** The server's quote for a stay that passed the client-side checks; idle without one. */
export function useStayQuote(
  propertyId: string,
  stay: (Stay & { children?: number }) | null,
): StayQuoteState {
  const quote = useApiQuery(
    stay
      ? {
          key: `${propertyId}|${stay.checkIn}|${stay.checkOut}|${stay.guests}|${stay.children ?? 0}`,
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
      return { status: "error", message: null };
    case "success":
      return quote.data;
  }
}

"use client";

import { useState } from "react";
import type { Stay } from "@/features/availability";
import { useApiQuery } from "@/lib/use-api-query";
import { extrasQueryValue } from "../extra-choices";
import type { EuroQuote, ExtraChoice } from "../quote";

export type StayQuoteState =
  | { status: "idle" }
  /** `previous`: the same stay's quote before its extras changed, shown until the new one comes. */
  | { status: "loading"; previous?: EuroQuote }
  | { status: "ready"; quote: EuroQuote }
  | { status: "unavailable" }
  /** `message` is the API's explanation of a stay it refuses (in the page's language), else null. */
  | { status: "error"; message: string | null };

/** A stay to price: how many of its guests are children, and the optional extras chosen. */
export type PricedStay = Stay & { children?: number; extras?: readonly ExtraChoice[] };

/** The server's quote for a stay that passed the client-side checks; idle without one. */
export function useStayQuote(propertyId: string, stay: PricedStay | null): StayQuoteState {
  const stayKey = stay
    ? `${propertyId}|${stay.checkIn}|${stay.checkOut}|${stay.guests}|${stay.children ?? 0}`
    : null;
  const quote = useApiQuery(
    stay && stayKey
      ? {
          key: `${stayKey}|${extrasQueryValue(stay.extras ?? [])}`,
          load: async (signal) => {
            const { fetchStayQuote } = await import("./fetch-stay-quote");
            return fetchStayQuote(propertyId, stay, signal);
          },
        }
      : null,
  );
  // A guest stepping through extras keeps seeing a breakdown, not a blink of 'Calculating'.
  const [last, setLast] = useState<{ stayKey: string; quote: EuroQuote } | null>(null);
  const ready = quote.status === "success" && quote.data.status === "ready" ? quote.data : null;
  if (ready && stayKey && (last?.quote !== ready.quote || last.stayKey !== stayKey)) {
    setLast({ stayKey, quote: ready.quote });
  }
  switch (quote.status) {
    case "idle":
      return quote;
    case "loading":
      return last && last.stayKey === stayKey ? { status: "loading", previous: last.quote } : quote;
    case "error":
      return { status: "error", message: null };
    case "success":
      return quote.data;
  }
}

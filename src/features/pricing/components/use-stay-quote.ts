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
  /** `promoProblem`: why the promo code does not apply, in the page's language; `quote` is without it. */
  | { status: "ready"; quote: EuroQuote; promoProblem?: string }
  | { status: "unavailable" }
  /** `message` is the API's explanation of a stay it refuses (in the page's language), else null. */
  | { status: "error"; message: string | null };

/** A stay to price: how many of its guests are children, the optional extras chosen, a promo code. */
export type PricedStay = Stay & {
  children?: number;
  extras?: readonly ExtraChoice[];
  promoCode?: string | null;
};

/** The server's quote for a stay that passed the client-side checks; idle without one. */
export function useStayQuote(propertyId: string, stay: PricedStay | null): StayQuoteState {
  const stayKey = stay
    ? `${propertyId}|${stay.checkIn}|${stay.checkOut}|${stay.guests}|${stay.children ?? 0}`
    : null;
  const quote = useApiQuery(
    stay && stayKey
      ? {
          key: `${stayKey}|${extrasQueryValue(stay.extras ?? [])}|${stay.promoCode ?? ""}`,
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

/** The quote a form shows: the stay's, or while it is priced again, the same stay's last one. */
export function shownQuote(quote: StayQuoteState): EuroQuote | null {
  if (quote.status === "ready") return quote.quote;
  return quote.status === "loading" ? (quote.previous ?? null) : null;
}

/**
 * What a promo code field shows of a quote: the code the price includes, why the code tried does
 * not apply, and whether the price with it is still coming.
 */
export function promoState(
  quote: StayQuoteState,
  tried: string | null,
): { applied: string | null; problem: string | null; checking: boolean } {
  // While the same stay is priced again (its extras changed), the code it had still shows.
  const applied = shownQuote(quote)?.discount?.code ?? null;
  return {
    applied: tried !== null && applied === tried ? applied : null,
    problem: quote.status === "ready" ? (quote.promoProblem ?? null) : null,
    checking: tried !== null && quote.status === "loading",
  };
}

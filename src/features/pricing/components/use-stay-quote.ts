"use client";

import { useEffect, useState } from "react";
import type { Stay } from "@/features/availability";
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
  const checkIn = stay?.checkIn ?? null;
  const checkOut = stay?.checkOut ?? null;
  const guests = stay?.guests ?? null;
  const key =
    checkIn && checkOut && guests ? `${propertyId}|${checkIn}|${checkOut}|${guests}` : null;
  const [result, setResult] = useState<{ key: string; state: StayQuoteState } | null>(null);

  useEffect(() => {
    if (key === null || checkIn === null || checkOut === null || guests === null) return;
    const controller = new AbortController();
    import("./fetch-stay-quote")
      .then(({ fetchStayQuote }) =>
        fetchStayQuote(propertyId, { checkIn, checkOut, guests }, controller.signal),
      )
      .then((state) => setResult({ key, state }))
      .catch(() => {
        if (!controller.signal.aborted) {
          setResult({ key, state: { status: "error", message: FALLBACK_MESSAGE } });
        }
      });
    return () => controller.abort();
  }, [key, propertyId, checkIn, checkOut, guests]);

  if (key === null) return { status: "idle" };
  if (result?.key !== key) return { status: "loading" };
  return result.state;
}

"use client";

import { useEffect, useState } from "react";
import { availabilityResponseSchema, type Stay } from "@/features/availability";
import { euroQuoteSchema, type EuroQuote } from "../quote";
import { apiRequest, ApiRequestError } from "@/lib/api-client";

export type StayQuoteState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; quote: EuroQuote }
  | { status: "unavailable" }
  | { status: "error"; message: string };

const FALLBACK_MESSAGE = "We could not calculate the price right now. Please try again.";

async function fetchStayQuote(
  propertyId: string,
  stay: Stay,
  signal: AbortSignal,
): Promise<StayQuoteState> {
  const query = new URLSearchParams({
    startDate: stay.checkIn,
    endDate: stay.checkOut,
    guests: String(stay.guests),
  });
  const base = `/api/public/properties/${encodeURIComponent(propertyId)}`;
  const [quote, availability] = await Promise.all([
    apiRequest(`${base}/quote?${query}`, euroQuoteSchema, { signal }).catch((error: unknown) => {
      // A 400 explains what is wrong with the stay; other failures are not the guest's to fix.
      if (error instanceof ApiRequestError && error.status === 400) return error.message;
      if (signal.aborted) throw error;
      return FALLBACK_MESSAGE;
    }),
    // Availability only adds a warning: the price is still shown if this call fails.
    apiRequest(`${base}/availability?${query}`, availabilityResponseSchema, { signal }).catch(
      () => null,
    ),
  ]);
  if (typeof quote === "string") return { status: "error", message: quote };
  if (availability?.isAvailable === false) return { status: "unavailable" };
  return { status: "ready", quote };
}

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
    fetchStayQuote(propertyId, { checkIn, checkOut, guests }, controller.signal)
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

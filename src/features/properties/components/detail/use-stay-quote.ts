"use client";

import { useEffect, useState } from "react";
import type { Stay } from "@/features/availability";
import type { EuroQuote } from "@/features/pricing";

export type StayQuoteState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; quote: EuroQuote }
  | { status: "unavailable" }
  | { status: "error"; message: string };

const FALLBACK_MESSAGE = "We could not calculate the price right now. Please try again.";
export const UNAVAILABLE_MESSAGE = "This property is not available for the selected dates";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function isEuroQuote(value: unknown): value is EuroQuote {
  return (
    isRecord(value) &&
    isRecord(value.basePrice) &&
    isRecord(value.summary) &&
    typeof value.summary.totalPrice === "number"
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

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
  const init = { signal, headers: { Accept: "application/json" } };
  const [quoteResponse, availabilityResponse] = await Promise.all([
    fetch(`${base}/quote?${query}`, init),
    // Availability only adds a warning: the price is still shown if this call fails.
    fetch(`${base}/availability?${query}`, init).catch(() => null),
  ]);
  const body = await readJson(quoteResponse);
  if (!quoteResponse.ok) {
    const message = isRecord(body) && typeof body.error === "string" ? body.error : null;
    // A 400 explains what is wrong with the stay; other failures are not the guest's to fix.
    return {
      status: "error",
      message: quoteResponse.status === 400 && message ? message : FALLBACK_MESSAGE,
    };
  }
  if (!isEuroQuote(body)) return { status: "error", message: FALLBACK_MESSAGE };
  if (availabilityResponse?.ok) {
    const availability = await readJson(availabilityResponse);
    if (isRecord(availability) && availability.isAvailable === false) {
      return { status: "unavailable" };
    }
  }
  return { status: "ready", quote: body };
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

import { availabilityResponseSchema } from "@/features/availability";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import { extrasQueryValue } from "../extra-choices";
import { euroQuoteSchema } from "../quote";
import type { PricedStay, StayQuoteState } from "./use-stay-quote";

/*
 * The calls behind a stay's quote, loaded once a guest has chosen dates, so that the property
 * page carries neither the API client nor the responses' schemas until then.
 */

export async function fetchStayQuote(
  propertyId: string,
  stay: PricedStay,
  signal: AbortSignal,
): Promise<StayQuoteState> {
  const query = new URLSearchParams({
    startDate: stay.checkIn,
    endDate: stay.checkOut,
    guests: String(stay.guests),
  });
  const base = `/api/public/properties/${encodeURIComponent(propertyId)}`;
  const quoteQuery = new URLSearchParams(query);
  if (stay.children) quoteQuery.set("children", String(stay.children));
  const extras = extrasQueryValue(stay.extras ?? []);
  if (extras) quoteQuery.set("extras", extras);
  const [quote, availability] = await Promise.all([
    apiRequest(`${base}/quote?${quoteQuery}`, euroQuoteSchema, { signal }).catch(
      (error: unknown) => {
        // A 400 explains what is wrong with the stay; other failures are not the guest's to fix.
        if (error instanceof ApiRequestError && error.status === 400) return error.message;
        if (signal.aborted) throw error;
        return null;
      },
    ),
    // Availability only adds a warning: the price is still shown if this call fails.
    apiRequest(`${base}/availability?${query}`, availabilityResponseSchema, { signal }).catch(
      () => null,
    ),
  ]);
  if (quote === null || typeof quote === "string") return { status: "error", message: quote };
  if (availability?.isAvailable === false) return { status: "unavailable" };
  return { status: "ready", quote };
}

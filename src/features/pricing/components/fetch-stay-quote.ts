import { availabilityResponseSchema } from "@/features/availability";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import { extrasQueryValue } from "../extra-choices";
import { euroQuoteSchema } from "../quote";
import type { PricedStay, StayQuoteState } from "./use-stay-quote";

/*
 * The calls behind a stay's quote, loaded once a guest has chosen dates, so that the property
 * page carries neither the API client nor the responses' schemas until then.
 */

/** Whether an error is the quote refusing the promo code, not the stay: the price stands without it. */
function isPromoRefusal(error: unknown): error is ApiRequestError {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 429) return true;
  const details = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  return (
    error.status === 400 &&
    details.some(
      (detail) =>
        typeof detail === "object" &&
        detail !== null &&
        (detail as { path?: unknown }).path === "promoCode",
    )
  );
}

/**
 * The quote of a stay; with a promo code the quote refuses, the stay's quote without it and the
 * refusal's words, so the guest keeps the price while fixing the code.
 */
export async function fetchStayQuote(
  propertyId: string,
  stay: PricedStay,
  signal: AbortSignal,
): Promise<StayQuoteState> {
  if (!stay.promoCode) return fetchQuote(propertyId, stay, signal);
  try {
    return await fetchQuote(propertyId, stay, signal, { rethrowPromoRefusal: true });
  } catch (error) {
    if (!isPromoRefusal(error)) throw error;
    const plain = await fetchQuote(propertyId, { ...stay, promoCode: null }, signal);
    return plain.status === "ready" ? { ...plain, promoProblem: error.message } : plain;
  }
}

async function fetchQuote(
  propertyId: string,
  stay: PricedStay,
  signal: AbortSignal,
  options: { rethrowPromoRefusal?: boolean } = {},
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
  if (stay.promoCode) quoteQuery.set("promoCode", stay.promoCode);
  const [quote, availability] = await Promise.all([
    apiRequest(`${base}/quote?${quoteQuery}`, euroQuoteSchema, { signal }).catch(
      (error: unknown) => {
        if (options.rethrowPromoRefusal && isPromoRefusal(error)) throw error;
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

import { responseSchema } from "@/lib/api-client";
import { centsToEuros } from "@/lib/money";

/** What a property charges, in cents. Missing per-person amounts count as 0. */
export interface Rates {
  pricePerNightCents: number;
  supplementPerPersonCents: number | null;
  touristTaxCents: number | null;
  cleaningFeeCents: number;
  serviceFeeCents: number;
}

export interface QuoteLine {
  perNight: number;
  total: number;
}

/** A price breakdown in cents; the same object is shown, stored with a booking and charged. */
export interface Quote {
  basePrice: QuoteLine;
  supplements: QuoteLine;
  touristTax: QuoteLine;
  cleaningFee: number;
  serviceFee: number;
  summary: { nights: number; guests: number; totalPrice: number };
}

/**
 * The one price function: base = price x nights; supplements and tourist tax = amount x guests
 * x nights; plus the cleaning and service fees.
 */
export function quoteStay(rates: Rates, nights: number, guests: number): Quote {
  const supplement = rates.supplementPerPersonCents ?? 0;
  const tax = rates.touristTaxCents ?? 0;
  const basePrice = {
    perNight: rates.pricePerNightCents,
    total: rates.pricePerNightCents * nights,
  };
  const supplements = { perNight: supplement, total: supplement * guests * nights };
  const touristTax = { perNight: tax, total: tax * guests * nights };
  const totalPrice =
    basePrice.total +
    supplements.total +
    touristTax.total +
    rates.cleaningFeeCents +
    rates.serviceFeeCents;
  return {
    basePrice,
    supplements,
    touristTax,
    cleaningFee: rates.cleaningFeeCents,
    serviceFee: rates.serviceFeeCents,
    summary: { nights, guests, totalPrice },
  };
}

const line = (l: QuoteLine): QuoteLine => ({
  perNight: centsToEuros(l.perNight),
  total: centsToEuros(l.total),
});

/** The quote as the API shows it: euros as numbers. */
export function quoteInEuros(quote: Quote): EuroQuote {
  return {
    basePrice: line(quote.basePrice),
    supplements: line(quote.supplements),
    touristTax: line(quote.touristTax),
    cleaningFee: centsToEuros(quote.cleaningFee),
    serviceFee: centsToEuros(quote.serviceFee),
    summary: { ...quote.summary, totalPrice: centsToEuros(quote.summary.totalPrice) },
    currency: "EUR",
  };
}

/** A quote as the API shows it: the same lines, in euros as numbers. */
export interface EuroQuote extends Quote {
  currency: "EUR";
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isNumber = (value: unknown): value is number => typeof value === "number";
const isLine = (value: unknown): value is QuoteLine =>
  isRecord(value) && isNumber(value.perNight) && isNumber(value.total);

/** Whether a response has the quote endpoint's shape. */
export function isEuroQuote(value: unknown): value is EuroQuote {
  if (!isRecord(value) || !isRecord(value.summary)) return false;
  const { summary } = value;
  return (
    isLine(value.basePrice) &&
    isLine(value.supplements) &&
    isLine(value.touristTax) &&
    isNumber(value.cleaningFee) &&
    isNumber(value.serviceFee) &&
    isNumber(summary.nights) &&
    isNumber(summary.guests) &&
    isNumber(summary.totalPrice) &&
    value.currency === "EUR"
  );
}

/**
 * The quote endpoint's response. A plain check rather than a zod schema: the property page reads
 * quotes, and would otherwise load zod for this alone.
 */
export const euroQuoteSchema = responseSchema(isEuroQuote);

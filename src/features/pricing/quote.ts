import { z } from "zod";
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

const lineSchema = z.object({ perNight: z.number(), total: z.number() });

/** The quote endpoint's answer. */
export const euroQuoteSchema = z.object({
  basePrice: lineSchema,
  supplements: lineSchema,
  touristTax: lineSchema,
  cleaningFee: z.number(),
  serviceFee: z.number(),
  summary: z.object({ nights: z.number(), guests: z.number(), totalPrice: z.number() }),
  currency: z.literal("EUR"),
});

export type EuroQuote = z.infer<typeof euroQuoteSchema>;

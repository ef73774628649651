import { intlLocaleOf, LOCALES, type Locale } from "@/i18n/locales";

/** Amounts are integer cents inside the system and euros (numbers) at the API. */

const euroFormats = /* @__PURE__ */ Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.NumberFormat(intlLocaleOf(locale), {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Whether euros are a whole number of cents: a third decimal would be rounded away, charging another amount. */
export function isWholeCents(euros: number): boolean {
  return Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * Always the euro sign and two decimals, in the reader's convention: `€1,234.50` (en),
 * `€ 1.234,50` (nl), `1 234,50 €` (fr), `1.234,50 €` (de).
 */
export function formatEuros(euros: number, locale: Locale = "en"): string {
  return euroFormats[locale].format(euros);
}

const wholeEuroFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A short price where two decimals do not fit (a calendar's day): whole euros, rounded up, so it
 * never shows less than the price.
 */
export function formatWholeEuros(euros: number, locale: Locale = "en"): string {
  let format = wholeEuroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: "currency",
      currency: "EUR",
      maximumFractionDigits: 0,
    });
    wholeEuroFormats.set(locale, format);
  }
  return format.format(Math.ceil(euros));
}

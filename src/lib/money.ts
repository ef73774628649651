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

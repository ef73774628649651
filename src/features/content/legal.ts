import type { Locale } from "@/i18n/locales";
import { formatLongDate } from "@/lib/dates";

/** When the terms and the privacy policy last changed; both pages show it. */
export const POLICIES_UPDATED = { dateTime: "2025-04-29", label: "29 April 2025" } as const;

/** The date as the page's language writes it; English keeps the spec's "29 April 2025". */
export function policiesUpdatedLabel(locale: Locale): string {
  return locale === "en"
    ? POLICIES_UPDATED.label
    : formatLongDate(POLICIES_UPDATED.dateTime, locale);
}

import { useLocale } from "next-intl";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** The page's language as one of ours, for the formatters that take a `Locale`. */
export function usePageLocale(): Locale {
  const requested = useLocale();
  return isLocale(requested) ? requested : DEFAULT_LOCALE;
}

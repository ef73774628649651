import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

/**
 * English at the spec's paths, the other languages under their prefix. The path alone decides a
 * page's language (no detection): only `/` looks at the cookie and Accept-Language (src/proxy.ts).
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  // Only the language switcher sets LOCALE_COOKIE: visiting a page in a language is no choice.
  localeCookie: false,
  // hreflang alternates are in each page's <head> (pageMetadata), not in a Link header.
  alternateLinks: false,
});

"use client";

import { useSearchParams } from "next/navigation";
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, localizedPath, type Locale } from "@/i18n/locales";
import { usePathname } from "@/i18n/navigation";

/** Remembers the choice for `/` (src/proxy.ts); an explicit path keeps deciding the language. */
function rememberChoice(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The same page and query in every language, as plain links: the new language loads as a whole
 * page, so `<html lang>` and every text change together, and the links work without JavaScript.
 */
export function LanguageLinks({ linkClass, current }: { linkClass: string; current: Locale }) {
  const path = usePathname();
  const query = useSearchParams().toString();
  return LOCALES.map((locale) => (
    <li key={locale}>
      <a
        href={`${localizedPath(path, locale)}${query ? `?${query}` : ""}`}
        hrefLang={locale}
        lang={locale}
        aria-current={locale === current ? "true" : undefined}
        onClick={() => rememberChoice(locale)}
        className={linkClass}
      >
        {LOCALE_NAMES[locale]}
      </a>
    </li>
  ));
}

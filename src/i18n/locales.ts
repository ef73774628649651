/** The site's languages: English at the spec's paths, the others under `/nl`, `/fr` and `/de`. */
export const LOCALES = ["en", "nl", "fr", "de"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = "en" satisfies Locale;

/** The cookie that remembers the language a guest chose, read only where `/` leads. */
export const LOCALE_COOKIE = "NEXT_LOCALE";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A page's address in a language: English at the spec's paths, the others under their prefix. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  // The start page has no trailing slash: "/?q" becomes "/nl?q".
  return `/${locale}${path.replace(/^\/(?=[?#]|$)/, "")}`;
}

/**
 * The language a path names and the path without it: "/nl/properties" is Dutch "/properties".
 * "/en/..." is English too: Next.js may report the path an English page is rewritten to
 * (vercel/next.js#73085).
 */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(path)?.[1];
  if (!prefix || !isLocale(prefix)) return { locale: DEFAULT_LOCALE, path };
  return { locale: prefix, path: path.slice(prefix.length + 1) || "/" };
}

/** The `Intl` locale each language formats dates and money with: the Belgian convention. */
export function intlLocaleOf(locale: Locale): `${Locale}-BE` {
  return `${locale}-BE`;
}

/** Open Graph's spelling of the page's language. */
export function ogLocaleOf(locale: Locale): `${Locale}_BE` {
  return `${locale}_BE`;
}

/** The language's own name, as the language switcher lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  nl: "Nederlands",
  fr: "Français",
  de: "Deutsch",
};

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110: quality values, `*`,
 * regional variants such as `nl-BE` matching `nl`), or null when it names none of them.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        q: q ? Number(q) : 1,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of ranked) {
    if (isLocale(language)) return language;
  }
  return null;
}

import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/*
 * Texts the owner writes (a home's name, its house rules, the catalogue's amenities) in the
 * languages beside English (docs/decisions/0034): English lives in the tables' own columns; Dutch,
 * French and German sit beside it as `{ nl: { name: "..." } }`, with only the fields the owner
 * wrote. A guest reads their language, English wherever it is missing.
 */

/**
 * The languages an owner writes beside English, in the order the back office shows them: the
 * locale list's, so a new language needs nothing here.
 */
export type TranslatedLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = LOCALES.filter(
  (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE,
);

/** One value for each translated language, made by `make`: a form's or schema's languages. */
export function byTranslatedLocale<T>(
  make: (locale: TranslatedLocale) => T,
): Record<TranslatedLocale, T> {
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, make(locale)])) as Record<
    TranslatedLocale,
    T
  >;
}

/** One language's texts of a thing, by field; a field left out is not translated. */
export type TextsIn<F extends string> = Partial<Record<F, string>>;

/** Every language's texts of a thing, as stored. */
export type Translations<F extends string> = Partial<Record<TranslatedLocale, TextsIn<F>>>;

/**
 * The text of `field` a guest reading `locale` sees: what the owner wrote in that language, or
 * the English text when they wrote nothing there (blank counts as nothing).
 */
export function textIn<F extends string, E extends string | null>(
  locale: Locale,
  field: F,
  english: E,
  translations: Translations<F> | null | undefined,
): string | E {
  if (locale === DEFAULT_LOCALE) return english;
  const translated = translations?.[locale]?.[field];
  return translated && translated.trim() !== "" ? translated : english;
}

import { readFileSync } from "node:fs";
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/locales";
import type english from "../../messages/en.json";

/**
 * The site's messages in a language, to build what a page should say from the messages files
 * rather than a second copy of a translation. Read from disk: the browser tests' module loader
 * takes no JSON imports.
 */
export function messagesIn(locale: Locale) {
  const messages = JSON.parse(
    readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"),
  ) as typeof english;
  return createTranslator({ locale, messages });
}

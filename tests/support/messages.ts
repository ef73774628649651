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

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, path = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${path}${key}`, value]] : leaves(value, `${path}${key}.`),
  );
}

function messagesFile(locale: Locale): Tree {
  return JSON.parse(
    readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"),
  ) as Tree;
}

/**
 * English texts of the messages file a page in `locale` must never show: whole sentences and
 * labels (no placeholders, at least 12 characters) that the language's own file does not also
 * use, as for a name written the same in both.
 */
export function englishTextsNotIn(locale: Exclude<Locale, "en">): string[] {
  const own = new Set(leaves(messagesFile(locale)).map(([, value]) => value));
  return leaves(messagesFile("en"))
    .map(([, value]) => value)
    .filter((value) => value.length >= 12 && !/[{<]/.test(value) && !own.has(value));
}

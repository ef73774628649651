import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import type en from "../../messages/en.json";
import type { Locale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator.server";
import type { ErrorBody } from "@/lib/http";

/*
 * The API's `error` in the request's language (DESIGN.md 10). Features throw their English text,
 * the spec's words; `apiErrors` in messages/en.json holds the same texts as ICU messages, and an
 * English text is recognised by the message it matches, its numbers and names read back out of
 * it, and written again in the other language. So en.json is where the English is looked up;
 * a text that matches none stays English (src/api/error-language.test.ts lists what must match).
 */

type ApiErrorKey = keyof typeof en.apiErrors;
type Values = Record<string, string | number>;

interface Matcher {
  key: ApiErrorKey;
  pattern: RegExp;
  /** The argument each capturing group reads, in order; plurals capture a number. */
  groups: { name: string; plural: boolean }[];
  /** Arguments that are not plurals: the fewer, the more specific the message. */
  freeArguments: number;
  literalLength: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The index of the `}` closing the `{` at `open`. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let index = open; index < message.length; index++) {
    if (message[index] === "{") depth++;
    if (message[index] === "}" && --depth === 0) return index;
  }
  throw new Error(`unbalanced braces in API error message: ${message}`);
}

/** The options of a plural's body, `one {# minute} other {# minutes}`, as their texts. */
function pluralOptions(body: string): string[] {
  const options: string[] = [];
  for (let index = body.indexOf("{"); index !== -1;) {
    const close = closingBrace(body, index);
    options.push(body.slice(index + 1, close));
    index = body.indexOf("{", close);
  }
  return options;
}

/**
 * An English message as a pattern over the texts it produces: its words literally, `{name}` as
 * any text, and `{count, plural, ...}` as any of its forms with `#` a number.
 */
function compile(key: ApiErrorKey, message: string): Matcher {
  let source = "";
  let literalLength = 0;
  let freeArguments = 0;
  const groups: Matcher["groups"] = [];
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf("{", index);
    const literal = message.slice(index, open === -1 ? undefined : open);
    source += escapeRegExp(literal);
    literalLength += literal.length;
    if (open === -1) break;
    const close = closingBrace(message, open);
    const [name = "", kind, ...rest] = message.slice(open + 1, close).split(",");
    if (kind?.trim() === "plural") {
      const forms = pluralOptions(rest.join(",")).map((form) => {
        groups.push({ name: name.trim(), plural: true });
        return escapeRegExp(form).replace("#", "(\\d+)");
      });
      source += `(?:${forms.join("|")})`;
    } else {
      groups.push({ name: name.trim(), plural: false });
      freeArguments++;
      source += "(.+?)";
    }
    index = close + 1;
  }
  return { key, pattern: new RegExp(`^${source}$`), groups, freeArguments, literalLength };
}

let matchers: Matcher[] | undefined;

const MAX_MESSAGE_LENGTH = 400;

/**
 * The English messages as written. Read from the file, not imported: the build turns an imported
 * messages file into compiled parts (next.config.ts's `precompile`), which are not ICU text.
 */
function englishApiErrors(): (typeof en)["apiErrors"] {
  const file = path.join(process.cwd(), "messages", "en.json");
  return (JSON.parse(readFileSync(file, "utf8")) as typeof en).apiErrors;
}

/** Every English message, the most specific first: "Name is required" before "{field} is required". */
function allMatchers(): Matcher[] {
  matchers ??= (Object.entries(englishApiErrors()) as [ApiErrorKey, string][])
    .map(([key, message]) => compile(key, message))
    .sort((a, b) => a.freeArguments - b.freeArguments || b.literalLength - a.literalLength);
  return matchers;
}

/** The message an English error text was written from, with its values; null for none. */
export function recognizeApiError(english: string): { key: ApiErrorKey; values: Values } | null {
  // Every message is a sentence or two; a longer text is none of them and is not searched.
  if (english.length > MAX_MESSAGE_LENGTH) return null;
  for (const matcher of allMatchers()) {
    const match = matcher.pattern.exec(english);
    if (!match) continue;
    const values: Values = {};
    matcher.groups.forEach(({ name, plural }, group) => {
      const value = match[group + 1];
      if (value !== undefined) values[name] = plural ? Number(value) : value;
    });
    return { key: matcher.key, values };
  }
  return null;
}

/** An English error text in `locale`; unchanged in English or when no message matches it. */
export function translateApiError(english: string, locale: Locale): string {
  if (locale === "en") return english;
  const recognized = recognizeApiError(english);
  if (!recognized) return english;
  return translatorFor(locale, "apiErrors")(recognized.key, recognized.values);
}

/** The error body in `locale`: `error` and each `details[].message`; the `code` stays. */
export function errorBodyIn(body: ErrorBody, locale: Locale): ErrorBody {
  if (locale === "en") return body;
  const localized: ErrorBody = { ...body, error: translateApiError(body.error, locale) };
  if (Array.isArray(body.details)) {
    localized.details = body.details.map((detail: unknown) =>
      typeof detail === "object" &&
      detail !== null &&
      "message" in detail &&
      typeof detail.message === "string"
        ? { ...detail, message: translateApiError(detail.message, locale) }
        : detail,
    );
  }
  return localized;
}

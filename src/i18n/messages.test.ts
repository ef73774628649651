import { readFileSync } from "node:fs";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { site } from "@/lib/site";
import { LOCALES } from "./locales";

type Messages = { [key: string]: string | Messages };

function messagesOf(locale: string): Messages {
  return JSON.parse(
    readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"),
  );
}

/** Every message by its dotted key. */
function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** The arguments and rich-text tags a message uses, as `name:type`, sorted. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const english = flatten(messagesOf("en"));

describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s messages", (locale) => {
  const translated = flatten(messagesOf(locale));

  it("have exactly English's keys", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("use the same placeholders and tags as English in every message", () => {
    const differing = [...english]
      .filter(([key, text]) => {
        const other = translated.get(key);
        return other !== undefined && placeholdersOf(other).join() !== placeholdersOf(text).join();
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("are translated, not left empty", () => {
    expect([...translated].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual(
      [],
    );
  });
});

describe("the English messages", () => {
  it("all parse as ICU messages", () => {
    for (const locale of LOCALES) {
      for (const [key, text] of flatten(messagesOf(locale))) {
        expect(() => parse(text), `${locale}: ${key}`).not.toThrow();
      }
    }
  });
});

describe("the English messages", () => {
  it("keep the spec's title suffix, which the English-only error page writes itself", () => {
    expect(english.get("layout.titleSuffix")).toBe(site.titleSuffix);
  });
});

/**
 * The words docs/copy.md's glossary replaces, per language: each would name a thing the site
 * calls otherwise everywhere else, or say it ambiguously.
 */
const avoidedWords: Record<string, { word: RegExp; instead: string }[]> = {
  en: [
    { word: /\breservations?\b/i, instead: "booking" },
    { word: /\bthe host\b/i, instead: "the owner" },
    { word: /\d ?[AP]M\b/, instead: "24-hour times" },
  ],
  nl: [
    { word: /\breservering/i, instead: "boeking" },
    { word: /\b(gastheer|verhuurder)/i, instead: "de eigenaar" },
    { word: /\b(je|jij|jouw)\b/i, instead: "u, uw" },
  ],
  fr: [
    { word: /\bhôtes?\b/i, instead: "voyageur (hôte also means host), propriétaire" },
    { word: /\b(tu|toi|ton)\b/i, instead: "vous, votre" },
  ],
  de: [
    { word: /\bReservierung/, instead: "Buchung" },
    { word: /\b(Gastgeber|Vermieter)/, instead: "der Eigentümer" },
    { word: /\b(du|dich|dir|dein\w*)\b/i, instead: "Sie, Ihr" },
  ],
};

describe.each(LOCALES)("the %s messages, against the glossary of docs/copy.md", (locale) => {
  it("use none of the words it replaces", () => {
    const found = [...flatten(messagesOf(locale))].flatMap(([key, text]) =>
      (avoidedWords[locale] ?? [])
        .filter(({ word }) => word.test(text))
        .map(({ word, instead }) => `${key}: ${word.source} (say ${instead})`),
    );
    expect(found).toEqual([]);
  });
});

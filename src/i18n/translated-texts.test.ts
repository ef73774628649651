import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "./locales";
import {
  byTranslatedLocale,
  textIn,
  TRANSLATED_LOCALES,
  type Translations,
} from "./translated-texts";

const translations: Translations<"name" | "description"> = {
  nl: { name: "Hut aan de Ourthebocht", description: "Een blokhut aan de rivier." },
  fr: { name: "Cabane du méandre de l'Ourthe" },
  de: { name: "Hütte an der Ourthe-Schleife", description: "   " },
};

describe("a home's text for a guest's language", () => {
  it("shows the Dutch name to a guest reading Dutch", () => {
    expect(textIn("nl", "name", "Cabin on the Ourthe Bend", translations)).toBe(
      "Hut aan de Ourthebocht",
    );
  });

  it("shows the English description of a home without a French one", () => {
    expect(textIn("fr", "description", "A log cabin by the river.", translations)).toBe(
      "A log cabin by the river.",
    );
  });

  it("shows the English text when the translation is blank", () => {
    expect(textIn("de", "description", "A log cabin by the river.", translations)).toBe(
      "A log cabin by the river.",
    );
  });

  it("shows English for every field of a home without any translation", () => {
    expect(textIn("nl", "name", "Chalet Fagnes", {})).toBe("Chalet Fagnes");
    expect(textIn("de", "name", "Chalet Fagnes", null)).toBe("Chalet Fagnes");
  });

  it("shows English to a guest reading English, whatever the translations say", () => {
    expect(textIn("en", "name", "Cabin on the Ourthe Bend", translations)).toBe(
      "Cabin on the Ourthe Bend",
    );
  });

  it("keeps a missing English text missing when nothing is translated", () => {
    expect(textIn("nl", "description", null, { fr: { description: "Au calme." } })).toBeNull();
  });
});

describe("the languages an owner translates into", () => {
  it("are the site's languages but the default, in the locale list's order", () => {
    expect(TRANSLATED_LOCALES).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));
  });

  it("each get one entry where a form or schema lists them", () => {
    expect(Object.keys(byTranslatedLocale((locale) => locale))).toEqual(TRANSLATED_LOCALES);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import { homeTranslationsSchema, newAmenitySchema, UNTRANSLATED } from "./owner-home-schemas";
import { ownerPhotoSchema, photoChangeSchema } from "./owner-photos";

// A new language is an edit of the locale list and a messages file: the owner's forms follow.
const translated = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

describe("the owner's texts in the other languages", () => {
  it("hold a home's texts in every language but the default", () => {
    expect(Object.keys(homeTranslationsSchema.parse(undefined))).toEqual(translated);
    expect(Object.keys(UNTRANSLATED)).toEqual(translated);
  });

  it("hold a catalogue entry's name in every language but the default", () => {
    const amenity = newAmenitySchema.parse({ name: "Sauna", category: "Comfort", icon: "flame" });
    expect(Object.keys(amenity.translations)).toEqual(translated);
  });

  it("hold a photo's description in every language but the default", () => {
    expect(Object.keys(ownerPhotoSchema.shape.translations.shape)).toEqual(translated);
    const change = photoChangeSchema.parse({
      translations: Object.fromEntries(translated.map((locale) => [locale, "text"])),
    });
    expect(Object.keys(change.translations ?? {})).toEqual(translated);
  });
});

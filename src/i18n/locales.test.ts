import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localizedPath } from "./locales";

describe("localeFromAcceptLanguage", () => {
  it("picks the first of our languages by quality, regional variants included", () => {
    expect(localeFromAcceptLanguage("nl-BE,nl;q=0.9,en;q=0.8")).toBe("nl");
    expect(localeFromAcceptLanguage("es-ES,fr;q=0.5,de;q=0.7")).toBe("de");
    expect(localeFromAcceptLanguage("fr-CH")).toBe("fr");
    expect(localeFromAcceptLanguage("en;q=0.2, DE")).toBe("de");
  });

  it("answers null for none of ours, a refusal or no header", () => {
    expect(localeFromAcceptLanguage("es,it;q=0.5")).toBeNull();
    expect(localeFromAcceptLanguage("nl;q=0")).toBeNull();
    expect(localeFromAcceptLanguage("*")).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
});

describe("localizedPath", () => {
  it("keeps English at the spec's paths and puts the other languages under their prefix", () => {
    expect(localizedPath("/properties", "en")).toBe("/properties");
    expect(localizedPath("/properties", "nl")).toBe("/nl/properties");
    expect(localizedPath("/bookings/b-1", "de")).toBe("/de/bookings/b-1");
  });

  it("gives the start page of a language without a trailing slash", () => {
    expect(localizedPath("/", "en")).toBe("/");
    expect(localizedPath("/", "fr")).toBe("/fr");
  });
});

import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localizedPath, splitLocalePath } from "./locales";

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
    expect(localizedPath("/?from=mail", "nl")).toBe("/nl?from=mail");
    expect(localizedPath("/#faq", "de")).toBe("/de#faq");
  });

  it("keeps the query and the fragment of a page's address", () => {
    expect(localizedPath("/properties?guests=4#all-homes", "fr")).toBe(
      "/fr/properties?guests=4#all-homes",
    );
  });
});

describe("splitLocalePath", () => {
  it("reads the language from a path's prefix and gives the path without it", () => {
    expect(splitLocalePath("/nl/properties")).toEqual({ locale: "nl", path: "/properties" });
    expect(splitLocalePath("/de")).toEqual({ locale: "de", path: "/" });
    expect(splitLocalePath("/fr/bookings/b-1")).toEqual({ locale: "fr", path: "/bookings/b-1" });
  });

  it("reads English from a path without a prefix, and a prefix only as a whole segment", () => {
    expect(splitLocalePath("/properties")).toEqual({ locale: "en", path: "/properties" });
    expect(splitLocalePath("/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/nlx/properties")).toEqual({ locale: "en", path: "/nlx/properties" });
    expect(splitLocalePath("/es/properties")).toEqual({ locale: "en", path: "/es/properties" });
  });

  it("reads an English page's internal /en path as English", () => {
    expect(splitLocalePath("/en/properties")).toEqual({ locale: "en", path: "/properties" });
  });
});

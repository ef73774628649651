import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { seedDatabase } from "@/db/seed";
import { propertySchema } from "@/features/properties";
import { call } from "../support/routes";

describe("the demo catalogue seeded into an empty database", () => {
  it("holds the homes a newcomer can browse, covering every state of the pages", async () => {
    const db = await getDb();
    const first = await seedDatabase(db);
    const again = await seedDatabase(db);
    const { body } = await call("GET", "/api/public/properties");
    const homes = propertySchema.array().parse(body);

    expect(first.seeded).toBe(true);
    expect(again).toMatchObject({ seeded: false, properties: first.properties });
    expect(homes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(homes.map((h) => h.type))).toEqual(
      new Set(["Villa", "Cabin", "Apartment", "House"]),
    );
    expect(Math.min(...homes.map((h) => h.maxGuests))).toBe(2);
    expect(Math.max(...homes.map((h) => h.maxGuests))).toBe(14);
    expect(homes.filter((h) => h.latitude === null || h.longitude === null)).toHaveLength(1);
    expect(homes.filter((h) => h.images.length === 0)).toHaveLength(1);
    for (const home of homes.filter((h) => h.images.length > 0)) {
      expect(home.images.length).toBeGreaterThanOrEqual(4);
      expect(home.images.length).toBeLessThanOrEqual(10);
      expect(home.images.filter((i) => i.isCover)).toHaveLength(1);
      expect(home.images.every((i) => (i.description ?? "").length > 10)).toBe(true);
    }
    expect(homes.some((h) => h.minStayDuration > 1)).toBe(true);
    expect(homes.every((h) => h.houseRules.length > 0)).toBe(true);
    expect(homes.filter((h) => h.rating.count > 0).length).toBeGreaterThanOrEqual(8);
  });

  it("stores only sanitized icons", async () => {
    const db = await getDb();
    const icons = [
      ...(await db.query.amenities.findMany()).map((a) => a.icon),
      ...(await db.query.features.findMany()).map((f) => f.icon),
      ...(await db.query.houseRules.findMany()).map((r) => r.icon),
    ];
    expect(icons.length).toBeGreaterThan(20);
    for (const icon of icons) {
      expect(icon).toMatch(/^<svg[\s>]/);
      expect(icon).not.toMatch(/<script|on\w+=|javascript:/i);
    }
  });

  it("offers early check-in and late check-out for a fee, and for free", async () => {
    const db = await getDb();
    const policies = await db.query.propertyPolicies.findMany();
    expect(policies.some((p) => p.earlyCheckIn && p.earlyCheckInFeeCents !== null)).toBe(true);
    expect(policies.some((p) => p.lateCheckOut && p.lateCheckOutFeeCents !== null)).toBe(true);
    expect(
      policies.some(
        (p) =>
          (p.earlyCheckIn && p.earlyCheckInFeeCents === null) ||
          (p.lateCheckOut && p.lateCheckOutFeeCents === null),
      ),
    ).toBe(true);
  });

  it("speaks Dutch, French and German, but for one new home still in English only", async () => {
    const inLanguage = async (language: string) => {
      const { body } = await call("GET", "/api/public/properties", {
        headers: { "Accept-Language": language },
      });
      return propertySchema.array().parse(body);
    };
    const english = await inLanguage("en");
    const languages = {
      nl: await inLanguage("nl"),
      fr: await inLanguage("fr"),
      de: await inLanguage("de"),
    };

    for (const [language, homes] of Object.entries(languages)) {
      const untranslated = homes.filter(
        (home, index) => home.description === english[index]?.description,
      );
      expect(
        untranslated.map((home) => home.name),
        language,
      ).toEqual(["Le Vieux Fournil"]);
    }
    const altTexts = (homes: typeof english) =>
      homes.flatMap((home) => home.images.map((image) => image.description));
    expect(altTexts(languages.de).filter((alt, index) => alt === altTexts(english)[index])).toEqual(
      [],
    );
    const cabin = (homes: typeof english) =>
      homes.find((home) => home.location.startsWith("La Roche"));
    expect(cabin(languages.nl)).toMatchObject({
      name: "Blokhut aan de Ourthebocht",
      location: "La Roche-en-Ardenne, provincie Luxemburg, België",
    });
    expect(cabin(languages.fr)?.houseRules[0]?.title).not.toBe(
      cabin(english)?.houseRules[0]?.title,
    );
    const amenities = await call("GET", `/api/public/properties/${cabin(english)?.id}/amenities`, {
      headers: { "Accept-Language": "de" },
    });
    expect(amenities.body).toContainEqual({
      amenity: expect.objectContaining({ name: "Backofen", category: "Küche" }),
    });
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { amenities, amenityCategories, propertyAmenities } from "@/db/schema";
import { loadCataloguePage, loadPropertyPage } from "@/features/properties/server";
import { createProperty } from "../support/fixtures";

describe("the catalogue page's data", () => {
  it("shows 6 featured homes and the list in pages of 24, saying when another page follows", async () => {
    for (let i = 0; i < 30; i++) {
      await createProperty({
        overrides: { name: `Catalogue Home ${String(i).padStart(2, "0")}` },
        images: 1,
      });
    }

    const first = await loadCataloguePage({});
    const second = await loadCataloguePage({ page: "2" });
    const beyond = await loadCataloguePage({ page: "3" });

    expect(first.featured).toHaveLength(6);
    expect(first.matches).toHaveLength(24);
    expect(first.pagination).toEqual({ page: 1, hasNext: true });
    expect(second.matches?.map((home) => home.name)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Catalogue Home ${24 + i}`),
    );
    expect(second.pagination).toEqual({ page: 2, hasNext: false });
    expect(beyond.matches).toEqual([]);
  });

  it("reads a page number that is not one as the first page", async () => {
    const odd = await loadCataloguePage({ page: "-3" });
    expect(odd.pagination.page).toBe(1);
  });
});

describe("query values that do not parse", () => {
  const hostile = "<script>alert(1)</script>";

  it("are dropped from the catalogue's search form, not copied into its inputs", async () => {
    const page = await loadCataloguePage({
      startDate: hostile,
      endDate: "2030-01-07",
      persons: `4${hostile}`,
      search: "Durbuy",
    });

    expect(page.values).toEqual({
      search: "Durbuy",
      persons: "4",
      startDate: undefined,
      endDate: "2030-01-07",
    });
    expect(page.problem).toEqual({ kind: "bothDates" });
    expect(JSON.stringify(page)).not.toContain("alert(1)");
  });

  it("leave the catalogue unfiltered when nothing in the query parses", async () => {
    const page = await loadCataloguePage({
      startDate: hostile,
      endDate: hostile,
      persons: hostile,
    });

    expect(page.values).toEqual({
      search: undefined,
      persons: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    expect(page.hasFilters).toBe(false);
    expect(page.problem).toBeNull();
  });

  it("keep a stay's dates in the form as calendar dates", async () => {
    const page = await loadCataloguePage({
      startDate: "2030-01-04T13:00:00.000Z",
      endDate: "2030-01-07",
    });
    expect(page.values).toMatchObject({ startDate: "2030-01-04", endDate: "2030-01-07" });
  });

  it("are dropped from a property page's stay", async () => {
    const home = await createProperty();
    const page = await loadPropertyPage(home.id, {
      startDate: hostile,
      endDate: "2030-01-07",
      persons: hostile,
    });
    expect(page.stayQuery).toEqual({ endDate: "2030-01-07" });
  });

  it("open a property page's booking dialog on the stay only for book=1, as an alert's link asks", async () => {
    const home = await createProperty();
    const stay = { startDate: "2030-01-04", endDate: "2030-01-07", persons: "3" };
    const booking = await loadPropertyPage(home.id, { ...stay, book: "1" });
    expect(booking.stayQuery).toEqual({ ...stay, persons: 3, book: true });
    for (const book of ["0", "yes", hostile, undefined]) {
      expect((await loadPropertyPage(home.id, { ...stay, book })).stayQuery).not.toHaveProperty(
        "book",
      );
    }
  });
});

describe("the pages in the guest's language", () => {
  it("show a home's Dutch texts on the Dutch catalogue and property page, English where none", async () => {
    const home = await createProperty({
      overrides: {
        name: "Fern Hollow Lodge",
        description: "A lodge among the ferns.",
        translations: { nl: { name: "Varenlodge", description: "Een lodge tussen de varens." } },
      },
    });
    await createProperty({ overrides: { name: "Untranslated Lodge" } });
    const amenity = await addAmenityNamed({ nl: "Vloerverwarming" });
    await linkAmenity(home.id, amenity);

    const catalogue = await loadCataloguePage({ search: "lodge" }, "nl");
    const page = await loadPropertyPage(home.id, {}, "nl");
    const french = await loadPropertyPage(home.id, {}, "fr");

    // In the English names' order, the same in every language.
    expect(catalogue.matches?.map((listed) => listed.name)).toEqual([
      "Varenlodge",
      "Untranslated Lodge",
    ]);
    expect(page.property).toMatchObject({
      name: "Varenlodge",
      description: "Een lodge tussen de varens.",
      location: "Durbuy, Belgium",
    });
    expect(page.amenities).toMatchObject([{ amenity: { name: "Vloerverwarming" } }]);
    expect(french.property).toMatchObject({
      name: "Fern Hollow Lodge",
      description: "A lodge among the ferns.",
    });
    expect(french.amenities).toMatchObject([{ amenity: { name: "Underfloor heating" } }]);
  });
});

async function addAmenityNamed(translated: { nl: string }): Promise<string> {
  const db = await getDb();
  const [category] = await db
    .insert(amenityCategories)
    .values({ name: `Comfort ${randomUUID().slice(0, 6)}` })
    .returning();
  const [amenity] = await db
    .insert(amenities)
    .values({
      name: "Underfloor heating",
      icon: "<svg></svg>",
      categoryId: category?.id ?? "",
      translations: { nl: { name: translated.nl } },
    })
    .returning();
  return amenity?.id ?? "";
}

async function linkAmenity(propertyId: string, amenityId: string): Promise<void> {
  const db = await getDb();
  await db.insert(propertyAmenities).values({ propertyId, amenityId });
}

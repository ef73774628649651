import { describe, expect, it } from "vitest";
import {
  amenitySchema,
  policiesResponseSchema,
  propertyFeatureSchema,
  propertySchema,
} from "@/features/properties";
import { addDays } from "@/lib/dates";
import { createProperty, holdDates } from "../support/fixtures";
import { call } from "../support/routes";
import { FRIDAY, MONDAY, upcoming } from "../support/dates";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

function names(body: unknown): string[] {
  return (body as { name: string }[]).map((p) => p.name);
}

describe("GET /api/public/properties", () => {
  it("lists active properties in the documented shape, featured ones first", async () => {
    const plain = await createProperty({ overrides: { name: "Aaa Plain House" } });
    const featured = await createProperty({
      overrides: { name: "Zzz Featured Villa", featuredRank: 1 },
    });
    await createProperty({ overrides: { name: "Hidden Retired Cabin", isActive: false } });

    const { status, body } = await call("GET", "/api/public/properties");

    expect(status).toBe(200);
    const list = propertySchema.array().parse(body);
    expect(list.map((p) => p.id).slice(0, 2)).toEqual([featured.id, plain.id]);
    expect(names(body)).not.toContain("Hidden Retired Cabin");
  });

  it("finds properties by a search text in name, location or description, ignoring case", async () => {
    await createProperty({ overrides: { name: "Semois Riverside Lodge", location: "Bouillon" } });
    await createProperty({ overrides: { name: "Spa Townhouse", location: "Spa" } });

    const byName = await call("GET", "/api/public/properties?search=riverside");
    const byLocation = await call("GET", "/api/public/properties?search=BOUILLON");
    const wildcard = await call("GET", "/api/public/properties?search=%25");

    expect(names(byName.body)).toEqual(["Semois Riverside Lodge"]);
    expect(names(byLocation.body)).toEqual(["Semois Riverside Lodge"]);
    expect(wildcard.body).toEqual([]);
  });

  it("filters by the number of guests a property takes", async () => {
    await createProperty({ overrides: { name: "Couple Nest", maxGuests: 2 } });
    await createProperty({ overrides: { name: "Family Farmhouse", maxGuests: 8 } });
    await createProperty({ overrides: { name: "Group Manor", maxGuests: 14 } });

    const atLeastSix = await call("GET", "/api/public/properties?minGuests=6");
    const atMostEight = await call("GET", "/api/public/properties?minGuests=3&maxGuests=8");

    expect(names(atLeastSix.body).sort()).toEqual(
      expect.arrayContaining(["Family Farmhouse", "Group Manor"]),
    );
    expect(names(atLeastSix.body)).not.toContain("Couple Nest");
    expect(names(atMostEight.body)).toContain("Family Farmhouse");
    expect(names(atMostEight.body)).not.toContain("Group Manor");
  });

  it("leaves out properties that are not available for the searched stay", async () => {
    const checkIn = upcoming(FRIDAY, 14);
    const checkOut = addDays(checkIn, 3);
    const taken = await createProperty({ overrides: { name: "Taken Chalet" } });
    const adjacent = await createProperty({ overrides: { name: "Adjacent Chalet" } });
    const longStay = await createProperty({
      overrides: { name: "Week Only Villa" },
      policy: { minStayDuration: 7 },
    });
    await holdDates(taken.id, addDays(checkIn, -4), addDays(checkIn, 1));
    await holdDates(adjacent.id, addDays(checkIn, -4), checkIn);

    const { status, body } = await call(
      "GET",
      `/api/public/properties?startDate=${checkIn}&endDate=${checkOut}`,
    );

    expect(status).toBe(200);
    expect(names(body)).toContain("Adjacent Chalet");
    expect(names(body)).not.toContain("Taken Chalet");
    expect(names(body)).not.toContain(longStay.name);
  });

  it("accepts the ISO timestamps the booking dialog sends", async () => {
    const checkIn = upcoming(MONDAY, 14);
    const checkOut = addDays(checkIn, 4);
    const { status } = await call(
      "GET",
      `/api/public/properties?startDate=${checkIn}T13:00:00.000Z&endDate=${checkOut}T08:00:00.000Z`,
    );
    expect(status).toBe(200);
  });

  it.each([
    ["minGuests=abc", "minGuests must be a whole number"],
    ["minGuests=0", "minGuests must be at least 1"],
    [
      "startDate=2026-13-45&endDate=2026-12-01",
      "startDate must be a date (YYYY-MM-DD or an ISO timestamp)",
    ],
    ["startDate=2030-01-04", "startDate and endDate must be given together"],
  ])("rejects the malformed filter %s with a 400", async (query, message) => {
    const { status, body } = await call("GET", `/api/public/properties?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message, code: "INVALID_INPUT" });
  });

  it("rejects a searched stay that starts on a Wednesday", async () => {
    const wednesday = addDays(upcoming(MONDAY, 14), 2);
    const { status, body } = await call(
      "GET",
      `/api/public/properties?startDate=${wednesday}&endDate=${addDays(wednesday, 2)}`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: "Bookings must start on Monday or Friday",
      code: "INVALID_STAY",
    });
  });

  it("answers a page of at most `limit` homes from `offset`, and links the next page", async () => {
    for (const letter of ["A", "B", "C", "D", "E"]) {
      await createProperty({ overrides: { name: `Paged ${letter} Cottage`, maxGuests: 13 } });
    }
    const first = await call("GET", "/api/public/properties?minGuests=13&maxGuests=13&limit=2");
    const next = first.headers.get("link");
    expect(names(first.body)).toEqual(["Paged A Cottage", "Paged B Cottage"]);
    expect(next).toBe(
      '</api/public/properties?minGuests=13&maxGuests=13&limit=2&offset=2>; rel="next"',
    );

    const second = await call("GET", /<([^>]+)>/.exec(next!)![1]!);
    const last = await call(
      "GET",
      "/api/public/properties?minGuests=13&maxGuests=13&limit=2&offset=4",
    );
    expect(names(second.body)).toEqual(["Paged C Cottage", "Paged D Cottage"]);
    expect(names(last.body)).toEqual(["Paged E Cottage"]);
    expect(last.headers.get("link")).toBeNull();
  });

  it("pages a dated search the same way", async () => {
    const friday = upcoming(FRIDAY, 28);
    const stay = `startDate=${friday}&endDate=${addDays(friday, 3)}`;
    for (const letter of ["A", "B", "C"]) {
      await createProperty({ overrides: { name: `Dated ${letter} Chalet`, maxGuests: 11 } });
    }
    const first = await call(
      "GET",
      `/api/public/properties?minGuests=11&maxGuests=11&limit=2&${stay}`,
    );
    const second = await call(
      "GET",
      `/api/public/properties?minGuests=11&maxGuests=11&limit=2&offset=2&${stay}`,
    );
    expect(names(first.body)).toEqual(["Dated A Chalet", "Dated B Chalet"]);
    expect(first.headers.get("link")).toContain("offset=2");
    expect(names(second.body)).toEqual(["Dated C Chalet"]);
  });

  it.each([
    ["limit=0", "limit must be at least 1"],
    ["limit=101", "limit must be at most 100"],
    ["limit=ten", "limit must be a whole number"],
    ["offset=-1", "offset must be at least 0"],
  ])("rejects %s with the error shape", async (query, message) => {
    const { status, body } = await call("GET", `/api/public/properties?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message, code: "INVALID_INPUT" });
  });
});

describe("GET /api/public/properties/{id}", () => {
  it("answers the property with its images, house rules, money in euros and real rating", async () => {
    const property = await createProperty({
      overrides: { pricePerNightCents: 18550, supplementPerPersonCents: null },
      images: 3,
      houseRules: ["No smoking", "Quiet hours"],
      reviewRatings: [5, 4, 4],
    });

    const { status, body } = await call("GET", `/api/public/properties/${property.id}`);

    expect(status).toBe(200);
    const parsed = propertySchema.parse(body);
    expect(parsed.pricePerNight).toBe(185.5);
    expect(parsed.supplementPerPerson).toBeNull();
    expect(parsed.cleaningFee).toBe(60);
    expect(parsed.serviceFee).toBe(45);
    expect(parsed.images).toHaveLength(3);
    expect(parsed.images[0]?.isCover).toBe(true);
    for (const image of parsed.images) {
      expect(image.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(image.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    expect(parsed.houseRules.map((r) => r.title)).toEqual(["No smoking", "Quiet hours"]);
    expect(parsed.rating).toEqual({ average: 4.3, count: 3, hidden: 0 });
  });

  it("answers 404 in the error shape for an unknown id", async () => {
    const { status, body } = await call("GET", `/api/public/properties/${UNKNOWN_ID}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Property not found", code: "NOT_FOUND" });
  });

  it("answers 404 for a property that is no longer active", async () => {
    const retired = await createProperty({ overrides: { isActive: false } });
    const { status } = await call("GET", `/api/public/properties/${retired.id}`);
    expect(status).toBe(404);
  });

  it("answers 400 for an id that is not a UUID", async () => {
    const { status, body } = await call("GET", "/api/public/properties/abc'--");
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Property id must be a UUID", code: "INVALID_INPUT" });
  });
});

describe("amenities, features and policies of a property", () => {
  it("lists amenities as {amenity} sorted by category and name", async () => {
    const property = await createProperty({
      amenities: [
        { name: "Wood stove", category: "Comfort" },
        { name: "Dishwasher", category: "Kitchen" },
        { name: "Board games", category: "Comfort" },
      ],
    });
    const { status, body } = await call("GET", `/api/public/properties/${property.id}/amenities`);
    expect(status).toBe(200);
    const list = (body as { amenity: unknown }[]).map((item) => amenitySchema.parse(item.amenity));
    expect(list.map((a) => `${a.category}/${a.name}`)).toEqual([
      "Comfort/Board games",
      "Comfort/Wood stove",
      "Kitchen/Dishwasher",
    ]);
  });

  it("lists all features, and only highlighted ones on the highlighted path", async () => {
    const property = await createProperty({
      features: [
        { name: "Hot tub", highlighted: true },
        { name: "Wi-Fi", highlighted: false },
      ],
    });
    const all = await call("GET", `/api/public/properties/${property.id}/features`);
    const highlighted = await call(
      "GET",
      `/api/public/properties/${property.id}/features/highlighted`,
    );
    const featureNames = (body: unknown) =>
      propertyFeatureSchema
        .array()
        .parse(body)
        .map((f) => f.feature.name);
    expect(featureNames(all.body)).toEqual(["Hot tub", "Wi-Fi"]);
    expect(featureNames(highlighted.body)).toEqual(["Hot tub"]);
  });

  it("answers the policy with fees in euros and the house rules", async () => {
    const property = await createProperty({
      overrides: { checkInTime: "16:00", checkOutTime: "10:00" },
      policy: {
        earlyCheckIn: true,
        earlyCheckInFeeCents: 2500,
        lateCheckOut: true,
        lateCheckOutFeeCents: null,
        minStayDuration: 3,
      },
      houseRules: ["No parties"],
    });
    const { status, body } = await call("GET", `/api/public/properties/${property.id}/policies`);
    expect(status).toBe(200);
    expect(policiesResponseSchema.parse(body)).toMatchObject({
      policy: {
        checkInTime: "16:00",
        checkOutTime: "10:00",
        earlyCheckIn: true,
        earlyCheckInFee: 25,
        lateCheckOut: true,
        lateCheckOutFee: null,
        minStayDuration: 3,
      },
      houseRules: [{ title: "No parties" }],
    });
  });

  it("answers a null policy for a property without one", async () => {
    const property = await createProperty({ policy: null });
    const { body } = await call("GET", `/api/public/properties/${property.id}/policies`);
    expect(body).toEqual({ policy: null, houseRules: [] });
  });

  it("lists real reviews, newest stay first", async () => {
    const property = await createProperty({ reviewRatings: [5, 3] });
    const { status, body } = await call("GET", `/api/public/properties/${property.id}/reviews`);
    expect(status).toBe(200);
    expect((body as { rating: number }[]).map((r) => r.rating).sort()).toEqual([3, 5]);
  });

  it.each(["amenities", "features", "features/highlighted", "policies", "reviews"])(
    "answers 404 on %s for an unknown property",
    async (path) => {
      const { status, body } = await call("GET", `/api/public/properties/${UNKNOWN_ID}/${path}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "NOT_FOUND" });
    },
  );
});

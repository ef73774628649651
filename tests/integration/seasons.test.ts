import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { EXCLUSION_VIOLATION, sqlStateOf } from "@/db/errors";
import { bookings, seasons } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { bookingRequest, postJson } from "../support/bookings";
import { FRIDAY, MONDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { call, fromAddress } from "../support/routes";

/** Stays priced by season (issue 19): what the quote and a booking charge. */

const rates = {
  pricePerNightCents: 20000,
  supplementPerPersonCents: null,
  touristTaxCents: null,
  cleaningFeeCents: 6000,
  serviceFeeCents: 4500,
  maxGuests: 6,
};

async function addSeason(
  propertyId: string,
  season: Partial<typeof seasons.$inferInsert> & { startDate: string; endDate: string },
) {
  const db = await getDb();
  const [row] = await db
    .insert(seasons)
    .values({ propertyId, name: "High season", pricePerNightCents: 30000, ...season })
    .returning();
  return row!;
}

async function quoteOf(propertyId: string, checkIn: string, checkOut: string) {
  const answer = await call(
    "GET",
    `/api/public/properties/${propertyId}/quote?startDate=${checkIn}&endDate=${checkOut}&guests=2`,
  );
  expect(answer.status).toBe(200);
  return answer.body as {
    basePrice: { perNight: number; total: number; lines: Record<string, unknown>[] };
    summary: { totalPrice: number };
  };
}

describe("a quote in a season", () => {
  it("charges a weekend inside a season with a weekend price exactly that price, and says why", async () => {
    const home = await createProperty({ overrides: rates });
    const friday = upcoming(FRIDAY, 21);
    await addSeason(home.id, {
      name: "Christmas holidays",
      startDate: addDays(friday, -7),
      endDate: addDays(friday, 14),
      weekendPriceCents: 54900,
    });
    const quote = await quoteOf(home.id, friday, addDays(friday, 3));
    expect(quote.basePrice).toEqual({
      perNight: 183,
      total: 549,
      lines: [
        {
          from: friday,
          to: addDays(friday, 3),
          nights: 3,
          perNight: 183,
          total: 549,
          season: "Christmas holidays",
          kind: "weekend",
        },
      ],
    });
    expect(quote.summary.totalPrice).toBe(549 + 60 + 45);
  });

  it("charges each night of a stay that starts before a season at the price of the day", async () => {
    const home = await createProperty({ overrides: rates });
    const monday = upcoming(MONDAY, 21);
    await addSeason(home.id, { startDate: addDays(monday, 2), endDate: addDays(monday, 30) });
    const quote = await quoteOf(home.id, monday, addDays(monday, 4));
    expect(quote.basePrice.lines).toEqual([
      expect.objectContaining({ nights: 2, perNight: 200, season: null }),
      expect.objectContaining({ nights: 2, perNight: 300, season: "High season" }),
    ]);
    expect(quote.basePrice).toMatchObject({ total: 1000, perNight: 250 });
  });

  it("is priced exactly as before for a home without seasons", async () => {
    const home = await createProperty({ overrides: rates });
    const friday = upcoming(FRIDAY, 21);
    const quote = await quoteOf(home.id, friday, addDays(friday, 7));
    expect(quote.basePrice).toMatchObject({ perNight: 200, total: 1400 });
  });
});

describe("a booking in a season", () => {
  it("stores the season's quote, and keeps it when the owner changes the season's prices", async () => {
    const home = await createProperty({ overrides: rates });
    const request = bookingRequest(home.id);
    const checkIn = request.startDate.slice(0, 10);
    const season = await addSeason(home.id, {
      startDate: addDays(checkIn, -3),
      endDate: addDays(checkIn, 30),
      weekendPriceCents: 75000,
    });
    const created = await call(
      "POST",
      "/api/public/bookings",
      postJson(request, fromAddress("198.51.100.61")),
    );
    expect(created.status).toBe(201);
    const { id, pricing } = created.body as {
      id: string;
      pricing: { basePrice: { total: number }; summary: { totalPrice: number } };
    };
    expect(pricing.basePrice.total).toBe(750);
    const db = await getDb();
    await db
      .update(seasons)
      .set({ weekendPriceCents: 10000, pricePerNightCents: 1000 })
      .where(eq(seasons.id, season.id));
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(stored?.totalCents).toBe(pricing.summary.totalPrice * 100);
    const view = await call("GET", `/api/public/bookings/${id}`);
    expect((view.body as { pricing: unknown }).pricing).toEqual(pricing);
  });
});

describe("a stay priced at nothing", () => {
  it("is refused with 400, quoted and booked alike, in the guest's language too, and holds nothing", async () => {
    const home = await createProperty({
      overrides: { ...rates, cleaningFeeCents: 0, serviceFeeCents: 0 },
    });
    const request = bookingRequest(home.id);
    const checkIn = request.startDate.slice(0, 10);
    // A weekend price of zero, as seasons were saved before they refused one.
    await addSeason(home.id, {
      startDate: addDays(checkIn, -3),
      endDate: addDays(checkIn, 30),
      weekendPriceCents: 0,
    });
    const english =
      "This stay has no price yet, so it cannot be booked or paid online. Please contact us.";
    const refused = await call(
      "POST",
      "/api/public/bookings",
      postJson(request, fromAddress("198.51.100.64")),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: english,
      code: "INVALID_STAY",
      details: { rule: "NO_PRICE" },
    });
    const dutch = await call(
      "POST",
      "/api/public/bookings",
      postJson(request, { ...fromAddress("198.51.100.64"), "accept-language": "nl" }),
    );
    expect(dutch.status).toBe(400);
    expect((dutch.body as { error: string }).error).toBe(
      "Dit verblijf heeft nog geen prijs en kan daarom niet online worden geboekt of betaald. Neem contact met ons op.",
    );
    const query = `startDate=${checkIn}&endDate=${addDays(checkIn, 3)}&guests=2`;
    const quote = await call("GET", `/api/public/properties/${home.id}/quote?${query}`);
    expect(quote.status).toBe(400);
    expect(quote.body).toEqual(refused.body);
    const db = await getDb();
    expect(await db.select().from(bookings).where(eq(bookings.propertyId, home.id))).toEqual([]);
  });
});

describe("a season's minimum stay", () => {
  it("refuses a shorter stay that starts in the season, in the guest's language too", async () => {
    const home = await createProperty({ overrides: rates });
    const request = bookingRequest(home.id);
    const checkIn = request.startDate.slice(0, 10);
    await addSeason(home.id, {
      name: "Summer",
      startDate: addDays(checkIn, -3),
      endDate: addDays(checkIn, 30),
      minStayNights: 7,
    });
    const refused = await call(
      "POST",
      "/api/public/bookings",
      postJson(request, fromAddress("198.51.100.62")),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: "This stay is shorter than the minimum of 7 nights for these dates.",
      code: "INVALID_STAY",
      details: { rule: "SEASON_MIN_STAY" },
    });
    const query = `startDate=${checkIn}&endDate=${addDays(checkIn, 3)}&guests=2`;
    const availability = await call(
      "GET",
      `/api/public/properties/${home.id}/availability?${query}`,
      { headers: { "accept-language": "nl" } },
    );
    expect(availability.body).toEqual({
      isAvailable: false,
      reason: {
        rule: "SEASON_MIN_STAY",
        message: "This stay is shorter than the minimum of 7 nights for these dates.",
        nights: 7,
      },
    });
    const dutch = await call("GET", `/api/public/properties/${home.id}/quote?${query}`, {
      headers: { "accept-language": "nl" },
    });
    expect(dutch.status).toBe(400);
    expect((dutch.body as { error: string }).error).toBe(
      "Dit verblijf is korter dan het minimum van 7 nachten voor deze data.",
    );
    // A week meets it.
    const week = await call(
      "POST",
      "/api/public/bookings",
      postJson(
        { ...request, endDate: `${addDays(checkIn, 7)}T08:00:00.000Z` },
        fromAddress("198.51.100.63"),
      ),
    );
    expect(week.status).toBe(201);
  });

  it("does not reach a stay that starts before the season", async () => {
    const home = await createProperty({ overrides: rates });
    const monday = upcoming(MONDAY, 21);
    await addSeason(home.id, {
      startDate: addDays(monday, 1),
      endDate: addDays(monday, 30),
      minStayNights: 14,
    });
    const quote = await quoteOf(home.id, monday, addDays(monday, 4));
    expect(quote.basePrice.lines).toHaveLength(2);
  });
});

describe("the catalogue's dated search in a season", () => {
  async function listed(homeId: string, checkIn: string, checkOut: string) {
    const answer = await call(
      "GET",
      `/api/public/properties?startDate=${checkIn}&endDate=${checkOut}&limit=100`,
    );
    expect(answer.status).toBe(200);
    return (answer.body as { id: string }[]).some((home) => home.id === homeId);
  }

  it("leaves out a home whose season asks more nights than the stay, and lists it for a week", async () => {
    const home = await createProperty({ overrides: rates });
    const friday = upcoming(FRIDAY, 21);
    await addSeason(home.id, {
      startDate: friday,
      endDate: addDays(friday, 14),
      minStayNights: 7,
    });
    expect(await listed(home.id, friday, addDays(friday, 3))).toBe(false);
    expect(await listed(home.id, friday, addDays(friday, 7))).toBe(true);
  });

  it("lists a home whose season asks fewer nights than its own minimum", async () => {
    const home = await createProperty({
      overrides: rates,
      policy: { minStayDuration: 7, maxStayDuration: 28 },
    });
    const friday = upcoming(FRIDAY, 21);
    expect(await listed(home.id, friday, addDays(friday, 3))).toBe(false);
    await addSeason(home.id, { startDate: friday, endDate: addDays(friday, 7), minStayNights: 3 });
    expect(await listed(home.id, friday, addDays(friday, 3))).toBe(true);
  });
});

describe("a home's seasons", () => {
  it("may not overlap, while another home's may", async () => {
    const home = await createProperty();
    const other = await createProperty();
    const monday = upcoming(MONDAY, 30);
    await addSeason(home.id, { startDate: monday, endDate: addDays(monday, 14) });
    await addSeason(home.id, { startDate: addDays(monday, 14), endDate: addDays(monday, 21) });
    await addSeason(other.id, { startDate: monday, endDate: addDays(monday, 14) });
    const overlap = await addSeason(home.id, {
      startDate: addDays(monday, 13),
      endDate: addDays(monday, 15),
    }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(sqlStateOf(overlap)).toBe(EXCLUSION_VIOLATION);
  });
});

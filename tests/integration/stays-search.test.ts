import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { seasons } from "@/db/schema";
import { staysStartingIn, type FoundStay } from "@/features/stays";
import { addDays, daysBetween } from "@/lib/dates";
import { bookingRequest, postJson } from "../support/bookings";
import { FRIDAY, MONDAY, upcoming } from "../support/dates";
import { blockDates, createProperty, holdDates } from "../support/fixtures";
import { call, fromAddress } from "../support/routes";

/** `GET /api/public/stays` (issue 19): weekends, midweeks and weeks a guest can book now. */

const rates = {
  pricePerNightCents: 10000,
  supplementPerPersonCents: 500,
  touristTaxCents: 200,
  cleaningFeeCents: 5000,
  serviceFeeCents: 2000,
  maxGuests: 6,
};

async function addSeason(
  propertyId: string,
  season: Partial<typeof seasons.$inferInsert> & { startDate: string; endDate: string },
) {
  const db = await getDb();
  await db
    .insert(seasons)
    .values({ propertyId, name: "Summer", pricePerNightCents: 15000, ...season });
}

async function stays(query: string): Promise<FoundStay[]> {
  const answer = await call("GET", `/api/public/stays?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { stays: FoundStay[] }).stays;
}

async function quoteTotal(propertyId: string, checkIn: string, checkOut: string, guests = 2) {
  const answer = await call(
    "GET",
    `/api/public/properties/${propertyId}/quote?startDate=${checkIn}&endDate=${checkOut}&guests=${guests}`,
  );
  expect(answer.status).toBe(200);
  return (answer.body as { summary: { totalPrice: number } }).summary.totalPrice;
}

const range = (from: string, days: number) => `from=${from}&to=${addDays(from, days)}`;

describe("the stays search", () => {
  it("lists every free weekend of a month for a home, each at its quote's total", async () => {
    const home = await createProperty({ overrides: rates });
    const friday = upcoming(FRIDAY, 10);
    const found = await stays(`kind=weekend&${range(friday, 27)}&propertyId=${home.id}`);
    expect(found.map((stay) => stay.startDate)).toEqual(
      [0, 7, 14, 21].map((d) => addDays(friday, d)),
    );
    for (const stay of found) {
      expect(stay).toMatchObject({ propertyId: home.id, kind: "weekend", nights: 3 });
      expect(stay.endDate).toBe(addDays(stay.startDate, 3));
      expect(stay.totalPrice).toBe(await quoteTotal(home.id, stay.startDate, stay.endDate));
    }
  });

  it("leaves out a weekend whose nights are held, blocked or below the season's minimum", async () => {
    const home = await createProperty({ overrides: rates });
    const friday = upcoming(FRIDAY, 10);
    await holdDates(home.id, addDays(friday, 7), addDays(friday, 10));
    await blockDates(home.id, addDays(friday, 15), addDays(friday, 16));
    await addSeason(home.id, {
      startDate: addDays(friday, 21),
      endDate: addDays(friday, 28),
      minStayNights: 7,
    });
    const found = await stays(`kind=any&${range(friday, 27)}&propertyId=${home.id}`);
    const weekends = found.filter((stay) => stay.kind === "weekend").map((s) => s.startDate);
    expect(weekends).toEqual([friday]);
    // The season asks for 7 nights: its Friday still starts a week.
    expect(found).toContainEqual(
      expect.objectContaining({ startDate: addDays(friday, 21), kind: "week", nights: 7 }),
    );
  });

  it("prices a weekend in a season with a weekend price at that price", async () => {
    const home = await createProperty({ overrides: rates });
    const friday = upcoming(FRIDAY, 10);
    await addSeason(home.id, {
      startDate: friday,
      endDate: addDays(friday, 7),
      weekendPriceCents: 39900,
    });
    const [weekend] = await stays(
      `kind=weekend&${range(friday, 0)}&propertyId=${home.id}&guests=2`,
    );
    // 399 + supplements 5 x 2 x 3 + tourist tax 2 x 2 x 3 + cleaning 50 + service 20
    expect(weekend?.totalPrice).toBe(399 + 30 + 12 + 50 + 20);
  });

  it("leaves out a stay priced at nothing, which a booking refuses", async () => {
    const home = await createProperty({
      overrides: {
        ...rates,
        supplementPerPersonCents: null,
        touristTaxCents: null,
        cleaningFeeCents: 0,
        serviceFeeCents: 0,
      },
    });
    const friday = upcoming(FRIDAY, 10);
    // A weekend price of zero, as seasons were saved before they refused one.
    await addSeason(home.id, {
      startDate: friday,
      endDate: addDays(friday, 7),
      weekendPriceCents: 0,
    });
    const found = await stays(`kind=any&${range(friday, 0)}&propertyId=${home.id}`);
    expect(found.map((stay) => stay.kind)).toEqual(["week"]);
  });

  it("lists weekends, midweeks and weeks for kind=any, never longer runs, by start date then price", async () => {
    const cheap = await createProperty({ overrides: { ...rates, pricePerNightCents: 8000 } });
    const dear = await createProperty({ overrides: { ...rates, pricePerNightCents: 30000 } });
    const monday = upcoming(MONDAY, 10);
    const found = (await stays(`kind=any&${range(monday, 6)}&guests=2&limit=500`)).filter(
      (stay) => stay.propertyId === cheap.id || stay.propertyId === dear.id,
    );
    expect(
      found.map((s) => [s.startDate, s.kind, s.propertyId === cheap.id ? "cheap" : "dear"]),
    ).toEqual([
      [monday, "midweek", "cheap"],
      [monday, "week", "cheap"],
      [monday, "midweek", "dear"],
      [monday, "week", "dear"],
      [addDays(monday, 4), "weekend", "cheap"],
      [addDays(monday, 4), "week", "cheap"],
      [addDays(monday, 4), "weekend", "dear"],
      [addDays(monday, 4), "week", "dear"],
    ]);
    const all = await stays(`kind=any&${range(monday, 6)}&limit=500`);
    for (let i = 1; i < all.length; i++) {
      const [before, after] = [all[i - 1]!, all[i]!];
      expect(
        before.startDate < after.startDate ||
          (before.startDate === after.startDate && before.totalPrice <= after.totalPrice),
      ).toBe(true);
    }
  });

  it("lists a stay whose check-out falls after `to`", async () => {
    const home = await createProperty({ overrides: rates });
    const friday = upcoming(FRIDAY, 10);
    const found = await stays(`kind=week&from=${friday}&to=${friday}&propertyId=${home.id}`);
    expect(found).toEqual([
      expect.objectContaining({ startDate: friday, endDate: addDays(friday, 7), kind: "week" }),
    ]);
  });

  it("lists nothing for more guests than the home takes", async () => {
    const home = await createProperty({ overrides: { ...rates, maxGuests: 2 } });
    const friday = upcoming(FRIDAY, 10);
    expect(await stays(`kind=any&${range(friday, 30)}&propertyId=${home.id}&guests=3`)).toEqual([]);
  });

  it("pages with limit and offset, linking the next page", async () => {
    const home = await createProperty({ overrides: rates });
    const friday = upcoming(FRIDAY, 10);
    const query = `kind=weekend&${range(friday, 27)}&propertyId=${home.id}`;
    const first = await call("GET", `/api/public/stays?${query}&limit=3`);
    expect((first.body as { stays: FoundStay[] }).stays).toHaveLength(3);
    const link = first.headers.get("link");
    expect(link).toMatch(/rel="next"/);
    const next = await call("GET", link!.slice(1, link!.indexOf(">")));
    expect((next.body as { stays: FoundStay[] }).stays.map((s) => s.startDate)).toEqual([
      addDays(friday, 21),
    ]);
    expect(next.headers.get("link")).toBeNull();
  });

  it.each([
    [
      "without a kind",
      "from=2030-01-01&to=2030-01-31",
      "kind must be one of weekend, midweek, week, any",
    ],
    [
      "with an unknown kind",
      "kind=fortnight&from=2030-01-01&to=2030-01-31",
      "kind must be one of weekend, midweek, week, any",
    ],
    ["without from", "kind=weekend&to=2030-01-31", "from is required"],
    [
      "with a date that is no date",
      "kind=weekend&from=2030-02-30&to=2030-03-31",
      "from must be a date (YYYY-MM-DD or an ISO timestamp)",
    ],
    [
      "with `to` before `from`",
      "kind=weekend&from=2030-02-01&to=2030-01-31",
      "to must not be before from",
    ],
    [
      "over more than 92 days",
      "kind=weekend&from=2030-01-01&to=2030-04-04",
      "from and to must be at most 92 days apart",
    ],
    [
      "for no guests",
      "kind=weekend&from=2030-01-01&to=2030-01-31&guests=0",
      "guests must be at least 1",
    ],
  ])("answers 400 %s", async (_case, query, message) => {
    const answer = await call("GET", `/api/public/stays?${query}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it("accepts exactly 92 days", async () => {
    const friday = upcoming(FRIDAY, 10);
    const answer = await call("GET", `/api/public/stays?kind=weekend&${range(friday, 92)}&limit=1`);
    expect(answer.status).toBe(200);
  });

  it("answers 404 for a home that does not exist", async () => {
    const answer = await call(
      "GET",
      `/api/public/stays?kind=weekend&from=2030-01-01&to=2030-01-31&propertyId=00000000-0000-4000-8000-000000000000`,
    );
    expect(answer.status).toBe(404);
  });
});

describe("the stays search and the booking agree", () => {
  const night = fc.integer({ min: 0, max: 41 });
  const scenario = fc.record({
    minStay: fc.integer({ min: 1, max: 8 }),
    longerStay: fc.integer({ min: 0, max: 20 }),
    maxGuests: fc.integer({ min: 1, max: 6 }),
    guests: fc.integer({ min: 1, max: 6 }),
    holds: fc.array(fc.tuple(night, fc.integer({ min: 1, max: 6 })), { maxLength: 4 }),
    season: fc.option(
      fc.record({
        start: night,
        days: fc.integer({ min: 1, max: 30 }),
        minStay: fc.option(fc.integer({ min: 1, max: 9 })),
        weekend: fc.option(fc.integer({ min: 10000, max: 90000 })),
        week: fc.option(fc.integer({ min: 10000, max: 90000 })),
      }),
    ),
  });

  it("lists exactly the stays that can be booked, at the price the quote gives", async () => {
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const home = await createProperty({
          overrides: { ...rates, maxGuests: s.maxGuests },
          policy: { minStayDuration: s.minStay, maxStayDuration: s.minStay + s.longerStay },
        });
        const start = upcoming(MONDAY, 3);
        let heldUntil = -1;
        for (const [first, nights] of [...s.holds].sort(([a], [b]) => a - b)) {
          if (first < heldUntil) continue;
          await blockDates(home.id, addDays(start, first), addDays(start, first + nights));
          heldUntil = first + nights;
        }
        if (s.season) {
          await addSeason(home.id, {
            startDate: addDays(start, s.season.start),
            endDate: addDays(start, s.season.start + s.season.days),
            minStayNights: s.season.minStay,
            weekendPriceCents: s.season.weekend,
            weekPriceCents: s.season.week,
          });
        }
        const to = addDays(start, 27);
        const found = await stays(
          `kind=any&from=${start}&to=${to}&guests=${s.guests}&propertyId=${home.id}`,
        );
        const listed = new Set(found.map((stay) => `${stay.startDate}/${stay.endDate}`));
        for (const candidate of staysStartingIn("any", start, to)) {
          const stay = `startDate=${candidate.checkIn}&endDate=${candidate.checkOut}&guests=${s.guests}`;
          const answer = await call(
            "GET",
            `/api/public/properties/${home.id}/availability?${stay}`,
          );
          const { isAvailable } = answer.body as { isAvailable: boolean };
          expect(isAvailable, `${candidate.checkIn}..${candidate.checkOut}`).toBe(
            listed.has(`${candidate.checkIn}/${candidate.checkOut}`),
          );
        }
        for (const stay of found) {
          expect(stay.totalPrice).toBe(
            await quoteTotal(home.id, stay.startDate, stay.endDate, s.guests),
          );
        }
        // Every listed stay books: the first, and each later one that does not overlap a booked one.
        let bookedUntil = start;
        for (const stay of found) {
          if (stay.startDate < bookedUntil) continue;
          const booked = await call(
            "POST",
            "/api/public/bookings",
            postJson(
              bookingRequest(home.id, {
                startDate: stay.startDate,
                endDate: stay.endDate,
                guestCount: s.guests,
                guestEmail: `guest${ip}@example.com`,
              }),
              fromAddress(`10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`),
            ),
          );
          expect(booked.status, JSON.stringify(booked.body)).toBe(201);
          bookedUntil = stay.endDate;
          if (daysBetween(start, bookedUntil) > 14) break;
        }
      }),
      { numRuns: 12 },
    );
  });
});

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXTRA_UNITS } from "@/db/enums";
import { getDb } from "@/db/client";
import { bookings, extras } from "@/db/schema";
import type { FoundStay } from "@/features/stays";
import { addDays } from "@/lib/dates";
import { bookingRequest, postJson } from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { call, fromAddress } from "../support/routes";

/** Extras (issue 35): what a home sells beside its nights, in every price a guest sees. */

const rates = {
  pricePerNightCents: 10000,
  supplementPerPersonCents: 0,
  touristTaxCents: 0,
  cleaningFeeCents: 5000,
  serviceFeeCents: 2000,
  maxGuests: 6,
};

/** Bed linen for every guest (mandatory), a dog or two, and firewood by the basket. */
async function homeWithExtras() {
  const home = await createProperty({
    overrides: rates,
    extras: [
      {
        name: "Bed linen and towels",
        translations: { nl: { name: "Bedlinnen en handdoeken" } },
        priceCents: 1500,
        unit: "guest",
        mandatory: true,
      },
      { name: "Dog", priceCents: 2500, unit: "stay", maxQuantity: 2 },
      { name: "Firewood", priceCents: 1200, unit: "item", maxQuantity: 5 },
    ],
  });
  const [linen, dog, firewood] = home.extraIds as [string, string, string];
  return { home, linen, dog, firewood };
}

const weekend = () => {
  const friday = upcoming(FRIDAY, 14);
  return { startDate: friday, endDate: addDays(friday, 3) };
};

function quote(propertyId: string, query: string, headers: Record<string, string> = {}) {
  const { startDate, endDate } = weekend();
  return call(
    "GET",
    `/api/public/properties/${propertyId}/quote?startDate=${startDate}&endDate=${endDate}&guests=4&${query}`,
    { headers },
  );
}

interface QuoteBody {
  extras: { id: string; name: string; quantity: number; total: number; mandatory: boolean }[];
  summary: { totalPrice: number };
}

let clients = 0;
const newClient = () => fromAddress(`198.51.100.${(clients += 1)}`);

describe("a home's extras", () => {
  it("are listed on the public home, each name in the guest's language", async () => {
    const { home, linen, dog } = await homeWithExtras();
    const dutch = await call("GET", `/api/public/properties/${home.id}`, {
      headers: { "accept-language": "nl" },
    });
    expect(dutch.status).toBe(200);
    const listed = (dutch.body as { extras: unknown[] }).extras;
    expect(listed).toHaveLength(3);
    expect(listed[0]).toEqual({
      id: linen,
      name: "Bedlinnen en handdoeken",
      price: 15,
      unit: "guest",
      mandatory: true,
      maxQuantity: 1,
    });
    // Not translated: the English name.
    expect(listed[1]).toMatchObject({ id: dog, name: "Dog", price: 25, maxQuantity: 2 });
  });

  it("puts the mandatory ones in every quote, and the chosen ones as lines of their own", async () => {
    const { home, linen, dog, firewood } = await homeWithExtras();
    const plain = await quote(home.id, "");
    expect(plain.status).toBe(200);
    const base = 3 * 100 + 50 + 20;
    expect(plain.body).toMatchObject({
      extras: [
        { id: linen, name: "Bed linen and towels", quantity: 1, total: 60, mandatory: true },
      ],
      summary: { totalPrice: base + 60 },
    });

    const chosen = await quote(home.id, `extras=${dog}:2,${firewood}:3`);
    expect(chosen.status).toBe(200);
    const body = chosen.body as QuoteBody;
    expect(body.extras.map((extra) => [extra.id, extra.quantity, extra.total])).toEqual([
      [linen, 1, 60],
      [dog, 2, 50],
      [firewood, 3, 36],
    ]);
    expect(body.summary.totalPrice).toBe(base + 60 + 50 + 36);
  });

  it("refuses an unknown extra, a mandatory one as chosen, too many, and a malformed list with 400s", async () => {
    const { home, linen, dog } = await homeWithExtras();
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases: [string, string][] = [
      [`extras=${unknown}:1`, "This home does not offer one of the chosen extras"],
      [`extras=${linen}:1`, "Bed linen and towels is always included and cannot be chosen"],
      [`extras=${dog}:3`, "At most 2 of Dog can be chosen"],
      [`extras=${dog}:1,${dog}:1`, "Dog is chosen more than once"],
      [`extras=${dog}`, "extras must list each extra as id:quantity, separated by commas"],
      [`extras=${dog}:0`, "An extra's quantity must be a whole number from 1 to 99"],
      ["extras=not-an-id:1", "An extra's id must be a UUID"],
    ];
    for (const [query, message] of cases) {
      const answer = await quote(home.id, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toMatchObject({ error: message, code: "INVALID_INPUT" });
    }
  });

  it("are counted in the stays search's total price: the mandatory ones only", async () => {
    const { home } = await homeWithExtras();
    const { startDate } = weekend();
    const answer = await call(
      "GET",
      `/api/public/stays?kind=weekend&from=${startDate}&to=${addDays(startDate, 3)}&guests=4&propertyId=${home.id}`,
    );
    expect(answer.status).toBe(200);
    const [stay] = (answer.body as { stays: FoundStay[] }).stays;
    expect(stay?.totalPrice).toBe(
      ((await quote(home.id, "")).body as QuoteBody).summary.totalPrice,
    );
  });

  it("give every home the same total in the stays search as in its quote: base + supplements + tourist tax + fees + mandatory extras", async () => {
    const extraArbitrary = fc.record({
      priceCents: fc.integer({ min: 0, max: 20_000 }),
      unit: fc.constantFrom(...EXTRA_UNITS),
      mandatory: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(extraArbitrary, { maxLength: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 3000 }),
        async (sold, guests, supplementPerPersonCents) => {
          const home = await createProperty({
            overrides: { ...rates, supplementPerPersonCents, touristTaxCents: 150 },
            extras: sold.map((extra, i) => ({ name: `Extra ${i}`, ...extra })),
          });
          const { startDate, endDate } = weekend();
          const search = await call(
            "GET",
            `/api/public/stays?kind=weekend&from=${startDate}&to=${endDate}&guests=${guests}&propertyId=${home.id}`,
          );
          const [stay] = (search.body as { stays: FoundStay[] }).stays;
          const quoted = await call(
            "GET",
            `/api/public/properties/${home.id}/quote?startDate=${startDate}&endDate=${endDate}&guests=${guests}`,
          );
          const body = quoted.body as QuoteBody & {
            basePrice: { total: number };
            supplements: { total: number };
            touristTax: { total: number };
            cleaningFee: number;
            serviceFee: number;
          };
          const mandatory = body.extras.reduce((sum, line) => sum + line.total, 0);
          expect(body.extras).toHaveLength(sold.filter((extra) => extra.mandatory).length);
          const parts =
            body.basePrice.total +
            body.supplements.total +
            body.touristTax.total +
            body.cleaningFee +
            body.serviceFee +
            mandatory;
          expect(body.summary.totalPrice).toBeCloseTo(parts, 2);
          expect(stay?.totalPrice).toBe(body.summary.totalPrice);
        },
      ),
      // Each run makes a home and asks twice: a few runs keep the suite's minutes.
      { numRuns: 6 },
    );
  });

  it("are stored with the booking as bought: a price changed or an extra removed later changes no booking", async () => {
    const { home, linen, dog } = await homeWithExtras();
    const request = bookingRequest(home.id, {
      ...weekend(),
      guestCount: 4,
      extras: [{ id: dog, quantity: 1 }],
    });
    const created = await call("POST", "/api/public/bookings", {
      ...postJson(request),
      headers: { "content-type": "application/json", ...newClient() },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body as { id: string };
    const total = 3 * 100 + 50 + 20 + 60 + 25;
    const db = await getDb();
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, id));
    expect(stored?.totalCents).toBe(total * 100);

    await db.update(extras).set({ priceCents: 9900 }).where(eq(extras.id, linen));
    await db.delete(extras).where(eq(extras.id, dog));
    const shown = await call("GET", `/api/public/bookings/${id}`);
    expect(shown.body).toMatchObject({
      pricing: {
        extras: [
          { id: linen, name: "Bed linen and towels", price: 15, quantity: 1, total: 60 },
          { id: dog, name: "Dog", price: 25, quantity: 1, total: 25 },
        ],
        summary: { totalPrice: total },
      },
    });
  });

  it("refuses a booking whose extras the home does not sell as chosen", async () => {
    const { home, dog } = await homeWithExtras();
    const request = bookingRequest(home.id, {
      ...weekend(),
      extras: [{ id: dog, quantity: 5 }],
    });
    const created = await call("POST", "/api/public/bookings", {
      ...postJson(request),
      headers: { "content-type": "application/json", ...newClient() },
    });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({
      error: "At most 2 of Dog can be chosen",
      code: "INVALID_INPUT",
    });
  });
});

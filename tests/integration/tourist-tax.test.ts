import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, communes, communeTaxRules, properties } from "@/db/schema";
import type { TouristTaxKind } from "@/db/enums";
import { addDays } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { bookingRequest, postJson } from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { call } from "../support/routes";

/*
 * Tourist tax by the home's commune (issue 32): per person per night with children under an age
 * free, per home per night, per stay, or none; each night by the rule in force, inside the
 * all-in total of the quote, the stays search and the booking.
 */

const rates = {
  pricePerNightCents: 10000,
  supplementPerPersonCents: null,
  touristTaxCents: 300,
  cleaningFeeCents: 5000,
  serviceFeeCents: 2000,
  maxGuests: 6,
};

interface Rule {
  from: string;
  kind: TouristTaxKind;
  amountCents: number;
  exemptUnderAge?: number | null;
}

/** A home in a commune of its own with these rules. */
async function homeIn(rules: Rule[]) {
  const db = await getDb();
  const [commune] = await db
    .insert(communes)
    .values({ name: `Commune ${randomUUID().slice(0, 8)}` })
    .returning();
  await db.insert(communeTaxRules).values(
    rules.map((rule) => ({
      communeId: commune!.id,
      effectiveFrom: rule.from,
      kind: rule.kind,
      amountCents: rule.amountCents,
      exemptUnderAge: rule.exemptUnderAge ?? null,
    })),
  );
  const home = await createProperty({ overrides: rates });
  await db.update(properties).set({ communeId: commune!.id }).where(eq(properties.id, home.id));
  return { home, commune: commune! };
}

interface Quote {
  touristTax: { perNight: number; total: number };
  summary: { totalPrice: number };
}

async function quote(homeId: string, checkIn: string, checkOut: string, query = "guests=2") {
  return call(
    "GET",
    `/api/public/properties/${homeId}/quote?startDate=${checkIn}&endDate=${checkOut}&${query}`,
  );
}

async function quoted(homeId: string, checkIn: string, checkOut: string, query?: string) {
  const answer = await quote(homeId, checkIn, checkOut, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Quote;
}

const friday = upcoming(FRIDAY, 21);
const monday = addDays(friday, 3);
/** Three nights at €100 with €70 of fees: everything but the tourist tax. */
const WITHOUT_TAX = 300 + 50 + 20;

describe("the tourist tax of the home's commune", () => {
  it("charges per person per night, children under its age free, inside the total", async () => {
    const { home } = await homeIn([
      { from: "2024-01-01", kind: "per_person_night", amountCents: 127, exemptUnderAge: 12 },
    ]);
    const adults = await quoted(home.id, friday, monday, "guests=4");
    expect(adults.touristTax).toEqual({ perNight: 1.27, total: 15.24 });
    expect(adults.summary.totalPrice).toBe(WITHOUT_TAX + 15.24);
    const family = await quoted(home.id, friday, monday, "guests=4&children=2");
    expect(family.touristTax).toEqual({ perNight: 1.27, total: 7.62 });
    expect(family.summary.totalPrice).toBe(WITHOUT_TAX + 7.62);
  });

  it("charges per home per night, per stay, or nothing, whatever the guests and children", async () => {
    const perHome = await homeIn([
      { from: "2024-01-01", kind: "per_home_night", amountCents: 250 },
    ]);
    const perStay = await homeIn([{ from: "2024-01-01", kind: "per_stay", amountCents: 500 }]);
    const none = await homeIn([{ from: "2024-01-01", kind: "none", amountCents: 0 }]);
    const children = "guests=5&children=3";
    expect((await quoted(perHome.home.id, friday, monday, children)).touristTax.total).toBe(7.5);
    expect((await quoted(perStay.home.id, friday, monday, children)).touristTax.total).toBe(5);
    const free = await quoted(none.home.id, friday, monday, children);
    expect(free.touristTax).toEqual({ perNight: 0, total: 0 });
    expect(free.summary.totalPrice).toBe(WITHOUT_TAX);
  });

  it("takes each night's rule across a change of rate", async () => {
    const { home } = await homeIn([
      { from: "2024-01-01", kind: "per_person_night", amountCents: 100 },
      { from: addDays(friday, 2), kind: "per_person_night", amountCents: 150 },
    ]);
    expect((await quoted(home.id, friday, monday)).touristTax.total).toBe(2 * (1 + 1 + 1.5));
  });

  it("lists the same total in the stays search as in the quote", async () => {
    const { home } = await homeIn([
      { from: "2024-01-01", kind: "per_home_night", amountCents: 250 },
    ]);
    const answer = await call(
      "GET",
      `/api/public/stays?kind=weekend&from=${friday}&to=${friday}&propertyId=${home.id}`,
    );
    const [found] = (answer.body as { stays: { totalPrice: number }[] }).stays;
    expect(found?.totalPrice).toBe((await quoted(home.id, friday, monday)).summary.totalPrice);
  });

  it("stores it with the booking, children counted", async () => {
    const { home } = await homeIn([
      { from: "2024-01-01", kind: "per_person_night", amountCents: 200, exemptUnderAge: 12 },
    ]);
    const email = `tax-${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await signInAs(email);
    const created = await call(
      "POST",
      "/api/public/bookings",
      bearer(
        token,
        postJson(
          bookingRequest(home.id, {
            guestEmail: email,
            startDate: friday,
            endDate: monday,
            guestCount: 3,
            children: 1,
          }),
        ),
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const db = await getDb();
    const [row] = await db
      .select({ totalCents: bookings.totalCents })
      .from(bookings)
      .where(eq(bookings.id, (created.body as { id: string }).id));
    const expected = await quoted(home.id, friday, monday, "guests=3&children=1");
    expect(expected.touristTax.total).toBe(2 * 2 * 3);
    expect(row!.totalCents).toBe(Math.round(expected.summary.totalPrice * 100));
  });

  it("refuses more children than guests, in plain words", async () => {
    const { home } = await homeIn([
      { from: "2024-01-01", kind: "per_person_night", amountCents: 127, exemptUnderAge: 12 },
    ]);
    const answer = await quote(home.id, friday, monday, "guests=2&children=3");
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toBe(
      "children must be a whole number from 0 to the number of guests",
    );
  });

  it("names the commune and its rule on the public home; touristTax is the per-person amount or 0", async () => {
    const perPerson = await homeIn([
      { from: "2024-01-01", kind: "per_person_night", amountCents: 127, exemptUnderAge: 12 },
    ]);
    const shown = (await call("GET", `/api/public/properties/${perPerson.home.id}`)).body;
    expect(shown).toMatchObject({
      commune: perPerson.commune.name,
      touristTax: 1.27,
      touristTaxRule: { kind: "per_person_night", amount: 1.27, childrenUnder: 12 },
    });
    const perHome = await homeIn([
      { from: "2024-01-01", kind: "per_home_night", amountCents: 250 },
    ]);
    expect((await call("GET", `/api/public/properties/${perHome.home.id}`)).body).toMatchObject({
      touristTax: 0,
      touristTaxRule: { kind: "per_home_night", amount: 2.5, childrenUnder: null },
    });
  });
});

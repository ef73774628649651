import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, properties } from "@/db/schema";
import { quarterDays, quarterOf } from "@/features/tourist-tax";
import { addDays, todayInBrussels, weekdayOf } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { bookingRequest, payInSandbox, postJson } from "../support/bookings";
import { configureForFile, withOwners } from "../support/config";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { pdfTextOf } from "../support/pdf";
import { call } from "../support/routes";

/*
 * The owner's side of the tourist tax (issue 32, decision 0055): communes and their rules by
 * date, each home's commune, and the quarterly declaration as JSON, CSV and PDF.
 */

const OWNER = "tourist-tax-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

interface Rule {
  id: string;
  from: string;
  kind: string;
  amount: number;
  childrenUnder: number | null;
  inForce: boolean;
  coming: boolean;
}
interface Commune {
  id: string;
  name: string;
  homes: { id: string; name: string }[];
  rules: Rule[];
}
interface ErrorBody {
  error: string;
  code: string;
  details?: { path: string; message: string }[];
}

const uniqueName = (stem: string) => `${stem} ${randomUUID().slice(0, 6)}`;

async function addCommune(rule: Record<string, unknown>, name = uniqueName("Spa")) {
  const answer = await owner.change("/api/owner/communes", { name, rule });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Commune;
}

const perPerson = { kind: "per_person_night", amount: 1.27, childrenUnder: 12 };
const tomorrow = () => addDays(todayInBrussels(), 1);

describe("the owner's communes", () => {
  it("adds a commune with its rule, in force from now on, and lists it with its homes", async () => {
    const added = await addCommune(perPerson, uniqueName("Durbuy"));
    expect(added.rules).toEqual([
      expect.objectContaining({ ...perPerson, inForce: true, coming: false }),
    ]);
    const list = await owner.send("GET", "/api/owner/communes");
    expect(list.status).toBe(200);
    const listed = (list.body as { communes: Commune[] }).communes.find((c) => c.id === added.id);
    expect(listed).toMatchObject({ name: added.name, homes: [], rules: added.rules });
  });

  it("refuses a name already taken, whatever its case", async () => {
    const name = uniqueName("Bouillon");
    await addCommune(perPerson, name);
    const again = await owner.change("/api/owner/communes", {
      name: name.toUpperCase(),
      rule: perPerson,
    });
    expect(again.status).toBe(409);
    expect((again.body as ErrorBody).error).toBe(
      `There is already a commune named ${name.toUpperCase()}`,
    );
  });

  it.each([
    [
      "an amount where the commune charges guests nothing",
      { kind: "none", amount: 2 },
      "rule.amount",
      "A commune that charges guests nothing has no amount: set it to 0",
    ],
    [
      "no amount for a tax per stay",
      { kind: "per_stay", amount: 0 },
      "rule.amount",
      "Amount must be more than zero; a commune that charges nothing is 'none'",
    ],
    [
      "children free under a tax per home",
      { kind: "per_home_night", amount: 2.5, childrenUnder: 12 },
      "rule.childrenUnder",
      "Only a tax per person per night can free children",
    ],
    [
      "an unknown kind",
      { kind: "per_bed", amount: 2 },
      "rule.kind",
      "Kind must be one of per_person_night, per_home_night, per_stay, none",
    ],
    [
      "three decimals",
      { kind: "per_stay", amount: 1.275 },
      "rule.amount",
      "Amount can have at most two decimals",
    ],
  ])("refuses %s beside the field", async (_, rule, path, message) => {
    const answer = await owner.change("/api/owner/communes", { name: uniqueName("Wellin"), rule });
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).details).toContainEqual({ path, message });
  });

  it("lines up a coming rule after today, refuses today, and removes it before its day", async () => {
    const commune = await addCommune(perPerson);
    const today = await owner.change(`/api/owner/communes/${commune.id}/rules`, {
      from: todayInBrussels(),
      kind: "per_person_night",
      amount: 1.4,
    });
    expect(today.status).toBe(400);
    expect((today.body as ErrorBody).error).toBe(
      "A new rule must start after today: stays already booked keep their tax",
    );

    const from = tomorrow();
    const added = await owner.change(`/api/owner/communes/${commune.id}/rules`, {
      from,
      kind: "per_home_night",
      amount: 3,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ from, kind: "per_home_night", amount: 3, coming: true });
    const twice = await owner.change(`/api/owner/communes/${commune.id}/rules`, {
      from,
      kind: "per_stay",
      amount: 5,
    });
    expect(twice.status).toBe(409);

    const rule = added.body as Rule;
    const removed = await owner.change(`/api/owner/communes/${commune.id}/rules/${rule.id}/remove`);
    expect(removed.status).toBe(200);
    const [inForce] = commune.rules;
    const kept = await owner.change(
      `/api/owner/communes/${commune.id}/rules/${inForce!.id}/remove`,
    );
    expect(kept.status).toBe(409);
    expect((kept.body as ErrorBody).error).toBe(
      "A rule in force or past cannot be removed: stays were priced by it",
    );
  });

  it("answers 404 for a commune or rule that does not exist", async () => {
    const commune = await addCommune(perPerson);
    const unknown = randomUUID();
    const rule = { from: tomorrow(), kind: "per_stay", amount: 5 };
    expect((await owner.change(`/api/owner/communes/${unknown}/rules`, rule)).status).toBe(404);
    expect(
      (await owner.change(`/api/owner/communes/${commune.id}/rules/${unknown}/remove`)).status,
    ).toBe(404);
    expect((await owner.change(`/api/owner/communes/${unknown}/remove`)).status).toBe(404);
  });

  it("puts a home in a commune from the home's form, whose rule then prices its stays", async () => {
    const commune = await addCommune({ kind: "per_home_night", amount: 2.5 });
    const home = await createProperty({ overrides: { touristTaxCents: 300 } });
    const form = await owner.send("GET", `/api/owner/homes/${home.id}`);
    expect(form.status).toBe(200);
    const values = form.body as Record<string, unknown>;
    expect(values.communeId).toBeNull();

    const unknown = await owner.change(`/api/owner/homes/${home.id}`, {
      ...values,
      communeId: randomUUID(),
    });
    expect(unknown.status).toBe(400);
    expect((unknown.body as ErrorBody).details).toContainEqual({
      path: "communeId",
      message: "The commune chosen no longer exists",
    });

    const saved = await owner.change(`/api/owner/homes/${home.id}`, {
      ...values,
      communeId: commune.id,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ communeId: commune.id });
    const shown = await call("GET", `/api/public/properties/${home.id}`);
    expect(shown.body).toMatchObject({
      commune: commune.name,
      touristTax: 0,
      touristTaxRule: { kind: "per_home_night", amount: 2.5, childrenUnder: null },
    });

    const kept = await owner.change(`/api/owner/communes/${commune.id}/remove`);
    expect(kept.status).toBe(409);
    const empty = await addCommune(perPerson);
    expect((await owner.change(`/api/owner/communes/${empty.id}/remove`)).status).toBe(200);
  });
});

/** A home in `communeId` at €100 a night, whose tax the commune's rule sets. */
async function homeInCommune(communeId: string) {
  const home = await createProperty({
    overrides: { pricePerNightCents: 10000, maxGuests: 6, touristTaxCents: null },
  });
  const db = await getDb();
  await db.update(properties).set({ communeId }).where(eq(properties.id, home.id));
  return home;
}

/** A booking from Friday `arrival` to Monday by a signed-in guest; paid unless said. */
async function stay(
  homeId: string,
  arrival: string,
  party: { guestCount: number; children?: number },
  pay = true,
) {
  const email = `declared-${randomUUID().slice(0, 8)}@example.com`;
  const { token } = await signInAs(email);
  const created = await call(
    "POST",
    "/api/public/bookings",
    bearer(
      token,
      postJson(
        bookingRequest(homeId, {
          guestEmail: email,
          startDate: arrival,
          endDate: addDays(arrival, 3),
          ...party,
        }),
      ),
    ),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const bookingId = (created.body as { id: string }).id;
  if (pay) await payInSandbox(bookingId);
  return bookingId;
}

interface Declaration {
  commune: string;
  quarter: string;
  stays: { bookingId: string; liablePersons: number; taxCollected: number }[];
  totals: {
    stays: number;
    nights: number;
    liablePersons: number;
    personNights: number;
    taxCollected: number;
  };
}

describe("the quarterly declaration", () => {
  it("sums the confirmed stays arriving in the quarter: nights, liable persons, tax; cancelled ones left out", async () => {
    const commune = await addCommune({ kind: "per_person_night", amount: 2, childrenUnder: 12 });
    const elsewhere = await addCommune({ kind: "per_person_night", amount: 2 });
    const [villa, cabin, other] = [
      await homeInCommune(commune.id),
      await homeInCommune(commune.id),
      await homeInCommune(elsewhere.id),
    ];
    const arrival = upcoming(FRIDAY, 14);
    const quarter = quarterOf(arrival);
    let nextQuarterFriday = quarterDays(quarter).to;
    while (weekdayOf(nextQuarterFriday) !== FRIDAY)
      nextQuarterFriday = addDays(nextQuarterFriday, 1);

    // Declared: 4 guests of whom 2 children free (2 liable x 3 nights x €2 = €12), and 3 adults (€18).
    const family = await stay(villa.id, arrival, { guestCount: 4, children: 2 });
    const adults = await stay(cabin.id, arrival, { guestCount: 3 });
    // Left out: cancelled, unpaid, another commune, the next quarter.
    const cancelled = await stay(villa.id, addDays(arrival, 7), { guestCount: 2 }, false);
    const db = await getDb();
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled));
    await stay(cabin.id, addDays(arrival, 7), { guestCount: 2 }, false);
    await stay(other.id, arrival, { guestCount: 2 });
    await stay(villa.id, nextQuarterFriday, { guestCount: 2 });

    const answer = await owner.send(
      "GET",
      `/api/owner/communes/${commune.id}/declaration?quarter=${quarter}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const declaration = answer.body as Declaration;
    expect(declaration.stays.map((each) => each.bookingId).sort()).toEqual([family, adults].sort());
    expect(declaration.stays.find((each) => each.bookingId === family)).toMatchObject({
      liablePersons: 2,
      taxCollected: 12,
    });
    expect(declaration.totals).toEqual({
      stays: 2,
      nights: 6,
      liablePersons: 5,
      personNights: 15,
      taxCollected: 30,
    });

    const csv = await owner.send(
      "GET",
      `/api/owner/communes/${commune.id}/declaration.csv?quarter=${quarter}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.raw.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.raw.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="tourist-tax-spa-[a-z0-9]+-${quarter}\\.csv"$`),
    );
    const lines = (await csv.raw.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Home,Registration number,Arrival,Departure,Nights,Guests,Children free,Liable persons,Person-nights,Tax collected (EUR),Booking",
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("Total: 2 stays,,,,6,,,5,15,30.00,");

    const pdf = await owner.send(
      "GET",
      `/api/owner/communes/${commune.id}/declaration.pdf?quarter=${quarter}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers.get("content-type")).toBe("application/pdf");
    const text = pdfTextOf(new Uint8Array(await pdf.raw.arrayBuffer()));
    expect(text).toContain(`Commune of ${commune.name}, ${quarter}`);
    expect(text).toContain("€2.00 per person per night, children under 12 free");
    expect(text).toContain("Total: 2 stays");
    expect(text).toContain("€30.00");
  });

  it("refuses a quarter that is not one, and keeps the declaration from guests", async () => {
    const commune = await addCommune(perPerson);
    const bad = await owner.send(
      "GET",
      `/api/owner/communes/${commune.id}/declaration.csv?quarter=2026-Q5`,
    );
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).error).toBe("Quarter must be a quarter like 2026-Q3");
    const stranger = await call(
      "GET",
      `/api/owner/communes/${commune.id}/declaration.csv?quarter=2026-Q3`,
    );
    expect(stranger.status).toBe(401);
  });
});

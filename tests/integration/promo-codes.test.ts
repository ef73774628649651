import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { releaseExpiredHold } from "@/features/bookings/server";
import type { OwnerPromoCode } from "@/features/promotions";
import { addDays, todayInBrussels } from "@/lib/dates";
import { bearer } from "../support/auth";
import {
  bookingRequest,
  payInSandbox,
  paymentRow,
  postJson,
  unpaidBooking,
} from "../support/bookings";
import { configureForFile, withOwners } from "../support/config";
import { FRIDAY, MONDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call, fromAddress } from "../support/routes";

/**
 * Promo codes (issue 36): the owner's discount on the nights' price for bookings made in one
 * window and stays in another, checked by the quote and the booking, its uses read from the
 * bookings that carry it, and guessing limited per client.
 */

const OWNER = "promo-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

const RATES = {
  overrides: {
    pricePerNightCents: 10_000,
    supplementPerPersonCents: 0,
    touristTaxCents: 250,
    cleaningFeeCents: 5_000,
    serviceFeeCents: 0,
    maxGuests: 6,
  },
};

let codes = 0;
let clients = 0;
let guests = 0;
const newClient = () => fromAddress(`198.51.100.${(clients += 1)}`);
const nextGuest = () => `promo-${++guests}@example.com`;

async function addCode(form: Record<string, unknown> = {}) {
  const answer = await owner.change("/api/owner/promo-codes", {
    code: `SPRING-${++codes}`,
    kind: "percent",
    value: 20,
    ...form,
  });
  expect(answer.status).toBe(201);
  return answer.body as OwnerPromoCode;
}

/** Monday to Friday two or three weeks ahead: a midweek, paid in full at once. */
const midweek = () => {
  const monday = upcoming(MONDAY, 14);
  return { startDate: monday, endDate: addDays(monday, 4) };
};

function quote(
  propertyId: string,
  promoCode: string | null,
  stay = midweek(),
  client = newClient(),
) {
  const query = new URLSearchParams({ ...stay, guests: "2" });
  if (promoCode !== null) query.set("promoCode", promoCode);
  return call("GET", `/api/public/properties/${propertyId}/quote?${query}`, { headers: client });
}

interface QuoteBody {
  discount: { code: string; amount: number } | null;
  summary: { totalPrice: number };
}

async function usesOf(id: string) {
  const { body } = await owner.send("GET", "/api/owner/promo-codes");
  const found = (body as { promoCodes: OwnerPromoCode[] }).promoCodes.find((c) => c.id === id);
  return { uses: found?.uses, held: found?.held };
}

/** A guest's unpaid booking of a midweek at its own home, with `promoCode`. */
function bookWith(promoCode: string, home = RATES) {
  return unpaidBooking(nextGuest(), { ...midweek(), promoCode }, {}, home);
}

describe("a promo code in the quote", () => {
  it("takes 20% off the nights' price, not off the tourist tax or the cleaning fee", async () => {
    const home = await createProperty(RATES);
    const code = await addCode();
    const plain = await quote(home.id, null);
    const discounted = await quote(home.id, code.code.toLowerCase());
    expect(discounted.status).toBe(200);
    // 4 nights x €100, €2.50 x 2 guests x 4 nights, €50 cleaning.
    expect((plain.body as QuoteBody).summary.totalPrice).toBe(470);
    expect((discounted.body as QuoteBody).discount).toEqual({ code: code.code, amount: 80 });
    expect((discounted.body as QuoteBody).summary.totalPrice).toBe(390);
  });

  it("answers an unknown code and a code for other dates in the same words", async () => {
    const home = await createProperty(RATES);
    const later = await addCode({ stayFrom: addDays(todayInBrussels(), 200) });
    for (const typed of ["NO-SUCH-CODE", later.code, "x"]) {
      const answer = await quote(home.id, typed);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        error: "This code is not valid for these dates",
        details: [{ path: "promoCode", message: "This code is not valid for these dates" }],
      });
    }
  });

  it("says why a code for these dates does not apply: another home, kind or length of stay", async () => {
    const home = await createProperty(RATES);
    const other = await createProperty(RATES);
    const cases: [Record<string, unknown>, string][] = [
      [{ propertyIds: [other.id] }, "This code is not valid for this home"],
      [{ stayKinds: ["weekend"] }, "This code is not valid for this kind of stay"],
      [{ minNights: 7 }, "This code is valid for stays of at least 7 nights"],
    ];
    for (const [rules, message] of cases) {
      const answer = await quote(home.id, (await addCode(rules)).code);
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toBe(message);
    }
    const dutch = await call(
      "GET",
      `/api/public/properties/${home.id}/quote?${new URLSearchParams({ ...midweek(), guests: "2", promoCode: "NOPE-NOPE" })}`,
      { headers: { ...newClient(), "accept-language": "nl" } },
    );
    expect((dutch.body as { error: string }).error).toBe("Deze code is niet geldig voor deze data");
  });

  it("answers a wrong stay before a wrong code", async () => {
    const home = await createProperty(RATES);
    const wednesday = addDays(upcoming(MONDAY, 14), 2);
    const answer = await quote(home.id, "NO-SUCH-CODE", {
      startDate: wednesday,
      endDate: addDays(wednesday, 2),
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).not.toMatch(/code/);
  });

  it("refuses every code from a client after 10 wrong ones in an hour, a good one too, and counts no good one", async () => {
    const home = await createProperty(RATES);
    const good = await addCode();
    const client = newClient();
    for (let i = 0; i < 12; i++) {
      expect((await quote(home.id, good.code, midweek(), client)).status).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      expect((await quote(home.id, `GUESS-${i}`, midweek(), client)).status).toBe(400);
    }
    const refused = await quote(home.id, good.code, midweek(), client);
    expect(refused.status).toBe(429);
    expect((refused.body as { error: string }).error).toMatch(
      /^Too many promo codes tried from your connection\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another client, and the quote without a code, are not limited.
    expect((await quote(home.id, good.code)).status).toBe(200);
    expect((await quote(home.id, null, midweek(), client)).status).toBe(200);
  });
});

describe("a booking with a promo code", () => {
  it("stores the discounted price, and its payment is of that price", async () => {
    const code = await addCode({ value: 25 });
    const { bookingId } = await bookWith(code.code);
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.promoCodeId).toBe(code.id);
    expect(row?.totalCents).toBe(47_000 - 10_000);
    const paymentId = await payInSandbox(bookingId);
    expect((await paymentRow(paymentId)).amountCents).toBe(37_000);
    const view = await call("GET", `/api/public/bookings/${bookingId}`);
    expect(view.body).toMatchObject({
      amountPaid: 370,
      pricing: { discount: { code: code.code, amount: 100 }, summary: { totalPrice: 370 } },
    });
  });

  it("takes a deposit of 30% of the discounted price for a stay months ahead", async () => {
    const code = await addCode({ kind: "amount", value: 40 });
    const friday = upcoming(FRIDAY, 90);
    const { bookingId } = await unpaidBooking(
      nextGuest(),
      { startDate: friday, endDate: addDays(friday, 3), promoCode: code.code },
      {},
      RATES,
    );
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    // 3 nights x €100 + tax €15 + cleaning €50 - €40.
    expect(row?.totalCents).toBe(32_500);
    expect(row?.depositCents).toBe(9_750);
  });

  it("refuses a booking whose code does not apply, in the quote's words, and makes none", async () => {
    const code = await addCode({ stayKinds: ["week"] });
    const home = await createProperty(RATES);
    const request = bookingRequest(home.id, { ...midweek(), promoCode: code.code });
    const answer = await call("POST", "/api/public/bookings", postJson(request, newClient()));
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toBe(
      "This code is not valid for this kind of stay",
    );
    const db = await getDb();
    expect(await db.select().from(bookings).where(eq(bookings.propertyId, home.id))).toEqual([]);
  });

  it("counts a use when paid, holds one while unpaid and gives it back when the hold expires or the guest cancels", async () => {
    const code = await addCode({ maxUses: 3 });
    const paid = await bookWith(code.code);
    const expiring = await bookWith(code.code);
    const cancelled = await bookWith(code.code);
    expect(await usesOf(code.id)).toEqual({ uses: 0, held: 3 });
    await payInSandbox(paid.bookingId);
    expect(await usesOf(code.id)).toEqual({ uses: 1, held: 2 });
    // Every use is taken: a fourth booking is refused.
    const home = await createProperty(RATES);
    expect((await quote(home.id, code.code)).body).toMatchObject({
      error: "This code has been used up",
    });

    const db = await getDb();
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    expect(await db.transaction((tx) => releaseExpiredHold(tx, expiring.bookingId, later))).toBe(
      true,
    );
    const cancel = await call(
      "POST",
      `/api/guest/bookings/${cancelled.bookingId}/cancel`,
      bearer(cancelled.token, { method: "POST" }),
    );
    expect(cancel.status).toBe(200);
    expect(await usesOf(code.id)).toEqual({ uses: 1, held: 0 });
    expect((await quote(home.id, code.code)).status).toBe(200);
  });

  it("keeps the use of a paid booking the guest cancels later", async () => {
    const code = await addCode({ maxUses: 1 });
    const booked = await bookWith(code.code);
    await payInSandbox(booked.bookingId);
    const cancel = await call(
      "POST",
      `/api/guest/bookings/${booked.bookingId}/cancel`,
      bearer(booked.token, { method: "POST" }),
    );
    expect(cancel.status).toBe(200);
    expect(await usesOf(code.id)).toEqual({ uses: 1, held: 0 });
  });
});

describe("the owner's promo codes", () => {
  it("refuses a form that breaks a rule, each in its own words", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: "ab" }, "Code must be 4 to 32 letters, digits or hyphens, such as MIDWEEK-25"],
      [{ value: 0 }, "A percentage off must be a whole number from 1 to 100"],
      [{ value: 12.5 }, "A percentage off must be a whole number from 1 to 100"],
      [{ kind: "amount", value: 10.001 }, "An amount off can have at most two decimals (cents)"],
      [
        { bookedFrom: "2027-02-01", bookedUntil: "2027-01-01" },
        "Booked until must be on or after booked from",
      ],
      [{ stayFrom: "2027-02-01", stayUntil: "2027-02-01" }, "Stays until must be after stays from"],
      [{ stayKinds: ["fortnight"] }, "Stay kinds must be some of weekend, midweek, week"],
      [
        { propertyIds: ["00000000-0000-4000-8000-000000000000"] },
        "One of the homes chosen does not exist",
      ],
    ];
    for (const [form, message] of cases) {
      const answer = await owner.change("/api/owner/promo-codes", {
        code: "RULES-TEST",
        kind: "percent",
        value: 10,
        ...form,
      });
      expect(answer.status, message).toBe(400);
      expect((answer.body as { error: string }).error).toBe(message);
    }
  });

  it("refuses a second code with the same text, whatever its case", async () => {
    const first = await addCode();
    const again = await owner.change("/api/owner/promo-codes", {
      code: first.code.toLowerCase(),
      kind: "percent",
      value: 10,
    });
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toBe(
      `There is already a promo code ${first.code}`,
    );
  });

  it("switches a code off, after which it answers as unknown, and removes only a code no booking carries", async () => {
    const home = await createProperty(RATES);
    const used = await addCode();
    await bookWith(used.code);
    const off = await owner.change(`/api/owner/promo-codes/${used.id}`, {
      ...used,
      active: false,
    });
    expect(off.status).toBe(200);
    expect((await quote(home.id, used.code)).body).toMatchObject({
      error: "This code is not valid for these dates",
    });
    const removeUsed = await owner.change(`/api/owner/promo-codes/${used.id}/remove`);
    expect(removeUsed.status).toBe(409);
    const renamed = await owner.change(`/api/owner/promo-codes/${used.id}`, {
      ...used,
      code: "RENAMED-CODE",
    });
    expect(renamed.status).toBe(409);

    const unused = await addCode();
    expect((await owner.change(`/api/owner/promo-codes/${unused.id}/remove`)).status).toBe(200);
    expect((await quote(home.id, unused.code)).status).toBe(400);
  });
});

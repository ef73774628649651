import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { vatRates } from "@/db/schema";
import { advanceBalances } from "@/features/bookings/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { paidBooking, payInSandbox, paymentRow } from "../support/bookings";
import { configureForFile, withOwners } from "../support/config";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { pdfTextOf } from "../support/pdf";
import { onDay } from "../support/dates";
import { call } from "../support/routes";

/*
 * VAT by the day a payment arrives (issue 32, decision 0054): 6% on holiday accommodation until
 * 28 February 2026, 12% from 1 March 2026; each payment records its rate once, and its receipt
 * is drawn from that record.
 */

const OWNER = "vat-owner@owners.example";
configureForFile(withOwners(OWNER));
const realNow = clock.now;
let owner: OwnerBrowser;
let guests = 0;
const nextGuest = () => `vat-${++guests}@example.com`;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});
afterEach(() => {
  clock.now = realNow;
  getConfig().VAT_EXEMPT = false;
});

interface Receipted {
  id: string;
  amount: number;
  vatRatePercent: number | null;
  vatAmount: number | null;
}

async function receiptedPayments(bookingId: string, token: string): Promise<Receipted[]> {
  const answer = await call("GET", `/api/guest/bookings/${bookingId}`, bearer(token));
  expect(answer.status).toBe(200);
  return (answer.body as { payments: Receipted[] }).payments;
}

async function receiptText(bookingId: string, paymentId: string, token: string) {
  const answer = await call(
    "GET",
    `/api/guest/bookings/${bookingId}/payments/${paymentId}/receipt`,
    bearer(token),
  );
  expect(answer.status).toBe(200);
  return pdfTextOf(new Uint8Array(await answer.raw.arrayBuffer()));
}

const cents = (euros: number) => Math.round(euros * 100);
const vatInside = (amountCents: number, rate: number) =>
  Math.round((amountCents * rate) / (100 + rate));

describe("a payment's VAT", () => {
  it("is 6% on a deposit paid on 20 February 2026 and 12% on its balance paid on 2 April 2026", async () => {
    onDay("2026-02-20");
    // Monday 4 to Friday 8 May 2026: a deposit now, the balance due on 4 April.
    const { bookingId, paymentId, email } = await paidBooking(nextGuest(), {
      startDate: "2026-05-04",
      endDate: "2026-05-08",
    });
    const deposit = await paymentRow(paymentId);
    expect(deposit).toMatchObject({ part: "deposit", vatRateBasisPoints: 600 });
    expect(deposit.vatCents).toBe(vatInside(deposit.amountCents, 6));

    onDay("2026-04-02");
    await advanceBalances();
    const balance = await paymentRow(await payInSandbox(bookingId));
    expect(balance).toMatchObject({ part: "balance", status: "paid", vatRateBasisPoints: 1200 });
    expect(balance.vatCents).toBe(vatInside(balance.amountCents, 12));

    // The guest signs in again: the session of February has ended by April.
    const { token } = await signInAs(email);
    const [first, second] = await receiptedPayments(bookingId, token);
    expect(first).toMatchObject({ vatRatePercent: 6, vatAmount: deposit.vatCents! / 100 });
    expect(second).toMatchObject({ vatRatePercent: 12, vatAmount: balance.vatCents! / 100 });
    expect(await receiptText(bookingId, first!.id, token)).toContain("VAT included (6%)");
    expect(await receiptText(bookingId, second!.id, token)).toContain("VAT included (12%)");
  });

  it("stays on its receipt as it was when the rates or the exemption change later", async () => {
    const { bookingId, token } = await paidBooking(nextGuest());
    const [paid] = await receiptedPayments(bookingId, token);
    const before = await receiptText(bookingId, paid!.id, token);
    expect(before).toContain("VAT included (12%)");
    expect(paid!.vatAmount).toBe(vatInside(cents(paid!.amount), 12) / 100);

    const db = await getDb();
    await db
      .insert(vatRates)
      .values({ effectiveFrom: addDays(todayInBrussels(), -1), rateBasisPoints: 2100 });
    getConfig().VAT_EXEMPT = true;

    expect(await receiptText(bookingId, paid!.id, token)).toBe(before);
    expect((await receiptedPayments(bookingId, token))[0]).toEqual(paid);
  });

  it("is none while the business is exempt: the receipt says 'VAT exempt' with no amount", async () => {
    getConfig().VAT_EXEMPT = true;
    const { bookingId, paymentId, token } = await paidBooking(nextGuest());
    expect(await paymentRow(paymentId)).toMatchObject({ vatRateBasisPoints: null, vatCents: null });
    const [paid] = await receiptedPayments(bookingId, token);
    expect(paid).toMatchObject({ vatRatePercent: null, vatAmount: null });
    const text = await receiptText(bookingId, paid!.id, token);
    expect(text).toMatch(/\nVAT exempt\n/);
    expect(text).not.toContain("VAT included");
    expect(text).not.toContain("Amount excluding VAT");
  });
});

describe("the owner's VAT rates", () => {
  interface Rate {
    id: string;
    from: string;
    ratePercent: number;
    inForce: boolean;
  }
  const list = async () =>
    (await owner.send("GET", "/api/owner/vat-rates")).body as { exempt: boolean; rates: Rate[] };

  it("lists 6% and 12% from 1 March 2026, the rate of today in force", async () => {
    const { exempt, rates } = await list();
    expect(exempt).toBe(false);
    expect(rates.slice(0, 2)).toMatchObject([
      { from: "1970-01-01", ratePercent: 6 },
      { from: "2026-03-01", ratePercent: 12 },
    ]);
    expect(rates.filter((rate) => rate.inForce)).toHaveLength(1);
  });

  it("lines up a coming rate that payments from its day record, and removes it before then", async () => {
    const from = addDays(todayInBrussels(), 200);
    const added = await owner.change("/api/owner/vat-rates", { from, ratePercent: 9.5 });
    expect(added.status).toBe(201);
    const rate = added.body as Rate;
    expect(rate).toMatchObject({ from, ratePercent: 9.5, inForce: false });

    const twice = await owner.change("/api/owner/vat-rates", { from, ratePercent: 10 });
    expect(twice.status).toBe(409);
    expect((twice.body as { error: string }).error).toBe(`There is already a rate from ${from}`);

    const removed = await owner.change(`/api/owner/vat-rates/${rate.id}/remove`);
    expect(removed.body).toEqual({ id: rate.id });
    expect((await list()).rates.map((r) => r.id)).not.toContain(rate.id);
  });

  it("refuses a rate from today or earlier, naming the field: money received keeps its rate", async () => {
    for (const from of [todayInBrussels(), "2026-01-01"]) {
      const answer = await owner.change("/api/owner/vat-rates", { from, ratePercent: 21 });
      expect(answer.status).toBe(400);
      expect((answer.body as { details: unknown }).details).toEqual([
        {
          path: "from",
          message: "A new rate must start after today: money already received keeps its rate",
        },
      ]);
    }
  });

  it("refuses a rate outside 0-100 or with more than two decimals", async () => {
    const from = addDays(todayInBrussels(), 30);
    for (const [ratePercent, message] of [
      [101, "Rate must be between 0 and 100"],
      [-1, "Rate must be between 0 and 100"],
      [6.125, "Rate can have at most two decimals"],
    ] as const) {
      const answer = await owner.change("/api/owner/vat-rates", { from, ratePercent });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toBe(message);
    }
  });

  it("keeps the rate in force: removing it is a 409", async () => {
    const current = (await list()).rates.find((rate) => rate.inForce)!;
    const answer = await owner.change(`/api/owner/vat-rates/${current.id}/remove`);
    expect(answer.status).toBe(409);
  });

  it("is the owner's alone: a stranger is a 401", async () => {
    expect((await call("GET", "/api/owner/vat-rates")).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, giftVouchers, payments } from "@/db/schema";
import type { OwnerGiftVoucher, OwnerGiftVoucherList } from "@/features/gift-vouchers";
import { listActivity } from "@/features/owner-activity/server";
import { getSandboxPayment } from "@/features/payments/server";
import type { OwnerToday } from "@/features/owner-office";
import { addDays, todayInBrussels } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { unpaidBooking } from "../support/bookings";
import { configureForFile, withOwners } from "../support/config";
import { FRIDAY, upcoming } from "../support/dates";
import {
  boughtVoucher,
  buyVoucher,
  settleCheckout,
  soldVoucher,
  voucherBuyer,
} from "../support/gift-vouchers";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call, fromAddress } from "../support/routes";

/**
 * The owner's gift vouchers (issue 36, decision 0061): every voucher sold with what it paid and
 * what is left, the money they hold in all, a later last day given by the owner, and voucher
 * money on Today.
 */

const OWNER = "voucher-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

let guests = 0;
let clients = 0;
const nextGuest = () => `voucher-owner-guest-${++guests}@example.com`;
const newClient = () => fromAddress(`198.51.100.${(clients = (clients % 250) + 1)}`);

/** A booking paid in full now, its check-in two weeks ahead. */
async function booking() {
  const friday = upcoming(FRIDAY, 14);
  return unpaidBooking(nextGuest(), { startDate: friday, endDate: addDays(friday, 3) });
}

/** Starts a booking's payment with a voucher, as the payment page does. */
function payWith(bookingId: string, voucherCode: string) {
  return call("POST", `/api/public/payments/start/${bookingId}`, {
    method: "POST",
    body: JSON.stringify({ voucherCode }),
    headers: { "content-type": "application/json", ...newClient() },
  });
}

async function totalOf(bookingId: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!.totalCents;
}

/** When a voucher recorded without its sale's payment counts as sold. */
async function soldAt(id: string, at: Date) {
  const db = await getDb();
  await db.update(giftVouchers).set({ createdAt: at }).where(eq(giftVouchers.id, id));
}

async function listed(): Promise<OwnerGiftVoucherList> {
  const answer = await owner.send("GET", "/api/owner/gift-vouchers");
  expect(answer.status).toBe(200);
  return answer.body as OwnerGiftVoucherList;
}

async function listedVoucher(id: string): Promise<OwnerGiftVoucher | undefined> {
  return (await listed()).giftVouchers.find((voucher) => voucher.id === id);
}

const extend = (id: string, expiresOn: unknown) =>
  owner.change(`/api/owner/gift-vouchers/${id}/extend`, { expiresOn });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("the owner's gift vouchers", () => {
  it("lists every voucher sold, newest first, with its status, the bookings it paid and the totals", async () => {
    const today = todayInBrussels();
    // A sale not paid: the voucher never works, so the owner does not see it.
    const { token } = await voucherBuyer();
    const unpaid = (await buyVoucher(token, { amount: 70 })).body as { id: string };

    const expired = await soldVoucher({
      amountCents: 5_000,
      remainingCents: 2_000,
      expiresOn: addDays(today, -3),
    });
    await soldAt(expired.id, daysAgo(400));

    const usedUp = await soldVoucher({ amountCents: 5_000 });
    await soldAt(usedUp.id, daysAgo(20));
    const split = await booking();
    const { checkoutUrl } = (await payWith(split.bookingId, usedUp.code)).body as {
      checkoutUrl: string;
    };
    await settleCheckout(checkoutUrl, "pay");

    const partly = await soldVoucher({ amountCents: 100_000 });
    await soldAt(partly.id, daysAgo(10));
    const whole = await booking();
    expect((await payWith(whole.bookingId, partly.code)).status).toBe(200);
    const wholeCents = await totalOf(whole.bookingId);

    const bought = await boughtVoucher(100);

    const list = await listed();
    expect(list.giftVouchers.map((voucher) => voucher.id)).toEqual([
      bought.id,
      partly.id,
      usedUp.id,
      expired.id,
    ]);
    expect(list.giftVouchers.map((voucher) => voucher.id)).not.toContain(unpaid.id);
    const [boughtRow, partlyRow, usedUpRow, expiredRow] = list.giftVouchers;

    expect(boughtRow).toMatchObject({
      code: bought.code,
      amount: 100,
      remaining: 100,
      used: 0,
      buyerName: "Ann Peeters",
      buyerEmail: expect.stringMatching(/^voucher-buyer-\d+@example\.com$/),
      soldOn: today,
      status: "active",
      bookings: [],
    });
    expect(partlyRow).toMatchObject({
      amount: 1000,
      remaining: (100_000 - wholeCents) / 100,
      used: wholeCents / 100,
      status: "active",
      soldOn: todayInBrussels(daysAgo(10)),
      bookings: [
        {
          bookingId: whole.bookingId,
          homeName: expect.any(String),
          amount: wholeCents / 100,
          returned: 0,
          paidOn: today,
        },
      ],
    });
    expect(usedUpRow).toMatchObject({
      amount: 50,
      remaining: 0,
      used: 50,
      status: "used_up",
      bookings: [{ bookingId: split.bookingId, amount: 50, returned: 0 }],
    });
    expect(expiredRow).toMatchObject({
      amount: 50,
      remaining: 20,
      used: 30,
      status: "expired",
      expiresOn: addDays(today, -3),
      soldOn: todayInBrussels(daysAgo(400)),
      bookings: [],
    });

    expect(list.totals).toEqual({
      sold: 1200,
      used: (3_000 + 5_000 + wholeCents) / 100,
      remainingActive: (10_000 + 100_000 - wholeCents) / 100,
      remainingExpired: 20,
    });
  });

  it("gives a voucher a later last day, in the activity log", async () => {
    const today = todayInBrussels();
    const voucher = await soldVoucher({ expiresOn: addDays(today, 10) });
    const later = addDays(today, 100);
    const answer = await extend(voucher.id, later);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: voucher.id, expiresOn: later });
    expect(await listedVoucher(voucher.id)).toMatchObject({ expiresOn: later, status: "active" });
    const [entry] = await listActivity({ subjectKind: "gift_voucher", subjectId: voucher.id });
    expect(entry).toMatchObject({
      actor: OWNER,
      action: "gift_voucher.extend",
      before: { code: voucher.code, expiresOn: addDays(today, 10) },
      after: { code: voucher.code, expiresOn: later },
    });

    // An expired voucher can be spent again from today.
    const expired = await soldVoucher({ expiresOn: addDays(today, -5) });
    expect((await listedVoucher(expired.id))?.status).toBe("expired");
    expect((await extend(expired.id, today)).status).toBe(200);
    expect((await listedVoucher(expired.id))?.status).toBe("active");
  });

  it("refuses an earlier, past or too distant last day in plain words, and changes nothing", async () => {
    const today = todayInBrussels();
    const voucher = await soldVoucher({ expiresOn: addDays(today, 30) });
    const expired = await soldVoucher({ expiresOn: addDays(today, -10) });
    const cases: [string, unknown, string][] = [
      [voucher.id, addDays(today, 30), "The new last day must be after the current one"],
      [voucher.id, addDays(today, 29), "The new last day must be after the current one"],
      [expired.id, addDays(today, -1), "The new last day cannot be in the past"],
      [
        voucher.id,
        addDays(today, 5 * 366 + 1),
        "The new last day can be at most 5 years from today",
      ],
      [voucher.id, "2031-02-30", "Last day must be a date (YYYY-MM-DD)"],
      [voucher.id, "next year", "Last day must be a date (YYYY-MM-DD)"],
      [voucher.id, 20310101, "Last day must be a date (YYYY-MM-DD)"],
    ];
    for (const [id, expiresOn, message] of cases) {
      const answer = await extend(id, expiresOn);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({
        error: message,
        details: [{ path: "expiresOn", message }],
      });
    }
    expect((await listedVoucher(voucher.id))?.expiresOn).toBe(addDays(today, 30));
    expect((await listedVoucher(expired.id))?.expiresOn).toBe(addDays(today, -10));
    expect(await listActivity({ subjectKind: "gift_voucher", subjectId: voucher.id })).toEqual([]);
  });

  it("answers 404 for an unknown voucher or one whose sale was not paid", async () => {
    const later = addDays(todayInBrussels(), 400);
    const unknown = await extend("00000000-0000-4000-8000-000000000000", later);
    expect(unknown.status).toBe(404);
    const { token } = await voucherBuyer();
    const unpaid = (await buyVoucher(token, { amount: 60 })).body as { id: string };
    expect((await extend(unpaid.id, later)).status).toBe(404);
    expect((await extend("not-a-voucher", later)).status).toBe(400);
  });

  it("answers only the owner: 401 without a session or with a guest's token, 403 without the CSRF token", async () => {
    const voucher = await soldVoucher();
    const guest = await signInAs(nextGuest());
    const path = `/api/owner/gift-vouchers/${voucher.id}/extend`;
    expect((await call("GET", "/api/owner/gift-vouchers")).status).toBe(401);
    expect(
      (await call("GET", "/api/owner/gift-vouchers", bearer(guest.token, { headers: {} }))).status,
    ).toBe(401);
    const later = addDays(todayInBrussels(), 400);
    const body = JSON.stringify({ expiresOn: later });
    const json = { "content-type": "application/json" };
    expect((await call("POST", path, { method: "POST", body, headers: json })).status).toBe(401);
    expect((await owner.send("POST", path, { expiresOn: later })).status).toBe(403);
    expect((await listedVoucher(voucher.id))?.expiresOn).toBe(voucher.expiresOn);
  });
});

describe("gift voucher money on the owner's Today", () => {
  it("shows a voucher's sale as such and the part of a booking payment a voucher paid", async () => {
    const bought = await boughtVoucher(50);
    const voucher = await soldVoucher({ amountCents: 5_000 });
    const split = await booking();
    const { checkoutUrl } = (await payWith(split.bookingId, voucher.code)).body as {
      checkoutUrl: string;
    };
    await settleCheckout(checkoutUrl, "pay");

    const answer = await owner.send("GET", "/api/owner/today");
    expect(answer.status).toBe(200);
    const rows = (answer.body as OwnerToday).payments;
    const db = await getDb();
    const [sale] = await db.select().from(payments).where(eq(payments.giftVoucherId, bought.id));
    expect(rows.find((row) => row.id === sale!.id)).toMatchObject({
      kind: "received",
      bookingId: null,
      propertyName: null,
      giftVoucherId: bought.id,
      guestName: "Ann Peeters",
      amount: 50,
      voucherAmount: 0,
    });
    const [paid] = await db.select().from(payments).where(eq(payments.bookingId, split.bookingId));
    expect(rows.find((row) => row.id === paid!.id)).toMatchObject({
      kind: "received",
      bookingId: split.bookingId,
      giftVoucherId: null,
      amount: (await totalOf(split.bookingId)) / 100,
      voucherAmount: 50,
    });
  });
});

describe("refunding a gift voucher's sale", () => {
  it("refunds an unspent voucher to its buyer's card when they withdraw, after which its code pays for nothing", async () => {
    const voucher = await boughtVoucher(80);
    const refund = `/api/owner/gift-vouchers/${voucher.id}/refund`;
    const answer = await owner.change(refund, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: voucher.id, status: "refunded" });
    expect(await listedVoucher(voucher.id)).toMatchObject({
      status: "refunded",
      remaining: 0,
      used: 0,
    });
    const db = await getDb();
    const [sale] = await db.select().from(payments).where(eq(payments.giftVoucherId, voucher.id));
    expect((await getSandboxPayment(sale!.providerPaymentId!)).refundedCents).toBe(8_000);
    const [entry] = await listActivity({ subjectKind: "gift_voucher", subjectId: voucher.id });
    expect(entry).toMatchObject({ actor: OWNER, action: "gift_voucher.refund" });

    const { bookingId } = await booking();
    expect((await payWith(bookingId, voucher.code)).body).toMatchObject({
      error: "This gift voucher code is not valid",
    });
    expect((await owner.change(refund, {})).body).toMatchObject({
      error: "This gift voucher has been refunded already",
    });
  });

  it("refuses to refund a voucher something was spent from", async () => {
    const voucher = await boughtVoucher(50);
    const { bookingId } = await booking();
    const { checkoutUrl } = (await payWith(bookingId, voucher.code)).body as {
      checkoutUrl: string;
    };
    await settleCheckout(checkoutUrl, "pay");
    const answer = await owner.change(`/api/owner/gift-vouchers/${voucher.id}/refund`, {});
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: "Only a voucher nothing was spent from can be refunded: it has paid for a booking",
    });
    expect((await listedVoucher(voucher.id))?.status).toBe("used_up");
  });
});

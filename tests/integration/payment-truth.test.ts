import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { sqlStateOf } from "@/db/errors";
import { bookings, outboxEmails, payments, refunds } from "@/db/schema";
import { expireUnpaidHolds } from "@/features/bookings/server";
import { retryOwedRefunds } from "@/features/payments/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { bookingRequest, paymentRow, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { payThroughMollieStandInInThisFile, type MollieStandIn } from "../support/mollie-stand-in";
import { call } from "../support/routes";

/** Payment truth that only moves forward, against a stand-in of Mollie (DESIGN 4.3, 4.4). */

let mollie: MollieStandIn;
payThroughMollieStandInInThisFile((standIn) => {
  mollie = standIn;
});

afterEach(() => {
  clock.now = () => new Date();
});

/** Moves the clock to `minutes` after `start`. */
function at(start: number, minutes: number) {
  clock.now = () => new Date(start + minutes * 60_000);
}

let guestNumber = 0;

async function book() {
  guestNumber += 1;
  const email = `truth-${guestNumber}@example.com`;
  const property = await createProperty();
  const created = await call(
    "POST",
    "/api/public/bookings",
    postJson(bookingRequest(property.id, { guestEmail: email })),
  );
  expect(created.status).toBe(201);
  return { bookingId: (created.body as { id: string }).id, email };
}

/** Starts payment and answers Mollie's id of the payment the guest is sent to. */
async function startPayment(bookingId: string): Promise<string> {
  const started = await call("POST", `/api/public/payments/start/${bookingId}`);
  expect(started.status).toBe(200);
  return (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
}

const webhook = (id: string) =>
  call("POST", "/api/public/payments/webhook", {
    body: new URLSearchParams({ id }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

const status = (bookingId: string) =>
  call("GET", `/api/guest/payments/booking/${bookingId}/status`);

async function bookingRow(bookingId: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

async function subjectsTo(to: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
  return rows.map((row) => row.subject);
}

const refundsOf = (providerPaymentId: string) =>
  mollie.refunds.filter((r) => r.paymentId === providerPaymentId);

describe("a payment's status", () => {
  it("stays paid when a stale 'open' answer arrives after 'paid', and nothing is refunded", async () => {
    const { bookingId, email } = await book();
    const id = await startPayment(bookingId);
    // The guest is back while the payment is still open; Mollie's answer to that read is late.
    const late = mollie.delayNextRead(id);
    const returning = status(bookingId);
    await late.asked;
    mollie.payments.get(id)!.status = "paid";
    expect((await webhook(id)).status).toBe(200);
    late.release();
    await returning;
    // The guest reloads and Mollie retries its webhook.
    expect((await status(bookingId)).body).toMatchObject({
      status: "paid",
      bookingStatus: "approved",
    });
    expect((await webhook(id)).status).toBe(200);
    expect((await paymentRow(id)).status).toBe("paid");
    expect((await bookingRow(bookingId)).status).toBe("approved");
    expect(refundsOf(id)).toHaveLength(0);
    expect(
      (await subjectsTo(email)).filter((s) => s.startsWith("Your booking is confirmed")),
    ).toHaveLength(1);
  });

  it("is refused by the database when anything writes it backwards", async () => {
    const { bookingId } = await book();
    const id = await startPayment(bookingId);
    mollie.payments.get(id)!.status = "paid";
    await webhook(id);
    const db = await getDb();
    const error = await db
      .execute(sql`UPDATE payments SET status = 'created' WHERE provider_payment_id = ${id}`)
      .catch((e: unknown) => e);
    expect(sqlStateOf(error)).toBe("23514");
    expect((error as { cause?: { constraint?: string } }).cause?.constraint).toBe(
      "payments_status_forward",
    );
    expect((await paymentRow(id)).status).toBe("paid");
  });
});

describe("the booking's confirming payment", () => {
  it("is recorded, and a second payment paid for the confirmed booking is refunded instead", async () => {
    const { bookingId } = await book();
    const start = Date.now();
    const first = await startPayment(bookingId);
    // The first payment's expiry passed while Mollie keeps it open (a bank transfer): payment is
    // started again within the hold, and the guest pays both.
    at(start, 31);
    const second = await startPayment(bookingId);
    expect(second).not.toBe(first);
    mollie.payments.get(second)!.status = "paid";
    await webhook(second);
    mollie.payments.get(first)!.status = "paid";
    await webhook(first);
    const booking = await bookingRow(bookingId);
    expect(booking.status).toBe("approved");
    expect(booking.confirmedPaymentId).toBe((await paymentRow(second)).id);
    expect(refundsOf(second)).toHaveLength(0);
    expect(refundsOf(first)).toEqual([
      expect.objectContaining({ amount: { currency: "EUR", value: expect.any(String) } }),
    ]);
    const view = await call("GET", `/api/public/bookings/${bookingId}`);
    expect(view.body).toMatchObject({
      paymentId: (await paymentRow(second)).id,
      paymentStatus: "paid",
    });
  });
});

describe("a payment Mollie holds for another amount than asked", () => {
  it("confirms nothing, gets no receipt, and what arrived goes back", async () => {
    const { bookingId } = await book();
    const id = await startPayment(bookingId);
    const atMollie = mollie.payments.get(id)!;
    Object.assign(atMollie, { status: "paid", amount: { currency: "EUR", value: "1.00" } });
    expect((await webhook(id)).status).toBe(200);
    const booking = await bookingRow(bookingId);
    expect(booking.status).toBe("payment_pending");
    expect(booking.confirmedPaymentId).toBeNull();
    expect(await paymentRow(id)).toMatchObject({ status: "paid", receiptNumber: null });
    expect(refundsOf(id)).toEqual([
      expect.objectContaining({ amount: { currency: "EUR", value: "1.00" } }),
    ]);
    const db = await getDb();
    const [owed] = await db
      .select({ reason: refunds.reason, amountCents: refunds.amountCents })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.providerPaymentId, id));
    expect(owed).toEqual({ reason: "wrong_amount", amountCents: 100 });
  });
});

describe("a hold kept by a payment at Mollie", () => {
  it("is confirmed when hold expiry finds the money arrived without a webhook", async () => {
    const { bookingId } = await book();
    const start = Date.now();
    const id = await startPayment(bookingId);
    mollie.payments.get(id)!.status = "paid";
    at(start, 91);
    await expireUnpaidHolds();
    expect((await bookingRow(bookingId)).status).toBe("approved");
  });

  it("is released after the payment's expiry though Mollie still has it open, which is ended there", async () => {
    const { bookingId } = await book();
    const start = Date.now();
    const id = await startPayment(bookingId);
    at(start, 29);
    await expireUnpaidHolds();
    expect((await bookingRow(bookingId)).status).toBe("payment_pending");
    at(start, 61);
    expect((await call("POST", `/api/public/payments/start/${bookingId}`)).status).toBe(409);
    await expireUnpaidHolds();
    expect((await bookingRow(bookingId)).status).toBe("cancelled");
    expect(mollie.payments.get(id)!.status).toBe("canceled");
  });
});

describe("money owed back", () => {
  it("is refunded exactly once when Mollie refuses the refund twice, and guest and owner are told once", async () => {
    const { bookingId, email } = await book();
    const start = Date.now();
    const id = await startPayment(bookingId);
    // A card payment Mollie keeps open past its expiry; the hold is released meanwhile.
    mollie.payments.get(id)!.cancelable = false;
    at(start, 61);
    await expireUnpaidHolds();
    expect((await bookingRow(bookingId)).status).toBe("cancelled");
    const ownerMails = (await subjectsTo(getConfig().OWNER_EMAIL)).length;

    mollie.refusedRefunds = 2;
    mollie.payments.get(id)!.status = "paid";
    expect((await webhook(id)).status).toBe(200);
    const db = await getDb();
    const [owed] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, (await paymentRow(id)).id));
    expect(owed).toMatchObject({ status: "owed", attempts: 1 });
    expect(await retryOwedRefunds()).toEqual({ refunded: 0, failed: 0 });
    at(start, 62);
    expect(await retryOwedRefunds()).toEqual({ refunded: 0, failed: 1 });
    at(start, 64);
    expect(await retryOwedRefunds()).toEqual({ refunded: 1, failed: 0 });
    at(start, 200);
    expect(await retryOwedRefunds()).toEqual({ refunded: 0, failed: 0 });
    await webhook(id);

    expect(refundsOf(id)).toHaveLength(1);
    const asked = mollie.refundRequests.filter((r) => r.paymentId === id);
    expect(asked).toHaveLength(3);
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([owed!.id]));
    const [done] = await db.select().from(refunds).where(eq(refunds.id, owed!.id));
    expect(done).toMatchObject({ status: "refunded", attempts: 3 });
    expect(
      (await subjectsTo(email)).filter((s) => s.startsWith("Your payment is being refunded")),
    ).toHaveLength(1);
    const owner = (await subjectsTo(getConfig().OWNER_EMAIL)).slice(ownerMails);
    expect(owner.filter((s) => s.startsWith("Refund issued"))).toHaveLength(1);
    expect((await bookingRow(bookingId)).status).toBe("cancelled");
  });
});

import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { PAYMENT_STATUS_LIMITS } from "@/features/payments/server";
import { clock } from "@/lib/clock";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { payThroughMollieStandInInThisFile, type MollieStandIn } from "../support/mollie-stand-in";
import { call, fromAddress } from "../support/routes";

/*
 * The payment status call, open to anyone with a booking's link (issue 30): it asks Mollie
 * about an open payment at most once every few seconds, and answers each booking and each
 * client only so often.
 */

let mollie: MollieStandIn;
payThroughMollieStandInInThisFile((standIn) => {
  mollie = standIn;
});

afterEach(() => {
  clock.now = () => new Date();
});

/** Holds the clock at `start` plus `ms`. */
function at(start: number, ms = 0) {
  clock.now = () => new Date(start + ms);
}

let guestNumber = 0;

/** A booking with its payment open at Mollie; answers our booking's and Mollie's ids. */
async function openPayment() {
  guestNumber += 1;
  const property = await createProperty();
  const created = await call(
    "POST",
    "/api/public/bookings",
    postJson(bookingRequest(property.id, { guestEmail: `status-${guestNumber}@example.com` })),
  );
  expect(created.status).toBe(201);
  const bookingId = (created.body as { id: string }).id;
  const started = await call("POST", `/api/public/payments/start/${bookingId}`);
  expect(started.status).toBe(200);
  const id = (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
  return { bookingId, id };
}

const status = (bookingId: string, headers: Record<string, string> = {}) =>
  call("GET", `/api/guest/payments/booking/${bookingId}/status`, { headers });

const webhook = (id: string) =>
  call("POST", "/api/public/payments/webhook", {
    body: new URLSearchParams({ id }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

/** Requests Mollie has answered so far, of any kind. */
const mollieCalls = () => mollie.authorizations.length;

const OPEN = { status: "created", bookingStatus: "payment_pending" };
const PAID = { status: "paid", bookingStatus: "approved" };
const { providerAnswerMs, perBooking, perClient } = PAYMENT_STATUS_LIMITS;

let clients = 0;
/** A client nobody has used yet. */
const newClient = () => fromAddress(`203.0.113.${++clients % 250}`);

describe("the provider's answer about an open payment", () => {
  it(`is asked for at most once every ${providerAnswerMs / 1000} seconds, however often and from however many clients the status is asked`, async () => {
    const { bookingId } = await openPayment();
    const start = Date.now();
    at(start);
    const before = mollieCalls();
    const together = await Promise.all(
      Array.from({ length: 10 }, () => status(bookingId, newClient())),
    );
    for (const answer of together) expect(answer.body).toMatchObject(OPEN);
    for (let i = 0; i < 10; i++)
      expect((await status(bookingId, newClient())).body).toMatchObject(OPEN);
    expect(mollieCalls() - before).toBe(1);

    at(start, providerAnswerMs - 1);
    await status(bookingId, newClient());
    expect(mollieCalls() - before).toBe(1);
    at(start, providerAnswerMs);
    await status(bookingId, newClient());
    await status(bookingId, newClient());
    expect(mollieCalls() - before).toBe(2);
  });

  it("does not hide a payment the webhook recorded paid: the next status call shows it", async () => {
    const { bookingId, id } = await openPayment();
    at(Date.now());
    expect((await status(bookingId)).body).toMatchObject(OPEN);
    mollie.payments.get(id)!.status = "paid";
    expect((await webhook(id)).status).toBe(200);
    expect((await status(bookingId)).body).toMatchObject(PAID);
  });

  it(`shows a payment paid within ${providerAnswerMs / 1000} seconds when Mollie knows it before the webhook comes`, async () => {
    const { bookingId, id } = await openPayment();
    const start = Date.now();
    at(start);
    expect((await status(bookingId)).body).toMatchObject(OPEN);
    mollie.payments.get(id)!.status = "paid";
    expect((await status(bookingId)).body).toMatchObject(OPEN);
    at(start, providerAnswerMs);
    expect((await status(bookingId)).body).toMatchObject(PAID);
  });

  it("is still asked for by every webhook, whatever the status call asked a moment ago", async () => {
    const { bookingId, id } = await openPayment();
    at(Date.now());
    await status(bookingId);
    const before = mollieCalls();
    expect((await webhook(id)).status).toBe(200);
    expect((await webhook(id)).status).toBe(200);
    expect(mollieCalls() - before).toBe(2);
  });
});

describe("the status of a booking not paid yet", () => {
  it("says until when its dates are held, and nothing once it is paid", async () => {
    const { bookingId, id } = await openPayment();
    at(Date.now());
    const [held] = await (
      await getDb()
    )
      .select({ until: bookings.holdExpiresAt })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(held?.until).toBeInstanceOf(Date);
    expect((await status(bookingId)).body).toMatchObject({
      ...OPEN,
      heldUntil: held!.until!.toISOString(),
    });
    mollie.payments.get(id)!.status = "paid";
    expect((await webhook(id)).status).toBe(200);
    expect((await status(bookingId)).body).toMatchObject({ ...PAID, heldUntil: null });
  });
});

describe("status calls about one booking", () => {
  it(`are answered ${perBooking.limit} times a minute from all clients together, then 429 with Retry-After, in the guest's language too`, async () => {
    const { bookingId } = await openPayment();
    const other = await openPayment();
    const start = Date.now();
    at(start);
    for (let i = 0; i < perBooking.limit; i++) {
      expect((await status(bookingId, newClient())).status).toBe(200);
    }
    const client = newClient();
    const refused = await status(bookingId, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.body).toEqual({
      code: "RATE_LIMITED",
      error: "Too many payment status checks. Please try again in 1 minute.",
    });
    const dutch = await status(bookingId, { ...newClient(), "accept-language": "nl" });
    expect((dutch.body as { error: string }).error).toBe(
      "Te veel controles van de betalingsstatus. Probeer het over 1 minuut opnieuw.",
    );
    // Another booking is answered, to the client refused about this one too.
    expect((await status(other.bookingId, client)).status).toBe(200);
    at(start, perBooking.windowMs);
    expect((await status(bookingId, newClient())).body).toMatchObject(OPEN);
  });
});

describe("status calls from one client", () => {
  it(`are answered ${perClient.limit} times a minute about any bookings, then 429; other clients are still answered`, async () => {
    const bookings = await Promise.all(
      Array.from({ length: Math.ceil(perClient.limit / perBooking.limit) + 1 }, openPayment),
    );
    const client = fromAddress("198.51.100.200");
    const start = Date.now();
    at(start);
    for (let i = 0; i < perClient.limit; i++) {
      const { bookingId } = bookings[i % bookings.length]!;
      expect((await status(bookingId, client)).status).toBe(200);
    }
    const refused = await status(bookings[0]!.bookingId, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
    // The refusal counted against no booking: another client is answered about each.
    for (const { bookingId } of bookings) {
      expect((await status(bookingId, fromAddress("198.51.100.201"))).status).toBe(200);
    }
    at(start, perClient.windowMs);
    expect((await status(bookings[0]!.bookingId, client)).status).toBe(200);
  });
});

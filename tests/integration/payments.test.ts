import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, outboxEmails, payments, refunds, sandboxPayments, stayHolds } from "@/db/schema";
import { expireUnpaidHolds, HOLD_ENDED_MESSAGE } from "@/features/bookings/server";
import { PAYMENT_STATUS_LIMITS } from "@/features/payments/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { call } from "../support/routes";

let guestNumber = 0;

/** A pending booking made through the API, and the payment started for it. */
async function bookAndStartPayment(startHeaders: Record<string, string> = {}) {
  guestNumber += 1;
  const email = `payer-${guestNumber}@example.com`;
  const property = await createProperty();
  const created = await call(
    "POST",
    "/api/public/bookings",
    postJson(bookingRequest(property.id, { guestEmail: email })),
  );
  const bookingId = (created.body as { id: string }).id;
  const started = await call("POST", `/api/public/payments/start/${bookingId}`, {
    headers: startHeaders,
  });
  const checkoutUrl = (started.body as { checkoutUrl: string }).checkoutUrl;
  const paymentId = checkoutUrl.split("/").at(-1)!;
  return { bookingId, paymentId, checkoutUrl, email, started };
}

async function settle(paymentId: string, outcome: string, method?: string) {
  return call("POST", `/api/sandbox/payments/${paymentId}`, {
    method: "POST",
    body: new URLSearchParams({ outcome, ...(method ? { method } : {}) }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

async function webhook(id: string) {
  return call("POST", "/api/public/payments/webhook", {
    method: "POST",
    body: new URLSearchParams({ id }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

async function status(bookingId: string) {
  return call("GET", `/api/guest/payments/booking/${bookingId}/status`);
}

async function bookingRow(bookingId: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

async function mailSubjects(to: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
  return rows.map((r) => r.subject);
}

describe("starting a payment", () => {
  it("charges the stored total at the sandbox checkout and marks the booking payment_pending", async () => {
    const { bookingId, paymentId, checkoutUrl, started } = await bookAndStartPayment();
    expect(started.status).toBe(200);
    expect(checkoutUrl).toBe(`/sandbox/checkout/${paymentId}`);
    const booking = await bookingRow(bookingId);
    const db = await getDb();
    const [sandbox] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    expect(booking.status).toBe("payment_pending");
    expect(booking.paymentStartedAt).not.toBeNull();
    expect(sandbox?.amountCents).toBe(booking.totalCents);
    expect(sandbox?.redirectUrl).toBe(
      `${getConfig().PUBLIC_BASE_URL}/booking/${bookingId}/payment-return`,
    );
  });

  it("sends the guest back to the payment-return page in the language of the page that paid", async () => {
    const { bookingId, paymentId } = await bookAndStartPayment({
      "Accept-Language": "nl-BE,nl;q=0.9,en;q=0.5",
    });
    const back = await settle(paymentId, "pay");
    expect(back.headers.get("location")).toBe(`/nl/booking/${bookingId}/payment-return`);
  });

  it("sends the guest back to the English page for a language the site does not have", async () => {
    const { bookingId, paymentId } = await bookAndStartPayment({ "Accept-Language": "es-ES" });
    const back = await settle(paymentId, "cancel");
    expect(back.headers.get("location")).toBe(`/booking/${bookingId}/payment-return`);
  });

  it("refuses to take money for a booking that is no longer payable", async () => {
    const { bookingId } = await bookAndStartPayment();
    const db = await getDb();
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, bookingId));
    const { status: code, body } = await call("POST", `/api/public/payments/start/${bookingId}`);
    expect(code).toBe(409);
    expect(body).toMatchObject({ error: "This booking cannot be paid", code: "CONFLICT" });
  });

  it("refuses with 400 to charge €0.00 for a booking priced at nothing, and opens no payment", async () => {
    const property = await createProperty();
    const created = await call(
      "POST",
      "/api/public/bookings",
      postJson(bookingRequest(property.id, { guestEmail: "priced-at-nothing@example.com" })),
    );
    const bookingId = (created.body as { id: string }).id;
    // Booked before a stay priced at nothing was refused.
    const db = await getDb();
    await db.update(bookings).set({ totalCents: 0 }).where(eq(bookings.id, bookingId));
    const refused = await call("POST", `/api/public/payments/start/${bookingId}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error:
        "This stay has no price yet, so it cannot be booked or paid online. Please contact us.",
      code: "INVALID_STAY",
      details: { rule: "NO_PRICE" },
    });
    expect(await db.select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual([]);
    expect(
      await db.select().from(sandboxPayments).where(eq(sandboxPayments.bookingId, bookingId)),
    ).toEqual([]);
    expect((await bookingRow(bookingId)).status).toBe("pending");
  });

  it("answers 404 for an unknown booking", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await call("POST", `/api/public/payments/start/${id}`)).status).toBe(404);
  });
});

describe("the provider's answer", () => {
  it("confirms the stay when the guest pays (instant book), with one confirmation mail", async () => {
    const { bookingId, paymentId, email } = await bookAndStartPayment();
    const back = await settle(paymentId, "pay");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/booking/${bookingId}/payment-return`);
    expect((await webhook(paymentId)).status).toBe(200);
    const booking = await bookingRow(bookingId);
    expect(booking.status).toBe("approved");
    expect(booking.paymentConfirmedAt).not.toBeNull();
    // The return page names what was paid for: the home, the stay and the amount.
    const request = bookingRequest(booking.propertyId);
    expect((await status(bookingId)).body).toEqual({
      status: "paid",
      bookingStatus: "approved",
      home: (
        (await call("GET", `/api/public/properties/${booking.propertyId}`)).body as { name: string }
      ).name,
      startDate: request.startDate.slice(0, 10),
      endDate: request.endDate.slice(0, 10),
      amount: booking.totalCents / 100,
      // Paid: no longer a hold that runs out.
      heldUntil: null,
    });
    expect(
      (await mailSubjects(email)).filter((s) => s.startsWith("Your booking is confirmed")),
    ).toHaveLength(1);
  });

  it("offers Bancontact, iDEAL and card, and records the method the provider says was used", async () => {
    const { bookingId, paymentId } = await bookAndStartPayment();
    const db = await getDb();
    const [offered] = await db
      .select({ methods: sandboxPayments.methods })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    expect(offered!.methods).toEqual(["bancontact", "ideal", "creditcard"]);
    expect((await settle(paymentId, "pay", "ideal")).status).toBe(303);
    await webhook(paymentId);
    const [paid] = await db
      .select({ method: payments.method, status: payments.status })
      .from(payments)
      .where(eq(payments.bookingId, bookingId));
    expect(paid).toEqual({ method: "ideal", status: "paid" });
  });

  it("refuses at the sandbox a method the payment does not offer", async () => {
    const { paymentId } = await bookAndStartPayment();
    const refused = await settle(paymentId, "pay", "bitcoins");
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: "This payment method is not offered for this payment",
    });
  });

  it("reaches one final state however often and in whatever order webhook and return arrive", async () => {
    const { bookingId, paymentId, email } = await bookAndStartPayment();
    await settle(paymentId, "pay");
    // The guest is back before any webhook; then Mollie retries ten times.
    expect((await status(bookingId)).body).toMatchObject({
      status: "paid",
      bookingStatus: "approved",
    });
    for (let i = 0; i < 10; i++) expect((await webhook(paymentId)).status).toBe(200);
    expect((await status(bookingId)).body).toMatchObject({
      status: "paid",
      bookingStatus: "approved",
    });
    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(
      1,
    );
    expect(
      (await mailSubjects(email)).filter((s) => s.startsWith("Your booking is confirmed")),
    ).toHaveLength(1);
  });

  it("reuses the sandbox's answer about an open payment for a few seconds, then asks again", async () => {
    const { bookingId, paymentId } = await bookAndStartPayment();
    const start = Date.now();
    try {
      clock.now = () => new Date(start);
      expect((await status(bookingId)).body).toMatchObject({
        status: "created",
        bookingStatus: "payment_pending",
      });
      // Paid at the sandbox, its webhook not arrived yet.
      await settle(paymentId, "pay");
      expect((await status(bookingId)).body).toMatchObject({ status: "created" });
      clock.now = () => new Date(start + PAYMENT_STATUS_LIMITS.providerAnswerMs);
      expect((await status(bookingId)).body).toMatchObject({
        status: "paid",
        bookingStatus: "approved",
      });
    } finally {
      clock.now = () => new Date();
    }
  });

  it.each(["cancel", "fail", "expire"])(
    "leaves the booking payable after '%s', and tells the guest how to pay",
    async (outcome) => {
      const { bookingId, paymentId, email } = await bookAndStartPayment();
      await settle(paymentId, outcome);
      await webhook(paymentId);
      const expected = { cancel: "canceled", fail: "failed", expire: "expired" }[outcome];
      expect((await status(bookingId)).body).toMatchObject({
        status: expected,
        bookingStatus: "payment_pending",
      });
      expect(
        (await mailSubjects(email)).some((s) => s.startsWith("Your payment was not completed")),
      ).toBe(true);
      const again = await call("POST", `/api/public/payments/start/${bookingId}`);
      expect(again.status).toBe(200);
    },
  );

  it("refunds a payment that arrives for a booking that lost its hold, and tells guest and owner", async () => {
    const { bookingId, paymentId, email } = await bookAndStartPayment();
    const db = await getDb();
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, bookingId));
    await db.delete(stayHolds).where(eq(stayHolds.bookingId, bookingId));
    await settle(paymentId, "pay");
    await webhook(paymentId);
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
    const [sandbox] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    const [refund] = await db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(refund).toMatchObject({ status: "refunded", amountCents: payment?.amountCents });
    expect(sandbox?.refundedCents).toBe(payment?.amountCents);
    expect((await bookingRow(bookingId)).status).toBe("cancelled");
    expect(
      (await mailSubjects(email)).some((s) => s.startsWith("Your payment is being refunded")),
    ).toBe(true);
    expect(
      (await mailSubjects(getConfig().OWNER_EMAIL)).some((s) => s.startsWith("Refund issued")),
    ).toBe(true);
  });

  it("answers 200 to a webhook for a payment it does not know, and 400 without an id", async () => {
    expect((await webhook("tr_unknown")).status).toBe(200);
    const empty = await call("POST", "/api/public/payments/webhook", { body: "" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: "id is required" });
  });
});

describe("unpaid holds", () => {
  it("are released after the hold time without a payment, freeing the dates", async () => {
    const property = await createProperty();
    const request = bookingRequest(property.id, { guestEmail: "slow@example.com" });
    const created = await call("POST", "/api/public/bookings", postJson(request));
    const bookingId = (created.body as { id: string }).id;
    const start = Date.now();
    try {
      clock.now = () => new Date(start + 59 * 60_000);
      await expireUnpaidHolds();
      expect((await bookingRow(bookingId)).status).toBe("pending");
      clock.now = () => new Date(start + 61 * 60_000);
      await expireUnpaidHolds();
    } finally {
      clock.now = () => new Date();
    }
    expect((await bookingRow(bookingId)).status).toBe("cancelled");
    expect(
      (await mailSubjects("slow@example.com")).some((s) =>
        s.startsWith("Your booking has expired"),
      ),
    ).toBe(true);
    const again = await call(
      "POST",
      "/api/public/bookings",
      postJson({ ...request, guestEmail: "next@example.com" }),
    );
    expect(again.status).toBe(201);
  });

  it("are kept by an open payment only until that payment's own expiry, which the provider keeps too", async () => {
    const property = await createProperty();
    const created = await call(
      "POST",
      "/api/public/bookings",
      postJson(bookingRequest(property.id)),
    );
    const bookingId = (created.body as { id: string }).id;
    const start = Date.now();
    let paymentId = "";
    try {
      clock.now = () => new Date(start + 50 * 60_000);
      const started = await call("POST", `/api/public/payments/start/${bookingId}`);
      paymentId = (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
      const db = await getDb();
      const [payment] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
      const [sandbox] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paymentId));
      expect(payment?.expiresAt.getTime()).toBe(start + 80 * 60_000);
      expect(sandbox?.expiresAt.getTime()).toBe(start + 80 * 60_000);
      clock.now = () => new Date(start + 79 * 60_000);
      await expireUnpaidHolds();
      expect((await bookingRow(bookingId)).status).toBe("payment_pending");
      clock.now = () => new Date(start + 81 * 60_000);
      await expireUnpaidHolds();
      expect((await bookingRow(bookingId)).status).toBe("cancelled");
      // The checkout can no longer take the money.
      await settle(paymentId, "pay");
    } finally {
      clock.now = () => new Date();
    }
    expect((await status(bookingId)).body).toMatchObject({
      status: "expired",
      bookingStatus: "cancelled",
    });
    // Told that the dates went, not invited to pay again.
    const subjects = await mailSubjects(bookingRequest(property.id).guestEmail);
    expect(subjects.some((s) => s.startsWith("Your booking has expired"))).toBe(true);
    expect(subjects.some((s) => s.startsWith("Your payment was not completed"))).toBe(false);
  });

  it("cannot be kept past twice the hold time by starting payment again and again", async () => {
    const property = await createProperty();
    const request = bookingRequest(property.id);
    const created = await call("POST", "/api/public/bookings", postJson(request));
    const bookingId = (created.body as { id: string }).id;
    const start = Date.now();
    const answers: number[] = [];
    try {
      // A script that starts a payment every five minutes and never pays.
      for (let minute = 0; minute <= 125; minute += 5) {
        clock.now = () => new Date(start + minute * 60_000);
        answers.push((await call("POST", `/api/public/payments/start/${bookingId}`)).status);
        await expireUnpaidHolds();
      }
    } finally {
      clock.now = () => new Date();
    }
    const db = await getDb();
    const opened = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(opened).toHaveLength(2);
    expect(answers.filter((s) => s === 200)).toHaveLength(12);
    expect(answers.slice(12).every((s) => s === 409)).toBe(true);
    expect((await bookingRow(bookingId)).status).toBe("cancelled");
    const next = await call(
      "POST",
      "/api/public/bookings",
      postJson({ ...request, guestEmail: "next-in-line@example.com" }),
    );
    expect(next.status).toBe(201);
  });
});

describe("starting payment again", () => {
  it("returns the open payment's checkout address instead of opening another", async () => {
    const { bookingId, checkoutUrl } = await bookAndStartPayment();
    const again = await call("POST", `/api/public/payments/start/${bookingId}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ checkoutUrl });
    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(
      1,
    );
  });

  it("answers 409 once the hold has ended, saying the dates are no longer held", async () => {
    const property = await createProperty();
    const created = await call(
      "POST",
      "/api/public/bookings",
      postJson(bookingRequest(property.id)),
    );
    const bookingId = (created.body as { id: string }).id;
    const start = Date.now();
    try {
      clock.now = () => new Date(start + 61 * 60_000);
      const late = await call("POST", `/api/public/payments/start/${bookingId}`);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ error: HOLD_ENDED_MESSAGE, code: "CONFLICT" });
    } finally {
      clock.now = () => new Date();
    }
    expect(HOLD_ENDED_MESSAGE).toBe(
      "These dates are no longer held for this booking. Please make a new booking.",
    );
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, outboxEmails, payments, refunds } from "@/db/schema";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { payThroughMollieStandInInThisFile, type MollieStandIn } from "../support/mollie-stand-in";
import { call, fromAddress } from "../support/routes";

/*
 * Mollie's webhook, the guest's return to the payment-return page (its first status call) and
 * that page's poll (its later status calls) reach the server in any order and at once, and an
 * answer Mollie gave while the payment was still open may arrive after it was paid. Every order
 * ends the same: the booking approved, the payment paid, one confirmation, nothing refunded.
 */

let mollie: MollieStandIn;
payThroughMollieStandInInThisFile((standIn) => {
  mollie = standIn;
});

type Actor = "webhook" | "return" | "poll";
const ACTORS: Actor[] = ["webhook", "return", "poll"];

function orders(items: Actor[]): Actor[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((first) =>
    orders(items.filter((item) => item !== first)).map((rest) => [first, ...rest]),
  );
}

let guests = 0;

async function bookAndStartPayment() {
  guests += 1;
  const email = `interleaved-${guests}@example.com`;
  const client = fromAddress(`198.51.100.${guests}`);
  const property = await createProperty();
  const created = await call(
    "POST",
    "/api/public/bookings",
    postJson(bookingRequest(property.id, { guestEmail: email }), client),
  );
  const bookingId = (created.body as { id: string }).id;
  const started = await call("POST", `/api/public/payments/start/${bookingId}`);
  const id = (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
  return { bookingId, id, email };
}

function act(actor: Actor, bookingId: string, id: string) {
  if (actor === "webhook") {
    return call("POST", "/api/public/payments/webhook", {
      body: new URLSearchParams({ id }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  }
  return call("GET", `/api/guest/payments/booking/${bookingId}/status`);
}

async function expectPaidOnce(bookingId: string, id: string, email: string) {
  const db = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [payment] = await db.select().from(payments).where(eq(payments.providerPaymentId, id));
  const owed = await db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
  const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  expect(booking?.status).toBe("approved");
  expect(booking?.confirmedPaymentId).toBe(payment?.id);
  expect(payment?.status).toBe("paid");
  expect(owed).toHaveLength(0);
  expect(mollie.refunds.filter((r) => r.paymentId === id)).toHaveLength(0);
  expect(mails.filter((m) => m.subject.startsWith("Your booking is confirmed"))).toHaveLength(1);
}

describe("webhook, return and poll in every order, with a stale 'open' after 'paid'", () => {
  const cases = orders(ACTORS).flatMap((order) =>
    (["after the next", "after the others"] as const).map((when) => ({ order, when })),
  );

  it.each(cases)(
    "$order.0 hears 'open' late ($when), then $order.1 and $order.2",
    async ({ order, when }) => {
      const [stale, next, last] = order as [Actor, Actor, Actor];
      const { bookingId, id, email } = await bookAndStartPayment();
      const late = mollie.delayNextRead(id);
      const staleCall = act(stale, bookingId, id);
      await late.asked;
      mollie.payments.get(id)!.status = "paid";
      if (when === "after the next") {
        expect((await act(next, bookingId, id)).status).toBe(200);
        late.release();
        expect((await staleCall).status).toBe(200);
        expect((await act(last, bookingId, id)).status).toBe(200);
      } else {
        const answers = await Promise.all([act(next, bookingId, id), act(last, bookingId, id)]);
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        late.release();
        expect((await staleCall).status).toBe(200);
      }
      // Mollie retries, the page polls again: still one truth.
      await Promise.all(ACTORS.map((actor) => act(actor, bookingId, id)));
      await expectPaidOnce(bookingId, id, email);
      const shown = await act("poll", bookingId, id);
      expect(shown.body).toMatchObject({ status: "paid", bookingStatus: "approved" });
    },
  );

  it("confirms once for 30 webhooks, returns and polls arriving at once", async () => {
    const { bookingId, id, email } = await bookAndStartPayment();
    mollie.payments.get(id)!.status = "paid";
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => act(ACTORS[n % 3]!, bookingId, id)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await expectPaidOnce(bookingId, id, email);
  });
});

import { describe, expect, it } from "vitest";
import { mollieProvider } from "@/features/payments/server";
import { payThroughMollieStandInInThisFile, type MollieStandIn } from "../support/mollie-stand-in";

let mollie: MollieStandIn;
payThroughMollieStandInInThisFile((standIn) => {
  mollie = standIn;
});

function provider() {
  return mollieProvider({
    MOLLIE_API_KEY: "test_standin1234567890abcdefghijkl",
    MOLLIE_API_ENDPOINT: mollie.endpoint,
  });
}

let paymentNumber = 0;
/** A payment to open: each with its own id, which is the idempotency key of its creation. */
function payment() {
  paymentNumber += 1;
  return {
    description: "Cabin on the Ourthe Bend, 2027-01-08 to 2027-01-11",
    redirectUrl: "http://localhost:3000/booking/b1/payment-return",
    webhookUrl: "http://localhost:3000/api/public/payments/webhook",
    bookingId: "b1",
    paymentId: `p${paymentNumber}`,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    methods: ["bancontact", "ideal", "creditcard"],
  };
}

describe("the Mollie provider against a local stand-in of Mollie's API", () => {
  it("creates a payment in euros with two decimals and answers Mollie's checkout URL", async () => {
    const opened = payment();
    const created = await provider().createPayment({ ...opened, amountCents: 92700 });
    expect(created.checkoutUrl).toBe(`https://checkout.mollie.test/${created.id}`);
    expect(mollie.payments.get(created.id)).toMatchObject({
      amount: { currency: "EUR", value: "927.00" },
      webhookUrl: opened.webhookUrl,
      redirectUrl: opened.redirectUrl,
      metadata: { bookingId: "b1", paymentId: opened.paymentId },
      offered: ["bancontact", "ideal", "creditcard"],
    });
    expect(mollie.authorizations.at(-1)).toBe("Bearer test_standin1234567890abcdefghijkl");
  });

  it.each([
    ["open", "created"],
    ["pending", "created"],
    ["authorized", "created"],
    ["paid", "paid"],
    ["expired", "expired"],
    ["failed", "failed"],
    ["canceled", "canceled"],
  ])("reads Mollie's '%s' as '%s'", async (mollieStatus, ours) => {
    const { id } = await provider().createPayment({ ...payment(), amountCents: 100 });
    mollie.payments.get(id)!.status = mollieStatus;
    expect(await provider().fetchPayment(id)).toEqual({
      id,
      status: ours,
      method: null,
      amountCents: 100,
    });
  });

  it("reads the method the guest paid with from Mollie", async () => {
    const { id } = await provider().createPayment({ ...payment(), amountCents: 100 });
    Object.assign(mollie.payments.get(id)!, { status: "paid", method: "bancontact" });
    expect(await provider().fetchPayment(id)).toEqual({
      id,
      status: "paid",
      method: "bancontact",
      amountCents: 100,
    });
  });

  it("refuses to ask Mollie for a method it does not know", async () => {
    await expect(
      provider().createPayment({
        ...payment(),
        amountCents: 100,
        methods: ["bancontact", "bitcoins"],
      }),
    ).rejects.toThrow('Mollie knows no payment method "bitcoins"');
  });

  it("refunds the given amount", async () => {
    const { id } = await provider().createPayment({ ...payment(), amountCents: 45050 });
    const { refundId } = await provider().refund(id, 45050, "refund-1");
    expect(refundId).toMatch(/^re_/);
    expect(mollie.refunds.at(-1)).toEqual({
      paymentId: id,
      amount: { currency: "EUR", value: "450.50" },
      metadata: { refundId: "refund-1" },
    });
  });

  it("asks again for a refund with the same idempotency key, so Mollie makes it once", async () => {
    const { id } = await provider().createPayment({ ...payment(), amountCents: 100 });
    const first = await provider().refund(id, 100, "refund-2");
    const again = await provider().refund(id, 100, "refund-2");
    expect(again).toEqual(first);
    expect(mollie.refunds.filter((r) => r.paymentId === id)).toHaveLength(1);
    expect(mollie.refundRequests.filter((r) => r.paymentId === id)).toEqual([
      { paymentId: id, idempotencyKey: "refund-2" },
      { paymentId: id, idempotencyKey: "refund-2" },
    ]);
  });

  it("opens one payment for a create asked twice with one payment id", async () => {
    const opened = payment();
    const first = await provider().createPayment({ ...opened, amountCents: 100 });
    const again = await provider().createPayment({ ...opened, amountCents: 100 });
    expect(again).toEqual(first);
  });

  it("cancels an open payment where Mollie allows it, and says so where it does not", async () => {
    const { id } = await provider().createPayment({ ...payment(), amountCents: 100 });
    await provider().cancelPayment(id);
    expect(await provider().fetchPayment(id)).toEqual({
      id,
      status: "canceled",
      method: null,
      amountCents: 100,
    });
    const card = await provider().createPayment({ ...payment(), amountCents: 100 });
    mollie.payments.get(card.id)!.cancelable = false;
    await expect(provider().cancelPayment(card.id)).rejects.toThrow(/cannot be canceled/);
  });
});

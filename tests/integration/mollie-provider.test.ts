import https from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mollieProvider } from "@/features/payments/server";
import { startMollieStandIn, type MollieStandIn } from "../support/mollie-stand-in";

let mollie: MollieStandIn;
const OriginalAgent = https.Agent;

beforeAll(async () => {
  mollie = await startMollieStandIn();
  // @mollie/api-client pins its own CA bundle; for this test process only, the agent it builds
  // trusts the stand-in's self-signed certificate instead.
  https.Agent = class extends OriginalAgent {
    constructor(options?: https.AgentOptions) {
      super({ ...options, ca: mollie.certificate });
    }
  } as typeof https.Agent;
});

afterAll(async () => {
  https.Agent = OriginalAgent;
  await mollie.close();
});

function provider() {
  return mollieProvider({
    MOLLIE_API_KEY: "test_standin1234567890abcdefghijkl",
    MOLLIE_API_ENDPOINT: mollie.endpoint,
  });
}

const payment = {
  description: "Cabin on the Ourthe Bend, 2027-01-08 to 2027-01-11",
  redirectUrl: "http://localhost:3000/booking/b1/payment-return",
  webhookUrl: "http://localhost:3000/api/public/payments/webhook",
  bookingId: "b1",
};

describe("the Mollie provider against a local stand-in of Mollie's API", () => {
  it("creates a payment in euros with two decimals and answers Mollie's checkout URL", async () => {
    const created = await provider().createPayment({ ...payment, amountCents: 92700 });
    expect(created.checkoutUrl).toBe(`https://checkout.mollie.test/${created.id}`);
    expect(mollie.payments.get(created.id)).toMatchObject({
      amount: { currency: "EUR", value: "927.00" },
      webhookUrl: payment.webhookUrl,
      redirectUrl: payment.redirectUrl,
      metadata: { bookingId: "b1" },
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
    const { id } = await provider().createPayment({ ...payment, amountCents: 100 });
    mollie.payments.get(id)!.status = mollieStatus;
    expect(await provider().fetchPayment(id)).toEqual({ id, status: ours });
  });

  it("refunds the given amount", async () => {
    const { id } = await provider().createPayment({ ...payment, amountCents: 45050 });
    const { refundId } = await provider().refund(id, 45050);
    expect(refundId).toMatch(/^re_/);
    expect(mollie.refunds.at(-1)).toEqual({
      paymentId: id,
      amount: { currency: "EUR", value: "450.50" },
    });
  });
});

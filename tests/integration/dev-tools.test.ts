import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, sandboxPayments } from "@/db/schema";
import { getConfig, type Config } from "@/lib/config";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { call, fromAddress } from "../support/routes";

/** The sandbox's settle endpoint (issue 15): it marks bookings paid, so it serves this machine. */

let payerNumber = 0;

/** A booking with its sandbox payment opened, as a guest on this machine would leave it. */
async function openSandboxPayment(): Promise<{ bookingId: string; paymentId: string }> {
  payerNumber += 1;
  const property = await createProperty();
  const created = await call(
    "POST",
    "/api/public/bookings",
    postJson(bookingRequest(property.id, { guestEmail: `sandbox-${payerNumber}@example.com` })),
  );
  const bookingId = (created.body as { id: string }).id;
  const started = await call("POST", `/api/public/payments/start/${bookingId}`);
  const checkoutUrl = (started.body as { checkoutUrl: string }).checkoutUrl;
  return { bookingId, paymentId: checkoutUrl.split("/").at(-1)! };
}

function settle(paymentId: string, headers: Record<string, string> = {}, body = "outcome=pay") {
  return call("POST", `/api/sandbox/payments/${paymentId}`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** The booking, and the payment as the sandbox provider holds it (what its webhook reports). */
async function bookingAndPayment(bookingId: string) {
  const db = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [payment] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.bookingId, bookingId));
  return { bookingStatus: booking?.status, paymentStatus: payment?.status };
}

/** Runs `test` with some settings changed, as if the server had been started with them. */
async function withSettings(changes: Partial<Config>, test: () => Promise<void>): Promise<void> {
  const config = getConfig();
  const before = { ...config };
  Object.assign(config, changes);
  try {
    await test();
  } finally {
    Object.assign(config, before);
  }
}

describe("the sandbox's settle endpoint", () => {
  it("does not exist for a client elsewhere on the network: the booking stays unpaid", async () => {
    const { bookingId, paymentId } = await openSandboxPayment();

    const answer = await settle(paymentId, fromAddress("192.0.2.9"));

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: "Endpoint not found", code: "NOT_FOUND" });
    expect(await bookingAndPayment(bookingId)).toEqual({
      bookingStatus: "payment_pending",
      paymentStatus: "created",
    });
  });

  it("cannot be reached from elsewhere by naming this machine in X-Forwarded-For", async () => {
    const { bookingId, paymentId } = await openSandboxPayment();

    const forged = { ...fromAddress("192.0.2.9"), "x-forwarded-for": "127.0.0.1" };
    expect((await settle(paymentId, forged)).status).toBe(404);
    expect((await bookingAndPayment(bookingId)).bookingStatus).toBe("payment_pending");
  });

  it("settles for a client on this machine, over IPv4, IPv6 or IPv4-mapped IPv6", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const { bookingId, paymentId } = await openSandboxPayment();

      const answer = await settle(paymentId, fromAddress(address));

      expect(answer.status, address).toBe(303);
      expect(answer.headers.get("location")).toBe(`/booking/${bookingId}/payment-return`);
      expect((await bookingAndPayment(bookingId)).paymentStatus, address).toBe("paid");
    }
  });

  it("serves every client with DEV_TOOLS=true", async () => {
    const { bookingId, paymentId } = await openSandboxPayment();

    await withSettings({ DEV_TOOLS: true }, async () => {
      expect((await settle(paymentId, fromAddress("192.0.2.9"))).status).toBe(303);
    });

    expect((await bookingAndPayment(bookingId)).paymentStatus).toBe("paid");
  });

  it("does not exist in production, not even for this machine", async () => {
    const { bookingId, paymentId } = await openSandboxPayment();

    await withSettings({ APP_ENV: "production" }, async () => {
      expect((await settle(paymentId)).status).toBe(404);
    });

    expect((await bookingAndPayment(bookingId)).paymentStatus).toBe("created");
  });

  it("refuses a body past 64 KB with a 413, like every other endpoint", async () => {
    const { bookingId, paymentId } = await openSandboxPayment();
    const body = `outcome=pay&padding=${"x".repeat(70_000)}`;

    const answer = await settle(paymentId, {}, body);

    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ error: "Request body is too large", code: "PAYLOAD_TOO_LARGE" });
    expect((await bookingAndPayment(bookingId)).paymentStatus).toBe("created");
  });
});

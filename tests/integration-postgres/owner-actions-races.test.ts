import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, payments, refunds, sandboxPayments } from "@/db/schema";
import { blockDates, listBlocks } from "@/features/availability/server";
import { transition } from "@/features/bookings/server";
import { oweRefund, retryOwedRefunds } from "@/features/payments/server";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { call, fromAddress } from "../support/routes";

const OWNER = "owner@ardennes-stays.example";
const realNow = clock.now;

afterEach(() => {
  clock.now = realNow;
});

describe("a block and a booking for the same nights at once", () => {
  it("gives the nights to exactly one of them, 50 times over", async () => {
    for (let round = 0; round < 50; round++) {
      const property = await createProperty();
      const request = bookingRequest(property.id, { guestEmail: `race-${round}@example.com` });
      const from = request.startDate.slice(0, 10);
      const [booked, blocked] = await Promise.all([
        call(
          "POST",
          "/api/public/bookings",
          postJson(request, fromAddress(`198.19.${round >> 8}.${round & 255}`)),
        ),
        blockDates(OWNER, { propertyId: property.id, from, to: addDays(from, 3) }).then(
          () => "blocked" as const,
          (error: unknown) => error,
        ),
      ]);
      const bookingWon = booked.status === 201;
      const blockWon = blocked === "blocked";
      expect(bookingWon !== blockWon, `round ${round}: ${booked.status}, ${String(blocked)}`).toBe(
        true,
      );
      if (bookingWon) {
        expect(blocked).toMatchObject({ status: 409, body: { code: "DATES_UNAVAILABLE" } });
      } else {
        expect(booked.status).toBe(409);
      }
      const db = await getDb();
      const held = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));
      const blocks = await listBlocks(property.id, { from, to: addDays(from, 3) });
      expect(held.length + blocks.length).toBe(1);
    }
  });
});

describe("a refund interrupted between its record and the provider", () => {
  it("is completed exactly once by the refunds job, however many instances run it", async () => {
    const property = await createProperty();
    const created = await call(
      "POST",
      "/api/public/bookings",
      postJson(bookingRequest(property.id), fromAddress("198.19.200.1")),
    );
    const bookingId = (created.body as { id: string }).id;
    const started = await call("POST", `/api/public/payments/start/${bookingId}`);
    const sandboxId = (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
    const form = (body: Record<string, string>) => ({
      method: "POST",
      body: new URLSearchParams(body).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await call("POST", `/api/sandbox/payments/${sandboxId}`, form({ outcome: "pay" }));
    await call("POST", "/api/public/payments/webhook", form({ id: sandboxId }));
    const db = await getDb();
    const [payment] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));

    // The owner's cancel commits its refund as owed; the process then claims it and dies
    // before the provider hears of it.
    const refundId = await db.transaction(async (tx) => {
      await transition(tx, bookingId, "cancelled", { actor: "owner" });
      return oweRefund(tx, payment!, { reason: "cancelled_by_owner", amountCents: 5_000 });
    });
    const start = Date.now();
    await db
      .update(refunds)
      .set({ lockedUntil: new Date(start + 60_000), attempts: 1 })
      .where(eq(refunds.id, refundId!));

    // While the dead claim's lease lasts, nobody asks the provider.
    const early = await Promise.all(Array.from({ length: 5 }, () => retryOwedRefunds()));
    expect(early.map((r) => r.refunded)).toEqual([0, 0, 0, 0, 0]);

    clock.now = () => new Date(start + 61_000);
    const runs = await Promise.all(Array.from({ length: 5 }, () => retryOwedRefunds()));
    expect(runs.reduce((sum, r) => sum + r.refunded, 0)).toBe(1);
    expect(await retryOwedRefunds()).toEqual({ refunded: 0, failed: 0 });

    const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId!));
    expect(refund?.status).toBe("refunded");
    const [sandbox] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, sandboxId));
    expect(sandbox?.refundedCents).toBe(5_000);
  });
});

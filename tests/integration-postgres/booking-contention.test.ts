import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { payments, sandboxPayments } from "@/db/schema";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { call, fromAddress } from "../support/routes";

let clients = 0;
/** Each request from its own client address: the per-address limit is not what these test. */
function newClient(): Record<string, string> {
  clients += 1;
  return fromAddress(`198.18.${clients >> 8}.${clients & 255}`);
}

describe("many guests asking for the same nights at once", () => {
  it("gives the nights to exactly one of 50 concurrent requests and answers the others 409", async () => {
    const property = await createProperty({ overrides: { maxGuests: 6 } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          "POST",
          "/api/public/bookings",
          postJson(
            bookingRequest(property.id, { guestEmail: `racer-${i}@example.com` }),
            newClient(),
          ),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    const db = await getDb();
    const overlaps = await db.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM stay_holds a JOIN stay_holds b
        ON a.property_id = b.property_id AND a.id < b.id AND a.stay && b.stay`);
    expect(overlaps.rows[0]?.count).toBe(0);
    const held = await db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM bookings WHERE property_id = ${property.id}`,
    );
    expect(held.rows[0]?.count).toBe(1);
  });

  it("creates one booking for 10 concurrent retries with one Idempotency-Key", async () => {
    const property = await createProperty();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          "POST",
          "/api/public/bookings",
          postJson(bookingRequest(property.id), {
            "idempotency-key": "same-click-0001",
            ...newClient(),
          }),
        ),
      ),
    );
    const ids = new Set(answers.map((a) => (a.body as { id?: string }).id));
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
  });
});

describe("one script against one booking or one e-mail address, all at once", () => {
  it("opens one payment for 20 concurrent starts, and sends every one of them to it", async () => {
    const property = await createProperty();
    const created = await call(
      "POST",
      "/api/public/bookings",
      postJson(bookingRequest(property.id), newClient()),
    );
    const bookingId = (created.body as { id: string }).id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", `/api/public/payments/start/${bookingId}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const urls = new Set(answers.map((a) => (a.body as { checkoutUrl: string }).checkoutUrl));
    expect(urls.size).toBe(1);
    const db = await getDb();
    const opened = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(opened).toHaveLength(1);
    const atProvider = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.bookingId, bookingId));
    expect(atProvider).toHaveLength(1);
  });

  it("gives one e-mail address 3 unpaid holds of 8 concurrent bookings, and answers the rest 429", async () => {
    const homes = await Promise.all(Array.from({ length: 8 }, () => createProperty()));
    const answers = await Promise.all(
      homes.map((home) =>
        call(
          "POST",
          "/api/public/bookings",
          postJson(bookingRequest(home.id, { guestEmail: "hoarder@example.com" }), newClient()),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const db = await getDb();
    const held = await db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM bookings WHERE guest_email = 'hoarder@example.com'`,
    );
    expect(held.rows[0]?.count).toBe(3);
  });
});

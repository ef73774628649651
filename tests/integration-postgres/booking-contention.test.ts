import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { call } from "../support/routes";

describe("many guests asking for the same nights at once", () => {
  it("gives the nights to exactly one of 50 concurrent requests and answers the others 409", async () => {
    const property = await createProperty({ overrides: { maxGuests: 6 } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          "POST",
          "/api/public/bookings",
          postJson(bookingRequest(property.id, { guestEmail: `racer-${i}@example.com` })),
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
          postJson(bookingRequest(property.id), { "idempotency-key": "same-click-0001" }),
        ),
      ),
    );
    const ids = new Set(answers.map((a) => (a.body as { id?: string }).id));
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
  });
});

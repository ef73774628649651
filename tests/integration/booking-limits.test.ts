import { describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { bookingRequest, postJson } from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { call, fromAddress } from "../support/routes";

/** Holds nobody can stretch (DESIGN 4.3): how long, how many, and how often. */

let addresses = 0;
/** A client address of its own, so the per-address limit decides only the test about it. */
function newAddress(): Record<string, string> {
  addresses += 1;
  return fromAddress(`192.0.2.${addresses}`);
}

async function book(body: unknown, headers: Record<string, string> = newAddress()) {
  return call("POST", "/api/public/bookings", postJson(body, headers));
}

describe("the length of a stay", () => {
  it("refuses a stay longer than the home's 28 nights, naming the limit, instead of holding it", async () => {
    const property = await createProperty();
    const friday = upcoming(FRIDAY, 14);
    const tooLong = await book(
      bookingRequest(property.id, { startDate: friday, endDate: addDays(friday, 31) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      error: "This property can be booked for at most 28 nights",
      code: "INVALID_STAY",
      details: { rule: "STAY_TOO_LONG" },
    });
    // A year-long hold, which one anonymous request could make before.
    const year = await book(
      bookingRequest(property.id, { startDate: friday, endDate: addDays(friday, 52 * 7 + 3) }),
    );
    expect(year.status).toBe(400);
    const fourWeeks = await book(
      bookingRequest(property.id, { startDate: friday, endDate: addDays(friday, 28) }),
    );
    expect(fourWeeks.status).toBe(201);
  });

  it("takes a longer stay where the home's policy allows it, and quotes and checks it alike", async () => {
    const property = await createProperty({ policy: { maxStayDuration: 60 } });
    const friday = upcoming(FRIDAY, 14);
    const stay = { startDate: friday, endDate: addDays(friday, 59) };
    const query = new URLSearchParams({ ...stay, guests: "2" });
    const quote = await call("GET", `/api/public/properties/${property.id}/quote?${query}`);
    const availability = await call(
      "GET",
      `/api/public/properties/${property.id}/availability?${query}`,
    );
    expect(quote.status).toBe(200);
    expect(availability.body).toMatchObject({ isAvailable: true });
    expect((await book(bookingRequest(property.id, stay))).status).toBe(201);
    const beyond = { startDate: friday, endDate: addDays(friday, 66) };
    const refused = await call(
      "GET",
      `/api/public/properties/${property.id}/quote?${new URLSearchParams({ ...beyond, guests: "2" })}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: "This property can be booked for at most 60 nights",
    });
  });
});

describe("unpaid holds of one guest e-mail address", () => {
  it("refuses a fourth unpaid hold for one e-mail address, whatever its case, with Retry-After", async () => {
    const email = "collector@example.com";
    for (let i = 0; i < 3; i++) {
      const property = await createProperty();
      expect((await book(bookingRequest(property.id, { guestEmail: email }))).status).toBe(201);
    }
    const property = await createProperty();
    const fourth = await book(
      bookingRequest(property.id, { guestEmail: " Collector@Example.COM " }),
    );
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      error:
        "There are already 3 unpaid bookings for this e-mail address. Please pay for one of them, or wait until one expires, before making another booking.",
      code: "RATE_LIMITED",
      details: { rule: "UNPAID_HOLDS", limit: 3 },
    });
    const retryAfter = Number(fourth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    const other = await book(bookingRequest(property.id, { guestEmail: "someone@example.com" }));
    expect(other.status).toBe(201);
  });

  it("takes a new booking once the earlier holds have ended", async () => {
    const email = "patient@example.com";
    for (let i = 0; i < 3; i++) {
      const property = await createProperty();
      await book(bookingRequest(property.id, { guestEmail: email }));
    }
    const property = await createProperty();
    const start = Date.now();
    try {
      clock.now = () => new Date(start + 61 * 60_000);
      expect((await book(bookingRequest(property.id, { guestEmail: email }))).status).toBe(201);
    } finally {
      clock.now = () => new Date();
    }
  });
});

describe("booking requests of one client address", () => {
  it("counts every request, idempotent retries included, and answers the one past the limit 429 with Retry-After", async () => {
    const property = await createProperty();
    const address = fromAddress("203.0.113.60");
    const request = bookingRequest(property.id);
    const key = { "idempotency-key": "family-retries-0001" };
    expect((await book(request, { ...address, ...key })).status).toBe(201);
    for (let i = 1; i < 60; i++) {
      expect((await book(request, { ...address, ...key })).status).toBe(200);
    }
    const refused = await book(request, { ...address, ...key });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: "Too many booking requests from your connection. Please try again in 60 minutes.",
      code: "RATE_LIMITED",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    // Counted before the body is read: a malformed request is refused for the limit too.
    const malformed = await call("POST", "/api/public/bookings", postJson({}, address));
    expect(malformed.status).toBe(429);
    const elsewhere = await book(request, { ...fromAddress("203.0.113.61"), ...key });
    expect(elsewhere.status).toBe(200);
  });
});

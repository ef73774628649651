import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, outboxEmails, stayHolds } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { bookingRequest, postJson } from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty, holdDates } from "../support/fixtures";
import { call } from "../support/routes";

async function create(body: unknown, headers: Record<string, string> = {}) {
  return call("POST", "/api/public/bookings", postJson(body, headers));
}

describe("POST /api/public/bookings", () => {
  it("creates a pending booking that holds its nights, with its quote stored and a mail queued", async () => {
    const property = await createProperty({
      overrides: {
        pricePerNightCents: 20000,
        supplementPerPersonCents: 1000,
        touristTaxCents: 200,
      },
    });
    const request = bookingRequest(property.id, { guestEmail: " Elise@Example.com " });
    const { status, body } = await create(request);

    expect(status).toBe(201);
    const booking = body as { id: string; startDate: string; endDate: string };
    expect(booking).toMatchObject({
      status: "pending",
      guestCount: 2,
      guestEmail: "e***@example.com",
      guestPhone: null,
      pricing: {
        basePrice: { perNight: 200, total: 600 },
        supplements: { perNight: 10, total: 60 },
        touristTax: { perNight: 2, total: 12 },
        summary: { nights: 3, guests: 2, totalPrice: 600 + 60 + 12 + 60 + 45 },
      },
      property: { id: property.id, name: property.name },
    });
    expect(booking.startDate).toBe(request.startDate.slice(0, 10));
    const db = await getDb();
    const [stored] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored).toMatchObject({ guestEmail: "elise@example.com", totalCents: 77700 });
    expect(
      await db.select().from(stayHolds).where(eq(stayHolds.bookingId, booking.id)),
    ).toHaveLength(1);
    const mails = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, "elise@example.com"));
    expect(mails.map((m) => m.subject)).toContain(
      `We received your booking request: ${property.name}`,
    );
  });

  it("answers 409 with the spec's text when the nights are taken, and allows the adjacent stay", async () => {
    const property = await createProperty();
    const friday = upcoming(FRIDAY, 14);
    await holdDates(property.id, addDays(friday, -4), friday);
    const adjacent = await create(bookingRequest(property.id));
    const overlapping = await create(
      bookingRequest(property.id, { guestEmail: "late@example.com" }),
    );
    expect(adjacent.status).toBe(201);
    expect(overlapping.status).toBe(409);
    expect(overlapping.body).toMatchObject({
      error: "This property is not available for the selected dates",
      code: "DATES_UNAVAILABLE",
    });
  });

  it.each([
    [
      "a stay that starts on a Wednesday",
      { startDate: "WED" },
      "Bookings must start on Monday or Friday",
    ],
    ["more guests than the home takes", { guestCount: 9 }, "Guests must be between 1 and 4"],
    [
      "a stay in the past",
      { startDate: "PAST", endDate: "PAST_END" },
      "Check-in cannot be in the past",
    ],
  ])("refuses %s", async (_name, change, message) => {
    const property = await createProperty({ overrides: { maxGuests: 4 } });
    const friday = upcoming(FRIDAY, 14);
    const dates: Record<string, string> = {
      WED: addDays(friday, -2),
      PAST: addDays(friday, -28),
      PAST_END: addDays(friday, -25),
    };
    const resolved = Object.fromEntries(
      Object.entries(change).map(([key, value]) => [
        key,
        typeof value === "string" ? dates[value] : value,
      ]),
    );
    const { status, body } = await create(bookingRequest(property.id, resolved));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message, code: "INVALID_STAY" });
  });

  it("refuses a stay shorter than the minimum stay", async () => {
    const property = await createProperty({ policy: { minStayDuration: 4 } });
    const { status, body } = await create(bookingRequest(property.id));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "This property requires a minimum stay of 4 nights" });
  });

  it.each([
    [{ guestName: "A" }, "Name is required"],
    [{ guestEmail: "nope" }, "Valid email is required"],
    [{ propertyId: "1" }, "Property id must be a UUID"],
    [{ guestCount: "two" }, "guestCount must be a whole number"],
  ])("refuses the malformed payload %j", async (change, message) => {
    const property = await createProperty();
    const { status, body } = await create(bookingRequest(property.id, change));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message, code: "INVALID_INPUT" });
  });

  it("answers 404 for an unknown property", async () => {
    const { status } = await create(bookingRequest("00000000-0000-4000-8000-000000000000"));
    expect(status).toBe(404);
  });

  it("returns the same booking for a retry with the same Idempotency-Key", async () => {
    const property = await createProperty();
    const key = "double-click-4f1c2a";
    const first = await create(bookingRequest(property.id), { "idempotency-key": key });
    const retry = await create(bookingRequest(property.id), { "idempotency-key": key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect((retry.body as { id: string }).id).toBe((first.body as { id: string }).id);
    const reused = await create(
      bookingRequest(property.id, { guestEmail: "someone-else@example.com" }),
      { "idempotency-key": key },
    );
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: "CONFLICT" });
  });

  it("links the booking to the signed-in guest, who alone sees it through the guest API", async () => {
    const property = await createProperty();
    const guestToken = (await signInAs("owner@example.com")).token;
    const strangerToken = (await signInAs("stranger@example.com")).token;
    const { body } = await create(
      bookingRequest(property.id, { guestEmail: "owner@example.com" }),
      {
        authorization: `Bearer ${guestToken}`,
      },
    );
    const id = (body as { id: string }).id;
    const own = await call("GET", `/api/guest/bookings/${id}`, bearer(guestToken));
    const other = await call("GET", `/api/guest/bookings/${id}`, bearer(strangerToken));
    const list = await call("GET", "/api/guest/bookings", bearer(guestToken));
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id,
      guestEmail: "owner@example.com",
      guestPhone: "+32 470 11 22 33",
    });
    expect(other.status).toBe(404);
    expect((list.body as { id: string }[]).map((b) => b.id)).toEqual([id]);
  });
});

describe("GET /api/public/bookings/{id}", () => {
  it("shows the booking with the e-mail masked, no phone, and no caching", async () => {
    const property = await createProperty();
    const { body } = await create(bookingRequest(property.id, { guestEmail: "elise@example.com" }));
    const id = (body as { id: string }).id;
    const { status, headers, body: view } = await call("GET", `/api/public/bookings/${id}`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(view).toMatchObject({ id, guestEmail: "e***@example.com", guestPhone: null });
    expect(JSON.stringify(view)).not.toContain("elise@example.com");
  });

  it("answers 404 for an unknown booking and 400 for a malformed id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("GET", `/api/public/bookings/${unknown}`)).status).toBe(404);
    expect((await call("GET", "/api/public/bookings/12")).status).toBe(400);
  });
});

import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { blockDates, createProperty, holdDates } from "../support/fixtures";
import { call } from "../support/routes";
import { FRIDAY, MONDAY, upcoming } from "../support/dates";

async function availability(id: string, query: string) {
  return call("GET", `/api/public/properties/${id}/availability?${query}`);
}

async function quote(id: string, query: string) {
  return call("GET", `/api/public/properties/${id}/quote?${query}`);
}

describe("GET /api/public/properties/{id}/availability", () => {
  it("says a free Friday-to-Monday stay is available", async () => {
    const property = await createProperty();
    const checkIn = upcoming(FRIDAY);
    const { status, body } = await availability(
      property.id,
      `startDate=${checkIn}&endDate=${addDays(checkIn, 3)}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ isAvailable: true });
  });

  it("says a stay overlapping a held booking is not available", async () => {
    const property = await createProperty();
    const checkIn = upcoming(MONDAY);
    await holdDates(property.id, addDays(checkIn, 4), addDays(checkIn, 7));
    const { body } = await availability(
      property.id,
      `startDate=${checkIn}&endDate=${addDays(checkIn, 7)}`,
    );
    expect(body).toEqual({
      isAvailable: false,
      reason: {
        rule: "DATES_TAKEN",
        message: "This property is not available for the selected dates",
      },
    });
  });

  it("allows checking in on the day the previous guest checks out", async () => {
    const property = await createProperty();
    const friday = upcoming(FRIDAY);
    await holdDates(property.id, addDays(friday, -4), friday);
    const { body } = await availability(
      property.id,
      `startDate=${friday}&endDate=${addDays(friday, 3)}`,
    );
    expect(body).toEqual({ isAvailable: true });
  });

  it("says dates the owner blocked are not available", async () => {
    const property = await createProperty();
    const monday = upcoming(MONDAY);
    await blockDates(property.id, monday, addDays(monday, 2));
    const { body } = await availability(
      property.id,
      `startDate=${monday}&endDate=${addDays(monday, 4)}`,
    );
    expect(body).toMatchObject({ isAvailable: false, reason: { rule: "DATES_TAKEN" } });
  });

  it("reads the 13:00Z and 08:00Z timestamps of the spec's client as Brussels dates", async () => {
    const property = await createProperty();
    const friday = upcoming(FRIDAY);
    const monday = addDays(friday, 3);
    const { body } = await availability(
      property.id,
      `startDate=${friday}T13:00:00.000Z&endDate=${monday}T08:00:00.000Z`,
    );
    expect(body).toEqual({ isAvailable: true });
  });

  it.each([
    ["a stay that starts on a Wednesday", 2, 4, "Bookings must start on Monday or Friday"],
    ["a stay that ends on a Sunday", 4, 6, "Bookings must end on Monday or Friday"],
  ])("explains why %s is not available", async (_name, startOffset, endOffset, message) => {
    const property = await createProperty();
    const monday = upcoming(MONDAY);
    const { body } = await availability(
      property.id,
      `startDate=${addDays(monday, startOffset)}&endDate=${addDays(monday, endOffset)}`,
    );
    expect(body).toMatchObject({ isAvailable: false, reason: { message } });
  });

  it("refuses a stay shorter than the property's minimum stay", async () => {
    const property = await createProperty({ policy: { minStayDuration: 4 } });
    const friday = upcoming(FRIDAY);
    const { body } = await availability(
      property.id,
      `startDate=${friday}&endDate=${addDays(friday, 3)}`,
    );
    expect(body).toMatchObject({
      isAvailable: false,
      reason: { rule: "MIN_STAY", message: "This property requires a minimum stay of 4 nights" },
    });
  });

  it.each([
    ["endDate missing", (d: string) => `startDate=${d}`, "endDate is required"],
    [
      "a date that is not a date",
      () => "startDate=tomorrow&endDate=later",
      "startDate must be a date (YYYY-MM-DD or an ISO timestamp)",
    ],
    [
      "guests not a number",
      (d: string) => `startDate=${d}&endDate=${addDays(d, 3)}&guests=two`,
      "guests must be a whole number",
    ],
  ])("answers 400 when %s", async (_name, query, message) => {
    const property = await createProperty();
    const { status, body } = await availability(property.id, query(upcoming(FRIDAY)));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message, code: "INVALID_INPUT" });
  });

  it("answers 404 for an unknown property", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const friday = upcoming(FRIDAY);
    const { status } = await availability(id, `startDate=${friday}&endDate=${addDays(friday, 3)}`);
    expect(status).toBe(404);
  });
});

describe("GET /api/public/properties/{id}/quote", () => {
  it("prices base, supplements, tourist tax and fees for the stay", async () => {
    const property = await createProperty({
      overrides: {
        pricePerNightCents: 20000,
        supplementPerPersonCents: 1500,
        touristTaxCents: 225,
        cleaningFeeCents: 7500,
        serviceFeeCents: 4500,
        maxGuests: 6,
      },
    });
    const friday = upcoming(FRIDAY);
    const { status, body } = await quote(
      property.id,
      `startDate=${friday}&endDate=${addDays(friday, 3)}&guests=4`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      basePrice: {
        perNight: 200,
        total: 600,
        lines: [
          {
            from: friday,
            to: addDays(friday, 3),
            nights: 3,
            perNight: 200,
            total: 600,
            season: null,
            kind: null,
          },
        ],
      },
      supplements: { perNight: 15, total: 180 },
      touristTax: { perNight: 2.25, total: 27 },
      cleaningFee: 75,
      serviceFee: 45,
      extras: [],
      discount: null,
      summary: { nights: 3, guests: 4, totalPrice: 927 },
      currency: "EUR",
    });
  });

  it("counts missing per-person amounts as 0", async () => {
    const property = await createProperty({
      overrides: {
        pricePerNightCents: 10000,
        supplementPerPersonCents: null,
        touristTaxCents: null,
      },
    });
    const monday = upcoming(MONDAY);
    const { body } = await quote(
      property.id,
      `startDate=${monday}&endDate=${addDays(monday, 4)}&guests=2`,
    );
    expect(body).toMatchObject({
      supplements: { perNight: 0, total: 0 },
      touristTax: { perNight: 0, total: 0 },
      summary: { nights: 4, guests: 2, totalPrice: 400 + 60 + 45 },
    });
  });

  it("refuses to price more guests than the property takes", async () => {
    const property = await createProperty({ overrides: { maxGuests: 4 } });
    const friday = upcoming(FRIDAY);
    const { status, body } = await quote(
      property.id,
      `startDate=${friday}&endDate=${addDays(friday, 3)}&guests=5`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Guests must be between 1 and 4", code: "INVALID_STAY" });
  });

  it("refuses to price a stay in the past", async () => {
    const property = await createProperty();
    const pastFriday = addDays(upcoming(FRIDAY), -14);
    const { status, body } = await quote(
      property.id,
      `startDate=${pastFriday}&endDate=${addDays(pastFriday, 3)}`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Check-in cannot be in the past", code: "INVALID_STAY" });
  });
});

import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { blockDates, createProperty, holdDates } from "../support/fixtures";
import { call } from "../support/routes";

/** The nights a guest's calendar greys out: every hold, joined, and nothing private. */

async function takenNights(homeId: string, query = "") {
  return call("GET", `/api/public/properties/${homeId}/taken-nights${query}`);
}

describe("GET /api/public/properties/{id}/taken-nights", () => {
  it("lists the nights of bookings and owner blocks, joined where one ends as the next begins", async () => {
    const home = await createProperty();
    const friday = upcoming(FRIDAY, 14);
    const monday = addDays(friday, 3);
    await holdDates(home.id, friday, monday);
    await blockDates(home.id, monday, addDays(monday, 4));
    const later = addDays(friday, 21);
    await holdDates(home.id, later, addDays(later, 3));

    const answer = await takenNights(home.id);

    expect(answer.status).toBe(200);
    expect((answer.body as { nights: unknown }).nights).toEqual([
      { from: friday, to: addDays(monday, 4) },
      { from: later, to: addDays(later, 3) },
    ]);
    expect(JSON.stringify(answer.body)).not.toContain("held@example.com");
  });

  it("shows a new block at once, and only the nights between from and to", async () => {
    const home = await createProperty();
    const friday = upcoming(FRIDAY, 14);
    expect((await takenNights(home.id)).body).toMatchObject({ nights: [] });

    await blockDates(home.id, friday, addDays(friday, 7));

    expect((await takenNights(home.id)).body).toMatchObject({
      nights: [{ from: friday, to: addDays(friday, 7) }],
    });
    const before = await takenNights(home.id, `?from=${addDays(friday, -30)}&to=${friday}`);
    expect(before.body).toMatchObject({ nights: [] });
  });

  it("refuses a range of more than 400 days, or one that ends before it starts", async () => {
    const home = await createProperty();
    const long = await takenNights(home.id, "?from=2031-01-01&to=2032-03-01");
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      code: "INVALID_INPUT",
      error: "Taken nights can be asked for at most 400 days at a time",
    });
    const backwards = await takenNights(home.id, "?from=2031-01-10&to=2031-01-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: "to must be after from" });
  });

  it("answers 404 for a home that does not exist", async () => {
    const answer = await takenNights("00000000-0000-4000-8000-000000000000");
    expect(answer.status).toBe(404);
  });
});

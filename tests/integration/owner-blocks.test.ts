import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { ownerBlocks, stayHolds } from "@/db/schema";
import { blockDates, listBlocks, removeBlock } from "@/features/availability/server";
import { listActivity } from "@/features/owner-activity/server";
import { addDays, todayInBrussels } from "@/lib/dates";
import { ApiError } from "@/lib/http";
import { bookingRequest, postJson } from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty, holdDates } from "../support/fixtures";
import { call } from "../support/routes";

const OWNER = "owner@ardennes-stays.example";

async function availability(propertyId: string, startDate: string, endDate: string) {
  const query = new URLSearchParams({ startDate, endDate, guests: "2" });
  const { body } = await call("GET", `/api/public/properties/${propertyId}/availability?${query}`);
  return body as { isAvailable: boolean };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("the owner's blocks", () => {
  it("holds the nights at once, so guests can neither see them free nor book them", async () => {
    const property = await createProperty();
    const friday = upcoming(FRIDAY, 14);
    const monday = addDays(friday, 3);
    expect(await availability(property.id, friday, monday)).toEqual({ isAvailable: true });

    const block = await blockDates(OWNER, {
      propertyId: property.id,
      from: friday,
      to: monday,
      note: "Own use",
    });

    expect(block).toMatchObject({
      propertyId: property.id,
      from: friday,
      to: monday,
      note: "Own use",
    });
    expect((await availability(property.id, friday, monday)).isAvailable).toBe(false);
    const booked = await call(
      "POST",
      "/api/public/bookings",
      postJson(bookingRequest(property.id)),
    );
    expect(booked.status).toBe(409);
    expect(await listBlocks(property.id, { from: friday, to: addDays(friday, 1) })).toEqual([
      block,
    ]);
    const [entry] = await listActivity({ subjectId: block.id });
    expect(entry).toMatchObject({
      actor: OWNER,
      action: "block.add",
      subject: { kind: "owner_block", id: block.id },
      after: { propertyId: property.id, from: friday, to: monday, note: "Own use" },
    });
  });

  it("frees the nights at once when the block is removed", async () => {
    const property = await createProperty();
    const friday = upcoming(FRIDAY, 21);
    const monday = addDays(friday, 3);
    const block = await blockDates(OWNER, { propertyId: property.id, from: friday, to: monday });
    expect((await availability(property.id, friday, monday)).isAvailable).toBe(false);

    await removeBlock(OWNER, block.id);

    expect(await availability(property.id, friday, monday)).toEqual({ isAvailable: true });
    const db = await getDb();
    expect(await db.select().from(ownerBlocks).where(eq(ownerBlocks.id, block.id))).toEqual([]);
    expect(await db.select().from(stayHolds).where(eq(stayHolds.ownerBlockId, block.id))).toEqual(
      [],
    );
    const [entry] = await listActivity({ subjectId: block.id });
    expect(entry).toMatchObject({ action: "block.remove", before: { from: friday, to: monday } });
    expect((await refusal(removeBlock(OWNER, block.id))).status).toBe(404);
  });

  it("refuses a block over a booking with a 409 naming the booking, and adds nothing", async () => {
    const property = await createProperty();
    const friday = upcoming(FRIDAY, 14);
    const booking = await holdDates(property.id, friday, addDays(friday, 3));

    const error = await refusal(
      blockDates(OWNER, {
        propertyId: property.id,
        from: addDays(friday, 2),
        to: addDays(friday, 5),
      }),
    );

    expect(error.status).toBe(409);
    expect(error.body).toMatchObject({
      code: "DATES_UNAVAILABLE",
      details: {
        booking: { id: booking.id, guestFirstName: "Held", startDate: friday },
      },
    });
    expect(error.message).toContain("Held");
    expect(await listBlocks(property.id, { from: friday, to: addDays(friday, 30) })).toEqual([]);
  });

  it("refuses a block over another block, naming it", async () => {
    const property = await createProperty();
    const from = addDays(todayInBrussels(), 40);
    const first = await blockDates(OWNER, { propertyId: property.id, from, to: addDays(from, 7) });
    const error = await refusal(
      blockDates(OWNER, { propertyId: property.id, from: addDays(from, 6), to: addDays(from, 9) }),
    );
    expect(error.status).toBe(409);
    expect(error.body.details).toMatchObject({ block: { id: first.id } });
    // Back to back is fine: 'To' is the first free day.
    await blockDates(OWNER, {
      propertyId: property.id,
      from: addDays(from, 7),
      to: addDays(from, 9),
    });
  });

  it("refuses bad dates with a 400 in the error shape", async () => {
    const property = await createProperty();
    const today = todayInBrussels();
    const cases = [
      { from: today, to: today },
      { from: addDays(today, 5), to: addDays(today, 4) },
      { from: addDays(today, -1), to: addDays(today, 2) },
      { from: today, to: addDays(today, 366) },
      { from: addDays(today, 731), to: addDays(today, 732) },
      { from: "2027-02-30", to: "2027-03-02" },
      { from: today, to: addDays(today, 1), note: "x".repeat(501) },
      { from: today, to: addDays(today, 1), note: "nul\u0000" },
    ];
    for (const input of cases) {
      const error = await refusal(blockDates(OWNER, { propertyId: property.id, ...input }));
      expect(error.status, JSON.stringify(input)).toBe(400);
      expect(error.body.code).toBe("INVALID_INPUT");
    }
    expect(await listBlocks(property.id, { from: today, to: addDays(today, 800) })).toEqual([]);
    const unknown = await refusal(
      blockDates(OWNER, { propertyId: crypto.randomUUID(), from: today, to: addDays(today, 1) }),
    );
    expect(unknown.status).toBe(404);
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { ownerBlocks, properties } from "@/db/schema";
import { listActivity } from "@/features/owner-activity/server";
import { addDays, todayInBrussels } from "@/lib/dates";
import { configureForFile, withOwners } from "../support/config";
import { bookingRequest, postJson } from "../support/bookings";
import { FRIDAY, MONDAY, upcoming } from "../support/dates";
import { blockDates, createProperty, holdDates } from "../support/fixtures";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call } from "../support/routes";

/** The owner's Calendar calls (issue 16): a home's month, every home's month, blocks. */

const OWNER = "calendar-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

interface Item {
  id: string;
  from: string;
  to: string;
}
interface HomeMonth {
  id: string;
  name: string;
  isActive: boolean;
  bookings: (Item & { guestName: string; status: string })[];
  blocks: (Item & { note: string | null })[];
}

const monthOf = (date: string) => date.slice(0, 7);

async function homeMonth(homeId: string, month: string): Promise<HomeMonth> {
  const answer = await owner.send("GET", `/api/owner/homes/${homeId}/calendar?month=${month}`);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ month, from: `${month}-01` });
  return (answer.body as { home: HomeMonth }).home;
}

async function allHomes(month: string): Promise<HomeMonth[]> {
  const answer = await owner.send("GET", `/api/owner/calendar?month=${month}`);
  expect(answer.status).toBe(200);
  return (answer.body as { homes: HomeMonth[] }).homes;
}

async function isAvailable(homeId: string, startDate: string, endDate: string) {
  const query = new URLSearchParams({ startDate, endDate, guests: "2" });
  const answer = await call("GET", `/api/public/properties/${homeId}/availability?${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as { isAvailable: boolean }).isAvailable;
}

function block(homeId: string, body: unknown) {
  return owner.change(`/api/owner/homes/${homeId}/blocks`, body);
}

describe("blocking a home's dates", () => {
  it("shows the block in the home's and every home's calendar, and takes the nights from guests at once", async () => {
    const home = await createProperty();
    const monday = upcoming(MONDAY, 30);
    const nextMonday = addDays(monday, 7);
    // Read first, so a cached answer would be the one to go stale.
    expect(await isAvailable(home.id, monday, nextMonday)).toBe(true);

    const answer = await block(home.id, { from: monday, to: nextMonday, note: "New roof" });

    expect(answer.status).toBe(201);
    const created = answer.body as Item & { note: string };
    expect(created).toMatchObject({ propertyId: home.id, from: monday, to: nextMonday });
    const shown = { id: created.id, note: "New roof", from: monday, to: nextMonday };
    expect((await homeMonth(home.id, monthOf(monday))).blocks).toEqual([shown]);
    const row = (await allHomes(monthOf(monday))).find((each) => each.id === home.id);
    expect(row).toMatchObject({ name: home.name, isActive: true, blocks: [shown] });
    expect(await isAvailable(home.id, monday, nextMonday)).toBe(false);
    expect(await isAvailable(home.id, addDays(monday, 4), nextMonday)).toBe(false);
    // 'To' is the first free day, like a check-out.
    expect(await isAvailable(home.id, nextMonday, addDays(nextMonday, 4))).toBe(true);
    const booking = bookingRequest(home.id, {
      startDate: addDays(monday, 4),
      endDate: nextMonday,
    });
    expect((await call("POST", "/api/public/bookings", postJson(booking))).status).toBe(409);
  });

  it("writes who blocked what to the activity log", async () => {
    const home = await createProperty();
    const from = addDays(todayInBrussels(), 60);
    const answer = await block(home.id, { from, to: addDays(from, 4), note: "Own use" });

    const { id } = answer.body as Item;
    const [entry] = await listActivity({ subjectId: id });
    expect(entry).toMatchObject({
      actor: OWNER,
      action: "block.add",
      subject: { kind: "owner_block", id },
      after: { propertyId: home.id, from, to: addDays(from, 4), note: "Own use" },
    });
  });

  it("keeps a note with a lone surrogate, escaped in the JSON, as U+FFFD in the block and its log entry", async () => {
    const home = await createProperty();
    const from = addDays(todayInBrussels(), 90);
    // JSON.stringify writes the lone surrogate as the escape `\ud800`, which jsonb refuses.
    const answer = await block(home.id, { from, to: addDays(from, 3), note: "Roof \ud800" });

    expect(answer.status).toBe(201);
    const { id, note } = answer.body as Item & { note: string };
    expect(note).toBe("Roof \ufffd");
    const [entry] = await listActivity({ subjectId: id });
    expect(entry?.after).toMatchObject({ note: "Roof \ufffd" });
  });

  it("refuses a block over a booking with a 409 naming the booking, and writes nothing", async () => {
    const home = await createProperty();
    const friday = upcoming(FRIDAY, 20);
    const booking = await holdDates(home.id, friday, addDays(friday, 3));

    const answer = await block(home.id, { from: addDays(friday, 1), to: addDays(friday, 8) });

    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: "DATES_UNAVAILABLE",
      error: expect.stringContaining("the booking of Held"),
      details: { booking: { id: booking.id, startDate: friday, endDate: addDays(friday, 3) } },
    });
    const db = await getDb();
    expect(await db.select().from(ownerBlocks).where(eq(ownerBlocks.propertyId, home.id))).toEqual(
      [],
    );
    expect((await homeMonth(home.id, monthOf(friday))).blocks).toEqual([]);
  });

  it("refuses bad dates and a bad note with a 400 that names the field", async () => {
    const home = await createProperty();
    const today = todayInBrussels();
    const cases: [unknown, string][] = [
      [{ from: addDays(today, 5), to: addDays(today, 5) }, "to"],
      [{ from: addDays(today, -2), to: addDays(today, 2) }, "from"],
      [{ from: "next week", to: addDays(today, 2) }, "from"],
      [{ from: today, to: addDays(today, 2), note: "x".repeat(501) }, "note"],
    ];
    for (const [body, field] of cases) {
      const answer = await block(home.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({
        code: "INVALID_INPUT",
        details: [expect.objectContaining({ path: field })],
      });
    }
  });
});

describe("removing a block", () => {
  it("frees its nights for guests at once, logs it, and is a 404 the second time", async () => {
    const home = await createProperty();
    const from = upcoming(MONDAY, 45);
    const to = addDays(from, 7);
    const { id } = (await block(home.id, { from, to })).body as Item;
    expect(await isAvailable(home.id, from, to)).toBe(false);

    const removed = await owner.change(`/api/owner/blocks/${id}/remove`);

    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id });
    expect(await isAvailable(home.id, from, to)).toBe(true);
    expect((await homeMonth(home.id, monthOf(from))).blocks).toEqual([]);
    const [entry] = await listActivity({ subjectId: id });
    expect(entry).toMatchObject({ actor: OWNER, action: "block.remove", before: { from, to } });
    const again = await owner.change(`/api/owner/blocks/${id}/remove`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the calendar's month", () => {
  it("lists the bookings that hold nights and the blocks, whole, in every month they touch", async () => {
    const home = await createProperty();
    const booking = await holdDates(home.id, "2031-01-30", "2031-02-02");
    const { id } = await blockDates(home.id, "2031-02-10", "2031-03-03");
    const held = {
      id: booking.id,
      guestName: "Held Guest",
      status: "pending",
      from: "2031-01-30",
      to: "2031-02-02",
    };
    const blocked = { id, note: "Maintenance", from: "2031-02-10", to: "2031-03-03" };

    expect(await homeMonth(home.id, "2031-01")).toMatchObject({ bookings: [held], blocks: [] });
    expect(await homeMonth(home.id, "2031-02")).toMatchObject({
      bookings: [held],
      blocks: [blocked],
    });
    // 'To' is the first free day: a block to March 3 holds March 1 and 2.
    expect(await homeMonth(home.id, "2031-03")).toMatchObject({ bookings: [], blocks: [blocked] });
    expect(await homeMonth(home.id, "2031-04")).toMatchObject({ bookings: [], blocks: [] });
  });

  it("leaves out bookings that no longer hold their dates", async () => {
    const home = await createProperty();
    const booking = await holdDates(home.id, "2031-05-08", "2031-05-11");
    await owner.change(`/api/owner/bookings/${booking.id}/cancel`, { refund: 0 });

    expect((await homeMonth(home.id, "2031-05")).bookings).toEqual([]);
  });

  it("is this month in Brussels when none is given", async () => {
    const home = await createProperty();
    const month = monthOf(todayInBrussels());
    const one = await owner.send("GET", `/api/owner/homes/${home.id}/calendar`);
    const every = await owner.send("GET", "/api/owner/calendar");
    expect(one.body).toMatchObject({ month, from: `${month}-01` });
    expect(every.body).toMatchObject({ month, from: `${month}-01` });
  });

  it("lists every home, active ones first", async () => {
    const active = await createProperty();
    const inactive = await createProperty();
    const db = await getDb();
    await db.update(properties).set({ isActive: false }).where(eq(properties.id, inactive.id));

    const homes = await allHomes("2031-06");

    const position = (id: string) => homes.findIndex((home) => home.id === id);
    expect(position(active.id)).toBeGreaterThanOrEqual(0);
    expect(position(inactive.id)).toBeGreaterThan(position(active.id));
    expect(homes.slice(position(inactive.id)).every((home) => !home.isActive)).toBe(true);
  });

  it("refuses a month that is not YYYY-MM with a 400", async () => {
    const home = await createProperty();
    for (const month of [
      "2031-13",
      "2031-00",
      "2031-1",
      "31-01",
      "June",
      "9999-12",
      "2031-01-01",
    ]) {
      for (const path of [`/api/owner/homes/${home.id}/calendar`, "/api/owner/calendar"]) {
        const answer = await owner.send("GET", `${path}?month=${encodeURIComponent(month)}`);
        expect(answer.status, `${path} ${month}`).toBe(400);
        expect(answer.body).toMatchObject({ code: "INVALID_INPUT" });
      }
    }
  });
});

describe("unknown homes and blocks", () => {
  it("answer 404", async () => {
    const nobody = randomUUID();
    const from = addDays(todayInBrussels(), 10);
    const month = await owner.send("GET", `/api/owner/homes/${nobody}/calendar?month=2031-01`);
    const blocked = await block(nobody, { from, to: addDays(from, 2) });
    const removed = await owner.change(`/api/owner/blocks/${nobody}/remove`);
    for (const answer of [month, blocked, removed]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: "NOT_FOUND" });
    }
  });
});

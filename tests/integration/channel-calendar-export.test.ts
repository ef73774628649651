import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { calendarFeeds, importedStays, properties, stayHolds } from "@/db/schema";
import { listActivity } from "@/features/owner-activity/server";
import { calendarTokenOf, newCalendarToken } from "@/features/channel-sync/server";
import { addDays } from "@/lib/dates";
import { loggerOptions, setLogger } from "@/lib/logger";
import { configureForFile, withOwners } from "../support/config";
import { FRIDAY, MONDAY, upcoming } from "../support/dates";
import { blockDates, createProperty, holdDates } from "../support/fixtures";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call } from "../support/routes";

/** The calendar address each home gives Airbnb, Booking.com and Vrbo (issue 18, Export). */

const OWNER = "calendar-export-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

interface ParsedEvent {
  uid: string;
  summary: string;
  checkIn: string;
  checkOut: string;
  allDay: boolean;
}

function eventsOf(text: string): ParsedEvent[] {
  const calendar = ICAL.Component.fromString(text);
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      checkIn: event.startDate.toString(),
      checkOut: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
    };
  });
}

async function fetchCalendar(path: string, headers: Record<string, string> = {}) {
  const answer = await call("GET", path, { headers });
  return { ...answer, text: answer.status === 200 ? await answer.raw.text() : "" };
}

async function addressOf(propertyId: string): Promise<string> {
  return `/api/ical/${await calendarTokenOf(propertyId)}.ics`;
}

/** A feed of another channel with one stay it sold, holding its nights as the sync would. */
async function importedStay(propertyId: string, label: string, checkIn: string, checkOut: string) {
  const db = await getDb();
  const [feed] = await db
    .insert(calendarFeeds)
    .values({
      propertyId,
      label,
      url: `https://${label.toLowerCase()}.example/calendar.ics`,
      exportToken: newCalendarToken(),
    })
    .returning();
  const [stay] = await db
    .insert(importedStays)
    .values({
      feedId: feed!.id,
      propertyId,
      uid: `${label}-event-1`,
      startDate: checkIn,
      endDate: checkOut,
      holdsNights: true,
    })
    .returning();
  await db
    .insert(stayHolds)
    .values({ propertyId, importedStayId: stay!.id, stay: `[${checkIn},${checkOut})` });
  return { feed: feed!, stay: stay! };
}

describe("a home's calendar address", () => {
  it("lists every night held as an all-day 'Reserved' event, without the guest's details", async () => {
    const home = await createProperty();
    const friday = upcoming(FRIDAY, 30);
    const monday = upcoming(MONDAY, 60);
    await holdDates(home.id, friday, addDays(friday, 3));
    await blockDates(home.id, monday, addDays(monday, 4));
    await importedStay(home.id, "Airbnb", addDays(friday, 14), addDays(friday, 21));

    const answer = await fetchCalendar(await addressOf(home.id));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(answer.text).toMatch(/END:VCALENDAR\r\n$/);
    expect(answer.text).toContain(`DTSTART;VALUE=DATE:${friday.replaceAll("-", "")}\r\n`);
    expect(answer.text).not.toContain("Held Guest");
    expect(answer.text).not.toContain("held@example.com");
    expect(eventsOf(answer.text)).toEqual([
      expect.objectContaining({ checkIn: friday, checkOut: addDays(friday, 3) }),
      expect.objectContaining({ checkIn: addDays(friday, 14), checkOut: addDays(friday, 21) }),
      expect.objectContaining({ checkIn: monday, checkOut: addDays(monday, 4) }),
    ]);
    for (const event of eventsOf(answer.text)) {
      expect(event).toMatchObject({ summary: "Reserved", allDay: true });
    }
  });

  it("parses back, with the same library, into exactly the nights held that have not ended", async () => {
    const home = await createProperty();
    const stays: [string, string][] = [];
    for (let week = 0; week < 12; week++) {
      const friday = upcoming(FRIDAY, 10 + week * 14);
      stays.push([friday, addDays(friday, 3)]);
      await holdDates(home.id, friday, addDays(friday, 3));
    }
    const monday = upcoming(MONDAY, 5);
    stays.push([monday, addDays(monday, 4)]);
    await blockDates(home.id, monday, addDays(monday, 4));
    // Ended last month: of no use to any channel.
    await blockDates(home.id, addDays(monday, -60), addDays(monday, -50));

    const parsed = eventsOf((await fetchCalendar(await addressOf(home.id))).text);
    const nights = parsed.map((event) => [event.checkIn, event.checkOut]).sort();
    expect(nights).toEqual(stays.sort());
    expect(new Set(parsed.map((event) => event.uid)).size).toBe(parsed.length);
  });

  it("keeps each event's UID as other stays come and go", async () => {
    const home = await createProperty();
    const friday = upcoming(FRIDAY, 40);
    await holdDates(home.id, friday, addDays(friday, 3));
    const before = eventsOf((await fetchCalendar(await addressOf(home.id))).text);
    await blockDates(home.id, addDays(friday, 7), addDays(friday, 10));
    const after = eventsOf((await fetchCalendar(await addressOf(home.id))).text);
    expect(after).toHaveLength(2);
    expect(after.find((event) => event.checkIn === friday)?.uid).toBe(before[0]?.uid);
  });

  it("names each stay by a UID that is not its id: no booking, block or imported stay can be looked up by it", async () => {
    const home = await createProperty();
    const friday = upcoming(FRIDAY, 90);
    const booking = await holdDates(home.id, friday, addDays(friday, 3));
    const block = await blockDates(home.id, addDays(friday, 7), addDays(friday, 10));
    const { stay } = await importedStay(home.id, "Vrbo", addDays(friday, 14), addDays(friday, 17));

    const text = (await fetchCalendar(await addressOf(home.id))).text;
    const uids = eventsOf(text).map((event) => event.uid);
    expect(uids).toHaveLength(3);
    const lower = text.toLowerCase();
    for (const id of [booking.id, block.id, stay.id]) {
      expect(lower).not.toContain(id.toLowerCase());
      expect(lower).not.toContain(id.replaceAll("-", "").toLowerCase());
    }
    // Nor what kind of stay it is: a channel learns only that the nights are taken.
    for (const uid of uids) expect(uid).toMatch(/^[A-Za-z0-9_-]{22,}@calendar\.ardennes-stays$/);
    expect(new Set(uids).size).toBe(3);
    // The same stay keeps its UID in a channel's own address, so a channel never sees it twice.
    const { feed } = await importedStay(
      home.id,
      "Airbnb",
      addDays(friday, 21),
      addDays(friday, 24),
    );
    const forAirbnb = eventsOf((await fetchCalendar(`/api/ical/${feed.exportToken}.ics`)).text);
    expect(forAirbnb.map((event) => event.uid)).toEqual(uids);
  });

  it("answers 304 to the current ETag, and a new ETag once another night is held", async () => {
    const home = await createProperty();
    const address = await addressOf(home.id);
    const first = await fetchCalendar(address);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await fetchCalendar(address, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);

    const friday = upcoming(FRIDAY, 50);
    await holdDates(home.id, friday, addDays(friday, 3));
    const changed = await fetchCalendar(address, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(eventsOf(changed.text)).toHaveLength(1);
  });

  it("answers 404 to an address that names no calendar", async () => {
    for (const path of [
      "/api/ical/AAAAAAAAAAAAAAAAAAAAAA.ics",
      "/api/ical/short.ics",
      "/api/ical/AAAAAAAAAAAAAAAAAAAAAA",
      `/api/ical/${"A".repeat(300)}.ics`,
    ]) {
      const answer = await call("GET", path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("stops answering at the old address once the owner makes a new one", async () => {
    const home = await createProperty();
    const old = await addressOf(home.id);
    const made = await owner.change(`/api/owner/homes/${home.id}/calendar-address`);
    expect(made.status).toBe(200);
    const { calendarAddress } = made.body as { calendarAddress: string };
    expect(calendarAddress).toMatch(/^https?:\/\/.+\/api\/ical\/[A-Za-z0-9_-]{22}\.ics$/);
    const fresh = new URL(calendarAddress).pathname;
    expect(fresh).not.toBe(old);

    expect((await call("GET", old)).status).toBe(404);
    expect((await fetchCalendar(fresh)).status).toBe(200);
    const activity = await listActivity({ subjectKind: "home", subjectId: home.id });
    expect(activity.map((entry) => entry.action)).toContain("home.calendar-address.regenerate");
  });

  it("is made new only by the owner: a guest or a stranger gets 401", async () => {
    const home = await createProperty();
    const answer = await call("POST", `/api/owner/homes/${home.id}/calendar-address`);
    expect(answer.status).toBe(401);
    const db = await getDb();
    const [row] = await db
      .select({ token: properties.calendarToken })
      .from(properties)
      .where(eq(properties.id, home.id));
    expect(row?.token).toBeNull();
  });

  it("holds 128 random bits per home", async () => {
    const tokens = await Promise.all(
      Array.from({ length: 20 }, async () => calendarTokenOf((await createProperty()).id)),
    );
    expect(new Set(tokens).size).toBe(20);
    for (const token of tokens) expect(Buffer.from(token!, "base64url")).toHaveLength(16);
  });
});

describe("a channel's own calendar address", () => {
  it("leaves out the stays imported from that channel and keeps every other", async () => {
    const home = await createProperty();
    const friday = upcoming(FRIDAY, 70);
    await holdDates(home.id, friday, addDays(friday, 3));
    const airbnb = await importedStay(home.id, "Airbnb", addDays(friday, 7), addDays(friday, 10));
    await importedStay(home.id, "Booking", addDays(friday, 14), addDays(friday, 17));

    const forAirbnb = eventsOf(
      (await fetchCalendar(`/api/ical/${airbnb.feed.exportToken}.ics`)).text,
    );
    expect(forAirbnb.map((event) => event.checkIn)).toEqual([friday, addDays(friday, 14)]);
    const forEveryone = eventsOf((await fetchCalendar(await addressOf(home.id))).text);
    expect(forEveryone).toHaveLength(3);
  });
});

describe("the request log", () => {
  it("keeps a calendar address's secret out", async () => {
    const written: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const previous = setLogger(pino(loggerOptions("info"), sink));
    try {
      const home = await createProperty();
      const token = await calendarTokenOf(home.id);
      await call("GET", `/api/ical/${token}.ics`);
      const text = written.join("");
      expect(text).toContain("/api/ical/[secret].ics");
      expect(text).not.toContain(token!);
    } finally {
      setLogger(previous);
    }
  });
});

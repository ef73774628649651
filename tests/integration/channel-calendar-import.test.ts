import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { calendarFeeds, importedStays, stayHolds } from "@/db/schema";
import type { CalendarFeed } from "@/features/channel-sync";
import { syncDueFeeds } from "@/features/channel-sync/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels } from "@/lib/dates";
import { bookingRequest, postJson } from "../support/bookings";
import {
  airbnbFeed,
  bookingComFeed,
  pastStays,
  slowToReadFeed,
  vrboFeed,
  type ChannelStay,
} from "../support/channel-feeds";
import { configureForFile, withOwners } from "../support/config";
import { FRIDAY, MONDAY, upcoming } from "../support/dates";
import { FeedServer } from "../support/feed-server";
import { createProperty, holdDates } from "../support/fixtures";
import { mailsTo } from "../support/mail";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call, fromAddress } from "../support/routes";

/** Other channels' calendars read into a home's (issue 18, Import). */

const OWNER = "calendar-import-owner@owners.example";
configureForFile({ ...withOwners(OWNER), CALENDAR_FETCH_ALLOW_PRIVATE: true });
let owner: OwnerBrowser;
let feeds: FeedServer;
const realNow = clock.now;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
  feeds = await FeedServer.start();
});

afterAll(async () => {
  await feeds.stop();
});

afterEach(() => {
  clock.now = realNow;
});

let paths = 0;
/** A new address on the feed server, so tests never share a feed. */
const newPath = (name: string) => `/${name}-${(paths += 1)}.ics`;

async function addFeed(homeId: string, label: string, url: string) {
  return owner.change(`/api/owner/homes/${homeId}/feeds`, { label, url });
}

async function addedFeed(homeId: string, label: string, url: string): Promise<CalendarFeed> {
  const answer = await addFeed(homeId, label, url);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as CalendarFeed;
}

async function syncNow(homeId: string): Promise<CalendarFeed[]> {
  const answer = await owner.change(`/api/owner/homes/${homeId}/feeds/sync`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { feeds: CalendarFeed[] }).feeds;
}

/** The nights a home's holds take, as [first night, check-out] pairs, earliest first. */
async function heldNights(homeId: string): Promise<string[][]> {
  const db = await getDb();
  const rows = await db
    .select({ stay: stayHolds.stay })
    .from(stayHolds)
    .where(eq(stayHolds.propertyId, homeId));
  return rows
    .map(({ stay }) => /^\[(.+),(.+)\)$/.exec(stay)!.slice(1, 3))
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A guest's booking of [checkIn, checkOut) through the public API. */
async function guestBooks(homeId: string, checkIn: string, checkOut: string, client: string) {
  return call(
    "POST",
    "/api/public/bookings",
    postJson(
      bookingRequest(homeId, {
        startDate: `${checkIn}T13:00:00.000Z`,
        endDate: `${checkOut}T08:00:00.000Z`,
        guestEmail: `guest-${client.replaceAll(".", "-")}@example.com`,
      }),
      fromAddress(client),
    ),
  );
}

const friday = (weeks: number) => upcoming(FRIDAY, 7 + weeks * 7);
const stay = (uid: string, checkIn: string, nights: number, summary?: string): ChannelStay => ({
  uid,
  checkIn,
  checkOut: addDays(checkIn, nights),
  ...(summary ? { summary } : {}),
});

describe("adding another channel's calendar", () => {
  it("holds the nights of every stay it lists at once, so no guest can book them", async () => {
    const home = await createProperty();
    const first = friday(2);
    const url = feeds.serve(newPath("airbnb"), {
      kind: "calendar",
      text: airbnbFeed([
        stay("r1", first, 3),
        stay("r2", addDays(first, 14), 7, "Airbnb (Not available)"),
      ]),
    });
    const feed = await addedFeed(home.id, "Airbnb", url);
    expect(feed).toMatchObject({
      label: "Airbnb",
      url,
      eventCount: 2,
      lastError: null,
      failing: false,
      conflicts: [],
    });
    expect(feed.lastSuccessAt).not.toBeNull();
    expect(feed.exportAddress).toMatch(/\/api\/ical\/[A-Za-z0-9_-]{22}\.ics$/);
    expect(await heldNights(home.id)).toEqual([
      [first, addDays(first, 3)],
      [addDays(first, 14), addDays(first, 21)],
    ]);

    const booked = await guestBooks(home.id, first, addDays(first, 3), "198.51.100.11");
    expect(booked.status).toBe(409);
    expect(booked.body).toMatchObject({ code: "DATES_UNAVAILABLE" });
  });

  it("reads Booking.com's and Vrbo's shapes too, and keeps no guest's name", async () => {
    const home = await createProperty();
    const monday = upcoming(MONDAY, 21);
    const booking = feeds.serve(newPath("booking"), {
      kind: "calendar",
      text: bookingComFeed([stay("b1", monday, 4)]),
    });
    const vrbo = feeds.serve(newPath("vrbo"), {
      kind: "calendar",
      text: vrboFeed([stay("v1", addDays(monday, 11), 7)]),
    });
    expect((await addedFeed(home.id, "Booking.com", booking)).eventCount).toBe(1);
    expect((await addedFeed(home.id, "Vrbo", vrbo)).eventCount).toBe(1);
    expect(await heldNights(home.id)).toEqual([
      [monday, addDays(monday, 4)],
      [addDays(monday, 11), addDays(monday, 18)],
    ]);
    const db = await getDb();
    const stored = await db
      .select()
      .from(importedStays)
      .where(eq(importedStays.propertyId, home.id));
    expect(JSON.stringify(stored)).not.toContain("Margriet");
  });

  it("holds the nights of a stay that runs to 9999 only up to three years ahead", async () => {
    const home = await createProperty();
    const url = feeds.serve(newPath("forever"), {
      kind: "calendar",
      text: bookingComFeed([{ uid: "forever", checkIn: "2020-01-01", checkOut: "9999-12-31" }]),
    });
    expect((await addedFeed(home.id, "Booking.com", url)).eventCount).toBe(1);
    const today = todayInBrussels(clock.now());
    expect(await heldNights(home.id)).toEqual([[today, addDays(today, 3 * 366)]]);
  });

  it("refuses an address that is not http or https, with the reason beside the field", async () => {
    const home = await createProperty();
    const answer = await addFeed(home.id, "Airbnb", "ftp://calendar.example/home.ics");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "INVALID_INPUT",
      details: [{ path: "url" }],
    });
  });

  it("refuses addresses on the server's own network when private addresses are not allowed", async () => {
    const home = await createProperty();
    const config = getConfig();
    config.CALENDAR_FETCH_ALLOW_PRIVATE = false;
    try {
      for (const url of [
        feeds.url("/airbnb.ics"),
        "http://localhost/calendar.ics",
        "http://10.0.0.8/calendar.ics",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]/calendar.ics",
        "https://calendar.example:8443/home.ics",
      ]) {
        const answer = await addFeed(home.id, "Probe", url);
        expect(answer.status, url).toBe(400);
        expect(answer.body, url).toMatchObject({ details: [{ path: "url" }] });
      }
    } finally {
      config.CALENDAR_FETCH_ALLOW_PRIVATE = true;
    }
    const db = await getDb();
    expect(
      await db.select().from(calendarFeeds).where(eq(calendarFeeds.propertyId, home.id)),
    ).toEqual([]);
  });

  it("lets a home read at most 10 calendars", async () => {
    const home = await createProperty();
    const url = feeds.serve(newPath("many"), { kind: "calendar", text: airbnbFeed([]) });
    for (let feed = 0; feed < 10; feed++) await addedFeed(home.id, `Channel ${feed}`, url);
    const eleventh = await addFeed(home.id, "One too many", url);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({ code: "CONFLICT" });
  });
});

describe("later fetches", () => {
  it("move a stay whose dates change and free the nights of one that left the feed", async () => {
    const home = await createProperty();
    const first = friday(3);
    const path = newPath("airbnb");
    const url = feeds.serve(path, {
      kind: "calendar",
      text: airbnbFeed([stay("keep", first, 3), stay("goes", addDays(first, 7), 3)]),
    });
    await addedFeed(home.id, "Airbnb", url);
    feeds.serve(path, {
      kind: "calendar",
      text: airbnbFeed([stay("keep", addDays(first, 14), 7)]),
    });
    const [feed] = await syncNow(home.id);
    expect(feed).toMatchObject({ eventCount: 1, lastError: null });
    expect(await heldNights(home.id)).toEqual([[addDays(first, 14), addDays(first, 21)]]);
    expect((await guestBooks(home.id, first, addDays(first, 3), "198.51.100.12")).status).toBe(201);
  });

  it("free every night when the feed answers a calendar without events", async () => {
    const home = await createProperty();
    const path = newPath("booking");
    const url = feeds.serve(path, {
      kind: "calendar",
      text: bookingComFeed([stay("b1", friday(2), 3)]),
    });
    await addedFeed(home.id, "Booking.com", url);
    feeds.serve(path, { kind: "calendar", text: bookingComFeed([]) });
    const [feed] = await syncNow(home.id);
    expect(feed).toMatchObject({ eventCount: 0, lastError: null });
    expect(await heldNights(home.id)).toEqual([]);
  });

  it("ask with the last ETag and keep the stays when the calendar has not changed", async () => {
    const home = await createProperty();
    const path = newPath("airbnb");
    const url = feeds.serve(path, {
      kind: "calendar",
      text: airbnbFeed([stay("r1", friday(2), 3)]),
    });
    await addedFeed(home.id, "Airbnb", url);
    const [feed] = await syncNow(home.id);
    const [firstRequest, secondRequest] = feeds.requestsTo(path);
    expect(firstRequest?.ifNoneMatch).toBeUndefined();
    expect(secondRequest?.ifNoneMatch).toMatch(/^"[0-9a-f]+"$/);
    expect(feed).toMatchObject({ eventCount: 1, lastError: null });
    expect(await heldNights(home.id)).toEqual([[friday(2), addDays(friday(2), 3)]]);
  });

  it.each([
    [
      "answers 500",
      { kind: "status", status: 500, body: "oops" } as const,
      "The feed answered 500 (Internal Server Error).",
    ],
    [
      "is not iCal (a sign-in page)",
      {
        kind: "status",
        status: 200,
        body: "<!doctype html><title>Log in</title>",
        contentType: "text/html",
      } as const,
      "The feed is not an iCalendar file.",
    ],
    ["is larger than 5 MB (50 MB)", { kind: "bytes", megabytes: 50 } as const, "5 MB"],
    [
      "lists more than 10,000 events (12,000 that ended years ago)",
      { kind: "calendar", text: bookingComFeed(pastStays(12_000)) } as const,
      "The feed lists more than 10,000 events.",
    ],
  ])("change nothing when the feed %s, and say why in plain words", async (_, reply, reason) => {
    const home = await createProperty();
    const path = newPath("failing");
    const url = feeds.serve(path, {
      kind: "calendar",
      text: airbnbFeed([stay("r1", friday(2), 3)]),
    });
    await addedFeed(home.id, "Airbnb", url);
    feeds.serve(path, reply);
    const [feed] = await syncNow(home.id);
    expect(feed?.lastError).toContain(reason);
    expect(feed).toMatchObject({ eventCount: 1, failing: false });
    expect(await heldNights(home.id)).toEqual([[friday(2), addDays(friday(2), 3)]]);
  });

  it("give up on a feed that never answers, and change nothing", async () => {
    const home = await createProperty();
    const path = newPath("hangs");
    const url = feeds.serve(path, {
      kind: "calendar",
      text: airbnbFeed([stay("r1", friday(2), 3)]),
    });
    const added = await addedFeed(home.id, "Airbnb", url);
    feeds.serve(path, { kind: "hang" });
    await makeDue(added.id);
    const started = Date.now();
    await syncDueFeeds({ timeoutMs: 500 });
    expect(Date.now() - started).toBeLessThan(10_000);
    const [feed] = await listed(home.id);
    expect(feed?.lastError).toMatch(/did not answer within/);
    expect(await heldNights(home.id)).toEqual([[friday(2), addDays(friday(2), 3)]]);
    feeds.serve(path, { kind: "calendar", text: airbnbFeed([]) });
  });

  it("give up on a feed that takes too long to read, and answer the site's requests meanwhile", async () => {
    const home = await createProperty();
    const path = newPath("slow");
    const url = feeds.serve(path, {
      kind: "calendar",
      text: airbnbFeed([stay("r1", friday(2), 3)]),
    });
    const added = await addedFeed(home.id, "Airbnb", url);
    feeds.serve(path, { kind: "calendar", text: slowToReadFeed() });
    await makeDue(added.id);
    const served = feeds.served(path);
    let synced = false;
    const sync = syncDueFeeds({ parseBudgetMs: 2_000 }).finally(() => {
      synced = true;
    });
    await served;
    const guestVisit = await call("GET", `/api/public/properties/${home.id}`);
    expect(guestVisit.status).toBe(200);
    expect(synced).toBe(false);
    await sync;
    const [feed] = await listed(home.id);
    expect(feed?.lastError).toBe("The feed could not be read within 2 seconds.");
    expect(await heldNights(home.id)).toEqual([[friday(2), addDays(friday(2), 3)]]);
    feeds.serve(path, { kind: "calendar", text: airbnbFeed([]) });
  });
});

async function makeDue(feedId: string) {
  const db = await getDb();
  await db
    .update(calendarFeeds)
    .set({ nextFetchAt: new Date(clock.now().getTime() - 1000) })
    .where(eq(calendarFeeds.id, feedId));
}

async function listed(homeId: string): Promise<CalendarFeed[]> {
  const answer = await owner.send("GET", `/api/owner/homes/${homeId}/feeds`);
  expect(answer.status).toBe(200);
  return (answer.body as { feeds: CalendarFeed[] }).feeds;
}

describe("a stay another channel sold on nights held here", () => {
  it("takes nothing, is shown in red on the home, Today and the calendar, and is mailed once", async () => {
    const home = await createProperty({ overrides: { name: "Conflict Cabin" } });
    const first = friday(4);
    const booking = await holdDates(home.id, first, addDays(first, 3));
    const url = feeds.serve(newPath("airbnb"), {
      kind: "calendar",
      text: airbnbFeed([stay("clash", addDays(first, 1), 7)]),
    });
    const feed = await addedFeed(home.id, "Airbnb", url);
    expect(feed.conflicts).toEqual([
      expect.objectContaining({
        feedLabel: "Airbnb",
        from: addDays(first, 1),
        to: addDays(first, 8),
        holder: {
          kind: "booking",
          bookingId: booking.id,
          from: first,
          to: addDays(first, 3),
        },
      }),
    ]);
    expect(await heldNights(home.id)).toEqual([[first, addDays(first, 3)]]);
    await syncNow(home.id);
    await syncNow(home.id);

    const mails = (await mailsTo(getConfig().OWNER_EMAIL)).filter(
      (mail) => mail.subject === "Calendar conflict at Conflict Cabin",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(booking.id);
    expect(mails[0]?.textBody).toContain("Airbnb");

    const today = await owner.send("GET", "/api/owner/today");
    expect((today.body as { calendarConflicts: unknown[] }).calendarConflicts).toContainEqual(
      expect.objectContaining({ homeName: "Conflict Cabin", feedLabel: "Airbnb" }),
    );
    const month = await owner.send(
      "GET",
      `/api/owner/homes/${home.id}/calendar?month=${first.slice(0, 7)}`,
    );
    expect(month.body).toMatchObject({
      home: { conflicts: [{ label: "Airbnb", from: addDays(first, 1), to: addDays(first, 8) }] },
    });
  });

  it("takes the nights on the next fetch once our hold on them is gone", async () => {
    const home = await createProperty();
    const monday = upcoming(MONDAY, 28);
    const blocked = await owner.change(`/api/owner/homes/${home.id}/blocks`, {
      from: monday,
      to: addDays(monday, 4),
    });
    expect(blocked.status).toBe(201);
    const url = feeds.serve(newPath("vrbo"), {
      kind: "calendar",
      text: vrboFeed([stay("v1", monday, 4)]),
    });
    const feed = await addedFeed(home.id, "Vrbo", url);
    expect(feed.conflicts).toEqual([
      expect.objectContaining({ holder: { kind: "block", from: monday, to: addDays(monday, 4) } }),
    ]);
    await owner.change(`/api/owner/blocks/${(blocked.body as { id: string }).id}/remove`);
    const [after] = await syncNow(home.id);
    expect(after?.conflicts).toEqual([]);
    expect(await heldNights(home.id)).toEqual([[monday, addDays(monday, 4)]]);
  });

  it("names another channel's stay imported first", async () => {
    const home = await createProperty();
    const first = friday(5);
    const airbnb = feeds.serve(newPath("airbnb"), {
      kind: "calendar",
      text: airbnbFeed([stay("a", first, 3)]),
    });
    const booking = feeds.serve(newPath("booking"), {
      kind: "calendar",
      text: bookingComFeed([stay("b", first, 7)]),
    });
    await addedFeed(home.id, "Airbnb", airbnb);
    const second = await addedFeed(home.id, "Booking.com", booking);
    expect(second.conflicts).toEqual([
      expect.objectContaining({
        holder: { kind: "channel", label: "Airbnb", from: first, to: addDays(first, 3) },
      }),
    ]);
    const blocked = await owner.change(`/api/owner/homes/${home.id}/blocks`, {
      from: first,
      to: addDays(first, 3),
    });
    expect(blocked.status).toBe(409);
    expect((blocked.body as { error: string }).error).toMatch(
      /^These dates overlap a stay sold on Airbnb/,
    );
  });
});

describe("a feed's own export address", () => {
  it("leaves out that channel's own stays and lists every other night held", async () => {
    const home = await createProperty();
    const first = friday(2);
    await holdDates(home.id, addDays(first, 21), addDays(first, 24));
    const url = feeds.serve(newPath("airbnb"), {
      kind: "calendar",
      text: airbnbFeed([stay("own", first, 3)]),
    });
    const feed = await addedFeed(home.id, "Airbnb", url);
    const own = await call("GET", new URL(feed.exportAddress).pathname);
    const events = ICAL.Component.fromString(await own.raw.text())
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event).startDate.toString());
    expect(events).toEqual([addDays(first, 21)]);
  });
});

describe("removing a feed", () => {
  it("frees the nights its stays held at once, and is in the activity log", async () => {
    const home = await createProperty();
    const url = feeds.serve(newPath("airbnb"), {
      kind: "calendar",
      text: airbnbFeed([stay("r1", friday(2), 3)]),
    });
    const feed = await addedFeed(home.id, "Airbnb", url);
    const removed = await owner.change(`/api/owner/feeds/${feed.id}/remove`);
    expect(removed.status).toBe(200);
    expect(await heldNights(home.id)).toEqual([]);
    expect(await listed(home.id)).toEqual([]);
    const activity = await owner.send("GET", "/api/owner/activity?kind=calendar_feed");
    const actions = (activity.body as { entries: { action: string; subject: { id: string } }[] })
      .entries;
    expect(actions).toContainEqual(
      expect.objectContaining({
        action: "feed.remove",
        subject: expect.objectContaining({ id: feed.id }),
      }),
    );
    expect(JSON.stringify(actions)).not.toContain(url);
  });
});

describe("the background job", () => {
  it("fetches each due feed once, however many instances run at once", async () => {
    const home = await createProperty();
    const path = newPath("shared");
    const url = feeds.serve(path, { kind: "calendar", text: airbnbFeed([]) });
    const added = await addedFeed(home.id, "Airbnb", url);
    await makeDue(added.id);
    const before = feeds.requestsTo(path).length;
    await Promise.all([syncDueFeeds(), syncDueFeeds(), syncDueFeeds()]);
    expect(feeds.requestsTo(path).length - before).toBe(1);
    // Done, it waits the configured interval before the next fetch.
    await syncDueFeeds();
    expect(feeds.requestsTo(path).length - before).toBe(1);
  });

  it("flags a feed failing for an hour and mails the owner once", async () => {
    const home = await createProperty({ overrides: { name: "Failing Farm" } });
    const path = newPath("down");
    const url = feeds.serve(path, {
      kind: "calendar",
      text: airbnbFeed([stay("r1", friday(2), 3)]),
    });
    const added = await addedFeed(home.id, "Airbnb", url);
    feeds.serve(path, { kind: "status", status: 503, body: "down" });
    const start = realNow();
    // Failing since the first failure, at 5 minutes.
    for (const minutes of [5, 30, 64, 66, 200]) {
      clock.now = () => new Date(start.getTime() + minutes * 60_000);
      await makeDue(added.id);
      // Earlier tests' feeds are due too by then; none of them may hold this one up.
      await syncDueFeeds({ timeoutMs: 2_000 });
      const [feed] = await listed(home.id);
      expect(feed?.failing, `after ${minutes} minutes`).toBe(minutes >= 65);
      expect(feed?.lastError).toBe("The feed answered 503 (Service Unavailable).");
    }
    const mails = (await mailsTo(getConfig().OWNER_EMAIL)).filter((mail) =>
      mail.subject.startsWith("Calendar sync failing at Failing Farm"),
    );
    expect(mails).toHaveLength(1);
    const today = await owner.send("GET", "/api/owner/today");
    expect((today.body as { calendarFeeds: CalendarFeed[] }).calendarFeeds).toContainEqual(
      expect.objectContaining({ homeName: "Failing Farm", label: "Airbnb", failing: true }),
    );
    // A success ends it: no longer flagged, and a later outage is mailed again.
    feeds.serve(path, { kind: "calendar", text: airbnbFeed([]) });
    await makeDue(added.id);
    await syncDueFeeds();
    expect((await listed(home.id))[0]).toMatchObject({ failing: false, lastError: null });
    expect(await heldNights(home.id)).toEqual([]);
  });
});

describe("'Sync now'", () => {
  it("answers 429 past 30 syncs of a home in an hour", async () => {
    const home = await createProperty();
    const url = feeds.serve(newPath("often"), { kind: "calendar", text: airbnbFeed([]) });
    await addedFeed(home.id, "Airbnb", url);
    for (let sync = 0; sync < 30; sync++) await syncNow(home.id);
    const refused = await owner.change(`/api/owner/homes/${home.id}/feeds/sync`);
    expect(refused.status).toBe(429);
    expect(refused.raw.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("answers 404 for a home that does not exist", async () => {
    const answer = await owner.change(
      "/api/owner/homes/00000000-0000-4000-8000-000000000000/feeds/sync",
    );
    expect(answer.status).toBe(404);
  });
});

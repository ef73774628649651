import { describe, expect, it } from "vitest";
import {
  airbnbFeed,
  bookingComFeed,
  pastStays,
  slowToReadFeed,
  vrboFeed,
} from "../../../tests/support/channel-feeds";
import { parseFeed } from "./feed-parse";

const TODAY = "2026-11-25";

describe("reading a channel's calendar", () => {
  it("reads Airbnb's reservations and 'Not available' blocks as the nights they take", async () => {
    const feed = airbnbFeed([
      { uid: "a1", checkIn: "2026-12-04", checkOut: "2026-12-07" },
      {
        uid: "a2",
        checkIn: "2026-12-20",
        checkOut: "2027-01-04",
        summary: "Airbnb (Not available)",
      },
    ]);
    expect(await parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [
        { key: "a1@airbnb.com", checkIn: "2026-12-04", checkOut: "2026-12-07" },
        { key: "a2@airbnb.com", checkIn: "2026-12-20", checkOut: "2027-01-04" },
      ],
    });
  });

  it("reads Booking.com's closed dates", async () => {
    const feed = bookingComFeed([{ uid: "b1", checkIn: "2026-12-11", checkOut: "2026-12-14" }]);
    expect(await parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [{ key: "b1@booking.com", checkIn: "2026-12-11", checkOut: "2026-12-14" }],
    });
  });

  it("reads Vrbo's stays through its time-zone block and folded lines, keeping no guest's name", async () => {
    const feed = vrboFeed([{ uid: "v1", checkIn: "2027-03-26", checkOut: "2027-04-02" }]);
    expect(feed).toContain("\r\n ");
    const parsed = await parseFeed(feed, TODAY);
    expect(parsed).toEqual({
      ok: true,
      stays: [{ key: "v1@vrbo.com", checkIn: "2027-03-26", checkOut: "2027-04-02" }],
    });
    expect(JSON.stringify(parsed)).not.toContain("Margriet");
  });

  it("reads a calendar with no events as an empty list, not a failure", async () => {
    expect(await parseFeed(airbnbFeed([]), TODAY)).toEqual({ ok: true, stays: [] });
  });

  it("leaves out stays that ended and counts one under way from today", async () => {
    const feed = bookingComFeed([
      { uid: "past", checkIn: "2026-11-01", checkOut: "2026-11-05" },
      { uid: "ends-today", checkIn: "2026-11-20", checkOut: "2026-11-25" },
      { uid: "under-way", checkIn: "2026-11-20", checkOut: "2026-11-28" },
    ]);
    expect(await parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [{ key: "under-way@booking.com", checkIn: TODAY, checkOut: "2026-11-28" }],
    });
  });

  it("takes a night for an event without an end, and the Brussels dates of times in UTC", async () => {
    const feed = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//EN",
      "BEGIN:VEVENT",
      "UID:no-end",
      "DTSTART;VALUE=DATE:20261210",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:utc",
      "DTSTART:20261211T230000Z",
      "DTEND:20261214T100000Z",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:cancelled",
      "STATUS:CANCELLED",
      "DTSTART;VALUE=DATE:20261220",
      "DTEND;VALUE=DATE:20261222",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    expect(await parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [
        { key: "no-end", checkIn: "2026-12-10", checkOut: "2026-12-11" },
        { key: "utc", checkIn: "2026-12-12", checkOut: "2026-12-14" },
      ],
    });
  });

  it("refuses what is not one calendar, and changes nothing by it", async () => {
    for (const text of [
      "",
      "<!doctype html><html><body>Log in to Airbnb</body></html>",
      '{"events": []}',
      "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Someone\r\nEND:VCARD\r\n",
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026",
    ]) {
      expect(await parseFeed(text, TODAY), JSON.stringify(text)).toEqual({
        ok: false,
        reason: expect.stringMatching(/^The feed /),
      });
    }
  });

  it("refuses a feed with an event whose dates cannot be read", async () => {
    for (const dates of [
      ["DTSTART;VALUE=DATE:2026AB04"],
      ["DTSTART;VALUE=DATE:20261204", "DTEND;VALUE=DATE:20261340"],
      ["DTSTART:20261204T25000", "DTEND:20261207T100000"],
      ["DTEND;VALUE=DATE:20261207"],
    ]) {
      const feed = bookingComFeed([]).replace(
        "END:VCALENDAR",
        ["BEGIN:VEVENT", "UID:odd", ...dates, "END:VEVENT", "END:VCALENDAR"].join("\r\n"),
      );
      expect(await parseFeed(feed, TODAY), dates[0]).toEqual({
        ok: false,
        reason: "The feed has an event whose dates cannot be read.",
      });
    }
  });

  it("keeps a UID that appears twice as two stays", async () => {
    const feed = bookingComFeed([
      { uid: "same", checkIn: "2026-12-04", checkOut: "2026-12-07" },
      { uid: "same", checkIn: "2026-12-18", checkOut: "2026-12-21" },
    ]);
    const parsed = await parseFeed(feed, TODAY);
    expect(parsed.ok && parsed.stays.map((stay) => stay.key)).toEqual([
      "same@booking.com",
      "same@booking.com#2026-12-18",
    ]);
  });

  it("joins a channel's own overlapping events into one stay, so every night is held", async () => {
    const feed = airbnbFeed([
      { uid: "later", checkIn: "2026-12-06", checkOut: "2026-12-11" },
      { uid: "first", checkIn: "2026-12-04", checkOut: "2026-12-07" },
      { uid: "inside", checkIn: "2026-12-07", checkOut: "2026-12-08" },
      { uid: "next", checkIn: "2026-12-11", checkOut: "2026-12-14" },
    ]);
    expect(await parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [
        { key: "first@airbnb.com", checkIn: "2026-12-04", checkOut: "2026-12-11" },
        { key: "next@airbnb.com", checkIn: "2026-12-11", checkOut: "2026-12-14" },
      ],
    });
  });

  it("refuses a feed of more than 2,000 stays as a whole", async () => {
    const stays = Array.from({ length: 2_001 }, (_, index) => ({
      uid: `many-${index}`,
      checkIn: "2026-12-04",
      checkOut: "2026-12-07",
    }));
    expect(await parseFeed(bookingComFeed(stays), TODAY)).toEqual({
      ok: false,
      reason: "The feed lists more than 2,000 stays.",
    });
  });

  it("refuses a feed of 12,000 events that ended years ago as over its cap of 10,000 events", async () => {
    expect(await parseFeed(bookingComFeed(pastStays(12_000)), TODAY)).toEqual({
      ok: false,
      reason: "The feed lists more than 10,000 events.",
    });
  });

  it("counts events over the cap however their lines are folded", async () => {
    const feed = bookingComFeed(pastStays(10_001)).replaceAll("BEGIN:VEVENT", "BEGIN:VEV\r\n ENT");
    expect(await parseFeed(feed, TODAY)).toEqual({
      ok: false,
      reason: "The feed lists more than 10,000 events.",
    });
  });

  it("reads a feed of exactly 10,000 events, leaving out the ones that ended", async () => {
    const feed = bookingComFeed([
      ...pastStays(9_999),
      { uid: "next", checkIn: "2026-12-04", checkOut: "2026-12-07" },
    ]);
    expect(await parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [{ key: "next@booking.com", checkIn: "2026-12-04", checkOut: "2026-12-07" }],
    });
  });

  it("cuts a stay that runs to 9999 at three years ahead, so it cannot hold a home forever", async () => {
    const feed = bookingComFeed([
      { uid: "forever", checkIn: "2020-01-01", checkOut: "9999-12-31" },
    ]);
    expect(await parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [{ key: "forever@booking.com", checkIn: TODAY, checkOut: "2029-11-27" }],
    });
  });

  it("gives up on a feed that takes longer than its time budget to read", async () => {
    expect(await parseFeed(slowToReadFeed(), TODAY, { budgetMs: 1_000 })).toEqual({
      ok: false,
      reason: "The feed could not be read within 1 second.",
    });
  });

  it("reads a feed in another thread, so the server's own work goes on meanwhile", async () => {
    const reading = parseFeed(slowToReadFeed(), TODAY, { budgetMs: 1_000 });
    const first = await Promise.race([
      reading.then(() => "the feed"),
      new Promise((resolve) => setImmediate(() => resolve("the server's next turn"))),
    ]);
    expect(first).toBe("the server's next turn");
    await reading;
  });

  it("reads ends given as a duration, and times in the feed's own or an unknown time zone", async () => {
    const feed = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//EN",
      "BEGIN:VTIMEZONE",
      "TZID:America/New_York",
      "BEGIN:STANDARD",
      "DTSTART:19701101T020000",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0500",
      "END:STANDARD",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:duration",
      "DTSTART;VALUE=DATE:20261204",
      "DURATION:P3D",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:new-york",
      // 02:00 on the 12th in Brussels.
      "DTSTART;TZID=America/New_York:20261211T200000",
      "DTEND;TZID=America/New_York:20261214T080000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:unknown-zone",
      "DTSTART;TZID=Somewhere/Else:20261218T230000",
      "DTEND;TZID=Somewhere/Else:20261220T100000",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    expect(await parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [
        { key: "duration", checkIn: "2026-12-04", checkOut: "2026-12-07" },
        { key: "new-york", checkIn: "2026-12-12", checkOut: "2026-12-14" },
        { key: "unknown-zone", checkIn: "2026-12-18", checkOut: "2026-12-20" },
      ],
    });
  });
});

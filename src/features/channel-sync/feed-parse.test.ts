import { describe, expect, it } from "vitest";
import { airbnbFeed, bookingComFeed, vrboFeed } from "../../../tests/support/channel-feeds";
import { parseFeed } from "./feed-parse";

const TODAY = "2026-11-25";

describe("reading a channel's calendar", () => {
  it("reads Airbnb's reservations and 'Not available' blocks as the nights they take", () => {
    const feed = airbnbFeed([
      { uid: "a1", checkIn: "2026-12-04", checkOut: "2026-12-07" },
      {
        uid: "a2",
        checkIn: "2026-12-20",
        checkOut: "2027-01-04",
        summary: "Airbnb (Not available)",
      },
    ]);
    expect(parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [
        { key: "a1@airbnb.com", checkIn: "2026-12-04", checkOut: "2026-12-07" },
        { key: "a2@airbnb.com", checkIn: "2026-12-20", checkOut: "2027-01-04" },
      ],
    });
  });

  it("reads Booking.com's closed dates", () => {
    const feed = bookingComFeed([{ uid: "b1", checkIn: "2026-12-11", checkOut: "2026-12-14" }]);
    expect(parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [{ key: "b1@booking.com", checkIn: "2026-12-11", checkOut: "2026-12-14" }],
    });
  });

  it("reads Vrbo's stays through its time-zone block and folded lines, keeping no guest's name", () => {
    const feed = vrboFeed([{ uid: "v1", checkIn: "2027-03-26", checkOut: "2027-04-02" }]);
    expect(feed).toContain("\r\n ");
    const parsed = parseFeed(feed, TODAY);
    expect(parsed).toEqual({
      ok: true,
      stays: [{ key: "v1@vrbo.com", checkIn: "2027-03-26", checkOut: "2027-04-02" }],
    });
    expect(JSON.stringify(parsed)).not.toContain("Margriet");
  });

  it("reads a calendar with no events as an empty list, not a failure", () => {
    expect(parseFeed(airbnbFeed([]), TODAY)).toEqual({ ok: true, stays: [] });
  });

  it("leaves out stays that ended and counts one under way from today", () => {
    const feed = bookingComFeed([
      { uid: "past", checkIn: "2026-11-01", checkOut: "2026-11-05" },
      { uid: "ends-today", checkIn: "2026-11-20", checkOut: "2026-11-25" },
      { uid: "under-way", checkIn: "2026-11-20", checkOut: "2026-11-28" },
    ]);
    expect(parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [{ key: "under-way@booking.com", checkIn: TODAY, checkOut: "2026-11-28" }],
    });
  });

  it("takes a night for an event without an end, and the Brussels dates of times in UTC", () => {
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
    expect(parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [
        { key: "no-end", checkIn: "2026-12-10", checkOut: "2026-12-11" },
        { key: "utc", checkIn: "2026-12-12", checkOut: "2026-12-14" },
      ],
    });
  });

  it("refuses what is not one calendar, and changes nothing by it", () => {
    for (const text of [
      "",
      "<!doctype html><html><body>Log in to Airbnb</body></html>",
      '{"events": []}',
      "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Someone\r\nEND:VCARD\r\n",
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2026",
    ]) {
      expect(parseFeed(text, TODAY), JSON.stringify(text)).toEqual({
        ok: false,
        reason: expect.stringMatching(/^The feed /),
      });
    }
  });

  it("keeps a UID that appears twice as two stays", () => {
    const feed = bookingComFeed([
      { uid: "same", checkIn: "2026-12-04", checkOut: "2026-12-07" },
      { uid: "same", checkIn: "2026-12-18", checkOut: "2026-12-21" },
    ]);
    const parsed = parseFeed(feed, TODAY);
    expect(parsed.ok && parsed.stays.map((stay) => stay.key)).toEqual([
      "same@booking.com",
      "same@booking.com#2026-12-18",
    ]);
  });

  it("joins a channel's own overlapping events into one stay, so every night is held", () => {
    const feed = airbnbFeed([
      { uid: "later", checkIn: "2026-12-06", checkOut: "2026-12-11" },
      { uid: "first", checkIn: "2026-12-04", checkOut: "2026-12-07" },
      { uid: "inside", checkIn: "2026-12-07", checkOut: "2026-12-08" },
      { uid: "next", checkIn: "2026-12-11", checkOut: "2026-12-14" },
    ]);
    expect(parseFeed(feed, TODAY)).toEqual({
      ok: true,
      stays: [
        { key: "first@airbnb.com", checkIn: "2026-12-04", checkOut: "2026-12-11" },
        { key: "next@airbnb.com", checkIn: "2026-12-11", checkOut: "2026-12-14" },
      ],
    });
  });

  it("refuses a feed of more than 2,000 stays as a whole", () => {
    const stays = Array.from({ length: 2_001 }, (_, index) => ({
      uid: `many-${index}`,
      checkIn: "2026-12-04",
      checkOut: "2026-12-07",
    }));
    expect(parseFeed(bookingComFeed(stays), TODAY)).toEqual({
      ok: false,
      reason: "The feed lists more than 2,000 stays.",
    });
  });
});

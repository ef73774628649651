import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, calendarFeeds, importedStays, stayHolds } from "@/db/schema";
import { newCalendarToken, syncDueFeeds } from "@/features/channel-sync/server";
import { addDays } from "@/lib/dates";
import { bookingRequest, postJson } from "../support/bookings";
import { airbnbFeed } from "../support/channel-feeds";
import { configureForFile } from "../support/config";
import { FeedServer } from "../support/feed-server";
import { createProperty } from "../support/fixtures";
import { call, fromAddress } from "../support/routes";

/** A stay sold on Airbnb and a guest's booking here, for the same nights at the same moment. */

configureForFile({ CALENDAR_FETCH_ALLOW_PRIVATE: true });
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await FeedServer.start();
});

afterAll(async () => {
  await feeds.stop();
});

const ROUNDS = 48;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A channel's feed for the home listing one stay of three nights, due to be fetched at once. */
async function dueFeed(homeId: string, uid: string, checkIn: string): Promise<void> {
  const url = feeds.serve(`/${uid}.ics`, {
    kind: "calendar",
    text: airbnbFeed([{ uid, checkIn, checkOut: addDays(checkIn, 3) }]),
  });
  await (await getDb()).insert(calendarFeeds).values({
    propertyId: homeId,
    label: "Airbnb",
    url,
    exportToken: newCalendarToken(),
    nextFetchAt: new Date(0),
  });
}

/** The milliseconds one feed's import takes, start to end, on a home nobody books. */
async function timedImport(): Promise<number> {
  const home = await createProperty();
  await dueFeed(home.id, "timed", bookingRequest(home.id).startDate.slice(0, 10));
  const started = performance.now();
  await syncDueFeeds();
  return performance.now() - started;
}

describe("an import and a guest's booking racing for the same nights", () => {
  it(`never both hold them, ${ROUNDS} times over`, async () => {
    const db = await getDb();
    // How long an import takes here (a fetch, a worker thread reading the feed): the booking
    // starts from at once to half again as late, so the two meet at every point of each other's work.
    const importMs = await timedImport();
    let bookingsWon = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const home = await createProperty();
      const request = bookingRequest(home.id, { guestEmail: `racer-${round}@example.com` });
      // Due at once, so the job fetches it while the guest books.
      await dueFeed(home.id, `race-${round}`, request.startDate.slice(0, 10));
      const [booked] = await Promise.all([
        delay(((round % 12) / 8) * importMs).then(() =>
          call(
            "POST",
            "/api/public/bookings",
            postJson(request, fromAddress(`198.18.${round >> 8}.${round & 255}`)),
          ),
        ),
        syncDueFeeds(),
      ]);
      const holds = await db.select().from(stayHolds).where(eq(stayHolds.propertyId, home.id));
      const [imported] = await db
        .select()
        .from(importedStays)
        .where(eq(importedStays.propertyId, home.id));
      const held = await db.select().from(bookings).where(eq(bookings.propertyId, home.id));
      expect(holds, `round ${round}`).toHaveLength(1);
      expect(imported, `round ${round}`).toBeDefined();
      if (booked.status === 201) {
        bookingsWon++;
        expect(holds[0]?.bookingId).toBe(held[0]?.id);
        expect(imported).toMatchObject({ holdsNights: false, conflictBookingId: held[0]?.id });
      } else {
        expect(booked.status, `round ${round}`).toBe(409);
        expect(held).toEqual([]);
        expect(holds[0]?.importedStayId).toBe(imported?.id);
        expect(imported?.holdsNights).toBe(true);
      }
    }
    // Both sides must have won some rounds, or the race was never run.
    expect(bookingsWon).toBeGreaterThan(0);
    expect(bookingsWon).toBeLessThan(ROUNDS);
  });
});

import "server-only";
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { hitRateLimit } from "@/db/rate-limits";
import { alias } from "drizzle-orm/pg-core";
import { calendarFeeds, importedStays, properties, stayHolds } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { clock, HOUR_MS } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { todayInBrussels } from "@/lib/dates";
import { isUuid } from "@/lib/text";
import { ApiError, notFound, parseInput, rateLimited } from "@/lib/http";
import { calendarAddress, newCalendarToken } from "./calendar-export.server";
import { feedAddressProblem } from "./feed-fetch.server";
import { FAILING_AFTER_MS, syncFeedsOfHome, type FetchOptions } from "./feed-sync.server";
import { FEED_SYNCS_PER_HOUR, MAX_FEEDS_PER_HOME } from "./feed-limits";
import {
  addFeedSchema,
  type AddFeedRequest,
  type CalendarConflict,
  type CalendarFeed,
} from "./feeds";

/*
 * The owner's side of importing (issue 18): adding and removing a home's feeds, 'Sync now', and
 * the health and conflicts the home's page and Today show.
 */

/** Today lists at most this many feeds: 50 homes on 4 channels each, with room to spare. */
const MOST_FEEDS = 300;

function invalid(path: string, message: string): ApiError {
  return new ApiError("INVALID_INPUT", message, { details: [{ path, message }] });
}

async function assertHome(propertyId: string): Promise<{ id: string; name: string }> {
  if (!isUuid(propertyId)) throw notFound("Property");
  const db = await getDb();
  const [home] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!home) throw notFound("Property");
  return home;
}

/**
 * Adds a channel's calendar to a home and fetches it at once, so the owner sees at once whether
 * it reads. 400 for an address that may never be fetched, 409 past MAX_FEEDS_PER_HOME.
 */
export async function addFeed(
  actor: string,
  propertyId: string,
  input: AddFeedRequest,
  options: FetchOptions = {},
): Promise<CalendarFeed> {
  const { label, url } = parseInput(addFeedSchema, input);
  const problem = feedAddressProblem(url, getConfig().CALENDAR_FETCH_ALLOW_PRIVATE);
  if (problem) throw invalid("url", problem);
  await assertHome(propertyId);
  const db = await getDb();
  const feed = await db.transaction(async (tx) => {
    // The home's row is the lock that keeps two adds from passing the count together.
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    const [feeds] = await tx
      .select({ count: count() })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.propertyId, propertyId));
    if ((feeds?.count ?? 0) >= MAX_FEEDS_PER_HOME) {
      throw new ApiError(
        "CONFLICT",
        `A home can read at most ${MAX_FEEDS_PER_HOME} calendars; remove one first`,
      );
    }
    const [added] = await tx
      .insert(calendarFeeds)
      .values({ propertyId, label, url, exportToken: newCalendarToken(), createdAt: clock.now() })
      .returning();
    if (!added) throw new Error("calendar feed insert returned nothing");
    await recordActivity(tx, {
      actor,
      action: "feed.add",
      subject: { kind: "calendar_feed", id: added.id },
      // The address may carry the channel's secret: the log keeps only its host.
      after: { propertyId, label, host: new URL(url).host },
    });
    return added;
  });
  await syncFeedsOfHome(propertyId, { ...options, feedId: feed.id });
  const [health] = (await listFeeds(propertyId)).filter((each) => each.id === feed.id);
  if (!health) throw notFound("Feed");
  return health;
}

/** Removes a feed: the nights its stays held are free at once. */
export async function removeFeed(actor: string, feedId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [feed] = isUuid(feedId)
      ? await tx.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId)).for("update")
      : [];
    if (!feed) throw notFound("Feed");
    // Its stays and their holds go with it (foreign keys cascade).
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.id, feed.id));
    await recordActivity(tx, {
      actor,
      action: "feed.remove",
      subject: { kind: "calendar_feed", id: feed.id },
      before: { propertyId: feed.propertyId, label: feed.label, host: hostOf(feed.url) },
    });
  });
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** 'Sync now': fetches every feed of the home at once, FEED_SYNCS_PER_HOUR times an hour. */
export async function syncHomeNow(
  propertyId: string,
  options: FetchOptions = {},
): Promise<CalendarFeed[]> {
  await assertHome(propertyId);
  const db = await getDb();
  const allowance = await hitRateLimit(
    db,
    `calendar-sync:${propertyId}`,
    FEED_SYNCS_PER_HOUR,
    HOUR_MS,
    clock.now(),
  );
  if (!allowance.allowed) {
    throw rateLimited(
      `This home's calendars were synced ${FEED_SYNCS_PER_HOUR} times this hour`,
      allowance.retryAfterSeconds,
    );
  }
  await syncFeedsOfHome(propertyId, options);
  return listFeeds(propertyId);
}

const conflictingImport = alias(importedStays, "conflicting_import");
const conflictingFeed = alias(calendarFeeds, "conflicting_feed");

/** Conflicts that have not ended, of one home or of all, earliest first. */
async function listConflicts(propertyIds: string[] | "every"): Promise<CalendarConflict[]> {
  const db = await getDb();
  const today = todayInBrussels();
  const rows = await db
    .select({
      id: importedStays.id,
      homeId: importedStays.propertyId,
      homeName: properties.name,
      feedId: importedStays.feedId,
      feedLabel: calendarFeeds.label,
      from: importedStays.startDate,
      to: importedStays.endDate,
      bookingId: importedStays.conflictBookingId,
      blockId: importedStays.conflictBlockId,
      otherLabel: conflictingFeed.label,
      holderFrom: sql<string | null>`lower(${stayHolds.stay})::text`,
      holderTo: sql<string | null>`upper(${stayHolds.stay})::text`,
    })
    .from(importedStays)
    .innerJoin(calendarFeeds, eq(calendarFeeds.id, importedStays.feedId))
    .innerJoin(properties, eq(properties.id, importedStays.propertyId))
    .leftJoin(conflictingImport, eq(conflictingImport.id, importedStays.conflictImportedStayId))
    .leftJoin(conflictingFeed, eq(conflictingFeed.id, conflictingImport.feedId))
    .innerJoin(
      stayHolds,
      sql`(${stayHolds.bookingId} = ${importedStays.conflictBookingId} OR ${stayHolds.ownerBlockId} = ${importedStays.conflictBlockId} OR ${stayHolds.importedStayId} = ${importedStays.conflictImportedStayId})`,
    )
    .where(
      and(
        eq(importedStays.holdsNights, false),
        gt(importedStays.endDate, today),
        propertyIds === "every" ? undefined : inArray(importedStays.propertyId, propertyIds),
      ),
    )
    .orderBy(asc(importedStays.startDate), asc(importedStays.id));
  return rows.map((row) => {
    const dates = { from: row.holderFrom ?? row.from, to: row.holderTo ?? row.to };
    return {
      id: row.id,
      homeId: row.homeId,
      homeName: row.homeName,
      feedId: row.feedId,
      feedLabel: row.feedLabel,
      from: row.from,
      to: row.to,
      holder: row.bookingId
        ? { kind: "booking" as const, bookingId: row.bookingId, ...dates }
        : row.blockId
          ? { kind: "block" as const, ...dates }
          : { kind: "channel" as const, label: row.otherLabel ?? "another channel", ...dates },
    };
  });
}

/** Every conflict that has not ended, for Today. */
export async function listAllCalendarConflicts(): Promise<CalendarConflict[]> {
  return listConflicts("every");
}

type FeedRow = typeof calendarFeeds.$inferSelect & { homeName: string };

function toHealth(row: FeedRow, conflicts: CalendarConflict[], now: Date): CalendarFeed {
  return {
    id: row.id,
    homeId: row.propertyId,
    homeName: row.homeName,
    label: row.label,
    url: row.url,
    exportAddress: calendarAddress(row.exportToken),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    eventCount: row.eventCount,
    lastError: row.lastError,
    failing:
      row.failingSince !== null && now.getTime() - row.failingSince.getTime() >= FAILING_AFTER_MS,
    conflicts: conflicts.filter((conflict) => conflict.feedId === row.id),
  };
}

async function feedRows(propertyId: string | null): Promise<FeedRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ feed: calendarFeeds, homeName: properties.name })
    .from(calendarFeeds)
    .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
    .where(propertyId ? eq(calendarFeeds.propertyId, propertyId) : undefined)
    .orderBy(asc(properties.name), asc(calendarFeeds.createdAt), asc(calendarFeeds.id));
  return rows.map(({ feed, homeName }) => ({ ...feed, homeName }));
}

/** A home's feeds with their health and conflicts, oldest first; [] for an unknown home. */
export async function listFeeds(propertyId: string): Promise<CalendarFeed[]> {
  if (!isUuid(propertyId)) return [];
  const [rows, conflicts] = await Promise.all([feedRows(propertyId), listConflicts([propertyId])]);
  const now = clock.now();
  return rows.map((row) => toHealth(row, conflicts, now));
}

/** Every home's feeds with their health, for Today: failing first, then failed last time. */
export async function listAllFeedHealth(): Promise<CalendarFeed[]> {
  const now = clock.now();
  const rank = (feed: CalendarFeed) => (feed.failing ? 0 : feed.lastError ? 1 : 2);
  return (await feedRows(null))
    .map((row) => toHealth(row, [], now))
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, MOST_FEEDS);
}

/** A home's feeds for its page; 404 for an unknown home. */
export async function listHomeFeeds(propertyId: string): Promise<CalendarFeed[]> {
  await assertHome(propertyId);
  return listFeeds(propertyId);
}

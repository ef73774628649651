import "server-only";
import { and, asc, eq, gt, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { EXCLUSION_VIOLATION, retryOnDeadlock, sqlStateOf } from "@/db/errors";
import { calendarFeeds, importedStays, properties, stayHolds } from "@/db/schema";
import {
  ownerCalendarConflictMail,
  ownerCalendarFeedFailingMail,
  enqueueMail,
  type OwnerCalendarConflictData,
} from "@/features/mail/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { todayInBrussels, type CalendarDate } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import {
  FEED_FETCH_LIMITS,
  fetchFeed,
  type FeedAnswer,
  type FeedFetchLimits,
} from "./feed-fetch.server";
import { FEED_PARSE_LIMITS, parseFeed, type FeedStay, type ParsedFeed } from "./feed-parse";

/*
 * Importing other channels' calendars (docs/decisions/0036). A feed is claimed with a lease (so
 * several instances never fetch one at once), fetched outside any transaction, and its answer
 * applied in one transaction: only a calendar that parses, or a 304, changes the imported stays;
 * anything else records a failure and changes nothing. Each stay holds its nights in the one
 * exclusion constraint with bookings and blocks, or, when they are taken, is a conflict.
 */

type Feed = typeof calendarFeeds.$inferSelect;
type ImportedStay = typeof importedStays.$inferSelect;

/**
 * Longer than a fetch and its reading may take, with room to apply the answer (60 s); a dead
 * instance's claim lapses after.
 */
const LEASE_MS = FEED_FETCH_LIMITS.timeoutMs + FEED_PARSE_LIMITS.budgetMs + 40_000;
/** A feed failing this long is flagged and the owner told once. */
export const FAILING_AFTER_MS = 60 * 60_000;
/** Retries after failures back off to at most this. */
const MAX_RETRY_MS = 60 * 60_000;
/** Fetches at once per instance: a feed that hangs does not hold up the others. */
const FETCHES_AT_ONCE = 4;

export type FetchOptions = Partial<Omit<FeedFetchLimits, "allowPrivate">> & {
  /** Tests only: a shorter time to read the feed in (FEED_PARSE_LIMITS). */
  parseBudgetMs?: number;
};

function fetchLimits(options: FetchOptions): FeedFetchLimits {
  return {
    ...FEED_FETCH_LIMITS,
    ...options,
    allowPrivate: getConfig().CALENDAR_FETCH_ALLOW_PRIVATE,
  };
}

function syncIntervalMs(): number {
  return getConfig().CALENDAR_SYNC_MINUTES * 60_000;
}

/** After `failures` failures in a row: the usual interval, doubled each time, at most an hour. */
function retryDelayMs(failures: number): number {
  return Math.min(syncIntervalMs() * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}

/** Claims the next feed `which` selects that no instance is fetching, or null. */
async function claimFeed(which: SQL): Promise<Feed | null> {
  const db = await getDb();
  const now = clock.now();
  const next = db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(and(which, or(isNull(calendarFeeds.lockedUntil), lte(calendarFeeds.lockedUntil, now))))
    .orderBy(asc(calendarFeeds.nextFetchAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [feed] = await db
    .update(calendarFeeds)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), lastAttemptAt: now })
    .where(eq(calendarFeeds.id, sql`(${next})`))
    .returning();
  return feed ?? null;
}

/** Claims and syncs feeds `which` selects, a few at once, until none is left or `max` are done. */
async function syncClaimed(which: SQL, max: number, options: FetchOptions): Promise<number> {
  let claims = max;
  let synced = 0;
  const worker = async () => {
    while (claims > 0) {
      claims--;
      const feed = await claimFeed(which);
      if (!feed) return;
      await syncFeed(feed, options);
      synced++;
    }
  };
  await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, worker));
  return synced;
}

/** One pass of the background job: every feed whose time has come. */
export async function syncDueFeeds(
  options: FetchOptions & { max?: number } = {},
): Promise<{ synced: number }> {
  const synced = await syncClaimed(
    lte(calendarFeeds.nextFetchAt, clock.now()),
    options.max ?? 50,
    options,
  );
  if (synced > 0) logger().info({ synced }, "synced channel calendars");
  return { synced };
}

/**
 * Fetches a home's feeds now ('Sync now'), or only `feedId`; a feed another instance is fetching
 * at this moment is left to it.
 */
export async function syncFeedsOfHome(
  propertyId: string,
  options: FetchOptions & { feedId?: string } = {},
): Promise<void> {
  const started = clock.now();
  await syncClaimed(
    and(
      eq(calendarFeeds.propertyId, propertyId),
      options.feedId ? eq(calendarFeeds.id, options.feedId) : undefined,
      // Claiming sets the attempt's time, so each feed is taken once by this call.
      or(isNull(calendarFeeds.lastAttemptAt), lt(calendarFeeds.lastAttemptAt, started)),
    )!,
    100,
    options,
  );
}

async function syncFeed(feed: Feed, options: FetchOptions): Promise<void> {
  let answer: FeedAnswer;
  try {
    answer = await fetchFeed(
      feed.url,
      { etag: feed.etag, lastModified: feed.lastModified },
      fetchLimits(options),
    );
  } catch (error) {
    logger().error({ err: error, feedId: feed.id }, "calendar fetch failed unexpectedly");
    answer = { kind: "failed", reason: "The feed could not be read." };
  }
  const today = todayInBrussels();
  // Parsed before the transaction: a large feed takes a moment that no lock should wait on.
  if (answer.kind === "calendar") {
    let parsed: ParsedFeed;
    try {
      parsed = await parseFeed(
        answer.text,
        today,
        options.parseBudgetMs ? { budgetMs: options.parseBudgetMs } : {},
      );
    } catch (error) {
      logger().error({ err: error, feedId: feed.id }, "calendar parse failed unexpectedly");
      parsed = { ok: false, reason: "The feed could not be read." };
    }
    await applyOutcome(
      feed.id,
      parsed.ok
        ? { ok: true, stays: parsed.stays, validators: answer }
        : { ok: false, reason: parsed.reason },
    );
  } else if (answer.kind === "not-modified") {
    await applyOutcome(feed.id, { ok: true, stays: "unchanged", validators: null });
  } else {
    await applyOutcome(feed.id, { ok: false, reason: answer.reason });
  }
}

type Outcome =
  | {
      ok: true;
      /** The feed's stays, or "unchanged" after a 304: the stored ones stay and are tried again. */
      stays: FeedStay[] | "unchanged";
      validators: { etag: string | null; lastModified: string | null } | null;
    }
  | { ok: false; reason: string };

async function applyOutcome(feedId: string, outcome: Outcome): Promise<void> {
  const db = await getDb();
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ feed: calendarFeeds, homeName: properties.name })
        .from(calendarFeeds)
        .innerJoin(properties, eq(properties.id, calendarFeeds.propertyId))
        .where(eq(calendarFeeds.id, feedId))
        .for("update", { of: calendarFeeds });
      // Removed by the owner while it was being fetched.
      if (!row) return;
      const { feed, homeName } = row;
      const now = clock.now();
      if (!outcome.ok) {
        await recordFailure(tx, feed, homeName, outcome.reason, now);
        return;
      }
      const today = todayInBrussels(now);
      const stays =
        outcome.stays === "unchanged" ? await storedStays(tx, feed.id, today) : outcome.stays;
      await reconcile(tx, feed, homeName, stays, today);
      await tx
        .update(calendarFeeds)
        .set({
          ...(outcome.validators
            ? { etag: outcome.validators.etag, lastModified: outcome.validators.lastModified }
            : {}),
          lastSuccessAt: now,
          eventCount: stays.length,
          lastError: null,
          failingSince: null,
          consecutiveFailures: 0,
          failureMailedAt: null,
          nextFetchAt: new Date(now.getTime() + syncIntervalMs()),
          lockedUntil: null,
        })
        .where(eq(calendarFeeds.id, feed.id));
    }),
  );
}

async function recordFailure(
  tx: Transaction,
  feed: Feed,
  homeName: string,
  reason: string,
  now: Date,
): Promise<void> {
  const failures = feed.consecutiveFailures + 1;
  const failingSince = feed.failingSince ?? now;
  const tellOwner =
    feed.failureMailedAt === null && now.getTime() - failingSince.getTime() >= FAILING_AFTER_MS;
  if (tellOwner) {
    await enqueueMail(
      tx,
      getConfig().OWNER_EMAIL,
      await ownerCalendarFeedFailingMail({
        homeName,
        feedLabel: feed.label,
        lastError: reason,
        lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
      }),
    );
  }
  await tx
    .update(calendarFeeds)
    .set({
      lastError: reason,
      failingSince,
      consecutiveFailures: failures,
      ...(tellOwner ? { failureMailedAt: now } : {}),
      nextFetchAt: new Date(now.getTime() + retryDelayMs(failures)),
      lockedUntil: null,
    })
    .where(eq(calendarFeeds.id, feed.id));
}

/** After a 304: the stays imported before that have not ended, tried again as they are. */
async function storedStays(
  tx: Transaction,
  feedId: string,
  today: CalendarDate,
): Promise<FeedStay[]> {
  const rows = await tx
    .select()
    .from(importedStays)
    .where(and(eq(importedStays.feedId, feedId), gt(importedStays.endDate, today)))
    .orderBy(asc(importedStays.startDate));
  return rows.map((row) => ({ key: row.uid, checkIn: row.startDate, checkOut: row.endDate }));
}

/**
 * Makes the feed's imported stays what the feed lists: gone ones free their nights first, then
 * each stay holds its nights or, when something else holds them, becomes a conflict.
 */
async function reconcile(
  tx: Transaction,
  feed: Feed,
  homeName: string,
  stays: FeedStay[],
  today: CalendarDate,
): Promise<void> {
  const existing = await tx
    .select()
    .from(importedStays)
    .where(eq(importedStays.feedId, feed.id))
    .for("update");
  const listed = new Set(stays.map((stay) => stay.key));
  const gone = existing.filter((row) => !listed.has(row.uid) || row.endDate <= today);
  for (const row of gone) {
    await tx.delete(importedStays).where(eq(importedStays.id, row.id));
  }
  const byKey = new Map(existing.map((row) => [row.uid, row]));
  // Every moved stay lets go of its old nights before any stay takes new ones, so a feed's own
  // stays never stand in each other's way.
  const toHold: ImportedStay[] = [];
  for (const stay of stays) {
    const dates = { startDate: stay.checkIn, endDate: stay.checkOut };
    const row = byKey.get(stay.key);
    if (!row) {
      const [inserted] = await tx
        .insert(importedStays)
        .values({
          feedId: feed.id,
          propertyId: feed.propertyId,
          uid: stay.key,
          ...dates,
          holdsNights: false,
        })
        .returning();
      toHold.push(inserted!);
    } else if (row.startDate !== stay.checkIn || row.endDate !== stay.checkOut) {
      await tx.delete(stayHolds).where(eq(stayHolds.importedStayId, row.id));
      const [moved] = await tx
        .update(importedStays)
        .set({ ...dates, holdsNights: false, updatedAt: clock.now() })
        .where(eq(importedStays.id, row.id))
        .returning();
      toHold.push(moved!);
    } else if (!row.holdsNights) toHold.push(row);
  }
  for (const stay of toHold) await holdOrRecordConflict(tx, feed, homeName, stay);
}

/**
 * The stay takes its nights, or records what holds them as its conflict; the owner is told once
 * per conflict (again only when something else comes to hold the nights).
 */
async function holdOrRecordConflict(
  tx: Transaction,
  feed: Feed,
  homeName: string,
  stay: ImportedStay,
): Promise<void> {
  let holder = (await tryToHold(tx, stay)) ? null : await holderOf(tx, stay);
  // What held the nights went between the two looks: the nights may be free now.
  if (holder?.ours === null) holder = (await tryToHold(tx, stay)) ? null : holder;
  if (!holder) {
    await tx
      .update(importedStays)
      .set({
        holdsNights: true,
        conflictBookingId: null,
        conflictBlockId: null,
        conflictImportedStayId: null,
        conflictMailedAt: null,
      })
      .where(eq(importedStays.id, stay.id));
    return;
  }
  const sameHolder =
    stay.conflictBookingId === holder.bookingId &&
    stay.conflictBlockId === holder.blockId &&
    stay.conflictImportedStayId === holder.importedStayId;
  const tellOwner = holder.ours !== null && (stay.conflictMailedAt === null || !sameHolder);
  if (tellOwner && holder.ours) {
    await enqueueMail(
      tx,
      getConfig().OWNER_EMAIL,
      await ownerCalendarConflictMail({
        homeName,
        feedLabel: feed.label,
        eventCheckIn: stay.startDate,
        eventCheckOut: stay.endDate,
        ours: holder.ours,
      }),
    );
  }
  await tx
    .update(importedStays)
    .set({
      holdsNights: false,
      conflictBookingId: holder.bookingId,
      conflictBlockId: holder.blockId,
      conflictImportedStayId: holder.importedStayId,
      ...(tellOwner ? { conflictMailedAt: clock.now() } : {}),
    })
    .where(eq(importedStays.id, stay.id));
}

/** Holds the stay's nights unless another hold overlaps them (the exclusion constraint decides). */
async function tryToHold(tx: Transaction, stay: ImportedStay): Promise<boolean> {
  try {
    // A savepoint: the refused insert must not abort the feed's whole transaction.
    await tx.transaction(async (savepoint) => {
      await savepoint.insert(stayHolds).values({
        propertyId: stay.propertyId,
        importedStayId: stay.id,
        stay: `[${stay.startDate},${stay.endDate})`,
      });
    });
    return true;
  } catch (error) {
    if (sqlStateOf(error) === EXCLUSION_VIOLATION) return false;
    throw error;
  }
}

/** What holds (some of) the nights a refused stay asked for, earliest first. */
async function holderOf(
  tx: Transaction,
  stay: ImportedStay,
): Promise<{
  bookingId: string | null;
  blockId: string | null;
  importedStayId: string | null;
  ours: OwnerCalendarConflictData["ours"] | null;
}> {
  const [hold] = await tx
    .select({
      bookingId: stayHolds.bookingId,
      blockId: stayHolds.ownerBlockId,
      importedStayId: stayHolds.importedStayId,
      checkIn: sql<string>`lower(${stayHolds.stay})::text`,
      checkOut: sql<string>`upper(${stayHolds.stay})::text`,
      feedLabel: calendarFeeds.label,
    })
    .from(stayHolds)
    .leftJoin(importedStays, eq(importedStays.id, stayHolds.importedStayId))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id, importedStays.feedId))
    .where(
      and(
        eq(stayHolds.propertyId, stay.propertyId),
        sql`${stayHolds.stay} && daterange(${stay.startDate}::date, ${stay.endDate}::date, '[)')`,
      ),
    )
    .orderBy(asc(sql`lower(${stayHolds.stay})`))
    .limit(1);
  // The holder went in the meantime: the next sync tries again.
  if (!hold) return { bookingId: null, blockId: null, importedStayId: null, ours: null };
  const { checkIn, checkOut } = hold;
  const ours: OwnerCalendarConflictData["ours"] = hold.bookingId
    ? { kind: "booking", bookingId: hold.bookingId, checkIn, checkOut }
    : hold.blockId
      ? { kind: "block", checkIn, checkOut }
      : { kind: "channel", label: hold.feedLabel ?? "another channel", checkIn, checkOut };
  return {
    bookingId: hold.bookingId,
    blockId: hold.blockId,
    importedStayId: hold.importedStayId,
    ours,
  };
}

/** The background job: looks for due feeds every 30 s; each feed is due every CALENDAR_SYNC_MINUTES. */
export function startCalendarSync(intervalMs = 30_000): void {
  startRecurringJob("calendar sync", intervalMs, () => syncDueFeeds());
}

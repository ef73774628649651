import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import ICAL from "ical.js";
import { getDb, type Database } from "@/db/client";
import { cachedRead } from "@/db/read-cache";
import {
  bookings,
  calendarFeeds,
  importedStays,
  ownerBlocks,
  properties,
  stayHolds,
} from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { notFound } from "@/lib/http";
import { appSecret } from "@/lib/secret";
import { site } from "@/lib/site";

/*
 * A home's calendar for other channels (docs/decisions/0035): one all-day event per hold that
 * has not ended, `SUMMARY:Reserved`, no guest's name or contact, no id. Channels poll it every
 * few minutes, so an answer costs one statement, the token's lookup: the text and its
 * fingerprint (the ETag) are kept in the read cache until the home's holds change, and the text
 * for a fingerprint is made once. Both statements are prepared once per database.
 */

/** 128 random bits, as the secret of a calendar address. */
export function newCalendarToken(): string {
  return randomBytes(16).toString("base64url");
}

/** Where a hold comes from; with its id, what its UID is made from. */
type HoldSource = "booking" | "block" | "import";

interface ExportedHold {
  /** Never changes while the hold lasts. */
  uid: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  /** When the source was made or last moved: the event's DTSTAMP. */
  stamp: Date;
}

export interface CalendarExport {
  etag: string;
  body: string;
}

/** Bumped when the text changes for the same holds, so channels fetch the new text. */
const FORMAT_VERSION = "2";
const PRODUCT_ID = `-//${site.name}//Channel calendar//EN`;
const UID_DOMAIN = "calendar.ardennes-stays";

/** A calendar's statements, prepared once per database (decision 0014). */
function prepareStatements(db: Database) {
  const token = sql.placeholder("token");
  const leaveOut = sql.placeholder("leaveOut");
  return {
    // A home's own token or a feed's: one round trip either way.
    scope: unionAll(
      db
        .select({ propertyId: properties.id, feedId: sql<string | null>`NULL::uuid` })
        .from(properties)
        .where(eq(properties.calendarToken, token)),
      db
        .select({ propertyId: calendarFeeds.propertyId, feedId: calendarFeeds.id })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.exportToken, token)),
    ).prepare("calendar_scope"),
    holds: db
      .select({
        bookingId: stayHolds.bookingId,
        blockId: stayHolds.ownerBlockId,
        importId: stayHolds.importedStayId,
        checkIn: sql<string>`lower(${stayHolds.stay})::text`,
        checkOut: sql<string>`upper(${stayHolds.stay})::text`,
        stamp:
          sql<Date>`coalesce(${bookings.createdAt}, ${ownerBlocks.createdAt}, ${importedStays.updatedAt})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
      })
      .from(stayHolds)
      .leftJoin(bookings, eq(bookings.id, stayHolds.bookingId))
      .leftJoin(ownerBlocks, eq(ownerBlocks.id, stayHolds.ownerBlockId))
      .leftJoin(importedStays, eq(importedStays.id, stayHolds.importedStayId))
      .where(
        and(
          eq(stayHolds.propertyId, sql.placeholder("propertyId")),
          sql`upper(${stayHolds.stay}) > ${sql.placeholder("since")}::date`,
          sql`(${leaveOut}::uuid IS NULL OR ${importedStays.feedId} IS DISTINCT FROM ${leaveOut}::uuid)`,
        ),
      )
      .orderBy(asc(sql`lower(${stayHolds.stay})`))
      .prepare("calendar_holds"),
  };
}

const statements = new WeakMap<Database, ReturnType<typeof prepareStatements>>();

async function prepared(): Promise<ReturnType<typeof prepareStatements>> {
  const db = await getDb();
  let found = statements.get(db);
  if (!found) statements.set(db, (found = prepareStatements(db)));
  return found;
}

/** The home a token names, and the feed whose own events it leaves out (a channel's address). */
async function exportScope(
  token: string,
): Promise<{ propertyId: string; leaveOutFeedId: string | null } | null> {
  const [scope] = await (await prepared()).scope.execute({ token });
  return scope ? { propertyId: scope.propertyId, leaveOutFeedId: scope.feedId } : null;
}

async function heldStays(
  propertyId: string,
  leaveOutFeedId: string | null,
  since: CalendarDate,
): Promise<ExportedHold[]> {
  const statement = (await prepared()).holds;
  const rows = await statement.execute({ propertyId, since, leaveOut: leaveOutFeedId });
  return rows.map((row) => {
    const [source, sourceId]: [HoldSource, string | null] = row.bookingId
      ? ["booking", row.bookingId]
      : row.blockId
        ? ["block", row.blockId]
        : ["import", row.importId];
    return {
      uid: holdUid(source, sourceId ?? ""),
      checkIn: row.checkIn as CalendarDate,
      checkOut: row.checkOut as CalendarDate,
      stamp: row.stamp,
    };
  });
}

/**
 * A booking's id opens its public view and its payment calls, so every channel reading the
 * calendar would learn them: a UID is a keyed hash of the source and id instead, stable while the
 * app secret is, and telling nothing, not even whether the stay is a booking, block or import.
 */
function holdUid(source: HoldSource, id: string): string {
  const hash = createHmac("sha256", appSecret()).update(`calendar-uid:${source}:${id}`).digest();
  return `${hash.subarray(0, 16).toString("base64url")}@${UID_DOMAIN}`;
}

/**
 * The calendar's text and fingerprint, from the read cache (decision 0012) until the home's holds
 * change: every write to `stay_holds` notifies with the home's id. The day is in the key, since a
 * stay that ended yesterday leaves the calendar at midnight. A source's stamp changes only with
 * its hold (bookings and blocks keep theirs; an imported stay moves its hold when its dates move).
 * The text is made when the holds are read: after a change every channel fetches it anyway.
 */
function currentCalendar(scope: {
  propertyId: string;
  leaveOutFeedId: string | null;
}): Promise<CalendarExport> {
  // A stay that ended yesterday is of no use to a channel; one that ends today still shows.
  const since = addDays(todayInBrussels(), -1);
  return cachedRead(
    `calendar:${since}:${scope.propertyId}:${scope.leaveOutFeedId ?? "all"}`,
    { holdsOf: scope.propertyId },
    async () => {
      const holds = await heldStays(scope.propertyId, scope.leaveOutFeedId, since);
      const etag = fingerprint(holds);
      return { etag, body: textFor(etag, holds) };
    },
    ({ body }) => body.length,
  );
}

function fingerprint(holds: ExportedHold[]): string {
  const hash = createHash("sha256").update(FORMAT_VERSION);
  for (const hold of holds) {
    hash.update(`|${hold.uid}:${hold.checkIn}:${hold.checkOut}:${hold.stamp.getTime()}`);
  }
  return `"${hash.digest("base64url").slice(0, 32)}"`;
}

function calendarText(holds: ExportedHold[]): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", PRODUCT_ID);
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", "PUBLISH");
  for (const hold of holds) {
    const event = new ICAL.Component("vevent");
    event.updatePropertyWithValue("uid", hold.uid);
    event.updatePropertyWithValue("dtstamp", ICAL.Time.fromJSDate(hold.stamp, true));
    event.updatePropertyWithValue("dtstart", ICAL.Time.fromDateString(hold.checkIn));
    event.updatePropertyWithValue("dtend", ICAL.Time.fromDateString(hold.checkOut));
    event.updatePropertyWithValue("summary", "Reserved");
    event.updatePropertyWithValue("transp", "OPAQUE");
    calendar.addSubcomponent(event);
  }
  // RFC 5545 ends every line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}

/** Texts by fingerprint, oldest first; enough for every home and channel of a business. */
const texts = new Map<string, string>();
const MAX_TEXTS = 2_000;

function textFor(etag: string, holds: ExportedHold[]): string {
  const known = texts.get(etag);
  if (known !== undefined) return known;
  const body = calendarText(holds);
  if (texts.size >= MAX_TEXTS) texts.delete(texts.keys().next().value ?? "");
  texts.set(etag, body);
  return body;
}

/**
 * The calendar a secret address names (a home's, or a channel's without that feed's events);
 * null for an address that names none. `body` is empty when `ifNoneMatch` is current.
 */
export async function exportCalendar(
  token: string,
  ifNoneMatch: string | null,
): Promise<(CalendarExport & { notModified: boolean }) | null> {
  const scope = await exportScope(token);
  if (!scope) return null;
  const { etag, body } = await currentCalendar(scope);
  if (ifNoneMatch !== null && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) {
    return { etag, body: "", notModified: true };
  }
  return { etag, body, notModified: false };
}

/** The home's calendar secret, made on first use. */
export async function calendarTokenOf(propertyId: string): Promise<string | null> {
  const db = await getDb();
  await db
    .update(properties)
    .set({ calendarToken: newCalendarToken() })
    .where(and(eq(properties.id, propertyId), isNull(properties.calendarToken)));
  const [home] = await db
    .select({ token: properties.calendarToken })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return home?.token ?? null;
}

/**
 * A new secret for the home's calendar: the old address answers 404 from then on, so every
 * channel must be given the new one.
 */
export async function regenerateCalendarToken(actor: string, propertyId: string): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [home] = await tx
      .update(properties)
      .set({ calendarToken: newCalendarToken() })
      .where(eq(properties.id, propertyId))
      .returning({ token: properties.calendarToken });
    if (!home?.token) throw notFound("Home");
    await recordActivity(tx, {
      actor,
      action: "home.calendar-address.regenerate",
      subject: { kind: "home", id: propertyId },
    });
    return home.token;
  });
}

/** The absolute calendar address of a token, as the owner gives it to a channel. */
export function calendarAddress(token: string): string {
  return `${getConfig().PUBLIC_BASE_URL}/api/ical/${token}.ics`;
}

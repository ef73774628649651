import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { BOOKING_STATUSES } from "@/db/enums";
import {
  bookings,
  calendarFeeds,
  importedStays,
  ownerBlocks,
  properties,
  stayHolds,
} from "@/db/schema";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
import { notFound, parseInput } from "@/lib/http";
import {
  calendarQuerySchema,
  monthRange,
  thisMonth,
  type CalendarImport,
  type HomeCalendar,
  type MonthOfCalendar,
} from "./owner-calendar";

/*
 * The owner's calendar (issue 16): what holds the nights of a month, read from the holds
 * themselves (`stay_holds`, one row per holding booking or block), so the calendar shows exactly
 * what keeps guests out. Items are listed whole when they touch the month; the page clips them.
 */

const isUuid = (value: string) => z.uuid().safeParse(value).success;

const bookingSchema = z.object({
  id: z.uuid(),
  guestName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  from: z.iso.date(),
  to: z.iso.date(),
});

const blockSchema = z.object({
  id: z.uuid(),
  note: z.string().nullable(),
  from: z.iso.date(),
  to: z.iso.date(),
});

const importSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
});

export const homeCalendarSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  bookings: z.array(bookingSchema),
  blocks: z.array(blockSchema),
  imports: z.array(importSchema).describe("Stays sold on other channels that hold nights here"),
  conflicts: z
    .array(importSchema)
    .describe("Stays other channels sold on nights already held here: they hold nothing"),
});

const monthFields = { month: z.string(), from: z.iso.date(), to: z.iso.date() };

export const homeMonthSchema = z.object({ ...monthFields, home: homeCalendarSchema });
export const allHomesMonthSchema = z.object({ ...monthFields, homes: z.array(homeCalendarSchema) });

/** The month a query names, or this month in Brussels; 400 for anything else. */
export function calendarMonth(query: { month?: string | undefined }): MonthOfCalendar {
  const { month = thisMonth(clock.now()) } = parseInput(calendarQuerySchema, query);
  return { month, ...monthRange(month) };
}

type HomeHolds = Omit<HomeCalendar, "id" | "name" | "isActive">;

const noHolds = (): HomeHolds => ({ bookings: [], blocks: [], imports: [], conflicts: [] });

/** The holds and conflicts of the homes given that touch [from, to), earliest first, by home. */
async function holdsOf(homeIds: string[] | "every", from: string, to: string) {
  const db = await getDb();
  const overlaps = sql`daterange(${from}::date, ${to}::date, '[)')`;
  const [rows, conflicts] = await Promise.all([
    db
      .select({
        propertyId: stayHolds.propertyId,
        from: sql<string>`lower(${stayHolds.stay})::text`,
        to: sql<string>`upper(${stayHolds.stay})::text`,
        bookingId: bookings.id,
        guestName: bookings.guestName,
        status: bookings.status,
        blockId: ownerBlocks.id,
        note: ownerBlocks.reason,
        importId: stayHolds.importedStayId,
        label: calendarFeeds.label,
      })
      .from(stayHolds)
      .leftJoin(bookings, eq(bookings.id, stayHolds.bookingId))
      .leftJoin(ownerBlocks, eq(ownerBlocks.id, stayHolds.ownerBlockId))
      .leftJoin(importedStays, eq(importedStays.id, stayHolds.importedStayId))
      .leftJoin(calendarFeeds, eq(calendarFeeds.id, importedStays.feedId))
      .where(
        and(
          homeIds === "every" ? undefined : inArray(stayHolds.propertyId, homeIds),
          sql`${stayHolds.stay} && ${overlaps}`,
        ),
      )
      .orderBy(asc(sql`lower(${stayHolds.stay})`)),
    db
      .select({
        id: importedStays.id,
        propertyId: importedStays.propertyId,
        label: calendarFeeds.label,
        from: importedStays.startDate,
        to: importedStays.endDate,
      })
      .from(importedStays)
      .innerJoin(calendarFeeds, eq(calendarFeeds.id, importedStays.feedId))
      .where(
        and(
          eq(importedStays.holdsNights, false),
          homeIds === "every" ? undefined : inArray(importedStays.propertyId, homeIds),
          sql`${importedStays.startDate} < ${to}::date AND ${importedStays.endDate} > ${from}::date`,
        ),
      )
      .orderBy(asc(importedStays.startDate)),
  ]);
  const byHome = new Map<string, HomeHolds>();
  const homeOf = (id: string) => {
    const home = byHome.get(id) ?? noHolds();
    byHome.set(id, home);
    return home;
  };
  for (const row of rows) {
    const home = homeOf(row.propertyId);
    if (row.bookingId && row.guestName !== null && row.status !== null) {
      home.bookings.push({
        id: row.bookingId,
        guestName: row.guestName,
        status: row.status,
        from: row.from,
        to: row.to,
      });
    } else if (row.blockId) {
      home.blocks.push({ id: row.blockId, note: row.note, from: row.from, to: row.to });
    } else if (row.importId && row.label !== null) {
      home.imports.push({ id: row.importId, label: row.label, from: row.from, to: row.to });
    }
  }
  for (const conflict of conflicts) {
    const { propertyId, ...rest } = conflict;
    homeOf(propertyId).conflicts.push(rest satisfies CalendarImport);
  }
  return byHome;
}

const homeColumns = { id: properties.id, name: properties.name, isActive: properties.isActive };

/** One home's month: its bookings that hold nights and its blocks; 404 for an unknown home. */
export async function homeCalendar(
  homeId: string,
  query: { month?: string | undefined },
): Promise<MonthOfCalendar & { home: HomeCalendar }> {
  const range = calendarMonth(query);
  if (!isUuid(homeId)) throw notFound("Property");
  const db = await getDb();
  const [home] = await db.select(homeColumns).from(properties).where(eq(properties.id, homeId));
  if (!home) throw notFound("Property");
  const holds = await holdsOf([home.id], range.from, range.to);
  return { ...range, home: { ...home, ...(holds.get(home.id) ?? noHolds()) } };
}

/** Every home's month, active homes first, then by name: two queries, however many homes. */
export async function allHomesCalendar(query: {
  month?: string | undefined;
}): Promise<MonthOfCalendar & { homes: HomeCalendar[] }> {
  const range = calendarMonth(query);
  const db = await getDb();
  const [homes, holds] = await Promise.all([
    db
      .select(homeColumns)
      .from(properties)
      .orderBy(desc(properties.isActive), asc(properties.name), asc(properties.id)),
    holdsOf("every", range.from, range.to),
  ]);
  return {
    ...range,
    homes: homes.map((home) => ({ ...home, ...(holds.get(home.id) ?? noHolds()) })),
  };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The month a page's address names; this month when it names none or no real one. */
function pageMonth(searchParams: SearchParams): { month?: string } {
  const given = searchParams.month;
  const month = Array.isArray(given) ? given[0] : given;
  return month && calendarQuerySchema.safeParse({ month }).success ? { month } : {};
}

/** What /owner/homes/{id}/calendar shows; 404 for an unknown home. */
export async function loadHomeCalendarPage(homeId: string, searchParams: SearchParams) {
  const calendar = await homeCalendar(homeId, pageMonth(searchParams));
  return { calendar, today: todayInBrussels() };
}

/** What /owner/calendar shows. */
export async function loadAllHomesCalendarPage(searchParams: SearchParams) {
  const calendar = await allHomesCalendar(pageMonth(searchParams));
  return { calendar, today: todayInBrussels() };
}

import "server-only";
import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";

/** The database or an open transaction. */
type Reader = Pick<Database, "select">;
import { properties, propertyPolicies, seasons, stayHolds } from "@/db/schema";
import type { CalendarDate } from "@/lib/dates";
import { ApiError, notFound } from "@/lib/http";
import {
  checkStay,
  DEFAULT_MAX_STAY_NIGHTS,
  STAY_MESSAGES,
  type Stay,
  type StayLimits,
  type StayProblem,
} from "./stay-rules";

/** A date given now, a placeholder filled when a prepared statement runs, or a column. */
type DateValue = CalendarDate | Placeholder | SQL;

/** SQL for "the stay [checkIn, checkOut) as PostgreSQL's half-open daterange". */
export function stayRange(checkIn: DateValue, checkOut: DateValue) {
  return sql`daterange(${checkIn}::date, ${checkOut}::date, '[)')`;
}

/**
 * A condition on a property id column: no hold of that property overlaps the stay. The
 * `OFFSET 0` keeps PostgreSQL from turning this into an anti-join: it cannot estimate how many
 * homes are free, assumes almost none, and would then scan every hold overlapping the dates
 * (330 ms at 10,000 homes). As a per-home check it walks the homes in list order, probes the
 * exclusion constraint's GiST index for each, and stops when the page is full (6 ms).
 */
export function noHoldOverlaps(
  propertyIdColumn: SQL | typeof properties.id,
  checkIn: DateValue,
  checkOut: DateValue,
) {
  return sql`NOT EXISTS (SELECT 1 FROM ${stayHolds} WHERE ${stayHolds.propertyId} = ${propertyIdColumn} AND ${stayHolds.stay} && ${stayRange(checkIn, checkOut)} OFFSET 0)`;
}

/**
 * SQL for the minimum stay of the home's season that `checkIn` falls in (DESIGN 9): null outside
 * seasons or where the season sets none, when the home's own minimum applies.
 */
export function seasonMinimumAt(propertyIdColumn: SQL | typeof properties.id, checkIn: DateValue) {
  return sql<
    number | null
  >`(SELECT s.min_stay_nights FROM ${seasons} s WHERE s.property_id = ${propertyIdColumn} AND s.start_date <= ${checkIn}::date AND s.end_date > ${checkIn}::date)`;
}

/** A home's limits for a stay; with its check-in, the minimum of the season it starts in too. */
export async function loadStayLimits(
  db: Reader,
  propertyId: string,
  checkIn?: CalendarDate,
): Promise<StayLimits> {
  const [row] = await db
    .select({
      seasonMinStayDuration: checkIn ? seasonMinimumAt(properties.id, checkIn) : sql<null>`NULL`,
      maxGuests: properties.maxGuests,
      isActive: properties.isActive,
      minStayDuration: sql<number>`coalesce(${propertyPolicies.minStayDuration}, 1)`,
      maxStayDuration: sql<number>`coalesce(${propertyPolicies.maxStayDuration}, ${DEFAULT_MAX_STAY_NIGHTS})`,
    })
    .from(properties)
    .leftJoin(propertyPolicies, eq(propertyPolicies.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  if (!row) throw notFound("Property");
  return row;
}

export async function isStayFree(
  db: Reader,
  propertyId: string,
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): Promise<boolean> {
  const rows = await db
    .select({ id: stayHolds.id })
    .from(stayHolds)
    .where(
      and(
        eq(stayHolds.propertyId, propertyId),
        sql`${stayHolds.stay} && ${stayRange(checkIn, checkOut)}`,
      ),
    )
    .limit(1);
  return rows.length === 0;
}

export type Availability =
  | { isAvailable: true }
  | { isAvailable: false; reason: StayProblem | { rule: "DATES_TAKEN"; message: string } };

/** Whether a guest could book this stay now: every stay rule, then the holds. */
export async function checkAvailability(
  db: Database,
  propertyId: string,
  stay: Stay,
  today?: CalendarDate,
): Promise<Availability> {
  const limits = await loadStayLimits(db, propertyId, stay.checkIn);
  const problem = checkStay(stay, limits, today);
  if (problem) return { isAvailable: false, reason: problem };
  if (!(await isStayFree(db, propertyId, stay.checkIn, stay.checkOut))) {
    return {
      isAvailable: false,
      reason: { rule: "DATES_TAKEN", message: STAY_MESSAGES.datesTaken },
    };
  }
  return { isAvailable: true };
}

/** Whether a stay of a home can be booked, as the availability endpoint responds with it. */
export async function availabilityOf(propertyId: string, stay: Stay): Promise<Availability> {
  return checkAvailability(await getDb(), propertyId, stay);
}

/** Throws the API's 400 for a stay that breaks a rule. */
export function assertValidStay(stay: Stay, limits: StayLimits, today?: CalendarDate): void {
  const problem = checkStay(stay, limits, today);
  if (problem) {
    throw new ApiError("INVALID_STAY", problem.message, { details: { rule: problem.rule } });
  }
}

export { blockDates, listBlocks, removeBlock } from "./owner-blocks.server";
export {
  allHomesCalendar,
  allHomesMonthSchema,
  calendarMonth,
  homeCalendar,
  homeMonthSchema,
  loadAllHomesCalendarPage,
  loadHomeCalendarPage,
} from "./owner-calendar.server";
export { takenNightsOf } from "./taken-nights.server";

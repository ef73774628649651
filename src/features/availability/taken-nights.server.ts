import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { stayHolds } from "@/db/schema";
import { ApiError } from "@/lib/http";
import { addDays, daysBetween, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { stayRange } from "./server";
import { MAX_TAKEN_NIGHTS_DAYS, type TakenNights } from "./taken-nights";

/**
 * The nights of a home that bookings, owner blocks and other holds take between `from` and `to`,
 * joined where one hold ends on the day the next begins. The picker greys them out; the holds'
 * exclusion constraint stays the only judge of a booking.
 */
export async function takenNightsOf(
  propertyId: string,
  query: { from?: CalendarDate | undefined; to?: CalendarDate | undefined },
): Promise<{ from: CalendarDate; to: CalendarDate; nights: TakenNights[] }> {
  const from = query.from ?? todayInBrussels();
  const to = query.to ?? addDays(from, MAX_TAKEN_NIGHTS_DAYS);
  if (to <= from) throw new ApiError("INVALID_INPUT", "to must be after from");
  if (daysBetween(from, to) > MAX_TAKEN_NIGHTS_DAYS) {
    throw new ApiError(
      "INVALID_INPUT",
      `Taken nights can be asked for at most ${MAX_TAKEN_NIGHTS_DAYS} days at a time`,
    );
  }
  const db = await getDb();
  const rows = await db
    .select({
      from: sql<string>`lower(${stayHolds.stay})::text`,
      to: sql<string>`upper(${stayHolds.stay})::text`,
    })
    .from(stayHolds)
    .where(
      and(eq(stayHolds.propertyId, propertyId), sql`${stayHolds.stay} && ${stayRange(from, to)}`),
    )
    .orderBy(asc(sql`lower(${stayHolds.stay})`));
  const nights: TakenNights[] = [];
  for (const row of rows) {
    const last = nights.at(-1);
    if (last && row.from <= last.to) {
      if (row.to > last.to) last.to = row.to;
    } else nights.push({ from: row.from, to: row.to });
  }
  return { from, to, nights };
}

import "server-only";
import { CONFIRMED_STATUSES } from "@/db/enums";
import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, properties } from "@/db/schema";
import { addDays, type CalendarDate } from "@/lib/dates";
import { centsToEuros } from "@/lib/money";
import { securityDepositHeld } from "./lifecycle/security-deposit.server";
import { securityDepositRefundDueOn } from "./security-deposit";
import type { BookingStatus } from "./views";

/*
 * What the back office's Today page reads of bookings (issue 16): the stays that begin or end in
 * the coming days, and the paid requests that wait for the owner.
 */

export interface OwnerStayRow {
  bookingId: string;
  propertyName: string;
  guestName: string;
  startDate: string;
  endDate: string;
  guestCount: number;
  status: BookingStatus;
}

/** A stay is coming when it is paid for: approved, or paid and waiting for the owner. */
const COMING: BookingStatus[] = [...CONFIRMED_STATUSES];
/** More than a Today page can show usefully; the Bookings list has the rest. */
const MOST_ROWS = 200;

const stayColumns = {
  bookingId: bookings.id,
  propertyName: properties.name,
  guestName: bookings.guestName,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  guestCount: bookings.guestCount,
  status: bookings.status,
};

/** Arrivals and departures on `from` and the days after it, `days` days in all, by date. */
export async function listArrivalsAndDepartures(
  from: CalendarDate,
  days: number,
): Promise<{ arrivals: OwnerStayRow[]; departures: OwnerStayRow[] }> {
  const db = await getDb();
  const until = addDays(from, days);
  const read = (column: typeof bookings.startDate | typeof bookings.endDate) =>
    db
      .select(stayColumns)
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(and(inArray(bookings.status, COMING), gte(column, from), lt(column, until)))
      .orderBy(asc(column), asc(properties.name), asc(bookings.id))
      .limit(MOST_ROWS);
  const [arrivals, departures] = await Promise.all([
    read(bookings.startDate),
    read(bookings.endDate),
  ]);
  return { arrivals, departures };
}

/** Paid bookings waiting for the owner's decision, the longest waiting first. */
export async function listRequestsToReview(): Promise<
  (OwnerStayRow & { paidAt: string | null })[]
> {
  const db = await getDb();
  const rows = await db
    .select({ ...stayColumns, paidAt: bookings.paymentConfirmedAt })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.status, "paid"))
    .orderBy(asc(bookings.paymentConfirmedAt), asc(bookings.createdAt), asc(bookings.id))
    .limit(MOST_ROWS);
  return rows.map(({ paidAt, ...row }) => ({ ...row, paidAt: paidAt?.toISOString() ?? null }));
}

/**
 * Confirmed stays not yet ended whose guest wrote the owner a request when booking, the soonest
 * first: Today shows each with a way to answer (issue 33).
 */
export async function listGuestRequests(
  today: CalendarDate,
): Promise<(OwnerStayRow & { specialRequests: string; guestEmail: string })[]> {
  const db = await getDb();
  const rows = await db
    .select({
      ...stayColumns,
      specialRequests: bookings.specialRequests,
      guestEmail: bookings.guestEmail,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        inArray(bookings.status, COMING),
        gte(bookings.endDate, today),
        isNotNull(bookings.specialRequests),
        sql`btrim(${bookings.specialRequests}) <> ''`,
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.id))
    .limit(MOST_ROWS);
  return rows.map((row) => ({ ...row, specialRequests: row.specialRequests ?? "" }));
}

/**
 * Security deposits held for stays that have begun (issue 35): each goes back on its own 7 days
 * after check-out, so the owner decides on damage before then. The soonest refund first.
 */
export async function listSecurityDepositsToDecide(
  today: CalendarDate,
): Promise<(OwnerStayRow & { securityDeposit: number; refundDueOn: CalendarDate })[]> {
  const db = await getDb();
  const rows = await db
    .select({ ...stayColumns, securityDepositCents: bookings.securityDepositCents })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(securityDepositHeld(), lte(bookings.startDate, today)))
    .orderBy(asc(bookings.endDate), asc(properties.name), asc(bookings.id))
    .limit(MOST_ROWS);
  return rows.map(({ securityDepositCents, ...row }) => ({
    ...row,
    securityDeposit: centsToEuros(securityDepositCents),
    refundDueOn: securityDepositRefundDueOn(row.endDate),
  }));
}

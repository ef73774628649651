import "server-only";
import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { CONFIRMED_STATUSES } from "@/db/enums";
import { bookings, properties } from "@/db/schema";
import type { Quote } from "@/features/pricing";
import { csvEuros, toSpreadsheetCsv } from "@/lib/csv";
import { daysBetween, todayInBrussels } from "@/lib/dates";
import type { ReportPeriod } from "./period";

/*
 * The accountant's CSV of stays (issue 37): every confirmed stay with a night in the period, its
 * price in its parts as quoted when booked, and how many of its nights fall inside the period.
 */

const HEADER = [
  "Booking",
  "Home",
  "Guest",
  "Arrival",
  "Departure",
  "Nights",
  "Nights in period",
  "Guests",
  "Status",
  "Language",
  "Booked on",
  "Nights (EUR)",
  "Extras (EUR)",
  "Cleaning fee (EUR)",
  "Service fee (EUR)",
  "Discount (EUR)",
  "Tourist tax (EUR)",
  "Total (EUR)",
  "Security deposit (EUR)",
];

/** A stored quote's parts; quotes kept before extras or discounts existed lack them. */
function partsOf(stored: unknown) {
  const quote = stored as Partial<Quote>;
  return {
    nights: (quote.basePrice?.total ?? 0) + (quote.supplements?.total ?? 0),
    extras: (quote.extras ?? []).reduce((sum, extra) => sum + extra.total, 0),
    cleaning: quote.cleaningFee ?? 0,
    service: quote.serviceFee ?? 0,
    discount: quote.discount?.amount ?? 0,
    touristTax: quote.touristTax?.total ?? 0,
  };
}

export async function exportStays(
  period: ReportPeriod,
  homeId: string | null,
): Promise<{ filename: string; content: string }> {
  const db = await getDb();
  const stays = await db
    .select({ booking: bookings, home: properties.name })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        inArray(bookings.status, CONFIRMED_STATUSES),
        lt(bookings.startDate, period.to),
        gt(bookings.endDate, period.from),
        homeId === null ? undefined : eq(bookings.propertyId, homeId),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(properties.name), asc(bookings.id));
  const rows = stays.map(({ booking, home }) => {
    const parts = partsOf(booking.quote);
    const first = booking.startDate > period.from ? booking.startDate : period.from;
    const last = booking.endDate < period.to ? booking.endDate : period.to;
    return [
      booking.id,
      home,
      booking.guestName,
      booking.startDate,
      booking.endDate,
      String(daysBetween(booking.startDate, booking.endDate)),
      String(daysBetween(first, last)),
      String(booking.guestCount),
      booking.status === "approved" ? "Approved" : "Paid",
      booking.locale,
      todayInBrussels(booking.createdAt),
      csvEuros(parts.nights),
      csvEuros(parts.extras),
      csvEuros(parts.cleaning),
      csvEuros(parts.service),
      csvEuros(-parts.discount),
      csvEuros(parts.touristTax),
      csvEuros(booking.totalCents),
      csvEuros(booking.securityDepositCents),
    ];
  });
  return {
    filename: `stays-${period.from}-to-${period.to}.csv`,
    content: toSpreadsheetCsv(HEADER, rows),
  };
}

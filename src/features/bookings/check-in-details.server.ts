import "server-only";
import { TZDate } from "@date-fns/tz";
import { and, eq, gte, isNull, lte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, houseRules, properties, travellerRegisterEntries } from "@/db/schema";
import { checkInDetailsMail, enqueueMail } from "@/features/mail/server";
import { textIn } from "@/i18n/translated-texts";
import { clock, DAY_MS } from "@/lib/clock";
import { addDays, BUSINESS_TIME_ZONE, todayInBrussels } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { stayMailData } from "./lifecycle/status.server";

/** The moment a stay starts: its check-in date at the property's check-in time, in Brussels. */
export function arrivalInstant(startDate: string, checkInTime: string): Date {
  const [year, month, day] = startDate.split("-").map(Number) as [number, number, number];
  const [hours = 15, minutes = 0] = checkInTime.split(":").map(Number);
  return new TZDate(year, month - 1, day, hours, minutes, BUSINESS_TIME_ZONE);
}

/**
 * Queues the check-in details for every confirmed stay that begins within the next 24 hours,
 * once per booking (safe on several instances: the flag is set in the same transaction).
 */
export async function sendCheckInDetails(): Promise<{ sent: number }> {
  const db = await getDb();
  const now = clock.now();
  const today = todayInBrussels(now);
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "approved"),
        isNull(bookings.checkInDetailsSentAt),
        gte(bookings.startDate, today),
        lte(bookings.startDate, addDays(today, 2)),
      ),
    );
  let sent = 0;
  for (const { id } of candidates) {
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ booking: bookings, property: properties })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(and(eq(bookings.id, id), isNull(bookings.checkInDetailsSentAt)))
        .for("update", { of: bookings, skipLocked: true });
      if (!row) return false;
      const { booking, property } = row;
      const arrival = arrivalInstant(booking.startDate, property.checkInTime);
      if (now.getTime() < arrival.getTime() - DAY_MS || now.getTime() >= arrival.getTime()) {
        return false;
      }
      const rules = await tx
        .select({ title: houseRules.title, texts: houseRules.translations })
        .from(houseRules)
        .where(and(eq(houseRules.propertyId, property.id), eq(houseRules.enabled, true)))
        .orderBy(houseRules.order);
      // The traveller register's page opens for the guest who signed in to book, and asks only
      // while it is empty (docs/decisions/0053).
      const [registered] =
        booking.guestId === null
          ? []
          : await tx
              .select({ id: travellerRegisterEntries.id })
              .from(travellerRegisterEntries)
              .where(eq(travellerRegisterEntries.bookingId, booking.id))
              .limit(1);
      await enqueueMail(
        tx,
        booking.guestEmail,
        await checkInDetailsMail({
          ...(await stayMailData(
            tx,
            booking,
            textIn(booking.locale, "name", property.name, property.translations),
          )),
          location: textIn(booking.locale, "location", property.location, property.translations),
          checkInTime: property.checkInTime,
          checkOutTime: property.checkOutTime,
          latitude: property.latitude,
          longitude: property.longitude,
          houseRules: rules.map((rule) => textIn(booking.locale, "title", rule.title, rule.texts)),
          askRegister: booking.guestId !== null && registered === undefined,
        }),
      );
      await tx
        .update(bookings)
        .set({ checkInDetailsSentAt: now, updatedAt: now })
        .where(eq(bookings.id, booking.id));
      return true;
    });
    if (queued) sent++;
  }
  if (sent > 0) logger().info({ sent }, "queued check-in details");
  return { sent };
}

export function startCheckInDetails(intervalMs = 10 * 60_000): void {
  startRecurringJob("check-in details", intervalMs, sendCheckInDetails);
}

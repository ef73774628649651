import "server-only";
import { CONFIRMED_STATUSES } from "@/db/enums";
import { and, eq, gt, inArray, isNotNull, lte, notExists, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, properties, travellerRegisterEntries, travellerRegisters } from "@/db/schema";
import { enqueueMail, greetingName, travellerRegisterReminderMail } from "@/features/mail/server";
import { textIn } from "@/i18n/translated-texts";
import { clock } from "@/lib/clock";
import { addDays, todayInBrussels } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { REMINDER_DAYS_BEFORE_ARRIVAL } from "./limits";

/** Bookings read per run, the soonest arrival first; the rest wait for the next run. */
const BATCH = 200;

const isEmpty = (bookingId: typeof bookings.id) =>
  notExists(
    sql`(SELECT 1 FROM ${travellerRegisterEntries} WHERE ${travellerRegisterEntries.bookingId} = ${bookingId})`,
  );

const notReminded = (bookingId: typeof bookings.id) =>
  notExists(
    sql`(SELECT 1 FROM ${travellerRegisters} WHERE ${travellerRegisters.bookingId} = ${bookingId} AND ${travellerRegisters.reminderSentAt} IS NOT NULL)`,
  );

/**
 * Reminds the guest of each confirmed stay that arrives within 7 days and whose traveller register
 * is still empty, once per booking: the mark and the mail are written in one transaction, and the
 * mark's upsert lets only one instance, or one run after a restart, through.
 */
export async function sendRegisterReminders(): Promise<{ sent: number }> {
  const db = await getDb();
  const now = clock.now();
  const today = todayInBrussels(now);
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...CONFIRMED_STATUSES]),
        // Only the guest who signed in to book can open the register's page.
        isNotNull(bookings.guestId),
        gt(bookings.startDate, today),
        lte(bookings.startDate, addDays(today, REMINDER_DAYS_BEFORE_ARRIVAL)),
        isEmpty(bookings.id),
        notReminded(bookings.id),
      ),
    )
    .orderBy(bookings.startDate)
    .limit(BATCH);
  let sent = 0;
  for (const { id } of due) {
    const queued = await db.transaction(async (tx) => {
      const marked = await tx
        .insert(travellerRegisters)
        .values({ bookingId: id, reminderSentAt: now })
        .onConflictDoUpdate({
          target: travellerRegisters.bookingId,
          set: { reminderSentAt: now },
          setWhere: sql`${travellerRegisters.reminderSentAt} IS NULL`,
        })
        .returning({ bookingId: travellerRegisters.bookingId });
      if (marked.length === 0) return false;
      const [row] = await tx
        .select({ booking: bookings, name: properties.name, texts: properties.translations })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(and(eq(bookings.id, id), isEmpty(bookings.id)));
      // Filled in meanwhile: marked as reminded, with nothing to send.
      if (!row) return false;
      const { booking } = row;
      await enqueueMail(
        tx,
        booking.guestEmail,
        await travellerRegisterReminderMail({
          locale: booking.locale,
          bookingId: booking.id,
          guestName: await greetingName(tx, {
            to: booking.guestEmail,
            name: booking.guestName,
            guestId: booking.guestId,
          }),
          propertyName: textIn(booking.locale, "name", row.name, row.texts),
          startDate: booking.startDate,
          endDate: booking.endDate,
        }),
      );
      return true;
    });
    if (queued) sent++;
  }
  if (sent > 0) logger().info({ sent }, "queued traveller register reminders");
  return { sent };
}

/** This instance's reminder job; several instances may run it. */
export function startRegisterReminders(intervalMs = 30 * 60_000): void {
  startRecurringJob("traveller register reminders", intervalMs, sendRegisterReminders);
}

import "server-only";
import { and, eq, gte, inArray, isNull, lt, lte, notExists, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { CONFIRMED_STATUSES } from "@/db/enums";
import { bookings, properties, reviewInvitations, reviews } from "@/db/schema";
import { enqueueMail, greetingName, reviewInvitationMail } from "@/features/mail/server";
import { textIn } from "@/i18n/translated-texts";
import { clock, DAY_MS } from "@/lib/clock";
import { addDays, todayInBrussels } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { REVIEW_LIMITS } from "./limits";
import { lastReviewDay } from "./window";
import { reviewToken, reviewTokenHash } from "./tokens.server";

/** Stays read per run; the rest wait for the next run. */
const BATCH = 200;

const notReviewed = notExists(
  sql`(SELECT 1 FROM ${reviews} WHERE ${reviews.bookingId} = ${bookings.id})`,
);

async function queueMail(tx: Transaction, bookingId: string, reminder: boolean): Promise<void> {
  const [row] = await tx
    .select({ booking: bookings, name: properties.name, texts: properties.translations })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  if (!row) return;
  const { booking } = row;
  await enqueueMail(
    tx,
    booking.guestEmail,
    await reviewInvitationMail({
      locale: booking.locale,
      guestName: await greetingName(tx, {
        to: booking.guestEmail,
        name: booking.guestName,
        guestId: booking.guestId,
      }),
      propertyName: textIn(booking.locale, "name", row.name, row.texts),
      startDate: booking.startDate,
      endDate: booking.endDate,
      token: reviewToken(booking.id),
      lastDay: lastReviewDay(booking.endDate),
      reminder,
    }),
  );
}

/**
 * Asks the guest of each stay that was paid and not cancelled for a review, the day after
 * check-out, once; and reminds them once, 7 days later, while no review was written and the
 * stay can still be reviewed. Each mark and its mail are written in one transaction, and the
 * mark lets only one instance, or one run after a restart, through.
 */
export async function sendReviewInvitations(): Promise<{ invited: number; reminded: number }> {
  const db = await getDb();
  const now = clock.now();
  const today = todayInBrussels(now);
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...CONFIRMED_STATUSES]),
        lt(bookings.endDate, today),
        gte(bookings.endDate, addDays(today, -REVIEW_LIMITS.inviteWithinDays)),
        notExists(
          sql`(SELECT 1 FROM ${reviewInvitations} WHERE ${reviewInvitations.bookingId} = ${bookings.id})`,
        ),
        notReviewed,
      ),
    )
    .orderBy(bookings.endDate)
    .limit(BATCH);
  let invited = 0;
  for (const { id } of due) {
    const queued = await db.transaction(async (tx) => {
      const marked = await tx
        .insert(reviewInvitations)
        .values({ bookingId: id, tokenHash: reviewTokenHash(reviewToken(id)), invitedAt: now })
        .onConflictDoNothing()
        .returning({ bookingId: reviewInvitations.bookingId });
      if (marked.length === 0) return false;
      await queueMail(tx, id, false);
      return true;
    });
    if (queued) invited++;
  }

  const remindBefore = new Date(now.getTime() - REVIEW_LIMITS.reminderAfterDays * DAY_MS);
  const toRemind = await db
    .select({ id: bookings.id })
    .from(reviewInvitations)
    .innerJoin(bookings, eq(bookings.id, reviewInvitations.bookingId))
    .where(
      and(
        isNull(reviewInvitations.remindedAt),
        lte(reviewInvitations.invitedAt, remindBefore),
        inArray(bookings.status, [...CONFIRMED_STATUSES]),
        // The last day to review is still to come.
        gte(bookings.endDate, addDays(today, -REVIEW_LIMITS.windowDays)),
        notReviewed,
      ),
    )
    .limit(BATCH);
  let reminded = 0;
  for (const { id } of toRemind) {
    const queued = await db.transaction(async (tx) => {
      const marked = await tx
        .update(reviewInvitations)
        .set({ remindedAt: now })
        .where(
          and(
            eq(reviewInvitations.bookingId, id),
            isNull(reviewInvitations.remindedAt),
            // Written since the read above: nothing to remind of.
            notExists(sql`(SELECT 1 FROM ${reviews} WHERE ${reviews.bookingId} = ${id})`),
          ),
        )
        .returning({ bookingId: reviewInvitations.bookingId });
      if (marked.length === 0) return false;
      await queueMail(tx, id, true);
      return true;
    });
    if (queued) reminded++;
  }
  if (invited + reminded > 0) logger().info({ invited, reminded }, "queued review invitations");
  return { invited, reminded };
}

/** This instance's review invitation job; several instances may run it. */
export function startReviewInvitations(intervalMs = 30 * 60_000): void {
  startRecurringJob("review invitations", intervalMs, sendReviewInvitations);
}

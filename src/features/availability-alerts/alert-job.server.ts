import "server-only";
import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { availabilityAlerts } from "@/db/schema";
import { checkStay } from "@/features/availability";
import { loadStayLimits, noHoldOverlaps } from "@/features/availability/server";
import { availabilityAlertMail, enqueueMail } from "@/features/mail/server";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { homeNameIn, openAlert } from "./alerts.server";
import { bookStayPath } from "./links";

/** Alerts looked at per run; the next run, 30 s later, takes the rest. */
const BATCH = 200;

/** No hold of the alert's home overlaps its stay, read when the statement runs. */
const stayIsFree = () =>
  noHoldOverlaps(
    sql`${availabilityAlerts.propertyId}`,
    sql`${availabilityAlerts.checkIn}`,
    sql`${availabilityAlerts.checkOut}`,
  );

/**
 * Ends the open alerts whose check-in has passed (Brussels), then mails each confirmed one whose
 * nights are free and whose stay the home still takes under the stay rules. Each alert is claimed
 * and its mail queued in one transaction, by an update that only an unfired alert whose stay is
 * still free passes: two instances never both mail it, a hold taken again in between keeps it
 * quiet, and a crash after the commit loses no mail (the outbox delivers it). An alert fires once
 * and is done: it is never told of a later freeing of the same nights.
 */
export async function fireAvailabilityAlerts(): Promise<{ fired: number; ended: number }> {
  const db = await getDb();
  const now = clock.now();
  const today = todayInBrussels(now);
  const ended = await db
    .update(availabilityAlerts)
    .set({ endedAt: now })
    .where(and(openAlert(), lt(availabilityAlerts.checkIn, today)))
    .returning({ id: availabilityAlerts.id });

  const due = await db
    .select({
      id: availabilityAlerts.id,
      propertyId: availabilityAlerts.propertyId,
      checkIn: availabilityAlerts.checkIn,
      checkOut: availabilityAlerts.checkOut,
      guests: availabilityAlerts.guests,
      email: availabilityAlerts.email,
      locale: availabilityAlerts.locale,
    })
    .from(availabilityAlerts)
    .where(and(openAlert(), isNotNull(availabilityAlerts.confirmedAt), stayIsFree()))
    .orderBy(asc(availabilityAlerts.createdAt))
    .limit(BATCH);

  let fired = 0;
  for (const alert of due) {
    const limits = await loadStayLimits(db, alert.propertyId, alert.checkIn);
    // A home that takes no such stay now (deactivated, a new minimum) keeps its alert quiet.
    if (checkStay(alert, limits, today)) continue;
    const mail = await availabilityAlertMail({
      locale: alert.locale,
      homeName: await homeNameIn(db, alert.propertyId, alert.locale),
      checkIn: alert.checkIn,
      checkOut: alert.checkOut,
      bookPath: bookStayPath(alert),
    });
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(availabilityAlerts)
        .set({ firedAt: now })
        .where(and(eq(availabilityAlerts.id, alert.id), openAlert(), stayIsFree()))
        .returning({ id: availabilityAlerts.id });
      if (!row) return false;
      await enqueueMail(tx, alert.email, mail);
      return true;
    });
    if (claimed) fired++;
  }
  if (fired > 0 || ended.length > 0) {
    logger().info({ fired, ended: ended.length }, "availability alerts");
  }
  return { fired, ended: ended.length };
}

/** This instance's alert job; several instances may run it, each alert fires once. */
export function startAvailabilityAlerts(intervalMs = 30_000): void {
  startRecurringJob("availability alerts", intervalMs, fireAvailabilityAlerts);
}

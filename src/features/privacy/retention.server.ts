import "server-only";
import { and, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import {
  availabilityAlerts,
  bookings,
  contactMessages,
  guestSessions,
  loginCodes,
  newsletterSubscriptions,
  outboxEmails,
  payments,
  rateLimits,
  sandboxPayments,
} from "@/db/schema";
import { eraseExpiredRegisters } from "@/features/traveller-register/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels } from "@/lib/dates";
import { logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { RETENTION } from "./retention";

function before(now: Date, ms: number): Date {
  return new Date(now.getTime() - ms);
}

/**
 * Deletes personal data that has outlived its purpose (RETENTION). Plain deletes by age, so
 * several instances may run it at once: a row is simply gone for the second one.
 */
export async function purgeExpiredPersonalData(
  options: { db?: Database } = {},
): Promise<Record<string, number>> {
  const db = options.db ?? (await getDb());
  const now = clock.now();
  const deleted: Record<string, number> = {};
  const count = async (name: string, run: Promise<{ id: unknown }[]>) => {
    deleted[name] = (await run).length;
  };

  await count(
    "contactMessages",
    db
      .delete(contactMessages)
      .where(lt(contactMessages.createdAt, before(now, RETENTION.contactMessages.ms)))
      .returning({ id: contactMessages.id }),
  );
  await count(
    "newsletterSubscriptions",
    db
      .delete(newsletterSubscriptions)
      .where(
        lt(
          newsletterSubscriptions.unsubscribedAt,
          before(now, RETENTION.unsubscribedNewsletterAddresses.ms),
        ),
      )
      .returning({ id: newsletterSubscriptions.id }),
  );
  await count(
    "unconfirmedNewsletterSignUps",
    db
      .delete(newsletterSubscriptions)
      .where(
        and(
          isNull(newsletterSubscriptions.confirmedAt),
          isNull(newsletterSubscriptions.unsubscribedAt),
          lt(
            newsletterSubscriptions.subscribedAt,
            before(now, RETENTION.unconfirmedNewsletterSignUps.ms),
          ),
        ),
      )
      .returning({ id: newsletterSubscriptions.id }),
  );
  const alertCutoff = before(now, RETENTION.endedAvailabilityAlerts.ms);
  await count(
    "availabilityAlerts",
    db
      .delete(availabilityAlerts)
      .where(
        or(
          lt(availabilityAlerts.firedAt, alertCutoff),
          lt(availabilityAlerts.endedAt, alertCutoff),
          and(
            isNull(availabilityAlerts.confirmedAt),
            lt(
              availabilityAlerts.createdAt,
              before(now, RETENTION.unconfirmedAvailabilityAlerts.ms),
            ),
          ),
        ),
      )
      .returning({ id: availabilityAlerts.id }),
  );
  // Pending mail is never dropped: only what was sent, or given up on, ages out.
  await count(
    "outboxEmails",
    db
      .delete(outboxEmails)
      .where(
        and(
          inArray(outboxEmails.status, ["sent", "dead"]),
          lt(outboxEmails.createdAt, before(now, RETENTION.sentMail.ms)),
        ),
      )
      .returning({ id: outboxEmails.id }),
  );
  await count(
    "loginCodes",
    db
      .delete(loginCodes)
      .where(lt(loginCodes.expiresAt, before(now, RETENTION.expiredSignInCodes.ms)))
      .returning({ id: loginCodes.id }),
  );
  const sessionCutoff = before(now, RETENTION.endedSessions.ms);
  await count(
    "guestSessions",
    db
      .delete(guestSessions)
      .where(
        or(
          lt(guestSessions.expiresAt, sessionCutoff),
          and(isNotNull(guestSessions.revokedAt), lt(guestSessions.revokedAt, sessionCutoff)),
        ),
      )
      .returning({ id: guestSessions.id }),
  );
  await count(
    "rateLimits",
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, before(now, RETENTION.rateLimitCounters.ms)))
      .returning({ id: rateLimits.key }),
  );
  // Before the bookings: a register goes long before its stay's booking does.
  deleted.travellerRegisterEntries = await eraseExpiredRegisters(
    db,
    getConfig().TRAVELLER_REGISTER_RETENTION_DAYS,
    now,
  );
  const lastStayDay = addDays(todayInBrussels(now), -RETENTION.bookings.days);
  deleted.bookings = await db.transaction(async (tx) => {
    const old = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(lt(bookings.endDate, lastStayDay));
    await tx.delete(payments).where(inArray(payments.bookingId, old));
    await tx.delete(sandboxPayments).where(inArray(sandboxPayments.bookingId, old));
    const gone = await tx
      .delete(bookings)
      .where(lt(bookings.endDate, lastStayDay))
      .returning({ id: bookings.id });
    return gone.length;
  });

  const total = Object.values(deleted).reduce((sum, n) => sum + n, 0);
  if (total > 0) logger().info({ deleted }, "deleted personal data past its retention period");
  return deleted;
}

export function startRetention(intervalMs = 60 * 60_000): void {
  startRecurringJob("data retention", intervalMs, () => purgeExpiredPersonalData());
}

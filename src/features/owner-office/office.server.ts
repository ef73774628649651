import "server-only";
import type { z } from "zod";
import { listArrivalsAndDepartures, listRequestsToReview } from "@/features/bookings/server";
import { listDeadMail } from "@/features/mail/server";
import { listActivity } from "@/features/owner-activity/server";
import { listPaymentTrouble } from "@/features/payments/server";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
import type { activityQuerySchema, ActivityPage, OwnerToday } from "./schemas";

/** Arrivals and departures on today and the six days after it, in Brussels. */
export const TODAY_DAYS = 7;
/** How far back failed payments and refunds are shown. */
const PAYMENT_DAYS = 30;

/** What the owner looks at first (/owner): the week ahead and what needs a decision or a fix. */
export async function loadOwnerToday(): Promise<OwnerToday> {
  const now = clock.now();
  const today = todayInBrussels(now);
  const since = new Date(now.getTime() - PAYMENT_DAYS * 24 * 60 * 60_000);
  const [stays, requestsToReview, payments, undeliveredMail] = await Promise.all([
    listArrivalsAndDepartures(today, TODAY_DAYS),
    listRequestsToReview(),
    listPaymentTrouble(since),
    listDeadMail(),
  ]);
  return { today, days: TODAY_DAYS, ...stays, requestsToReview, payments, undeliveredMail };
}

/** A page of the activity log, newest first, and where the next (older) page starts. */
export async function loadActivityPage(
  query: z.output<typeof activityQuerySchema>,
): Promise<ActivityPage> {
  const entries = await listActivity({
    limit: query.limit + 1,
    ...(query.before ? { before: query.before } : {}),
    ...(query.kind ? { subjectKind: query.kind } : {}),
  });
  const page = entries.slice(0, query.limit);
  return {
    entries: page,
    next: entries.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

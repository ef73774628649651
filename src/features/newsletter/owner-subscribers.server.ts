import "server-only";
import { and, asc, count, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { newsletterSubscriptions } from "@/db/schema";
import { toCsv } from "@/lib/csv";
import { listNewsletterSubscribers } from "./newsletter.server";

/** Who receives the newsletter: confirmed and not unsubscribed. */
const subscribed = () =>
  and(
    isNotNull(newsletterSubscriptions.confirmedAt),
    isNull(newsletterSubscriptions.unsubscribedAt),
  );

export interface SubscriberPage {
  subscribers: { email: string; confirmedAt: string }[];
  total: number;
  limit: number;
  offset: number;
}

/** The newsletter's subscribers, the earliest confirmed first, a page at a time. */
export async function listSubscriberPage(page: {
  limit: number;
  offset: number;
}): Promise<SubscriberPage> {
  const db = await getDb();
  const rows = await db
    .select({
      email: newsletterSubscriptions.email,
      confirmedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .where(subscribed())
    .orderBy(asc(newsletterSubscriptions.confirmedAt), asc(newsletterSubscriptions.email))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ n: count() })
    .from(newsletterSubscriptions)
    .where(subscribed());
  return {
    subscribers: rows.flatMap(({ email, confirmedAt }) =>
      confirmedAt ? [{ email, confirmedAt: confirmedAt.toISOString() }] : [],
    ),
    total: Number(counted?.n ?? 0),
    limit: page.limit,
    offset: page.offset,
  };
}

/** Every subscriber as CSV for a spreadsheet or a mailing tool: address and confirmation time. */
export async function subscribersCsv(): Promise<string> {
  const rows = await listNewsletterSubscribers();
  return toCsv(
    ["email", "confirmed_at"],
    rows.map((row) => [row.email, row.confirmedAt.toISOString()]),
  );
}

import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { hitRateLimit, hitRateLimits } from "@/db/rate-limits";
import { newsletterSubscriptions } from "@/db/schema";
import type { Locale } from "@/i18n/locales";
import { clock } from "@/lib/clock";
import { ApiError } from "@/lib/http";
import { maskEmail, pluralize } from "@/lib/text";
import { enqueueMail, newsletterConfirmationMail, unprovenMailLimit } from "@/features/mail/server";
import { RETENTION } from "@/features/privacy";
import { NEWSLETTER_LIMITS } from "./limits";
import { NEWSLETTER_TEXTS, type subscribeSchema } from "./schemas";

export function unsubscribePath(token: string): string {
  return `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function confirmPath(token: string): string {
  return `/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Signs an address up (double opt-in): it is stored unconfirmed and mailed a link that confirms
 * it; nothing else. The response is the same for new, unconfirmed, confirmed and unsubscribed
 * addresses and whether or not a mail went out (it tells nobody anything). A sign-up of an
 * address that left asks for a confirmation again; one that is subscribed stays subscribed.
 * The subscription takes the language of the latest sign-up, which its mail is written in.
 */
export async function subscribeToNewsletter(
  input: z.output<typeof subscribeSchema> & { ip: string; locale: Locale },
): Promise<{ message: string }> {
  const db = await getDb();
  const now = clock.now();
  const { perIp, confirmationsPerPair } = NEWSLETTER_LIMITS;
  const byIp = await hitRateLimit(
    db,
    `newsletter-ip:${input.ip}`,
    perIp.limit,
    perIp.windowMs,
    now,
  );
  if (!byIp.allowed) {
    const minutes = Math.ceil(byIp.retryAfterSeconds / 60);
    throw new ApiError(
      "RATE_LIMITED",
      `Too many sign-ups. Please try again in ${pluralize(minutes, "minute")}.`,
      { headers: { "Retry-After": String(byIp.retryAfterSeconds) } },
    );
  }
  const mail = await hitRateLimits(
    db,
    [
      { key: `newsletter-confirm:${input.email}|${input.ip}`, ...confirmationsPerPair },
      unprovenMailLimit({ to: input.email, client: input.ip }),
    ],
    now,
  );
  const { confirmedAt, subscribedAt, unsubscribedAt } = newsletterSubscriptions;
  const nowText = sql`${now.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    const [subscription] = await tx
      .insert(newsletterSubscriptions)
      .values({
        email: input.email,
        unsubscribeToken: newToken(),
        confirmationToken: newToken(),
        subscribedAt: now,
        locale: input.locale,
      })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: {
          // A new sign-up gives an unconfirmed link its full time again.
          subscribedAt: sql`CASE WHEN ${confirmedAt} IS NULL OR ${unsubscribedAt} IS NOT NULL THEN ${nowText} ELSE ${subscribedAt} END`,
          confirmedAt: sql`CASE WHEN ${unsubscribedAt} IS NULL THEN ${confirmedAt} END`,
          unsubscribedAt: null,
          locale: input.locale,
        },
      })
      .returning({ token: newsletterSubscriptions.confirmationToken });
    if (!subscription) throw new Error("newsletter upsert returned nothing");
    if (!mail.allowed) return;
    await enqueueMail(
      tx,
      input.email,
      await newsletterConfirmationMail({
        locale: input.locale,
        confirmPath: confirmPath(subscription.token),
      }),
    );
  });
  return { message: NEWSLETTER_TEXTS.subscribed };
}

/**
 * Confirms the sign-up of a confirmation link, idempotently: the address, masked, and its
 * unsubscribe token; null for an unknown link, one whose sign-up has expired unconfirmed, or
 * one of an address that has unsubscribed since.
 */
export async function confirmNewsletterSubscription(
  token: string,
): Promise<{ email: string; unsubscribeToken: string } | null> {
  const db = await getDb();
  const now = clock.now();
  const signedUpSince = new Date(now.getTime() - RETENTION.unconfirmedNewsletterSignUps.ms);
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      confirmedAt: sql`COALESCE(${newsletterSubscriptions.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(newsletterSubscriptions.confirmationToken, token),
        isNull(newsletterSubscriptions.unsubscribedAt),
        or(
          isNotNull(newsletterSubscriptions.confirmedAt),
          gt(newsletterSubscriptions.subscribedAt, signedUpSince),
        ),
      ),
    )
    .returning({
      email: newsletterSubscriptions.email,
      unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
    });
  return row ? { email: maskEmail(row.email), unsubscribeToken: row.unsubscribeToken } : null;
}

/**
 * Who receives the newsletter: confirmed and not unsubscribed, earliest first. An address
 * someone typed in and never confirmed is not on it.
 */
export async function listNewsletterSubscribers(): Promise<{ email: string; confirmedAt: Date }[]> {
  const db = await getDb();
  const rows = await db
    .select({
      email: newsletterSubscriptions.email,
      confirmedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .where(
      and(
        isNotNull(newsletterSubscriptions.confirmedAt),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    )
    .orderBy(asc(newsletterSubscriptions.confirmedAt), asc(newsletterSubscriptions.email));
  return rows.flatMap(({ email, confirmedAt }) => (confirmedAt ? [{ email, confirmedAt }] : []));
}

/** Who an unsubscribe link belongs to, masked, or null for an unknown link. */
export async function findSubscription(
  token: string,
): Promise<{ email: string; subscribed: boolean } | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      email: newsletterSubscriptions.email,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  return row ? { email: maskEmail(row.email), subscribed: row.unsubscribedAt === null } : null;
}

/** Idempotent: a second click on the same link gets the same response. */
export async function unsubscribeFromNewsletter(token: string): Promise<{ message: string }> {
  const db = await getDb();
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      unsubscribedAt: sql`COALESCE(${newsletterSubscriptions.unsubscribedAt}, ${clock.now().toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning({ id: newsletterSubscriptions.id });
  if (!row) throw new ApiError("NOT_FOUND", NEWSLETTER_TEXTS.unknownLink);
  return { message: NEWSLETTER_TEXTS.unsubscribed };
}

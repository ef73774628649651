import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { hitRateLimit } from "@/db/rate-limits";
import { newsletterSubscriptions } from "@/db/schema";
import { clock } from "@/lib/clock";
import { ApiError } from "@/lib/http";
import { maskEmail, pluralize } from "@/lib/text";
import { enqueueMail, newsletterConfirmationMail } from "@/features/mail/server";
import { NEWSLETTER_LIMITS } from "./limits";
import { NEWSLETTER_TEXTS, type subscribeSchema } from "./schemas";

export function unsubscribePath(token: string): string {
  return `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/**
 * Subscribes an address, or re-subscribes one that left. The response is the same for new and
 * known addresses (it tells nobody who is subscribed), and a repeat sign-up changes nothing
 * but may resend the confirmation, a few times a day at most.
 */
export async function subscribeToNewsletter(
  input: z.output<typeof subscribeSchema> & { ip: string },
): Promise<{ message: string }> {
  const db = await getDb();
  const now = clock.now();
  const { perIp, confirmationsPerEmail } = NEWSLETTER_LIMITS;
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
  const confirmation = await hitRateLimit(
    db,
    `newsletter-confirm:${input.email}`,
    confirmationsPerEmail.limit,
    confirmationsPerEmail.windowMs,
    now,
  );
  await db.transaction(async (tx) => {
    const [subscription] = await tx
      .insert(newsletterSubscriptions)
      .values({
        email: input.email,
        unsubscribeToken: randomBytes(24).toString("base64url"),
        subscribedAt: now,
      })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: {
          subscribedAt: sql`CASE WHEN ${newsletterSubscriptions.unsubscribedAt} IS NULL THEN ${newsletterSubscriptions.subscribedAt} ELSE ${now.toISOString()}::timestamptz END`,
          unsubscribedAt: null,
        },
      })
      .returning({ token: newsletterSubscriptions.unsubscribeToken });
    if (!subscription) throw new Error("newsletter upsert returned nothing");
    if (!confirmation.allowed) return;
    await enqueueMail(
      tx,
      input.email,
      await newsletterConfirmationMail({ unsubscribePath: unsubscribePath(subscription.token) }),
    );
  });
  return { message: NEWSLETTER_TEXTS.subscribed };
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

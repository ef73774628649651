import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { hitRateLimits, type RateLimit, type RateLimitResult } from "@/db/rate-limits";
import { guests } from "@/db/schema";
import { clock } from "@/lib/clock";

/*
 * Mail to an address whose owner has not proven it is theirs (docs/decisions/0020): it carries
 * nothing the requester typed, and a requester causes only so much of it.
 */

export const MAIL_LIMITS = {
  /**
   * Mails a day that one client causes to one address it has not proven: sign-in codes,
   * newsletter confirmations and 'booking received' together. Counted per (address, client), so
   * a stranger never uses up what the address's owner may ask for from their own client.
   */
  unprovenPerPair: { limit: 10, windowMs: 24 * 60 * 60_000 },
} as const;

type Reader = Pick<Database, "select">;

/**
 * Whether `guestId` has proven that `address` is theirs: that guest signed in with a code sent
 * to it. A guests row alone says only that someone once did, not that this requester is them.
 */
export async function isAddressProvenBy(
  db: Reader,
  address: string,
  guestId: string | null | undefined,
): Promise<boolean> {
  if (!guestId) return false;
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.email, address)));
  return guest !== undefined;
}

/**
 * The name a mail greets its recipient by: the name typed with a booking only when the one who
 * booked had proven the address is theirs; otherwise none, and the mail says a plain 'Hello,'.
 */
export async function greetingName(
  db: Reader,
  mail: { to: string; name: string; guestId: string | null | undefined },
): Promise<string | null> {
  return (await isAddressProvenBy(db, mail.to, mail.guestId)) ? mail.name : null;
}

/** The count of mail one client causes to one address it has not proven (MAIL_LIMITS). */
export function unprovenMailLimit(mail: { to: string; client: string }): RateLimit {
  return { key: `mail-unproven:${mail.to}|${mail.client}`, ...MAIL_LIMITS.unprovenPerPair };
}

/**
 * Counts one mail a requester causes to `to` from `client`, unless the requester (`guestId`)
 * has proven the address is theirs. Beyond the limit the caller sends nothing.
 */
export async function limitUnprovenMail(
  db: Database,
  mail: { to: string; client: string; guestId?: string | null },
): Promise<RateLimitResult> {
  if (await isAddressProvenBy(db, mail.to, mail.guestId)) {
    return { allowed: true, retryAfterSeconds: 0 };
  }
  return hitRateLimits(db, [unprovenMailLimit(mail)], clock.now());
}

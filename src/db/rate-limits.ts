import { createHash } from "node:crypto";
import { inArray, or, sql } from "drizzle-orm";
import type { Database } from "./client";
import { rateLimited } from "@/lib/http";
import { rateLimits } from "./schema";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  /** The key of the limit that refused, of several counted at once. */
  refusedBy?: string;
}

/** Well below the 2,704 bytes a B-tree index entry (the key's primary key) may take. */
const MAX_KEY_LENGTH = 200;

/**
 * Keys hold what a client sent (its address, an e-mail): a longer one is kept as its hash,
 * which still counts its hits apart and cannot outgrow the index.
 */
function storedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * Counts one hit on `key` in a fixed window and says whether it is within `limit`. One atomic
 * upsert, so the limit holds across instances sharing the database.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<RateLimitResult> {
  return hitRateLimits(db, [{ key, limit, windowMs }], now);
}

async function countHit(
  writer: Pick<Database, "insert">,
  { key, limit, windowMs }: RateLimit,
  now: Date,
): Promise<RateLimitResult> {
  const windowEnds = sql`${rateLimits.windowStart} + ${`${windowMs} milliseconds`}::interval`;
  const nowText = now.toISOString();
  const [row] = await writer
    .insert(rateLimits)
    .values({ key: storedKey(key), windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${windowEnds} > ${nowText}::timestamptz THEN ${rateLimits.hits} + 1 ELSE 1 END`,
        windowStart: sql`CASE WHEN ${windowEnds} > ${nowText}::timestamptz THEN ${rateLimits.windowStart} ELSE ${nowText}::timestamptz END`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  if (!row) throw new Error("rate limit upsert returned nothing");
  const resetsAt = row.windowStart.getTime() + windowMs;
  return {
    allowed: row.hits <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

export interface RateLimit {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit on each limit in turn, narrowest first, in one transaction. The first refusal
 * rolls it back, so a refused request counts nowhere, and a wider limit (a ceiling per e-mail
 * address) sees only what the narrower ones let through. The commit does not wait for the disk:
 * a crash may forget the last moment's hits, while a durable commit would cost every request
 * a flush (a booking request counts two limits besides its own commit).
 */
export async function hitRateLimits(
  db: Database,
  limits: readonly RateLimit[],
  now: Date,
): Promise<RateLimitResult> {
  let last: RateLimitResult = { allowed: true, retryAfterSeconds: 0 };
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL synchronous_commit = off`);
      for (const limit of limits) {
        last = await countHit(tx, limit, now);
        if (!last.allowed) {
          last.refusedBy = limit.key;
          tx.rollback();
        }
      }
    });
  } catch (error) {
    if (last.allowed) throw error;
  }
  return last;
}

/**
 * Forgets the counts of these keys, and of every key starting with one of `prefixes` (a
 * key kept as its hash matches no prefix), e.g. an operator lifting a lockout.
 */
export async function clearRateLimits(
  db: Database,
  keys: readonly string[],
  prefixes: readonly string[] = [],
): Promise<void> {
  const conditions = [
    ...(keys.length > 0 ? [inArray(rateLimits.key, keys.map(storedKey))] : []),
    ...prefixes.map((prefix) => sql`starts_with(${rateLimits.key}, ${prefix})`),
  ];
  if (conditions.length > 0) await db.delete(rateLimits).where(or(...conditions));
}

/** Takes back one hit on each key, e.g. a verification that turned out right. */
export async function undoRateLimitHits(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ hits: sql`GREATEST(${rateLimits.hits} - 1, 0)` })
    .where(inArray(rateLimits.key, keys.map(storedKey)));
}

/** A limit on one client's wrong guesses of a code (a promo code, a gift voucher's). */
export interface GuessLimit {
  key: string;
  limit: number;
  windowMs: number;
  /** The 429's words, before "Please try again in ...". */
  message: string;
}

/**
 * Runs `work`, which looks up a code a client typed, counting it as one of the client's wrong
 * guesses unless `isWrongGuess` says its error is one. Counted before the look-up and taken back
 * after, so tries at once cannot pass the limit together; past it, every code is refused (429)
 * before it is read, so a known code answers no differently from an unknown one.
 */
export async function limitWrongGuesses<T>(
  db: Database,
  now: Date,
  guess: GuessLimit,
  work: () => Promise<T>,
  isWrongGuess: (error: unknown) => boolean,
): Promise<T> {
  const allowance = await hitRateLimit(db, guess.key, guess.limit, guess.windowMs, now);
  if (!allowance.allowed) throw rateLimited(guess.message, allowance.retryAfterSeconds);
  try {
    const result = await work();
    await undoRateLimitHits(db, [guess.key]);
    return result;
  } catch (error) {
    if (!isWrongGuess(error)) await undoRateLimitHits(db, [guess.key]);
    throw error;
  }
}

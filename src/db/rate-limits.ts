import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { rateLimits } from "./schema";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
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
  const windowEnds = sql`${rateLimits.windowStart} + ${`${windowMs} milliseconds`}::interval`;
  const nowText = now.toISOString();
  const [row] = await db
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

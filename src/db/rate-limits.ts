import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { rateLimits } from "./schema";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
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
    .values({ key, windowStart: now, hits: 1 })
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

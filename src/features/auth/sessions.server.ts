import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { guestSessions, guests } from "@/db/schema";
import { clock, DAY_MS } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/http";
import type { Guest } from "@/features/guests";
import { SIGN_IN_LIMITS } from "./limits";

/** Tokens are 256 random bits; only their hash is stored, so a database leak signs no one in. */
function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * How stale a session's last use may be before a request records a new one: the idle timeout is
 * counted in days, so a write every few minutes per active session is exact enough.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

export async function createSession(guestId: string): Promise<string> {
  const db = await getDb();
  const token = randomBytes(32).toString("base64url");
  const now = clock.now();
  await db.insert(guestSessions).values({
    guestId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_LIMITS.sessionLifetimeMs),
  });
  return token;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

const signInAgain = () => new ApiError("UNAUTHORIZED", "Please sign in again");

/**
 * The guest behind the request's Bearer token; 401 when it is missing, revoked, past its
 * lifetime or unused for SESSION_IDLE_DAYS.
 */
export async function requireGuest(request: Request): Promise<Guest> {
  const token = bearerToken(request);
  if (!token) throw signInAgain();
  const db = await getDb();
  const now = clock.now();
  const idleSince = new Date(now.getTime() - getConfig().SESSION_IDLE_DAYS * DAY_MS);
  const [row] = await db
    .select({
      id: guests.id,
      name: guests.name,
      email: guests.email,
      phone: guests.phone,
      sessionId: guestSessions.id,
      lastUsedAt: guestSessions.lastUsedAt,
    })
    .from(guestSessions)
    .innerJoin(guests, eq(guests.id, guestSessions.guestId))
    .where(
      and(
        eq(guestSessions.tokenHash, hashToken(token)),
        isNull(guestSessions.revokedAt),
        gt(guestSessions.expiresAt, now),
        gt(guestSessions.lastUsedAt, idleSince),
      ),
    );
  if (!row) throw signInAgain();
  const { sessionId, lastUsedAt, ...guest } = row;
  const touchBefore = new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS);
  if (lastUsedAt < touchBefore) {
    // Conditional too, so that of concurrent requests of one session only the first writes.
    await db
      .update(guestSessions)
      .set({ lastUsedAt: now })
      .where(and(eq(guestSessions.id, sessionId), lt(guestSessions.lastUsedAt, touchBefore)));
  }
  return guest;
}

/** The guest when a valid token is sent, else null (for calls open to everyone). */
export async function optionalGuest(request: Request): Promise<Guest | null> {
  if (!bearerToken(request)) return null;
  try {
    return await requireGuest(request);
  } catch (error) {
    if (error instanceof ApiError && error.code === "UNAUTHORIZED") return null;
    throw error;
  }
}

/** Ends the session of the request's token; answering the same for an unknown token. */
export async function revokeSession(request: Request): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw signInAgain();
  const db = await getDb();
  await db
    .update(guestSessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(guestSessions.tokenHash, hashToken(token)), isNull(guestSessions.revokedAt)));
}

/**
 * 'Sign out everywhere': ends every session of the guest behind the request's token, this one
 * included (a lost phone, a shared computer). 401 when the token is no longer valid.
 */
export async function revokeAllSessions(request: Request): Promise<void> {
  const guest = await requireGuest(request);
  const db = await getDb();
  await db
    .update(guestSessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(guestSessions.guestId, guest.id), isNull(guestSessions.revokedAt)));
}

import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { ownerSessions } from "@/db/schema";
import { SESSION_TOUCH_INTERVAL_MS } from "@/features/auth/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { logger } from "@/lib/logger";
import { ApiError } from "@/lib/http";
import { OWNER_LIMITS } from "./limits";
import { hashToken, keyedHash, newToken } from "./secrets.server";

export { OWNER_PENDING_COOKIE, OWNER_SESSION_COOKIE } from "./constants";
export const CSRF_HEADER = "X-CSRF-Token";

export interface OwnerSession {
  email: string;
  sessionId: string;
  /** Sent back in X-CSRF-Token with every change; derived from the session's token. */
  csrfToken: string;
}

/** Cookie attributes for the owner's cookies: never readable by scripts, never sent cross-site. */
export function ownerCookieOptions(maxAgeSeconds: number, path = "/") {
  return {
    httpOnly: true,
    secure: new URL(getConfig().PUBLIC_BASE_URL).protocol === "https:",
    sameSite: "Strict" as const,
    path,
    maxAge: maxAgeSeconds,
  };
}

export async function createOwnerSession(email: string): Promise<string> {
  const db = await getDb();
  const token = newToken();
  const now = clock.now();
  await db.insert(ownerSessions).values({
    email,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + OWNER_LIMITS.sessionLifetimeMs),
  });
  return token;
}

function csrfTokenFor(sessionToken: string): string {
  return keyedHash("owner-csrf", sessionToken);
}

/**
 * The owner behind a session cookie's token, or null when it is missing, revoked, idle for
 * 12 hours, 7 days old, or its address is no longer in OWNER_EMAIL.
 */
export async function ownerSession(token: string | undefined): Promise<OwnerSession | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const db = await getDb();
  const now = clock.now();
  const idleSince = new Date(now.getTime() - OWNER_LIMITS.sessionIdleMs);
  const [row] = await db
    .select()
    .from(ownerSessions)
    .where(
      and(
        eq(ownerSessions.tokenHash, hashToken(token)),
        isNull(ownerSessions.revokedAt),
        gt(ownerSessions.expiresAt, now),
        gt(ownerSessions.lastUsedAt, idleSince),
      ),
    );
  if (!row || !getConfig().OWNER_EMAILS.includes(row.email)) return null;
  const touchBefore = new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS);
  if (row.lastUsedAt < touchBefore) {
    await db
      .update(ownerSessions)
      .set({ lastUsedAt: now })
      .where(and(eq(ownerSessions.id, row.id), lt(ownerSessions.lastUsedAt, touchBefore)));
  }
  return { email: row.email, sessionId: row.id, csrfToken: csrfTokenFor(token) };
}

const csrfFailed = () =>
  new ApiError("CSRF_FAILED", "This request did not come from the back office; please reload it");

/** The site's own origin, as a browser writes it in the Origin header. */
function siteOrigin(): string {
  return new URL(getConfig().PUBLIC_BASE_URL).origin;
}

/**
 * A change must come from a page of this site: its Origin header says so. A page of this very
 * server at another address than PUBLIC_BASE_URL (`host`: the address the request came to) is
 * the operator's setting, not an attack: it is said so, to the owner and in the log, since
 * reloading never helps.
 */
export function assertSameOrigin(origin: string | undefined, host?: string): void {
  const site = siteOrigin();
  if (origin === site) return;
  if (origin && host && originHost(origin) === host) {
    logger().warn(
      { publicBaseUrl: site, openedAt: origin },
      "the back office was opened at another address than PUBLIC_BASE_URL; changes are refused",
    );
    throw new ApiError(
      "CSRF_FAILED",
      `This site is set up for ${site} (PUBLIC_BASE_URL) but was opened at ${origin}: open the back office at ${site}/owner, or set PUBLIC_BASE_URL to this address`,
    );
  }
  throw csrfFailed();
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** A change in a session must also carry the session's CSRF token. */
export function assertCsrf(
  session: OwnerSession,
  origin: string | undefined,
  given: string | undefined,
  host?: string,
): void {
  assertSameOrigin(origin, host);
  const expected = Buffer.from(session.csrfToken);
  const sent = Buffer.from(given ?? "");
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw csrfFailed();
}

/** 'Sign out': ends this session. */
export async function endOwnerSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(ownerSessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(ownerSessions.id, sessionId), isNull(ownerSessions.revokedAt)));
}

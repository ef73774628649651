import "server-only";
import { timingSafeEqual } from "node:crypto";
import { getDb } from "@/db/client";
import { hitRateLimits, undoRateLimitHits } from "@/db/rate-limits";
import { clock } from "@/lib/clock";
import { ApiError } from "@/lib/http";
import { CONFIRMATION_REQUIRED } from "./constants";
import { OWNER_LIMITS } from "./limits";
import { keyedHash } from "./secrets.server";
import { endOwnerSession, type OwnerSession } from "./sessions.server";
import { authenticatorOf, spendSecondFactor, wrongCode } from "./sign-in.server";

/** A confirmation: the cookie's value and when it stops counting. */
export interface Confirmation {
  token: string;
  until: Date;
}

function confirmationMac(sessionId: string, at: number): string {
  return keyedHash("owner-confirmed", `${sessionId}:${at}`);
}

/** `at.mac`: when the owner confirmed, bound to this session, so no other session can use it. */
export function newConfirmation(owner: OwnerSession): Confirmation {
  const at = clock.now().getTime();
  return {
    token: `${at}.${confirmationMac(owner.sessionId, at)}`,
    until: new Date(at + OWNER_LIMITS.confirmationMs),
  };
}

/** Until when this session's confirmation holds, or null. */
export function confirmedUntil(owner: OwnerSession, token: string | undefined): Date | null {
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token ?? "");
  if (!match) return null;
  const [, at = "", given = ""] = match;
  const expected = Buffer.from(confirmationMac(owner.sessionId, Number(at)));
  if (!timingSafeEqual(Buffer.from(given), expected)) return null;
  const now = clock.now().getTime();
  const until = Number(at) + OWNER_LIMITS.confirmationMs;
  return Number(at) <= now && now < until ? new Date(until) : null;
}

/**
 * Adding or removing a passkey and resetting an owner need a confirmation within 5 minutes: a
 * stolen session cookie alone never makes them.
 */
export function assertConfirmed(owner: OwnerSession, token: string | undefined): void {
  if (confirmedUntil(owner, token)) return;
  throw new ApiError(
    "UNAUTHORIZED",
    "Please confirm it is you with a current code from your authenticator app or a passkey",
    { details: { reason: CONFIRMATION_REQUIRED } },
  );
}

/**
 * Counts a confirmation try of the session before it is compared; past the limit the session
 * ends. Apart from the sign-in's tries, so a thief's guesses never lock the owner out of signing in.
 */
export async function countConfirmationTry(owner: OwnerSession): Promise<string> {
  const db = await getDb();
  const key = `owner-confirm-failed:${owner.sessionId}`;
  const limit = {
    key,
    limit: OWNER_LIMITS.wrongConfirmationsPerSession,
    windowMs: OWNER_LIMITS.sessionLifetimeMs,
  };
  const counted = await hitRateLimits(db, [limit], clock.now());
  if (!counted.allowed) {
    await endOwnerSession(owner.sessionId);
    throw new ApiError("UNAUTHORIZED", "Too many wrong codes. Please sign in again.");
  }
  return key;
}

/** A right try takes its count back. */
export async function confirmationTryRight(key: string): Promise<void> {
  await undoRateLimitHits(await getDb(), [key]);
}

/** Confirms the session with a current authenticator code not used before, or a recovery code. */
export async function confirmWithCode(owner: OwnerSession, code: string): Promise<Confirmation> {
  const factor = await authenticatorOf(owner.email);
  if (!factor) throw new ApiError("UNAUTHORIZED", "Please sign in to the back office");
  const key = await countConfirmationTry(owner);
  if (!(await spendSecondFactor(factor, code))) throw wrongCode();
  await confirmationTryRight(key);
  return newConfirmation(owner);
}

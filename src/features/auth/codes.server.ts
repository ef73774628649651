import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { clearRateLimits, hitRateLimits, undoRateLimitHits } from "@/db/rate-limits";
import { guests, loginCodes } from "@/db/schema";
import type { Locale } from "@/i18n/locales";
import { clock } from "@/lib/clock";
import { ApiError, rateLimited } from "@/lib/http";
import { appSecret } from "@/lib/secret";
import {
  BLANKED_CODE,
  enqueueMail,
  signInCodeMail,
  unprovenMailLimit,
} from "@/features/mail/server";
import type { Guest } from "@/features/guests";
import { SIGN_IN_LIMITS } from "./limits";
import { DEFAULT_GUEST_NAME, CODE_LENGTH } from "./schemas";
import type { TrustedDevice } from "./devices.server";
import { createSession } from "./sessions.server";

export const CODE_SENT_MESSAGE =
  "If this address can receive e-mail, a verification code is on its way.";
export const INVALID_CODE_MESSAGE = "Invalid or expired verification code";

function hashCode(email: string, code: string): string {
  return createHmac("sha256", appSecret()).update(`${email}:${code}`).digest("hex");
}

function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/** Who a code signs in: a code of one purpose never verifies the other. */
export type CodePurpose = "guest" | "owner";

/** Each purpose counts its own limits, so a guest's sign-ins never use up an owner's. */
const limitPrefix = { guest: "sign-in", owner: "owner-sign-in" } as const;

/**
 * Sends a fresh sign-in code. The response is the same whether or not the address belongs to a
 * guest (the guest is created on first verification), so it tells nothing about accounts: every
 * limit counts the same for known and unknown addresses. The mail carries no name, and the
 * outbox keeps it without the code once sent. With `send: false` every step but the mail is
 * taken, so that an address that may not sign in answers alike, in about the same time. The
 * mail is written in the language of the request (`locale`), which the code keeps.
 */
export async function requestSignInCode(input: {
  email: string;
  ip: string;
  locale: Locale;
  purpose?: CodePurpose;
  send?: boolean;
}): Promise<{ message: string }> {
  const db = await getDb();
  const now = clock.now();
  const { email, ip, locale, purpose = "guest", send = true } = input;
  const prefix = limitPrefix[purpose];
  const { codesPerIp, codesPerPair, codesPerEmail } = SIGN_IN_LIMITS;
  const limited = await hitRateLimits(
    db,
    [
      { key: `${prefix}-ip:${ip}`, ...codesPerIp },
      { key: `${prefix}-pair:${email}|${ip}`, ...codesPerPair },
      unprovenMailLimit({ to: email, client: ip }),
      { key: `${prefix}-email:${email}`, ...codesPerEmail },
    ],
    now,
  );
  if (!limited.allowed) {
    throw rateLimited("Too many verification codes requested", limited.retryAfterSeconds);
  }

  const code = newCode();
  const backOffice = purpose === "owner";
  const mail = await signInCodeMail({ locale, code, backOffice });
  const storedOnceSent = await signInCodeMail({ locale, code: BLANKED_CODE, backOffice });
  await db.transaction(async (tx) => {
    await tx.insert(loginCodes).values({
      email,
      purpose,
      locale,
      codeHash: hashCode(email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_LIMITS.codeLifetimeMs),
    });
    // The newest few stay valid, so a stranger's request does not kill the code a guest holds.
    const newest = tx
      .select({ id: loginCodes.id })
      .from(loginCodes)
      .where(unspentCodes(email, purpose))
      .orderBy(desc(loginCodes.createdAt))
      .limit(SIGN_IN_LIMITS.liveCodesPerEmail);
    await tx
      .update(loginCodes)
      .set({ supersededAt: now })
      .where(and(unspentCodes(email, purpose), notInArray(loginCodes.id, newest)));
    if (send) await enqueueMail(tx, email, mail, { storedOnceSent });
  });
  return { message: CODE_SENT_MESSAGE };
}

/** The address's codes neither used nor superseded (some may have expired meanwhile). */
function unspentCodes(email: string, purpose: CodePurpose) {
  return and(
    eq(loginCodes.email, email),
    eq(loginCodes.purpose, purpose),
    isNull(loginCodes.usedAt),
    isNull(loginCodes.supersededAt),
  );
}

type Spent<T> = { ok: true; value: T } | { ok: false };

/** The counter of wrong codes a day for an address, across clients (its ceiling). */
function addressFailuresKey(purpose: CodePurpose, email: string): string {
  return `${limitPrefix[purpose]}-failed-email:${email}`;
}

/**
 * Forgets what an address's codes counted: its ceilings and its (address, client) pairs, so an
 * operator can end a lockout. The counts per client stay: they are the client's, not the address's.
 */
export async function clearSignInLimits(purpose: CodePurpose, email: string): Promise<void> {
  const prefix = limitPrefix[purpose];
  await clearRateLimits(
    await getDb(),
    [`${prefix}-email:${email}`, addressFailuresKey(purpose, email)],
    [`${prefix}-pair:${email}|`, `${prefix}-failed-pair:${email}|`],
  );
}

/**
 * Spends a valid code of the purpose and runs `onSpent` in the same transaction. A code is single
 * use and expires after 10 minutes; the address's newest 3 codes are tried, and all its live
 * codes die after 5 wrong tries. Wrong codes are limited a day per (address, client), per address
 * and per client, which bounds guessing across fresh codes (docs/decisions/0020); a right one
 * counts nowhere. A trusted device of the address counts its own instead (0045), and
 * `onAddressLimited` runs when the address's ceiling refuses a try.
 */
export async function spendSignInCode<T>(
  input: {
    email: string;
    code: string;
    ip: string;
    purpose: CodePurpose;
    device?: TrustedDevice | null;
    onAddressLimited?: () => Promise<void>;
  },
  onSpent: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const db = await getDb();
  const now = clock.now();
  const { email, ip, purpose, device } = input;
  const prefix = limitPrefix[purpose];
  const { failuresPerPair, failuresPerIp, failuresPerEmail, failuresPerDevice } = SIGN_IN_LIMITS;
  const addressKey = addressFailuresKey(purpose, email);
  // Counted before the code is compared, so that tries at once cannot pass the limit together.
  const failures = device
    ? [{ key: `${prefix}-failed-device:${device.id}`, ...failuresPerDevice }]
    : [
        { key: `${prefix}-failed-pair:${email}|${ip}`, ...failuresPerPair },
        { key: `${prefix}-failed-ip:${ip}`, ...failuresPerIp },
        { key: addressKey, ...failuresPerEmail },
      ];
  const limited = await hitRateLimits(db, failures, now);
  if (!limited.allowed) {
    if (limited.refusedBy === addressKey) await input.onAddressLimited?.();
    throw rateLimited("Too many wrong verification codes", limited.retryAfterSeconds);
  }
  const result = await db.transaction(async (tx): Promise<Spent<T>> => {
    const live = await tx
      .select({ id: loginCodes.id, codeHash: loginCodes.codeHash })
      .from(loginCodes)
      .where(
        and(
          unspentCodes(email, purpose),
          gt(loginCodes.expiresAt, now),
          lt(loginCodes.failedAttempts, SIGN_IN_LIMITS.maxWrongAttempts),
        ),
      )
      .orderBy(desc(loginCodes.createdAt))
      .limit(SIGN_IN_LIMITS.liveCodesPerEmail)
      .for("update");
    const given = Buffer.from(hashCode(email, input.code), "hex");
    // Every live code is compared, so the time taken says nothing about which one matched.
    const matches = live.map((code) => timingSafeEqual(Buffer.from(code.codeHash, "hex"), given));
    const matched = live[matches.indexOf(true)];
    if (!matched) {
      if (live.length > 0) {
        await tx
          .update(loginCodes)
          .set({ failedAttempts: sql`${loginCodes.failedAttempts} + 1` })
          .where(
            inArray(
              loginCodes.id,
              live.map((code) => code.id),
            ),
          );
      }
      return { ok: false };
    }
    await tx.update(loginCodes).set({ usedAt: now }).where(eq(loginCodes.id, matched.id));
    return { ok: true, value: await onSpent(tx) };
  });
  // Outside the transaction, so a wrong try's count is kept.
  if (!result.ok) throw new ApiError("INVALID_CODE", INVALID_CODE_MESSAGE);
  await undoRateLimitHits(
    db,
    failures.map((failure) => failure.key),
  );
  return result.value;
}

/**
 * Exchanges a guest's valid code for a session; the guest is created on first use. The guest's
 * language becomes the one they signed in with.
 */
export async function verifySignInCode(input: {
  email: string;
  code: string;
  name?: string | undefined;
  phone?: string | null | undefined;
  ip: string;
  locale: Locale;
  device?: TrustedDevice | null;
}): Promise<{ token: string; guest: Guest }> {
  const now = clock.now();
  const { email } = input;
  const guest = await spendSignInCode({ ...input, purpose: "guest" }, async (tx) => {
    const [guest] = await tx
      .insert(guests)
      .values({
        email,
        name: input.name ?? DEFAULT_GUEST_NAME,
        phone: input.phone ?? null,
        locale: input.locale,
      })
      .onConflictDoUpdate({
        target: guests.email,
        set: {
          ...(input.name ? { name: input.name } : {}),
          ...(input.phone ? { phone: input.phone } : {}),
          locale: input.locale,
          updatedAt: now,
        },
      })
      .returning({ id: guests.id, name: guests.name, email: guests.email, phone: guests.phone });
    if (!guest) throw new Error("guest upsert returned nothing");
    return guest;
  });
  const token = await createSession(guest.id);
  return { token, guest };
}

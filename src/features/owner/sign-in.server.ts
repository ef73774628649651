import "server-only";
import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { getDb } from "@/db/client";
import { clearRateLimits, hitRateLimit, hitRateLimits, undoRateLimitHits } from "@/db/rate-limits";
import {
  ownerAuthenticators,
  ownerPasskeys,
  ownerPendingSignIns,
  ownerRecoveryCodes,
  ownerSessions,
} from "@/db/schema";
import {
  clearSignInLimits,
  requestSignInCode,
  SIGN_IN_LIMITS,
  spendSignInCode,
  trustedDevice,
  type TrustedDevice,
} from "@/features/auth/server";
import { enqueueMail, ownerCodeGuessedMail, ownerResetMail } from "@/features/mail/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/http";
import { site } from "@/lib/site";
import { OWNER_LIMITS } from "./limits";
import type { Enrolment } from "./schemas";
import { decryptSecret, encryptSecret, hashToken, keyedHash, newToken } from "./secrets.server";
import { createOwnerSession } from "./sessions.server";

const PERIOD_SECONDS = 30;

function isOwner(email: string): boolean {
  return getConfig().OWNER_EMAILS.includes(email);
}

/**
 * E-mails an owner a back office sign-in code. Any other address gets the same answer, counts
 * the same limits and takes the same steps, but is sent nothing.
 */
export function requestOwnerCode(input: { email: string; ip: string }) {
  // The back office is English, and so is its code's mail.
  return requestSignInCode({
    ...input,
    locale: "en",
    purpose: "owner",
    send: isOwner(input.email),
  });
}

/**
 * Trades a correct e-mailed code for a pending sign-in (its token goes in a cookie): the right to
 * enrol or use the second factor for a few minutes, not a session. A device the owner signed in
 * on before (`deviceToken`, its cookie) is not held back by strangers' wrong codes.
 */
export async function verifyOwnerCode(input: {
  email: string;
  code: string;
  ip: string;
  deviceToken?: string | undefined;
}) {
  const { email, code, ip } = input;
  const device = await ownerDevice(email, input.deviceToken);
  const onAddressLimited = () => warnOfGuessing(email);
  const spend = { email, code, ip, purpose: "owner" as const, device, onAddressLimited };
  // An address removed from OWNER_EMAIL since its code was sent is refused like a wrong code.
  const token = await spendSignInCode(spend, async (tx) => {
    if (!isOwner(email)) return null;
    const token = newToken();
    const now = clock.now();
    await tx.insert(ownerPendingSignIns).values({
      email,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OWNER_LIMITS.pendingLifetimeMs),
    });
    return token;
  });
  if (!token) throw new ApiError("INVALID_CODE", "Invalid or expired verification code");
  const next = (await enrolled(email)) ? ("second-factor" as const) : ("enrol" as const);
  // Only the holder of the e-mailed code learns this, as they learn `next`: the owner.
  const passkey = next === "second-factor" && (await hasPasskey(email));
  return { token, next, passkey };
}

/**
 * The owner's device behind a cookie, if it signed in since their authenticator was enrolled: a
 * reset, which removes the authenticator, forgets every device.
 */
async function ownerDevice(
  email: string,
  token: string | undefined,
): Promise<TrustedDevice | null> {
  const device = trustedDevice("owner", email, token);
  if (!device) return null;
  const factor = await authenticatorOf(email);
  return factor && factor.createdAt <= device.issuedAt ? device : null;
}

/**
 * Tells an owner, once a day, that their address has had its day's wrong codes: its devices
 * still sign in, others wait. Any other address takes the same steps and is sent nothing, so the
 * time of a refusal says nothing of who is an owner.
 */
async function warnOfGuessing(email: string): Promise<void> {
  const db = await getDb();
  const { limit, windowMs } = OWNER_LIMITS.guessingWarnings;
  const warned = await hitRateLimit(
    db,
    `owner-guessing-mail:${email}`,
    limit,
    windowMs,
    clock.now(),
  );
  if (!warned.allowed) return;
  const mail = await ownerCodeGuessedMail({
    locale: "en",
    email,
    limit: SIGN_IN_LIMITS.failuresPerEmail.limit,
  });
  if (isOwner(email)) await enqueueMail(db, email, mail);
}

async function hasPasskey(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: ownerPasskeys.id })
    .from(ownerPasskeys)
    .where(eq(ownerPasskeys.email, email))
    .limit(1);
  return Boolean(row);
}

async function enrolled(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ email: ownerAuthenticators.email })
    .from(ownerAuthenticators)
    .where(eq(ownerAuthenticators.email, email));
  return Boolean(row);
}

export const startAgain = () =>
  new ApiError("UNAUTHORIZED", "This sign-in has expired. Please start again with your e-mail.");

/** The pending sign-in of a cookie's token, while it may still try a second factor. */
export async function pendingSignIn(token: string | undefined) {
  if (!token) throw startAgain();
  const db = await getDb();
  const [row] = await db
    .select()
    .from(ownerPendingSignIns)
    .where(
      and(
        eq(ownerPendingSignIns.tokenHash, hashToken(token)),
        isNull(ownerPendingSignIns.usedAt),
        gt(ownerPendingSignIns.expiresAt, clock.now()),
        lt(ownerPendingSignIns.failedAttempts, OWNER_LIMITS.wrongCodesPerSignIn),
      ),
    );
  if (!row || !isOwner(row.email)) throw startAgain();
  return row;
}

function authenticator(email: string, secret: string): TOTP {
  return new TOTP({
    issuer: site.name,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The QR code of a text as one SVG path over a square of modules. */
function qrPath(text: string): Enrolment["qr"] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: parts.join("") };
}

/**
 * Offers a not yet enrolled owner a new authenticator secret; it counts only once a code made
 * from it is confirmed. Asking again replaces the offer.
 */
export async function startEnrolment(pendingToken: string | undefined): Promise<Enrolment> {
  const pending = await pendingSignIn(pendingToken);
  if (await enrolled(pending.email)) {
    throw new ApiError("CONFLICT", "An authenticator is already enrolled for this address");
  }
  const secret = new Secret({ size: 20 }).base32.replace(/=+$/, "");
  const db = await getDb();
  await db
    .update(ownerPendingSignIns)
    .set({ enrolSecret: encryptSecret(secret) })
    .where(eq(ownerPendingSignIns.id, pending.id));
  const uri = authenticator(pending.email, secret).toString();
  return { secret, uri, qr: qrPath(uri) };
}

/** The 30-second step a current code was made in (one step of drift either way), or null. */
function matchingStep(totp: TOTP, code: string): number | null {
  const timestamp = clock.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

export const wrongCode = () =>
  new ApiError("INVALID_CODE", "That code is not right. Please check it and try again.");

function secondFactorTriesKey(email: string): string {
  return `owner-second-factor-failed:${email}`;
}

/**
 * Counts a second-factor try against the owner's day before it is compared, so that tries at
 * once cannot pass the limit together; a right code takes its count back.
 */
export async function countTry(email: string): Promise<string> {
  const db = await getDb();
  const key = secondFactorTriesKey(email);
  const limited = await hitRateLimits(
    db,
    [{ key, ...OWNER_LIMITS.wrongCodesPerOwner }],
    clock.now(),
  );
  if (!limited.allowed) {
    throw new ApiError("RATE_LIMITED", "Too many wrong codes. Please try again tomorrow.", {
      headers: { "Retry-After": String(limited.retryAfterSeconds) },
    });
  }
  return key;
}

export async function wrongTry(pendingId: string, refusal = wrongCode()): Promise<never> {
  const db = await getDb();
  await db
    .update(ownerPendingSignIns)
    .set({ failedAttempts: sql`${ownerPendingSignIns.failedAttempts} + 1` })
    .where(eq(ownerPendingSignIns.id, pendingId));
  throw refusal;
}

/** Ends a pending sign-in; only the first of two tries at once gets to, and so to a session. */
export async function spendPending(pendingId: string): Promise<boolean> {
  const db = await getDb();
  const spent = await db
    .update(ownerPendingSignIns)
    .set({ usedAt: clock.now() })
    .where(and(eq(ownerPendingSignIns.id, pendingId), isNull(ownerPendingSignIns.usedAt)))
    .returning({ id: ownerPendingSignIns.id });
  return spent.length === 1;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** 12 characters of an alphabet without look-alikes (about 59 bits), written in groups of 4. */
function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 12 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

function recoveryHash(email: string, code: string): string {
  return keyedHash("owner-recovery", `${email}:${code.toLowerCase().replace(/[^a-z0-9]/g, "")}`);
}

/**
 * Completes enrolment with a current code from the offered secret: the authenticator is kept,
 * 10 recovery codes are made (shown this once) and a session starts.
 */
export async function confirmEnrolment(pendingToken: string | undefined, code: string) {
  const pending = await pendingSignIn(pendingToken);
  if (!pending.enrolSecret) throw startAgain();
  const triesKey = await countTry(pending.email);
  const secret = decryptSecret(pending.enrolSecret);
  const step = matchingStep(authenticator(pending.email, secret), code);
  if (step === null) return wrongTry(pending.id);
  if (!(await spendPending(pending.id))) throw startAgain();
  const recoveryCodes = Array.from({ length: OWNER_LIMITS.recoveryCodes }, newRecoveryCode);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // An owner reset on the server meanwhile, or enrolled in another tab, is replaced.
    await tx.delete(ownerRecoveryCodes).where(eq(ownerRecoveryCodes.email, pending.email));
    await tx
      .insert(ownerAuthenticators)
      .values({
        email: pending.email,
        secret: pending.enrolSecret!,
        lastUsedStep: step,
        createdAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: ownerAuthenticators.email,
        set: { secret: pending.enrolSecret!, lastUsedStep: step, createdAt: clock.now() },
      });
    await tx.insert(ownerRecoveryCodes).values(
      recoveryCodes.map((recovery) => ({
        email: pending.email,
        codeHash: recoveryHash(pending.email, recovery),
      })),
    );
  });
  await undoRateLimitHits(db, [triesKey]);
  return {
    token: await createOwnerSession(pending.email),
    email: pending.email,
    recoveryCodes,
  };
}

/** Uses a code's step once: of two tries with one code, only the first gets through. */
async function spendStep(email: string, step: number): Promise<boolean> {
  const db = await getDb();
  const spent = await db
    .update(ownerAuthenticators)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(ownerAuthenticators.email, email),
        or(isNull(ownerAuthenticators.lastUsedStep), lt(ownerAuthenticators.lastUsedStep, step)),
      ),
    )
    .returning({ email: ownerAuthenticators.email });
  return spent.length === 1;
}

async function spendRecoveryCode(email: string, code: string): Promise<boolean> {
  const db = await getDb();
  const spent = await db
    .update(ownerRecoveryCodes)
    .set({ usedAt: clock.now() })
    .where(
      and(
        eq(ownerRecoveryCodes.email, email),
        eq(ownerRecoveryCodes.codeHash, recoveryHash(email, code)),
        isNull(ownerRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: ownerRecoveryCodes.id });
  return spent.length === 1;
}

/** An enrolled owner's authenticator, or null once reset. */
export async function authenticatorOf(email: string) {
  const db = await getDb();
  const [factor] = await db
    .select()
    .from(ownerAuthenticators)
    .where(eq(ownerAuthenticators.email, email));
  return factor ?? null;
}

/**
 * Spends a second-factor code: a current authenticator code not used before, or an unused
 * recovery code. False for anything else.
 */
export async function spendSecondFactor(
  factor: typeof ownerAuthenticators.$inferSelect,
  code: string,
): Promise<boolean> {
  const given = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(given)) return spendRecoveryCode(factor.email, given);
  const step = matchingStep(authenticator(factor.email, decryptSecret(factor.secret)), given);
  return step !== null && (await spendStep(factor.email, step));
}

/**
 * The second factor of an enrolled owner: a current authenticator code not used before, or an
 * unused recovery code. Starts the session.
 */
export async function verifySecondFactor(pendingToken: string | undefined, code: string) {
  const pending = await pendingSignIn(pendingToken);
  const db = await getDb();
  const factor = await authenticatorOf(pending.email);
  if (!factor) throw startAgain();
  const triesKey = await countTry(pending.email);
  if (!(await spendSecondFactor(factor, code))) return wrongTry(pending.id);
  if (!(await spendPending(pending.id))) throw startAgain();
  await undoRateLimitHits(db, [triesKey]);
  return { token: await createOwnerSession(pending.email), email: pending.email };
}

/**
 * Forgets what the owner's sign-in counted (wrong e-mailed and second-factor codes, codes asked
 * for), for an owner locked out by strangers' guessing.
 */
export async function clearOwnerSignInLimits(email: string): Promise<void> {
  if (!isOwner(email)) {
    throw new ApiError("INVALID_INPUT", "This address is not an owner (see OWNER_EMAIL)");
  }
  await clearSignInLimits("owner", email);
  const db = await getDb();
  await clearRateLimits(db, [secondFactorTriesKey(email)]);
}

/**
 * Removes an owner's authenticator, passkeys and recovery codes and ends their sessions and pending
 * sign-ins, so their next sign-in enrols again; their devices are forgotten with the authenticator
 * and their sign-in limits cleared. Only for an address in OWNER_EMAIL. `by` is the owner who
 * reset them in the back office, null on the server; the owner is mailed either way.
 */
export async function resetOwner(email: string, by: string | null = null): Promise<void> {
  if (!isOwner(email)) {
    throw new ApiError("INVALID_INPUT", "This address is not an owner (see OWNER_EMAIL)");
  }
  const db = await getDb();
  const now = clock.now();
  const mail = await ownerResetMail({ locale: "en", by });
  await db.transaction(async (tx) => {
    await tx.delete(ownerAuthenticators).where(eq(ownerAuthenticators.email, email));
    await tx.delete(ownerRecoveryCodes).where(eq(ownerRecoveryCodes.email, email));
    await tx.delete(ownerPasskeys).where(eq(ownerPasskeys.email, email));
    await tx
      .update(ownerSessions)
      .set({ revokedAt: now })
      .where(and(eq(ownerSessions.email, email), isNull(ownerSessions.revokedAt)));
    await tx
      .update(ownerPendingSignIns)
      .set({ usedAt: now })
      .where(and(eq(ownerPendingSignIns.email, email), isNull(ownerPendingSignIns.usedAt)));
    await enqueueMail(tx, email, mail);
  });
  await clearOwnerSignInLimits(email);
}

import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { undoRateLimitHits } from "@/db/rate-limits";
import { ownerPasskeyChallenges, ownerPasskeys } from "@/db/schema";
import { enqueueMail, ownerPasskeyAddedMail } from "@/features/mail/server";
import { recordActivity } from "@/features/owner-activity/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { ApiError, notFound } from "@/lib/http";
import { site } from "@/lib/site";
import { OWNER_LIMITS } from "./limits";
import type { authenticationResponseSchema, newPasskeySchema, Passkey } from "./schemas";
import { keyedHash } from "./secrets.server";
import type { OwnerSession } from "./sessions.server";
import { createOwnerSession } from "./sessions.server";
import {
  confirmationTryRight,
  countConfirmationTry,
  newConfirmation,
  type Confirmation,
} from "./confirmation.server";
import { countTry, pendingSignIn, spendPending, startAgain, wrongTry } from "./sign-in.server";

/**
 * The relying party is the site itself: its origin from PUBLIC_BASE_URL, its hostname as the RP
 * ID. A passkey made for one deployment's address never signs in on another's.
 */
function relyingParty() {
  const url = new URL(getConfig().PUBLIC_BASE_URL);
  return { origin: url.origin, rpID: url.hostname };
}

/** The first key of the advisory locks that serialise one owner's new passkeys. */
const PASSKEYS_LOCK = 7302;

type Binding = { ownerSessionId: string } | { pendingSignInId: string };

function boundTo(binding: Binding) {
  return "ownerSessionId" in binding
    ? eq(ownerPasskeyChallenges.ownerSessionId, binding.ownerSessionId)
    : eq(ownerPasskeyChallenges.pendingSignInId, binding.pendingSignInId);
}

/**
 * Keeps a new challenge for a few minutes in place of the session's or sign-in's earlier one (a
 * browser answers one prompt at a time), so asking again and again keeps one row; expired ones
 * of anyone go with it.
 */
async function keepChallenge(challenge: string, binding: Binding): Promise<void> {
  const db = await getDb();
  const now = clock.now();
  await db
    .delete(ownerPasskeyChallenges)
    .where(or(lt(ownerPasskeyChallenges.expiresAt, now), boundTo(binding)));
  await db.insert(ownerPasskeyChallenges).values({
    challenge,
    ...binding,
    expiresAt: new Date(now.getTime() + OWNER_LIMITS.passkeyChallengeMs),
  });
}

/**
 * Uses a challenge once, and only in the session or pending sign-in it was given to: of two
 * answers to one challenge, only the first gets this far.
 */
function challengeSpender(binding: Binding) {
  return async (challenge: string): Promise<boolean> => {
    const db = await getDb();
    const now = clock.now();
    const spent = await db
      .update(ownerPasskeyChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(ownerPasskeyChallenges.challenge, challenge),
          boundTo(binding),
          isNull(ownerPasskeyChallenges.usedAt),
          gt(ownerPasskeyChallenges.expiresAt, now),
        ),
      )
      .returning({ id: ownerPasskeyChallenges.id });
    return spent.length === 1;
  };
}

/** A stable handle for the owner inside authenticators, which does not spell their address. */
function userHandle(email: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(keyedHash("owner-passkey-user", email), "hex"));
}

async function passkeysOf(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(ownerPasskeys)
    .where(eq(ownerPasskeys.email, email))
    .orderBy(asc(ownerPasskeys.createdAt), asc(ownerPasskeys.id));
}

function asPasskey(row: typeof ownerPasskeys.$inferSelect): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The signed-in owner's passkeys, oldest first. */
export async function listPasskeys(owner: OwnerSession): Promise<Passkey[]> {
  return (await passkeysOf(owner.email)).map(asPasskey);
}

/** Options for the browser to make a passkey for the signed-in owner. */
export async function passkeyEnrolmentOptions(owner: OwnerSession) {
  const existing = await passkeysOf(owner.email);
  if (existing.length >= OWNER_LIMITS.passkeysPerOwner) {
    throw new ApiError(
      "CONFLICT",
      `You have ${OWNER_LIMITS.passkeysPerOwner} passkeys; remove one before adding another`,
    );
  }
  const options = await generateRegistrationOptions({
    rpName: site.name,
    rpID: relyingParty().rpID,
    userName: owner.email,
    userID: userHandle(owner.email),
    userDisplayName: owner.email,
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({
      id: key.credentialId,
      transports: key.transports,
    })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "required" },
    timeout: OWNER_LIMITS.passkeyChallengeMs,
  });
  await keepChallenge(options.challenge, { ownerSessionId: owner.sessionId });
  return options;
}

const notVerified = () =>
  new ApiError("INVALID_INPUT", "The passkey could not be verified. Please try again.");

/** Keeps the passkey the browser made for a challenge of this session. */
export async function addPasskey(
  owner: OwnerSession,
  input: z.infer<typeof newPasskeySchema>,
): Promise<Passkey> {
  const { origin, rpID } = relyingParty();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challengeSpender({ ownerSessionId: owner.sessionId }),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    throw notVerified();
  }
  if (!verification.verified) throw notVerified();
  const { credential } = verification.registrationInfo;
  const mail = await ownerPasskeyAddedMail({ locale: "en", name: input.name });
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    // Counted again here: two enrolments at once must not pass the limit together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PASSKEYS_LOCK}, hashtext(${owner.email}))`);
    const [kept] = await tx
      .select({ n: count() })
      .from(ownerPasskeys)
      .where(eq(ownerPasskeys.email, owner.email));
    if ((kept?.n ?? 0) >= OWNER_LIMITS.passkeysPerOwner) {
      throw new ApiError("CONFLICT", "Remove a passkey before adding another");
    }
    const [added] = await tx
      .insert(ownerPasskeys)
      .values({
        email: owner.email,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: ownerPasskeys.credentialId })
      .returning();
    if (!added) throw new ApiError("CONFLICT", "This passkey is already set up");
    await recordActivity(tx, {
      actor: owner.email,
      action: "passkey.add",
      subject: { kind: "passkey", id: added.id },
      after: { name: added.name },
    });
    await enqueueMail(tx, owner.email, mail);
    return added;
  });
  return asPasskey(row);
}

/** Removes one of the signed-in owner's own passkeys. */
export async function removePasskey(owner: OwnerSession, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(ownerPasskeys)
      .where(and(eq(ownerPasskeys.id, id), eq(ownerPasskeys.email, owner.email)))
      .returning();
    if (!removed) throw notFound("Passkey");
    await recordActivity(tx, {
      actor: owner.email,
      action: "passkey.remove",
      subject: { kind: "passkey", id: removed.id },
      before: { name: removed.name },
    });
  });
}

/** Options for the browser to sign in with one of the pending owner's passkeys. */
export async function passkeySignInOptions(pendingToken: string | undefined) {
  const pending = await pendingSignIn(pendingToken);
  return assertionOptions(pending.email, { pendingSignInId: pending.id });
}

/** Options to assert one of the owner's passkeys, for a challenge kept for `binding`. */
async function assertionOptions(email: string, binding: Binding) {
  const keys = await passkeysOf(email);
  if (keys.length === 0) {
    throw new ApiError(
      "CONFLICT",
      "No passkey is set up for this address. Please use your authenticator code.",
    );
  }
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
    userVerification: "required",
    timeout: OWNER_LIMITS.passkeyChallengeMs,
  });
  await keepChallenge(options.challenge, binding);
  return options;
}

const passkeyRefused = () =>
  new ApiError(
    "INVALID_CODE",
    "That passkey did not work. Please try again, or use your authenticator code.",
  );

/**
 * Whether an assertion proves the owner: one of their passkeys, for a challenge of `binding`, from
 * the site's origin, with the user verified and a counter past the stored one.
 */
async function assertionProves(
  email: string,
  binding: Binding,
  response: z.infer<typeof authenticationResponseSchema>,
): Promise<boolean> {
  const db = await getDb();
  const [key] = await db
    .select()
    .from(ownerPasskeys)
    .where(and(eq(ownerPasskeys.credentialId, response.id), eq(ownerPasskeys.email, email)));
  if (!key) return false;
  const { origin, rpID } = relyingParty();
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challengeSpender(binding),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(key.publicKey),
        counter: key.counter,
        transports: key.transports,
      },
      requireUserVerification: true,
    });
    if (!verification.verified) return false;
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return false;
  }
  // The counter moves forward once: an assertion raced with its copy gets through only once.
  const moved = await db
    .update(ownerPasskeys)
    .set({ counter: newCounter, lastUsedAt: clock.now() })
    .where(
      and(
        eq(ownerPasskeys.id, key.id),
        newCounter === 0 ? eq(ownerPasskeys.counter, 0) : lt(ownerPasskeys.counter, newCounter),
      ),
    )
    .returning({ id: ownerPasskeys.id });
  return moved.length === 1;
}

/**
 * The second factor by passkey: an assertion of one of this owner's passkeys for a challenge of
 * this pending sign-in; anything else counts as a wrong code. Starts the session.
 */
export async function signInWithPasskey(
  pendingToken: string | undefined,
  response: z.infer<typeof authenticationResponseSchema>,
) {
  const pending = await pendingSignIn(pendingToken);
  const triesKey = await countTry(pending.email);
  const proven = await assertionProves(pending.email, { pendingSignInId: pending.id }, response);
  if (!proven) return wrongTry(pending.id, passkeyRefused());
  if (!(await spendPending(pending.id))) throw startAgain();
  await undoRateLimitHits(await getDb(), [triesKey]);
  return { token: await createOwnerSession(pending.email), email: pending.email };
}

/** Options for the browser to confirm the signed-in owner with one of their passkeys. */
export function passkeyConfirmationOptions(owner: OwnerSession) {
  return assertionOptions(owner.email, { ownerSessionId: owner.sessionId });
}

/** Confirms the session with one of the owner's passkeys, for a challenge of this session. */
export async function confirmWithPasskey(
  owner: OwnerSession,
  response: z.infer<typeof authenticationResponseSchema>,
): Promise<Confirmation> {
  const key = await countConfirmationTry(owner);
  const proven = await assertionProves(owner.email, { ownerSessionId: owner.sessionId }, response);
  if (!proven) throw passkeyRefused();
  await confirmationTryRight(key);
  return newConfirmation(owner);
}

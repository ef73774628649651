import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { hitRateLimit } from "@/db/rate-limits";
import { guests, loginCodes } from "@/db/schema";
import { clock } from "@/lib/clock";
import { ApiError } from "@/lib/http";
import { appSecret } from "@/lib/secret";
import { enqueueMail, signInCodeMail } from "@/features/mail/server";
import type { Guest } from "@/features/guests";
import { SIGN_IN_LIMITS } from "./limits";
import { DEFAULT_GUEST_NAME, CODE_LENGTH } from "./schemas";
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

function tooMany(retryAfterSeconds: number): ApiError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(
    "RATE_LIMITED",
    `Too many verification codes requested. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    { headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

/**
 * Sends a fresh sign-in code. The response is the same whether or not the address belongs to a
 * guest (the guest is created on first verification), so it tells nothing about accounts.
 */
export async function requestSignInCode(input: {
  email: string;
  name?: string | undefined;
  ip: string;
}): Promise<{ message: string }> {
  const db = await getDb();
  const now = clock.now();
  const { codesPerEmail, codesPerIp } = SIGN_IN_LIMITS;
  const byIp = await hitRateLimit(
    db,
    `sign-in-ip:${input.ip}`,
    codesPerIp.limit,
    codesPerIp.windowMs,
    now,
  );
  if (!byIp.allowed) throw tooMany(byIp.retryAfterSeconds);
  const byEmail = await hitRateLimit(
    db,
    `sign-in-email:${input.email}`,
    codesPerEmail.limit,
    codesPerEmail.windowMs,
    now,
  );
  if (!byEmail.allowed) throw tooMany(byEmail.retryAfterSeconds);

  const code = newCode();
  const mail = await signInCodeMail({ name: input.name ?? DEFAULT_GUEST_NAME, code });
  await db.transaction(async (tx) => {
    // A new code kills every older one of this address.
    await tx
      .update(loginCodes)
      .set({ supersededAt: now })
      .where(
        and(
          eq(loginCodes.email, input.email),
          isNull(loginCodes.usedAt),
          isNull(loginCodes.supersededAt),
        ),
      );
    await tx.insert(loginCodes).values({
      email: input.email,
      codeHash: hashCode(input.email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_LIMITS.codeLifetimeMs),
    });
    await enqueueMail(tx, input.email, mail);
  });
  return { message: CODE_SENT_MESSAGE };
}

type Verification = { ok: true; guest: Guest } | { ok: false };

/**
 * Exchanges a valid code for a session. The code is single use, expires after 10 minutes and
 * dies after 5 wrong tries; the guest is created on first use and their name/phone updated.
 */
export async function verifySignInCode(input: {
  email: string;
  code: string;
  name?: string | undefined;
  phone?: string | null | undefined;
}): Promise<{ token: string; guest: Guest }> {
  const db = await getDb();
  const now = clock.now();
  const result = await db.transaction(async (tx): Promise<Verification> => {
    const [active] = await tx
      .select()
      .from(loginCodes)
      .where(
        and(
          eq(loginCodes.email, input.email),
          isNull(loginCodes.usedAt),
          isNull(loginCodes.supersededAt),
        ),
      )
      .orderBy(desc(loginCodes.createdAt))
      .limit(1)
      .for("update");
    if (
      !active ||
      active.expiresAt.getTime() <= now.getTime() ||
      active.failedAttempts >= SIGN_IN_LIMITS.maxWrongAttempts
    ) {
      return { ok: false };
    }
    const expected = Buffer.from(active.codeHash, "hex");
    const given = Buffer.from(hashCode(input.email, input.code), "hex");
    if (!timingSafeEqual(expected, given)) {
      await tx
        .update(loginCodes)
        .set({ failedAttempts: sql`${loginCodes.failedAttempts} + 1` })
        .where(eq(loginCodes.id, active.id));
      return { ok: false };
    }
    await tx.update(loginCodes).set({ usedAt: now }).where(eq(loginCodes.id, active.id));
    const [guest] = await tx
      .insert(guests)
      .values({
        email: input.email,
        name: input.name ?? DEFAULT_GUEST_NAME,
        phone: input.phone ?? null,
      })
      .onConflictDoUpdate({
        target: guests.email,
        set: {
          ...(input.name ? { name: input.name } : {}),
          ...(input.phone ? { phone: input.phone } : {}),
          updatedAt: now,
        },
      })
      .returning({ id: guests.id, name: guests.name, email: guests.email, phone: guests.phone });
    if (!guest) throw new Error("guest upsert returned nothing");
    return { ok: true, guest };
  });
  // Outside the transaction, so a wrong try's count is kept.
  if (!result.ok) throw new ApiError("INVALID_CODE", INVALID_CODE_MESSAGE);
  const token = await createSession(result.guest.id);
  return { token, guest: result.guest };
}

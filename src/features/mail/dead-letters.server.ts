import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { outboxEmails } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { clock } from "@/lib/clock";
import { ApiError, notFound } from "@/lib/http";

/** A mail the outbox gave up on after its last attempt (status `dead`). */
export interface DeadMail {
  id: string;
  to: string;
  subject: string;
  lastError: string | null;
  attempts: number;
  /** ISO instants: when it was queued, and when it was last tried. */
  createdAt: string;
  /** False for a mail whose secret (a sign-in code) is gone: sending it again helps nobody. */
  canSendAgain: boolean;
}

const MOST_ROWS = 100;

/** The dead letters, the newest first. */
export async function listDeadMail(): Promise<DeadMail[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      lastError: outboxEmails.lastError,
      attempts: outboxEmails.attempts,
      createdAt: outboxEmails.createdAt,
      secretRemoved: outboxEmails.secretRemoved,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, "dead"))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(MOST_ROWS);
  return rows.map(({ createdAt, secretRemoved, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    canSendAgain: !secretRemoved,
  }));
}

/**
 * Puts a dead mail back in the queue, due now with its attempts reset, so the sender tries it
 * again as if new. Only a dead mail: one that is queued or sent is not sent a second time.
 */
export async function sendMailAgain(actor: string, mailId: string): Promise<{ id: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [mail] = await tx
      .select({
        status: outboxEmails.status,
        secretRemoved: outboxEmails.secretRemoved,
        attempts: outboxEmails.attempts,
      })
      .from(outboxEmails)
      .where(eq(outboxEmails.id, mailId))
      .for("update");
    if (!mail) throw notFound("Mail");
    if (mail.status !== "dead") {
      throw new ApiError("CONFLICT", "This mail is not undelivered: it is queued or sent already");
    }
    if (mail.secretRemoved) {
      throw new ApiError(
        "CONFLICT",
        "This was a sign-in code, which has expired: ask for a new code instead",
      );
    }
    await tx
      .update(outboxEmails)
      .set({ status: "pending", attempts: 0, nextAttemptAt: clock.now(), lockedUntil: null })
      .where(and(eq(outboxEmails.id, mailId), eq(outboxEmails.status, "dead")));
    await recordActivity(tx, {
      actor,
      action: "mail.send_again",
      subject: { kind: "mail", id: mailId },
      before: { status: "dead", attempts: mail.attempts },
      after: { status: "pending", attempts: 0 },
    });
    return { id: mailId };
  });
}

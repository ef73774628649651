import "server-only";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import type { OutboxStatus } from "@/db/enums";
import { outboxAttachments, outboxEmails } from "@/db/schema";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { describeError, logger } from "@/lib/logger";
import { startRecurringJob } from "@/lib/recurring-job";
import { createMailTransport, type MailAttachment, type MailTransport } from "@/lib/mail/transport";
import type { MailParts } from "./templates";

export type { MailAttachment } from "@/lib/mail/transport";

/** A database or an open transaction: mail is written together with the change that causes it. */
type Writer = Pick<Database, "insert">;

/**
 * How long a claimed mail is left to its sender. Longer than one SMTP conversation can take
 * (src/lib/mail/transport.ts: at most 10 + 10 + 15 s of silence), short enough that a mail
 * claimed by a process that then died goes out soon after.
 */
const LEASE_MS = 45_000;
/** About a day of retries with the backoff below before a mail is set aside as dead. */
export const MAX_ATTEMPTS = 30;

export function retryDelayMs(attempts: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Queues a mail. `storedOnceSent` is what the outbox keeps of it after it has left (a sign-in
 * code mail without its code): the stored copy then holds nothing that still opens a door.
 * `attachments` (a payment's receipt) are kept beside it until it goes.
 */
export async function enqueueMail(
  writer: Writer,
  to: string,
  mail: MailParts,
  options: {
    replyTo?: string;
    storedOnceSent?: MailParts;
    listUnsubscribe?: string;
    attachments?: readonly MailAttachment[];
  } = {},
): Promise<string> {
  const [row] = await writer
    .insert(outboxEmails)
    .values({
      toAddress: to,
      replyTo: options.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      storedOnceSent: options.storedOnceSent ?? null,
      listUnsubscribe: options.listUnsubscribe ?? null,
      nextAttemptAt: clock.now(),
    })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error("outbox insert returned nothing");
  if (options.attachments?.length) {
    await writer
      .insert(outboxAttachments)
      .values(options.attachments.map((attachment) => ({ ...attachment, outboxEmailId: row.id })));
  }
  return row.id;
}

/** The files a claimed mail carries. */
async function attachmentsOf(db: Database, mailId: string): Promise<MailAttachment[]> {
  const rows = await db
    .select({
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      content: outboxAttachments.content,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.outboxEmailId, mailId))
    .orderBy(outboxAttachments.filename);
  return rows.map((row) => ({ ...row, content: Buffer.from(row.content) }));
}

/** SMTP conversations at once: a burst of bookings is not queued behind one connection. */
const SENDERS = 4;

/**
 * Sends what is due, up to `batch` mails per call. Each mail is claimed with a lease before it
 * is sent (so several instances never send the same mail at once and no transaction stays open
 * during SMTP), then marked sent or scheduled for a retry with exponential backoff. Claiming one
 * at a time keeps a lease about one SMTP conversation, and a crash strands one mail per sender,
 * not a batch; a few senders claim side by side.
 */
export async function deliverDueMail(
  transport: MailTransport,
  options: { db?: Database; batch?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const db = options.db ?? (await getDb());
  let sent = 0;
  let failed = 0;
  let claims = options.batch ?? 100;
  const sender = async () => {
    while (claims > 0) {
      claims--;
      const outcome = await deliverNextMail(db, transport);
      if (outcome === "none") return;
      if (outcome === "sent") sent++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return { sent, failed };
}

async function deliverNextMail(
  db: Database,
  transport: MailTransport,
): Promise<"sent" | "failed" | "none"> {
  const now = clock.now();
  const claimed = await db.execute<{
    id: string;
    to_address: string;
    reply_to: string | null;
    subject: string;
    text_body: string;
    html_body: string;
    attempts: number;
    stored_once_sent: MailParts | null;
    list_unsubscribe: string | null;
  }>(sql`
    UPDATE ${outboxEmails} SET locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
    WHERE id = (
      SELECT id FROM ${outboxEmails}
      WHERE status = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
        AND (locked_until IS NULL OR locked_until < ${now.toISOString()}::timestamptz)
      ORDER BY next_attempt_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, to_address, reply_to, subject, text_body, html_body, attempts, stored_once_sent,
      list_unsubscribe`);
  const mail = claimed.rows[0];
  if (!mail) return "none";
  // Once the mail has left the queue (sent or given up on), the stored copy is the kept one.
  const kept = mail.stored_once_sent && {
    subject: mail.stored_once_sent.subject,
    textBody: mail.stored_once_sent.text,
    htmlBody: mail.stored_once_sent.html,
    storedOnceSent: null,
    secretRemoved: true,
  };
  try {
    await transport.send({
      id: mail.id,
      to: mail.to_address,
      replyTo: mail.reply_to,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
      listUnsubscribe: mail.list_unsubscribe,
      attachments: await attachmentsOf(db, mail.id),
    });
    await db
      .update(outboxEmails)
      .set({
        ...kept,
        status: "sent",
        sentAt: clock.now(),
        attempts: mail.attempts + 1,
        lockedUntil: null,
      })
      .where(eq(outboxEmails.id, mail.id));
    return "sent";
  } catch (error) {
    const attempts = mail.attempts + 1;
    const dead = attempts >= MAX_ATTEMPTS;
    await db
      .update(outboxEmails)
      .set({
        ...(dead ? kept : null),
        attempts,
        status: dead ? "dead" : "pending",
        nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
        // The server's reply can quote the address: only the error's kind and codes are kept.
        lastError: describeError(error),
        lockedUntil: null,
      })
      .where(eq(outboxEmails.id, mail.id));
    logger().warn({ mailId: mail.id, attempts, dead, err: error }, "mail delivery failed");
    return "failed";
  }
}

/** The background sender of this instance; safe to run on several instances at once. */
export function startMailDelivery(intervalMs = 1_000): void {
  const transport = createMailTransport(getConfig());
  startRecurringJob("mail delivery", intervalMs, () => deliverDueMail(transport));
}

export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  /** The files it carries, by name and size. */
  attachments: { filename: string; contentType: string; bytes: number }[];
}

/** The latest mails, newest first: what the dev mailbox shows. */
export async function listRecentMail(limit = 50, to?: string): Promise<StoredMail[]> {
  const db = await getDb();
  const mails = await db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      html: outboxEmails.htmlBody,
      status: outboxEmails.status,
      attempts: outboxEmails.attempts,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(to ? eq(outboxEmails.toAddress, to) : undefined)
    .orderBy(desc(outboxEmails.createdAt))
    .limit(limit);
  if (mails.length === 0) return [];
  const files = await db
    .select({
      mailId: outboxAttachments.outboxEmailId,
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      bytes: sql<number>`octet_length(${outboxAttachments.content})`.mapWith(Number),
    })
    .from(outboxAttachments)
    .where(
      inArray(
        outboxAttachments.outboxEmailId,
        mails.map((mail) => mail.id),
      ),
    )
    .orderBy(outboxAttachments.filename);
  return mails.map((mail) => ({
    ...mail,
    attachments: files
      .filter((file) => file.mailId === mail.id)
      .map(({ filename, contentType, bytes }) => ({ filename, contentType, bytes })),
  }));
}

import "server-only";
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { clock } from "@/lib/clock";
import { notFound } from "@/lib/http";

export interface OwnerMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** ISO instants; `readAt` null: not read yet. */
  createdAt: string;
  readAt: string | null;
}

export interface OwnerMessagePage {
  messages: OwnerMessage[];
  total: number;
  unread: number;
  limit: number;
  offset: number;
}

/** The contact form's messages, the newest first, a page at a time. */
export async function listContactMessages(page: {
  limit: number;
  offset: number;
}): Promise<OwnerMessagePage> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(contactMessages);
  const [unread] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return {
    messages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    total: Number(counted?.total ?? 0),
    unread: Number(unread?.n ?? 0),
    limit: page.limit,
    offset: page.offset,
  };
}

/**
 * Marks a message read or unread. Only a change of state is recorded: marking a read message
 * read again changes nothing and leaves no activity row.
 */
export async function markContactMessage(
  actor: string,
  messageId: string,
  read: boolean,
): Promise<{ id: string; readAt: string | null }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactMessages)
      .set({ readAt: read ? clock.now() : null })
      .where(
        and(
          eq(contactMessages.id, messageId),
          read ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt),
        ),
      )
      .returning({ readAt: contactMessages.readAt });
    if (changed) {
      await recordActivity(tx, {
        actor,
        action: read ? "message.read" : "message.unread",
        subject: { kind: "contact_message", id: messageId },
        before: { read: !read },
        after: { read },
      });
      return { id: messageId, readAt: changed.readAt?.toISOString() ?? null };
    }
    const [found] = await tx
      .select({ readAt: contactMessages.readAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, messageId));
    if (!found) throw notFound("Message");
    return { id: messageId, readAt: found.readAt?.toISOString() ?? null };
  });
}

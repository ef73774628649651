import "server-only";
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { getDb } from "@/db/client";
import { ownerActivity } from "@/db/schema";
import { clock } from "@/lib/clock";
import type { ActivityEntry, SubjectKind } from "./activity";

/**
 * Records an owner action in the transaction that makes it, so the record and the change commit
 * together (DESIGN 8). `before` and `after` hold what changed, never the guest's personal data:
 * the record is kept long after retention has removed the guest's details.
 */
export async function recordActivity(
  tx: Transaction,
  entry: {
    actor: string;
    action: string;
    subject: { kind: SubjectKind; id: string };
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
): Promise<void> {
  await tx.insert(ownerActivity).values({
    at: clock.now(),
    actorEmail: entry.actor.toLowerCase(),
    action: entry.action,
    subjectKind: entry.subject.kind,
    subjectId: entry.subject.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The newest actions first; `before` (an entry's id) pages on to older ones. `subjectKind` and
 * `subjectId` keep the actions on one kind of subject, or on one subject.
 */
export async function listActivity(
  options: { limit?: number; before?: string; subjectKind?: SubjectKind; subjectId?: string } = {},
): Promise<ActivityEntry[]> {
  const db = await getDb();
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  let older;
  if (options.before) {
    const [cursor] = await db
      .select({ at: ownerActivity.at, id: ownerActivity.id })
      .from(ownerActivity)
      .where(eq(ownerActivity.id, options.before));
    if (!cursor) return [];
    older = or(
      lt(ownerActivity.at, cursor.at),
      and(eq(ownerActivity.at, cursor.at), lt(ownerActivity.id, cursor.id)),
    );
  }
  const rows = await db
    .select()
    .from(ownerActivity)
    .where(
      and(
        older,
        options.subjectKind ? eq(ownerActivity.subjectKind, options.subjectKind) : undefined,
        options.subjectId ? eq(ownerActivity.subjectId, options.subjectId) : undefined,
      ),
    )
    .orderBy(desc(ownerActivity.at), desc(ownerActivity.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorEmail,
    action: row.action,
    subject: { kind: row.subjectKind as SubjectKind, id: row.subjectId },
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
  }));
}

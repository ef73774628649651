import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { outboxEmails } from "@/db/schema";

/**
 * The sign-in code of the latest mail to an address, read from the outbox as a guest would. The
 * integration tests deliver no mail, so it is still there: once sent, the outbox keeps the mail
 * without its code (the e2e and fault tests read codes from their SMTP server).
 */
export async function latestCodeFor(email: string): Promise<string> {
  const db = await getDb();
  const [mail] = await db
    .select({ text: outboxEmails.textBody })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no sign-in code mailed to ${email}`);
  return code;
}

/** Every mail written to an address, newest first, as the outbox holds it. */
export async function mailsTo(email: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(desc(outboxEmails.createdAt));
}

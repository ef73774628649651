import "server-only";
import { getDb } from "@/db/client";
import { hitRateLimit } from "@/db/rate-limits";
import { contactMessages } from "@/db/schema";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { rateLimited } from "@/lib/http";
import { ownerContactMessageMail, enqueueMail } from "@/features/mail/server";
import { CONTACT_LIMIT_PER_IP } from "./limits";
import { CONTACT_TEXTS, type contactMessageSchema } from "./schemas";
import type { z } from "zod";

type ContactMessage = z.output<typeof contactMessageSchema>;

/**
 * Stores the message and queues it for the owner in one transaction: once the visitor is told
 * "sent", the message is in the database and its e-mail in the outbox, whatever SMTP does.
 */
export async function sendContactMessage(
  input: ContactMessage & { ip: string },
): Promise<{ message: string }> {
  const db = await getDb();
  const { limit, windowMs } = CONTACT_LIMIT_PER_IP;
  const allowance = await hitRateLimit(db, `contact-ip:${input.ip}`, limit, windowMs, clock.now());
  if (!allowance.allowed) {
    throw rateLimited("Too many messages sent", allowance.retryAfterSeconds);
  }
  const mail = await ownerContactMessageMail({
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
  });
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
    });
    await enqueueMail(tx, getConfig().OWNER_EMAIL, mail, { replyTo: input.email });
  });
  return { message: CONTACT_TEXTS.sent };
}

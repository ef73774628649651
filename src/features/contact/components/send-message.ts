import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";
import { contactMessageSchema, contactSentSchema } from "../schemas";

/*
 * The contact form's check and call, loaded once the visitor starts using the form, so that the
 * page itself (and every page that prefetches it) carries neither zod nor the API client.
 */

export type ContactField = "name" | "email" | "subject" | "message";
type ContactMessage = z.output<typeof contactMessageSchema>;

export function checkMessage(
  values: Record<ContactField, string>,
):
  | { ok: true; message: ContactMessage }
  | { ok: false; errors: Partial<Record<ContactField, string>> } {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export async function sendMessage(message: ContactMessage): Promise<boolean> {
  try {
    await apiRequest("/api/public/contact", contactSentSchema, {
      method: "POST",
      body: message,
      anonymous: true,
    });
    return true;
  } catch {
    return false;
  }
}

import type { z } from "zod";
import { fieldErrorKeys, type FieldErrorKey } from "@/i18n/field-errors";
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
  | { ok: false; errors: Partial<Record<ContactField, FieldErrorKey>> } {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  return { ok: false, errors: fieldErrorKeys<ContactField>(parsed.error.issues) };
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

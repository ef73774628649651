import { z } from "zod";
import { emailSchema, guestNameSchema, optionalPhoneSchema } from "@/features/guests";
import { fieldErrorKeys, type FieldErrorKey } from "@/i18n/field-errors";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import {
  requestCodeResponseSchema,
  signedInResponseSchema,
  verifyCodeSchema,
  type SignedIn,
} from "../schemas";

/*
 * The sign-in form's checks and calls. They are loaded once the guest starts using the form, so
 * that the page itself carries neither zod nor the API client.
 */

/** The request step asks for a name, unlike the API, which falls back to a default one. */
const requestStepSchema = z.object({
  name: guestNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
});
export type Contact = z.output<typeof requestStepSchema>;
export type ContactField = keyof Contact;
type VerifyRequest = z.output<typeof verifyCodeSchema>;

/** A failed call; a rate limit carries the server's message, which says how long to wait. */
export interface CallFailure {
  ok: false;
  rateLimitMessage: string | null;
}

function failureOf(error: unknown): CallFailure {
  const rateLimited = error instanceof ApiRequestError && error.status === 429;
  return { ok: false, rateLimitMessage: rateLimited ? error.message : null };
}

export function checkContact(values: {
  name: string;
  email: string;
  phone: string;
}):
  | { ok: true; contact: Contact }
  | { ok: false; errors: Partial<Record<ContactField, FieldErrorKey>> } {
  const parsed = requestStepSchema.safeParse(values);
  if (parsed.success) return { ok: true, contact: parsed.data };
  return { ok: false, errors: fieldErrorKeys<ContactField>(parsed.error.issues) };
}

export async function sendCode(contact: Contact): Promise<{ ok: true } | CallFailure> {
  try {
    await apiRequest("/api/guest/booking/request-code", requestCodeResponseSchema, {
      method: "POST",
      body: { email: contact.email, name: contact.name },
      anonymous: true,
    });
    return { ok: true };
  } catch (error) {
    return failureOf(error);
  }
}

export function checkCode(
  contact: Contact,
  code: string,
): { ok: true; request: VerifyRequest } | { ok: false; error: FieldErrorKey | undefined } {
  const parsed = verifyCodeSchema.safeParse({ ...contact, code });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, error: fieldErrorKeys<ContactField | "code">(parsed.error.issues).code };
}

export async function verifyCode(
  request: VerifyRequest,
): Promise<{ ok: true; signedIn: SignedIn } | CallFailure> {
  try {
    const signedIn = await apiRequest("/api/guest/booking/verify-code", signedInResponseSchema, {
      method: "POST",
      body: request,
      anonymous: true,
    });
    return { ok: true, signedIn };
  } catch (error) {
    return failureOf(error);
  }
}

import { z } from "zod";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import { newsletterResponseSchema } from "../schemas";

/*
 * What the newsletter box does once a guest submits it, loaded on demand so that the footer on
 * every page carries no validation or API code.
 */

const emailAddress = z.email();

export function isEmailAddress(value: string): boolean {
  return emailAddress.safeParse(value).success;
}

/** A failure carries the server's message only for a rate limit, which says when to retry. */
export type SubscribeResult = { ok: true } | { ok: false; rateLimitMessage: string | null };

export async function subscribe(email: string): Promise<SubscribeResult> {
  try {
    await apiRequest("/api/public/newsletter", newsletterResponseSchema, {
      method: "POST",
      body: { email },
      anonymous: true,
    });
    return { ok: true };
  } catch (failure) {
    const rateLimited = failure instanceof ApiRequestError && failure.status === 429;
    return { ok: false, rateLimitMessage: rateLimited ? failure.message : null };
  }
}

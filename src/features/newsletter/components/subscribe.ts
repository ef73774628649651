import { z } from "zod";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import { NEWSLETTER_TEXTS, newsletterResponseSchema } from "../schemas";

/*
 * What the newsletter box does once a guest submits it, loaded on demand so that the footer on
 * every page carries no validation or API code.
 */

const emailAddress = z.email();

export function isEmailAddress(value: string): boolean {
  return emailAddress.safeParse(value).success;
}

export type SubscribeResult = { ok: true; confirmation: string } | { ok: false; message: string };

export async function subscribe(email: string): Promise<SubscribeResult> {
  try {
    const response = await apiRequest("/api/public/newsletter", newsletterResponseSchema, {
      method: "POST",
      body: { email },
      anonymous: true,
    });
    return { ok: true, confirmation: response.message };
  } catch (failure) {
    // A rate limit says when to retry; anything else gets the plain failure text.
    return {
      ok: false,
      message:
        failure instanceof ApiRequestError && failure.status === 429
          ? failure.message
          : NEWSLETTER_TEXTS.failed,
    };
  }
}

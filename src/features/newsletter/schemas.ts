import { z } from "zod";
import { emailSchema } from "@/features/guests";
import { NEWSLETTER_TEXTS } from "./texts";

/** The random token of a link in a newsletter mail. */
function linkToken(invalid: string) {
  return z.string({ message: invalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, invalid);
}

export const subscribeSchema = z.object({ email: emailSchema });
export const unsubscribeSchema = z.object({ token: linkToken(NEWSLETTER_TEXTS.unknownLink) });
export const confirmSchema = z.object({ token: linkToken(NEWSLETTER_TEXTS.unknownConfirmation) });

export const newsletterResponseSchema = z.object({ message: z.string() });

export { NEWSLETTER_TEXTS } from "./texts";

import { z } from "zod";
import { emailSchema } from "@/features/guests";

export const subscribeSchema = z.object({ email: emailSchema });
export const unsubscribeSchema = z.object({
  token: z
    .string({ message: "This unsubscribe link is not valid." })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, "This unsubscribe link is not valid."),
});

export const newsletterResponseSchema = z.object({ message: z.string() });

// Kept apart so that the newsletter box can show it without loading zod.
export { NEWSLETTER_TEXTS } from "./texts";

import { z } from "zod";
import { emailSchema } from "@/features/guests";

export const subscribeSchema = z.object({ email: emailSchema });
export const unsubscribeSchema = z.object({
  token: z
    .string({ message: "This unsubscribe link is not valid." })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, "This unsubscribe link is not valid."),
});

export const newsletterAnswerSchema = z.object({ message: z.string() });

export const NEWSLETTER_TEXTS = {
  subscribed: "Thank you for subscribing! A confirmation e-mail is on its way.",
  unsubscribed: "You have been unsubscribed. You will not receive our newsletter any more.",
  failed: "Subscription failed. Please try again later.",
  unknownLink: "This unsubscribe link is not valid.",
} as const;

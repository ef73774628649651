import { z } from "zod";
import { emailSchema } from "@/features/guests";

function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ message }).trim().min(1, message).max(max, tooLong);
}

/** The contact form: all four fields required, the e-mail in e-mail format (spec section 5). */
export const contactMessageSchema = z.object({
  name: requiredText("Name is required", 100, "Name is too long"),
  email: emailSchema,
  subject: requiredText("Subject is required", 200, "Subject is too long"),
  message: requiredText(
    "Message is required",
    5000,
    "Message is too long (5000 characters at most)",
  ),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactSentSchema = z.object({ message: z.string() });

export { CONTACT_TEXTS } from "./texts";

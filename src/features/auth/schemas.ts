import { z } from "zod";
import { emailSchema, guestNameSchema, guestSchema, optionalPhoneSchema } from "@/features/guests";
import { CODE_LENGTH } from "./constants";

// Kept apart so that the sign-in form can show the code length without loading zod.
export { CODE_LENGTH, DEFAULT_GUEST_NAME } from "./constants";

export const requestCodeSchema = z.object({
  email: emailSchema,
  name: guestNameSchema.optional(),
});
export type RequestCodeInput = z.input<typeof requestCodeSchema>;

export const verifyCodeSchema = z.object({
  email: emailSchema,
  code: z
    .string({ message: "Please enter the verification code" })
    .trim()
    .min(1, "Please enter the verification code")
    .max(CODE_LENGTH, "The verification code has 6 digits"),
  name: guestNameSchema.optional(),
  phone: optionalPhoneSchema,
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

export const requestCodeResponseSchema = z.object({ message: z.string() });

export const signedInResponseSchema = z.object({ token: z.string(), guest: guestSchema });
export type SignedIn = z.infer<typeof signedInResponseSchema>;

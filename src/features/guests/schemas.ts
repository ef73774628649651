import { z } from "zod";

/** Trimmed and lower-cased, so one address is one guest. */
export const emailSchema = z
  .string({ message: "Valid email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Valid email is required")
  .pipe(z.email({ message: "Valid email is required" }));

export const guestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type Guest = z.infer<typeof guestSchema>;

/** Trimmed; an empty phone means "no phone". */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .max(40, "Phone number is too long")
  .optional()
  .nullable()
  .transform((phone) => (phone ? phone : null));

/** Free text a guest writes (an address, special requests): trimmed, at most `max` characters. */
export const freeTextSchema = (name: string, max: number) =>
  z.string().trim().max(max, `${name} must be at most ${max} characters`);

export const guestNameSchema = z
  .string({ message: "Name is required" })
  .trim()
  .min(2, "Name is required")
  .max(100, "Name is too long");

export const profileUpdateSchema = z.object({
  name: guestNameSchema,
  phone: optionalPhoneSchema,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

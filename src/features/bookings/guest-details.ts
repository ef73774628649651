import { z } from "zod";
import {
  emailSchema,
  freeTextSchema,
  guestNameSchema,
  optionalPhoneSchema,
} from "@/features/guests";

/**
 * The booking form's guest details. The form loads this check when the guest first focuses it
 * or submits, so zod is not part of the booking page's first load.
 */
export const guestDetailsSchema = z.object({
  name: guestNameSchema,
  email: emailSchema,
  phone: optionalPhoneSchema,
  address: freeTextSchema("Address", 300),
  specialRequests: freeTextSchema("Special requests", 2000),
});
export type GuestDetails = z.input<typeof guestDetailsSchema>;
export type GuestDetailsField = keyof GuestDetails;

/** A field's problem as a message key of `booking.wizard` and its arguments. */
export function invalidDetail(
  field: GuestDetailsField,
  issue: z.core.$ZodIssue,
): [key: string, values?: { max: number }] {
  const tooLong = issue.code === "too_big";
  switch (field) {
    case "name":
      return [tooLong ? "invalid.nameTooLong" : "invalid.nameRequired"];
    case "email":
      return ["invalid.email"];
    case "phone":
      return ["invalid.phoneTooLong"];
    case "address":
    case "specialRequests":
      return [`invalid.${field}TooLong`, { max: tooLong ? Number(issue.maximum) : 0 }];
  }
}

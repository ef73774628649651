import { z } from "zod";
import { REGISTER_WRITERS } from "@/db/enums";
import { REGISTER_LIMITS } from "./limits";

const text = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/**
 * One traveller: what the law of 1 March 2007 (art. 142) and the royal decree of 27 April 2007
 * ask the accommodation to record, and nothing else (docs/decisions/0053).
 */
export const travellerSchema = z.object({
  surname: text("Surname", REGISTER_LIMITS.surname),
  firstNames: text("First names", REGISTER_LIMITS.firstNames),
  birthPlace: text("Place of birth", REGISTER_LIMITS.birthPlace),
  birthDate: z.iso.date("Date of birth must be a date (YYYY-MM-DD)"),
  nationality: text("Nationality", REGISTER_LIMITS.nationality),
});

/** The whole register of a stay, replacing what it held: one to the booking's guest count. */
export const registerInputSchema = z.object({
  travellers: z
    .array(travellerSchema, { message: "travellers must be a list" })
    .min(1, "Enter at least one traveller")
    // The booking's guest count is checked against the booking; this only bounds the body.
    .max(100, "Too many travellers"),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** A stay's register as the guest's and the owner's pages read it. */
export const registerViewSchema = z.object({
  bookingId: z.uuid(),
  propertyName: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** The most travellers it may list: the booking's guest count. */
  maxTravellers: z.number().int(),
  /** Whether it may be written now: a confirmed stay, until its day of departure. */
  editable: z.boolean(),
  filledBy: z.enum(REGISTER_WRITERS).nullable(),
  filledAt: z.iso.datetime({ offset: true }).nullable(),
  reminderSentAt: z.iso.datetime({ offset: true }).nullable(),
  travellers: z.array(travellerSchema.extend({ birthDate: z.iso.date() })),
});
export type RegisterView = z.infer<typeof registerViewSchema>;

/** The owner's CSV export: the stays with a night in [from, to). */
export const registerExportQuerySchema = z.object({
  from: z.iso.date("from must be a date (YYYY-MM-DD)"),
  to: z.iso.date("to must be a date (YYYY-MM-DD)"),
});

import { z } from "zod";
import { STAY_KINDS } from "@/features/availability";
import { toCalendarDate } from "@/lib/dates";
import { isWholeCents } from "@/lib/money";
import { normalizePromoCode } from "./promo-codes";

/*
 * The owner's promo code form and list (issue 36). Money in euros, as everywhere at the API;
 * windows as calendar days, both ends included, null where open.
 */

/** The most codes the owner keeps: a list a person reads, and a bound on what a lookup scans. */
export const MAX_PROMO_CODES = 200;
export const MAX_PROMO_NOTE_LENGTH = 200;
export const MAX_PROMO_AMOUNT = 100_000;

export const CODE_MESSAGE = "Code must be 4 to 32 letters, digits or hyphens, such as MIDWEEK-25";

/** A code as the owner or a guest types it, stored in capitals without spaces. */
export const promoCodeTextSchema = z
  .string({ message: CODE_MESSAGE })
  .max(64, CODE_MESSAGE)
  .transform((value, ctx) => {
    const code = normalizePromoCode(value);
    if (code === null) {
      ctx.addIssue({ code: "custom", message: CODE_MESSAGE });
      return z.NEVER;
    }
    return code;
  });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const optionalDay = (label: string) =>
  z
    .string({ message: `${label} must be a date (YYYY-MM-DD)` })
    .max(40, `${label} must be a date (YYYY-MM-DD)`)
    .nullable()
    .default(null)
    .transform((value, ctx) => {
      if (value === null || value.trim() === "") return null;
      const day = toCalendarDate(value.trim());
      if (day === null) {
        ctx.addIssue({ code: "custom", message: `${label} must be a date (YYYY-MM-DD)` });
        return z.NEVER;
      }
      return day;
    });

export const promoCodeFormSchema = z
  .object({
    code: promoCodeTextSchema,
    note: z
      .string({ message: "Note must be text" })
      .trim()
      .max(MAX_PROMO_NOTE_LENGTH, `Note must be at most ${MAX_PROMO_NOTE_LENGTH} characters`)
      .default(""),
    kind: z.enum(["percent", "amount"], {
      message: "Kind must be percent (a percentage off) or amount (euros off)",
    }),
    /** A whole percentage from 1 to 100, or euros with cents at most. */
    value: z.number({ message: "Discount must be a number" }),
    includesExtras: z.boolean({ message: "Includes extras must be true or false" }).default(false),
    bookedFrom: optionalDay("Booked from"),
    bookedUntil: optionalDay("Booked until"),
    stayFrom: optionalDay("Stays from"),
    stayUntil: optionalDay("Stays until"),
    propertyIds: z
      .array(z.uuid({ message: "A home's id must be a UUID" }), {
        message: "propertyIds must be a list of home ids",
      })
      .max(100, "propertyIds can name at most 100 homes")
      .default([]),
    stayKinds: z
      .array(z.enum(STAY_KINDS, { message: `Stay kinds must be some of ${STAY_KINDS.join(", ")}` }))
      .max(STAY_KINDS.length)
      .default([]),
    minNights: wholeNumber("Minimum nights", 1, 365).default(1),
    maxUses: wholeNumber("Most uses", 1, 1_000_000).nullable().default(null),
    active: z.boolean({ message: "Active must be true or false" }).default(true),
  })
  .superRefine((form, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (
      form.kind === "percent" &&
      !(Number.isInteger(form.value) && form.value >= 1 && form.value <= 100)
    ) {
      problem("value", "A percentage off must be a whole number from 1 to 100");
    }
    if (form.kind === "amount") {
      if (form.value <= 0 || form.value > MAX_PROMO_AMOUNT) {
        problem("value", `An amount off must be more than 0 and at most ${MAX_PROMO_AMOUNT} euros`);
      } else if (!isWholeCents(form.value)) {
        problem("value", "An amount off can have at most two decimals (cents)");
      }
    }
    if (form.bookedFrom && form.bookedUntil && form.bookedFrom > form.bookedUntil) {
      problem("bookedUntil", "Booked until must be on or after booked from");
    }
    if (form.stayFrom && form.stayUntil && form.stayFrom >= form.stayUntil) {
      problem("stayUntil", "Stays until must be after stays from");
    }
  });
export type PromoCodeForm = z.input<typeof promoCodeFormSchema>;

export const promoCodeIdSchema = z.uuid({ message: "Promo code id must be a UUID" });

export const ownerPromoCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  note: z.string().describe("The owner's own note; guests never see it"),
  kind: z.enum(["percent", "amount"]),
  value: z.number().describe("A percentage, or euros"),
  includesExtras: z.boolean().describe("Whether the extras are discounted too"),
  bookedFrom: z.iso.date().nullable(),
  bookedUntil: z.iso.date().nullable(),
  stayFrom: z.iso.date().nullable().describe("Stays arriving on or after this day"),
  stayUntil: z.iso.date().nullable().describe("Stays leaving on or before this day"),
  propertyIds: z.array(z.uuid()).describe("Empty: every home"),
  stayKinds: z.array(z.enum(STAY_KINDS)).describe("Empty: any stay"),
  minNights: z.number().int(),
  maxUses: z.number().int().nullable(),
  active: z.boolean(),
  uses: z
    .number()
    .int()
    .describe("Bookings paid with it, a cancelled one included; a rejected one gives its use back"),
  held: z.number().int().describe("Unpaid bookings holding a use until they are paid or expire"),
  createdAt: z.iso.datetime(),
});
export type OwnerPromoCode = z.infer<typeof ownerPromoCodeSchema>;

export const ownerPromoCodeListSchema = z.object({
  promoCodes: z.array(ownerPromoCodeSchema).describe("Newest first"),
});

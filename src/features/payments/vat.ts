import { z } from "zod";
import { toCalendarDate } from "@/lib/dates";

/*
 * VAT by the day a payment arrives (issue 32, docs/decisions/0054): Belgian VAT on holiday
 * accommodation is due when a consumer pays, so each payment records the rate in force on its
 * day. Rates are kept in hundredths of a percent (1200 is 12%), shown in percent.
 */

/** Rates not yet in force the owner may line up; a change comes once in years. */
export const MAX_COMING_VAT_RATES = 10;
/** How far ahead a coming rate may start: laws are announced months, not decades, ahead. */
export const VAT_RATE_YEARS_AHEAD = 5;

export const percentOf = (basisPoints: number) => basisPoints / 100;
export const basisPointsOf = (percent: number) => Math.round(percent * 100);

export const vatRateSchema = z.object({
  id: z.uuid(),
  /** The first day the rate applies to money received. */
  from: z.iso.date(),
  ratePercent: z.number(),
  /** In force today; a later one starts after today and may still be removed. */
  inForce: z.boolean(),
});
export type VatRate = z.infer<typeof vatRateSchema>;

export const vatRateListSchema = z.object({
  /** VAT_EXEMPT: payments received meanwhile record no VAT. */
  exempt: z.boolean(),
  /** Earliest first. */
  rates: z.array(vatRateSchema),
});
export type VatRateList = z.infer<typeof vatRateListSchema>;

export const addVatRateSchema = z.object({
  from: z.string({ message: "From must be a date (YYYY-MM-DD)" }).transform((value, ctx) => {
    const date = toCalendarDate(value.trim());
    if (date === null) {
      ctx.addIssue({ code: "custom", message: "From must be a date (YYYY-MM-DD)" });
      return z.NEVER;
    }
    return date;
  }),
  ratePercent: z
    .number({ message: "Rate must be a percentage, like 12" })
    .min(0, "Rate must be between 0 and 100")
    .max(100, "Rate must be between 0 and 100")
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, {
      message: "Rate can have at most two decimals",
    }),
});
export type AddVatRate = z.output<typeof addVatRateSchema>;

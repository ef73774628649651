import { z } from "zod";
import { STAY_KINDS } from "@/features/availability";

const quoteLine = z.object({ perNight: z.number(), total: z.number() });

/** Nights charged alike; their totals add up to the base price's total. */
const basePriceLine = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  nights: z.number().int(),
  perNight: z.number(),
  total: z.number(),
  season: z.string().nullable().describe("The season's name; null outside seasons"),
  kind: z
    .enum(STAY_KINDS)
    .nullable()
    .describe("The stay kind when the season's fixed price for it applied; else null"),
});

/** A quote as the API responds with it: euros, the same breakdown as `quoteInEuros`. */
export const quoteResponseSchema = z.object({
  basePrice: quoteLine.extend({
    perNight: z.number().describe("The base total over the nights, rounded to the cent"),
    lines: z
      .array(basePriceLine)
      .optional()
      .describe("Always in a quote; absent from the stored quotes of bookings made before seasons"),
  }),
  supplements: quoteLine,
  touristTax: quoteLine,
  cleaningFee: z.number(),
  serviceFee: z.number(),
  summary: z.object({ nights: z.number().int(), guests: z.number().int(), totalPrice: z.number() }),
});

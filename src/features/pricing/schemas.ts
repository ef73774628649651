import { z } from "zod";

const quoteLine = z.object({ perNight: z.number(), total: z.number() });

/** A quote as the API responds with it: euros, the same breakdown as `quoteInEuros`. */
export const quoteResponseSchema = z.object({
  basePrice: quoteLine,
  supplements: quoteLine,
  touristTax: quoteLine,
  cleaningFee: z.number(),
  serviceFee: z.number(),
  summary: z.object({ nights: z.number().int(), guests: z.number().int(), totalPrice: z.number() }),
});

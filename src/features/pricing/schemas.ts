import { z } from "zod";
import { EXTRA_UNITS } from "@/db/enums";
import {
  CHILDREN_MESSAGE,
  childrenSchema,
  STAY_KINDS,
  stayQuerySchema,
} from "@/features/availability";
import type { ExtraChoice } from "./quote";

/** The most optional extras one stay may choose: a home sells at most this many. */
export const MAX_EXTRAS_PER_HOME = 20;
export const MAX_EXTRA_QUANTITY = 99;

export const EXTRAS_MESSAGE = "extras must list each extra as id:quantity, separated by commas";
const QUANTITY_MESSAGE = `An extra's quantity must be a whole number from 1 to ${MAX_EXTRA_QUANTITY}`;

/** An optional extra a booking takes: its id and how many. */
export const extraChoiceSchema = z.object({
  id: z.uuid({ message: "An extra's id must be a UUID" }),
  quantity: z
    .number({ message: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_EXTRA_QUANTITY, QUANTITY_MESSAGE),
});

export const extraChoicesSchema = z
  .array(extraChoiceSchema)
  .max(MAX_EXTRAS_PER_HOME, `At most ${MAX_EXTRAS_PER_HOME} extras can be chosen`)
  .default([]);

/** `extras=<id>:<quantity>,...` of the quote's query, read as the booking's `extras` list. */
const extrasQuerySchema = z
  .string()
  .max(MAX_EXTRAS_PER_HOME * 40, EXTRAS_MESSAGE)
  .optional()
  .transform((value, ctx): ExtraChoice[] => {
    if (!value?.trim()) return [];
    const choices: unknown[] = [];
    for (const part of value.split(",")) {
      const match = /^\s*([^:\s]+)\s*:\s*(\d{1,3})\s*$/.exec(part);
      if (!match) {
        ctx.addIssue({ code: "custom", message: EXTRAS_MESSAGE });
        return z.NEVER;
      }
      choices.push({ id: match[1], quantity: Number(match[2]) });
    }
    const parsed = extraChoicesSchema.safeParse(choices);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? EXTRAS_MESSAGE });
      return z.NEVER;
    }
    return parsed.data;
  });

/** A promo code as a guest typed it; features/promotions reads it (spaces and case do not count). */
export const promoCodeInputSchema = z
  .string({ message: "promoCode must be text" })
  .max(64, "This code is not valid for these dates")
  .optional()
  .nullable()
  .transform((value) => (value?.trim() ? value : null));

/**
 * The quote's query: the stay, how many of its guests are children, the extras chosen and a
 * promo code.
 */
export const quoteQuerySchema = /* @__PURE__ */ stayQuerySchema
  .extend({
    children: /* @__PURE__ */ childrenSchema,
    extras: extrasQuerySchema,
    promoCode: promoCodeInputSchema,
  })
  .refine((query) => query.children <= query.guests, {
    message: CHILDREN_MESSAGE,
    path: ["children"],
  });

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
  extras: z
    .array(
      z.object({
        id: z.uuid(),
        name: z.string().describe("In the request's language"),
        unit: z.enum(EXTRA_UNITS).describe("What the price counts per"),
        mandatory: z.boolean().describe("Part of every price of a stay at the home"),
        price: z.number().describe("Per unit"),
        quantity: z.number().int(),
        total: z.number().describe("price x quantity x the stay's nights, guests or both by unit"),
      }),
    )
    .describe(
      "Mandatory extras first, then the chosen ones; empty for bookings made before extras",
    ),
  discount: z
    .object({
      code: z.string().describe("The promo code, in capitals"),
      amount: z.number().describe("Euros taken off the total"),
    })
    .nullable()
    .describe(
      "A promo code's discount, off the nights' price (and the extras' when the code says so); null without one",
    ),
  summary: z.object({ nights: z.number().int(), guests: z.number().int(), totalPrice: z.number() }),
});

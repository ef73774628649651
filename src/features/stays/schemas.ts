import { z } from "zod";
import {
  calendarDateSchema,
  DEFAULT_GUESTS,
  guestsSchema,
  STAY_KINDS,
} from "@/features/availability";
import { daysBetween } from "@/lib/dates";
import {
  MAX_SEARCH_DAYS,
  MAX_STAYS_LIMIT,
  DEFAULT_STAYS_LIMIT,
  STAY_SEARCH_KINDS,
} from "./stay-search";

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

export const staySearchQuerySchema = z
  .object({
    kind: z.enum(STAY_SEARCH_KINDS, {
      message: `kind must be one of ${STAY_SEARCH_KINDS.join(", ")}`,
    }),
    from: calendarDateSchema("from"),
    to: calendarDateSchema("to"),
    guests: guestsSchema.default(DEFAULT_GUESTS),
    propertyId: z.uuid({ message: "propertyId must be a UUID" }).optional(),
    limit: wholeNumber("limit", 1, MAX_STAYS_LIMIT).default(DEFAULT_STAYS_LIMIT),
    offset: wholeNumber("offset", 0, 100_000).default(0),
  })
  .refine((query) => query.to >= query.from, {
    message: "to must not be before from",
    path: ["to"],
  })
  .refine((query) => daysBetween(query.from, query.to) <= MAX_SEARCH_DAYS, {
    message: `from and to must be at most ${MAX_SEARCH_DAYS} days apart`,
    path: ["to"],
  });
export type StaySearchQuery = z.output<typeof staySearchQuerySchema>;

/** A stay someone can book now, with the total of its quote in euros. */
const foundStaySchema = z.object({
  propertyId: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  kind: z.enum(STAY_KINDS),
  nights: z.number().int(),
  totalPrice: z.number().describe("The total of the quote for this stay and these guests"),
});

export const staysResponseSchema = z.object({ stays: z.array(foundStaySchema) });

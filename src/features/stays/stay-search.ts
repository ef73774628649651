import { z } from "zod";
import {
  calendarDateSchema,
  guestsSchema,
  isChangeoverDay,
  STAY_KIND_NIGHTS,
  STAY_KINDS,
  stayKindOf,
  type StayKind,
} from "@/features/availability";
import { addDays, daysBetween, type CalendarDate } from "@/lib/dates";

/** What a guest may look for: one stay kind, or every weekend, midweek and week. */
export const STAY_SEARCH_KINDS = [...STAY_KINDS, "any"] as const;
export type StaySearchKind = (typeof STAY_SEARCH_KINDS)[number];

/** The longest range of check-in days one search covers: about three months. */
export const MAX_SEARCH_DAYS = 92;
export const DEFAULT_STAYS_LIMIT = 100;
export const MAX_STAYS_LIMIT = 500;

/** A stay of one kind, before anyone asked whether it is free or what it costs. */
export interface CandidateStay {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  kind: StayKind;
}

/**
 * Every weekend, midweek or week (as `kind` asks) whose check-in lies in `[from, to]`, by
 * check-in day. Only changeover days start one, so a month has about 18 of them.
 */
export function staysStartingIn(
  kind: StaySearchKind,
  from: CalendarDate,
  to: CalendarDate,
): CandidateStay[] {
  const kinds = kind === "any" ? STAY_KINDS : [kind];
  const stays: CandidateStay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!isChangeoverDay(day)) continue;
    for (const each of kinds) {
      const checkOut = addDays(day, STAY_KIND_NIGHTS[each]);
      if (stayKindOf(day, checkOut) === each) stays.push({ checkIn: day, checkOut, kind: each });
    }
  }
  return stays;
}

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

// Pure, like the availability schemas: pages that import this feature leave zod's parsers out.
export const staySearchQuerySchema = /* @__PURE__ */ z
  .object({
    kind: z.enum(STAY_SEARCH_KINDS, {
      message: `kind must be one of ${STAY_SEARCH_KINDS.join(", ")}`,
    }),
    from: /* @__PURE__ */ calendarDateSchema("from"),
    to: /* @__PURE__ */ calendarDateSchema("to"),
    guests: /* @__PURE__ */ guestsSchema.default(2),
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
export const foundStaySchema = /* @__PURE__ */ z.object({
  propertyId: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  kind: z.enum(STAY_KINDS),
  nights: z.number().int(),
  totalPrice: z.number().describe("The total of the quote for this stay and these guests"),
});
export type FoundStay = z.output<typeof foundStaySchema>;

export const staysResponseSchema = /* @__PURE__ */ z.object({ stays: z.array(foundStaySchema) });

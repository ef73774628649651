import { z } from "zod";
import { MAX_NIGHTS } from "@/features/availability";
import { toCalendarDate } from "@/lib/dates";
import { price, text, wholeNumber } from "./owner-home-schemas";

/*
 * A home's seasons in the back office (issue 19, DESIGN 9): a named range of dates with its
 * nightly price, optional fixed prices for a weekend, a midweek and a week, and an optional
 * minimum stay. Money in euros, as everywhere at the API.
 */

export const MAX_SEASON_NAME_LENGTH = 80;
/** A season covers at most a year; a home has at most this many. */
export const MAX_SEASON_DAYS = 366;
export const MAX_SEASONS_PER_HOME = 60;
/** How far from today a season may lie: last year's (to copy) to two years ahead. */
export const SEASON_DAYS_BACK = 366;
export const SEASON_DAYS_AHEAD = 730;
/** Homes one copy may reach at once. */
export const MAX_COPY_HOMES = 100;

const seasonDate = (label: string) =>
  z.string({ message: `${label} must be a date (YYYY-MM-DD)` }).transform((value, ctx) => {
    const date = toCalendarDate(value.trim());
    if (date === null) {
      ctx.addIssue({ code: "custom", message: `${label} must be a date (YYYY-MM-DD)` });
      return z.NEVER;
    }
    return date;
  });

/** 'Add season' and 'Save season': `to` is the first day after the season. */
export const seasonFormSchema = z.object({
  name: text("Name", MAX_SEASON_NAME_LENGTH).min(1, "Give the season a name, such as Summer"),
  from: seasonDate("From"),
  to: seasonDate("To"),
  pricePerNight: price("Price per night"),
  // A stay at a fixed price of nothing could not be paid: a provider refuses €0.00.
  weekendPrice: price("Weekend price").nullish().default(null),
  midweekPrice: price("Midweek price").nullish().default(null),
  weekPrice: price("Week price").nullish().default(null),
  minStay: wholeNumber("Minimum stay", 1, MAX_NIGHTS).nullish().default(null),
});
export type SeasonForm = z.input<typeof seasonFormSchema>;

/** 'Copy season': to other homes on the same dates, to this home next year, or both. */
export const seasonCopySchema = z
  .object({
    homeIds: z
      .array(z.uuid("Choose homes from the list"))
      .max(MAX_COPY_HOMES, `A season can be copied to at most ${MAX_COPY_HOMES} homes at once`)
      .default([]),
    nextYear: z.boolean({ message: "nextYear must be true or false" }).default(false),
  })
  .refine((copy) => copy.homeIds.length > 0 || copy.nextYear, {
    message: "Choose homes or next year to copy the season to",
    path: ["homeIds"],
  });
export type SeasonCopy = z.input<typeof seasonCopySchema>;

export const seasonSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  name: z.string(),
  from: z.iso.date(),
  to: z.iso.date().describe("The first day after the season"),
  pricePerNight: z.number(),
  weekendPrice: z.number().nullable(),
  midweekPrice: z.number().nullable(),
  weekPrice: z.number().nullable(),
  minStay: z.number().int().nullable(),
});
export type Season = z.infer<typeof seasonSchema>;

export const seasonListSchema = z.object({ seasons: z.array(seasonSchema) });

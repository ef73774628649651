import { z } from "zod";
import { toCalendarDate } from "@/lib/dates";
import { notACalendarDate } from "./date-messages";
import { DEFAULT_GUESTS } from "./stay-rules";

/** `YYYY-MM-DD` or an ISO timestamp, read as a Brussels calendar date. */
export const calendarDateSchema = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .max(40, notACalendarDate(name))
    .transform((value, ctx) => {
      const date = toCalendarDate(value.trim());
      if (date === null) {
        ctx.addIssue({
          code: "custom",
          message: notACalendarDate(name),
        });
        return z.NEVER;
      }
      return date;
    });

// Marked pure so that browser bundles, which import this feature for its stay rules, leave these
// schemas (and classic zod) out.
export const stayDatesSchema = /* @__PURE__ */ z.object({
  startDate: /* @__PURE__ */ calendarDateSchema("startDate"),
  endDate: /* @__PURE__ */ calendarDateSchema("endDate"),
});

export const guestsSchema = /* @__PURE__ */ z.coerce
  .number({ message: "guests must be a whole number" })
  .int("guests must be a whole number")
  .min(1, "guests must be at least 1")
  .max(100, "guests must be at most 100");

export const stayQuerySchema = /* @__PURE__ */ stayDatesSchema.extend({
  guests: /* @__PURE__ */ guestsSchema.default(DEFAULT_GUESTS),
});

export const CHILDREN_MESSAGE = "children must be a whole number from 0 to the number of guests";

/** Guests under the commune's age for tourist tax (issue 32); counted only where it has one. */
export const childrenSchema = /* @__PURE__ */ z.coerce
  .number({ message: CHILDREN_MESSAGE })
  .int(CHILDREN_MESSAGE)
  .min(0, CHILDREN_MESSAGE)
  .max(100, CHILDREN_MESSAGE)
  .default(0);

/** The availability endpoint's response: the spec's boolean, and the broken rule when there is one. */
export const availabilitySchema = /* @__PURE__ */ z.object({
  isAvailable: z.boolean(),
  reason: z
    .object({
      rule: z.string(),
      message: z.string(),
      nights: z
        .number()
        .int()
        .optional()
        .describe("With SEASON_MIN_STAY: the minimum the season of the first night sets"),
    })
    .optional(),
});

/** Taken nights from `from` (today by default) to `to` (400 days later by default). */
export const takenNightsQuerySchema = /* @__PURE__ */ z.object({
  from: /* @__PURE__ */ calendarDateSchema("from").optional(),
  to: /* @__PURE__ */ calendarDateSchema("to").optional(),
});

export const takenNightsSchema = /* @__PURE__ */ z.object({
  from: z.string(),
  to: z.string(),
  /** Each run of held nights: `from` the first held night, `to` the first free day. */
  nights: z.array(z.object({ from: z.string(), to: z.string() })),
});

import { z } from "zod";
import { toCalendarDate } from "@/lib/dates";

/** `YYYY-MM-DD` or an ISO timestamp, read as a Brussels calendar date. */
export const calendarDateSchema = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .max(40, `${name} must be a date (YYYY-MM-DD or an ISO timestamp)`)
    .transform((value, ctx) => {
      const date = toCalendarDate(value.trim());
      if (date === null) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be a date (YYYY-MM-DD or an ISO timestamp)`,
        });
        return z.NEVER;
      }
      return date;
    });

export const stayDatesSchema = z.object({
  startDate: calendarDateSchema("startDate"),
  endDate: calendarDateSchema("endDate"),
});

export const guestsSchema = z.coerce
  .number({ message: "guests must be a whole number" })
  .int("guests must be a whole number")
  .min(1, "guests must be at least 1")
  .max(100, "guests must be at most 100");

export const stayQuerySchema = stayDatesSchema.extend({ guests: guestsSchema.default(2) });

/** The availability endpoint's answer; the spec requires the boolean. */
export const availabilityResponseSchema = z.object({
  isAvailable: z.boolean(),
  reason: z.object({ rule: z.string(), message: z.string() }).optional(),
});

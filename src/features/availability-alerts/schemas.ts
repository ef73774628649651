import { z } from "zod";
import { calendarDateSchema, guestsSchema } from "@/features/availability";
import { emailSchema } from "@/features/guests";
import { ALERT_TEXTS } from "./texts";

/** The random token of a link in an alert mail. */
function linkToken(invalid: string) {
  return z.string({ message: invalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, invalid);
}

export const alertRequestSchema = z.object({
  propertyId: z.uuid({ message: "Property id must be a UUID" }),
  startDate: calendarDateSchema("startDate"),
  endDate: calendarDateSchema("endDate"),
  guests: guestsSchema,
  email: emailSchema,
});
export type AlertRequest = z.output<typeof alertRequestSchema>;

export const alertConfirmSchema = z.object({ token: linkToken(ALERT_TEXTS.unknownConfirmation) });
export const alertUnsubscribeSchema = z.object({ token: linkToken(ALERT_TEXTS.unknownLink) });

export const alertResponseSchema = z.object({ message: z.string() });

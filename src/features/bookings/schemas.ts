import { z } from "zod";
import { calendarDateSchema } from "@/features/availability";
import { emailSchema, guestNameSchema, optionalPhoneSchema } from "@/features/guests";

const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((text) => (text ? text : null));

export const bookingIdSchema = z.uuid({ message: "Booking id must be a UUID" });

/** The spec's booking creation payload, plus the address and special requests the form asks. */
export const bookingRequestSchema = z.object({
  propertyId: z.uuid({ message: "Property id must be a UUID" }),
  startDate: calendarDateSchema("startDate"),
  endDate: calendarDateSchema("endDate"),
  guestCount: z
    .number({ message: "guestCount must be a whole number" })
    .int("guestCount must be a whole number"),
  guestName: guestNameSchema,
  guestEmail: emailSchema,
  guestPhone: optionalPhoneSchema,
  address: optionalText("Address", 300),
  specialRequests: optionalText("Special requests", 2000),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

// Bookings as the browser reads them are in views.ts; re-exported here with the other schemas.
export {
  BOOKING_STATUSES,
  bookingViewListSchema,
  bookingViewSchema,
  type BookingStatus,
  type BookingViewData,
} from "./views";

import { z } from "zod";
import { calendarDateSchema } from "@/features/availability";
import { emailSchema, guestNameSchema, optionalPhoneSchema } from "@/features/guests";
import { euroQuoteSchema } from "@/features/pricing";

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

export const BOOKING_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "cancelled",
  "payment_pending",
  "paid",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const instant = z
  .string()
  .min(1)
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** A booking as the guest and public booking endpoints answer it (spec section 3). */
export const bookingViewSchema = z.object({
  id: z.string().min(1),
  propertyId: z.string().min(1),
  guestId: z.string().nullable().optional(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z
    .string()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  startDate: calendarDateSchema("startDate"),
  endDate: calendarDateSchema("endDate"),
  guestCount: z.number(),
  status: z.enum(BOOKING_STATUSES),
  pricing: euroQuoteSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  paymentId: z.string().nullable().optional(),
  paymentStatus: z.enum(["created", "paid", "expired", "failed", "canceled"]).nullable().optional(),
  paymentStartedAt: instant,
  paymentLastTryAt: instant,
  paymentConfirmedAt: instant,
  createdAt: instant,
  guest: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  property: z.object({ id: z.string(), name: z.string(), location: z.string() }),
});
export type BookingViewData = z.output<typeof bookingViewSchema>;

export const bookingViewListSchema = z.array(bookingViewSchema);

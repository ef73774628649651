import { z } from "zod";
import { paymentScheduleSchema } from "./views";
import { calendarDateSchema, CHILDREN_MESSAGE, childrenSchema } from "@/features/availability";
import {
  emailSchema,
  freeTextSchema,
  guestNameSchema,
  guestSchema,
  optionalPhoneSchema,
} from "@/features/guests";
import { extraChoicesSchema, promoCodeInputSchema, quoteResponseSchema } from "@/features/pricing";
import { BOOKING_STATUSES, PAYMENT_STATUSES } from "./views";

/** The form's free text; left empty, it is stored as none. */
const optionalText = (name: string, max: number) =>
  freeTextSchema(name, max)
    .optional()
    .nullable()
    .transform((text) => (text ? text : null));

export const bookingIdSchema = z.uuid({ message: "Booking id must be a UUID" });

/** The spec's booking creation payload, plus the address and special requests the form asks. */
export const bookingRequestSchema = z
  .object({
    propertyId: z.uuid({ message: "Property id must be a UUID" }),
    startDate: calendarDateSchema("startDate"),
    endDate: calendarDateSchema("endDate"),
    guestCount: z
      .number({ message: "guestCount must be a whole number" })
      .int("guestCount must be a whole number"),
    /** Guests under the commune's age for tourist tax; 0 when not said. */
    children: childrenSchema,
    guestName: guestNameSchema,
    guestEmail: emailSchema,
    guestPhone: optionalPhoneSchema,
    address: optionalText("Address", 300),
    specialRequests: optionalText("Special requests", 2000),
    /** The optional extras chosen; the mandatory ones are always included. */
    extras: extraChoicesSchema,
    /** A promo code (issue 36): its discount is in the stored price. */
    promoCode: promoCodeInputSchema,
  })
  .refine((request) => request.children <= request.guestCount, {
    message: CHILDREN_MESSAGE,
    path: ["children"],
  });
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** A booking as the API responds with it (spec section 3): stay dates as YYYY-MM-DD, instants ISO. */
export const bookingResponseSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  guestId: z.uuid().nullable(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string().nullable(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  guestCount: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  pricing: quoteResponseSchema.nullable(),
  paymentId: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  paymentStartedAt: z.iso.datetime().nullable(),
  paymentLastTryAt: z.iso.datetime().nullable(),
  paymentConfirmedAt: z.iso.datetime().nullable(),
  /** Euros paid for the booking and euros refunded so far: money as it stands. */
  amountPaid: z.number(),
  amountRefunded: z.number(),
  paymentSchedule: paymentScheduleSchema
    .nullable()
    .describe("The terms' schedule for a booking made 30+ days ahead; null: paid in full at once"),
  amountDue: z
    .number()
    .describe("Euros a payment started now pays (the deposit, the total or the balance); 0: none"),
  createdAt: z.iso.datetime(),
  guest: guestSchema.nullable(),
  property: z.object({ id: z.uuid(), name: z.string(), location: z.string() }),
  /** The guest's own view only: each payment with a receipt (GET .../payments/{id}/receipt). */
  payments: z
    .array(
      z.object({
        id: z.uuid(),
        /** Euros. */
        amount: z.number(),
        paidAt: z.iso.datetime(),
        /** Mollie's id of the method paid with, when the provider said. */
        method: z.string().nullable(),
        receiptNumber: z.number().int(),
        /** The VAT rate in force on the day it was paid; null: the business was VAT exempt. */
        vatRatePercent: z.number().nullable(),
        /** Euros: the VAT inside `amount`; null when exempt. */
        vatAmount: z.number().nullable(),
      }),
    )
    .optional(),
});

// Bookings as the browser reads them are in views.ts; re-exported here with the other schemas.
export {
  BOOKING_STATUSES,
  paymentScheduleSchema,
  bookingViewListSchema,
  bookingViewSchema,
  type BookingStatus,
  type BookingViewData,
} from "./views";

/** The guest's cancellation preview: the refund cancelling today gives, and the rule behind it. */
export const cancellationPreviewSchema = z.object({
  refundAmount: z.number().describe("Euros: the rule's share of what was paid, never more"),
  rule: z.object({
    percent: z.union([z.literal(100), z.literal(50), z.literal(0)]),
    daysBeforeCheckIn: z.number().int().describe("Brussels calendar days from today to check-in"),
    text: z.string().describe("The rule in the request's language"),
  }),
});

import { z } from "zod";
import {
  BOOKING_STATUSES,
  EXTRA_UNITS,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentStatus,
} from "@/db/enums";
import { notACalendarDate } from "@/features/availability";
import { isEuroQuote, type EuroQuote } from "@/features/pricing";
import { toCalendarDate } from "@/lib/dates";
import { SECURITY_DEPOSIT_STATUSES } from "./security-deposit";

/*
 * Bookings as the browser reads them. Apart from the API's input schemas (schemas.ts), so that
 * the booking pages do not make the availability feature's input schemas part of the browser's
 * code: the property pages import that feature for its stay rules and would carry them along.
 */

/** A stay date in a response: `YYYY-MM-DD` or an ISO timestamp, read as a Brussels calendar date. */
function calendarDate(name: string) {
  return z.string().transform((value, ctx) => {
    const date = toCalendarDate(value.trim());
    if (date === null) {
      ctx.addIssue({ code: "custom", message: notACalendarDate(name) });
      return z.NEVER;
    }
    return date;
  });
}

export { BOOKING_STATUSES, PAYMENT_STATUSES, type BookingStatus, type PaymentStatus };

/** The terms' payment schedule as a booking shows it, in euros (DESIGN 11). */
export const paymentScheduleSchema = z.object({
  deposit: z.number(),
  balance: z.number(),
  balanceDueDate: z.string().describe("YYYY-MM-DD, Brussels; the owner may move it later"),
  balancePaid: z.boolean(),
});
export type PaymentScheduleView = z.output<typeof paymentScheduleSchema>;

/** A stay's security deposit (issue 35): euros; null on a booking whose home asks none. */
export const securityDepositSchema = z.object({
  amount: z.number(),
  status: z.enum(SECURITY_DEPOSIT_STATUSES),
  refundDueOn: z.string().describe("YYYY-MM-DD, Brussels: 7 days after check-out"),
  kept: z.number().nullable().describe("Euros the owner kept once it was settled; null before"),
  reason: z.string().nullable().describe("The owner's reason for keeping some of it"),
});
export type SecurityDepositView = z.output<typeof securityDepositSchema>;

const instant = z
  .string()
  .min(1)
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** A booking as the guest and public booking endpoints respond with it (spec section 3). */
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
  startDate: calendarDate("startDate"),
  endDate: calendarDate("endDate"),
  guestCount: z.number(),
  status: z.enum(BOOKING_STATUSES),
  pricing: z
    .custom<EuroQuote>(isEuroQuote)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  paymentId: z.string().nullable().optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable().optional(),
  paymentStartedAt: instant,
  paymentLastTryAt: instant,
  paymentConfirmedAt: instant,
  amountPaid: z.number().optional().default(0),
  amountRefunded: z.number().optional().default(0),
  paymentSchedule: paymentScheduleSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  amountDue: z.number().optional().default(0),
  securityDeposit: securityDepositSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
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
  property: z.object({
    id: z.string(),
    name: z.string(),
    location: z.string(),
    /** HH:MM, 24-hour, as the owner set them. */
    checkInTime: z.string(),
    checkOutTime: z.string(),
  }),
  /** The guest's own view only: the payments that have a receipt. */
  /** What the guest asked the owner when booking; the guest's own view only. */
  specialRequests: z.string().nullable().optional(),
  payments: z
    .array(
      z.object({
        id: z.string().min(1),
        amount: z.number(),
        /** Read as the Brussels date it was paid on. */
        paidAt: calendarDate("paidAt"),
        method: z
          .string()
          .nullable()
          .optional()
          .transform((value) => value ?? null),
        receiptNumber: z.number().int(),
      }),
    )
    .optional()
    .default([]),
});
export type BookingViewData = z.output<typeof bookingViewSchema>;

export const bookingViewListSchema = z.array(bookingViewSchema);

/**
 * The home a new booking is for, as the booking page reads it from the property endpoint: only
 * what the page shows and checks, so bookings depends on no other feature's shapes.
 */
export const bookedHomeSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  location: z.string(),
  maxGuests: z.number().int(),
  /** Its commune's tourist tax: the age under which guests are free, if any, asks for children. */
  touristTaxRule: z
    .object({ childrenUnder: z.number().int().nullable() })
    .optional()
    .transform((rule) => rule ?? { childrenUnder: null }),
  /** Its extras, of which the booking form offers the optional ones. */
  extras: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        price: z.number(),
        unit: z.enum(EXTRA_UNITS),
        mandatory: z.boolean(),
        maxQuantity: z.number().int(),
      }),
    )
    .default([]),
  /** Euros, outside the price: collected with the payment that completes it (issue 35). */
  securityDeposit: z.number().optional().default(0),
});
export type BookedHome = z.output<typeof bookedHomeSchema>;

const bookingIdFormat = z.uuid();

/** Whether a booking id can be one at all (ids are UUIDs), before asking the server. */
export function isBookingId(value: string): boolean {
  return bookingIdFormat.safeParse(value).success;
}

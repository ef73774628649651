import { z } from "zod";
import { BOOKING_STATUSES, PAYMENT_STATUSES } from "@/db/enums";

/** Starting a payment responds with where to send the guest. */
export const checkoutResponseSchema = z.object({ checkoutUrl: z.url() });

/** The latest payment of a booking, as the payment-return page reads it. */
export const paymentStatusResponseSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).nullable(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  /** The home's name in the request's language, and the stay's dates. */
  home: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** The payment's amount in euros; null before any payment. */
  amount: z.number().nullable(),
  /** Until when the dates are held for a booking not paid yet; null once paid or not held. */
  heldUntil: z.iso.datetime().nullable(),
});

/** Mollie's webhook names a payment and nothing else; its status is asked of the provider. */
export const webhookSchema = z.object({
  id: z.string({ message: "id is required" }).trim().min(1, "id is required").max(100),
});

export const paymentIdSchema = z.uuid({ message: "Payment id must be a UUID" });

/** The Brussels days [from, to) of the accountant's payments export. */
export const paymentsExportQuerySchema = z.object({
  from: z.iso.date("from must be a date (YYYY-MM-DD)"),
  to: z.iso.date("to must be a date (YYYY-MM-DD)"),
});

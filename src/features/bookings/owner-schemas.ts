import { z } from "zod";
import { PAYMENT_PARTS, REFUND_STATUSES } from "@/db/enums";
import { toCalendarDate } from "@/lib/dates";
import { isWholeCents } from "@/lib/money";
import { CLAIM_REASON_LIMITS } from "./security-deposit";
import { quoteResponseSchema } from "@/features/pricing";
import { listPageSchema } from "@/lib/list-page";
import { SUBJECT_KINDS } from "@/features/owner-activity";
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  paymentScheduleSchema,
  securityDepositSchema,
} from "./views";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The back office's booking list: filters and the page (issue 16). */
/** A date PostgreSQL can compare: `YYYY-MM-DD` as toCalendarDate reads it (no year 0000). */
const bookingListDate = (name: string) =>
  z
    .string()
    .refine((value) => DATE_ONLY.test(value) && toCalendarDate(value) !== null, {
      message: `${name} must be a date as YYYY-MM-DD`,
    })
    .optional();

export const ownerBookingsQuerySchema = z
  .object({
    status: z.enum(BOOKING_STATUSES, { message: "status must be a booking status" }).optional(),
    propertyId: z.uuid({ message: "propertyId must be a home's id" }).optional(),
    from: bookingListDate("from"),
    to: bookingListDate("to"),
  })
  .safeExtend(listPageSchema.shape)
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: "to must be after from",
    path: ["to"],
  });

const bookingRowSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  guestCount: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  total: z.number(),
  amountPaid: z.number(),
  amountRefunded: z.number(),
  createdAt: z.iso.datetime(),
});

export const ownerBookingPageSchema = z.object({
  bookings: z.array(bookingRowSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

const refundStatusSchema = z.enum(REFUND_STATUSES);

export const ownerBookingDetailSchema = bookingRowSchema.extend({
  guestPhone: z.string().nullable(),
  address: z.string().nullable(),
  specialRequests: z.string().nullable(),
  quote: quoteResponseSchema.nullable(),
  paymentSchedule: paymentScheduleSchema.nullable(),
  securityDeposit: securityDepositSchema.nullable(),
  /** When the balance request and its reminder were e-mailed. */
  balanceRequestedAt: z.iso.datetime().nullable(),
  balanceRemindedAt: z.iso.datetime().nullable(),
  payments: z.array(
    z.object({
      id: z.uuid(),
      provider: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      part: z.enum(PAYMENT_PARTS),
      method: z.string().nullable(),
      amount: z.number(),
      securityDeposit: z.number(),
      createdAt: z.iso.datetime(),
      paidAt: z.iso.datetime().nullable(),
      expiresAt: z.iso.datetime(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.uuid(),
      paymentId: z.uuid(),
      amount: z.number(),
      reason: z.string(),
      status: refundStatusSchema,
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.iso.datetime(),
      refundedAt: z.iso.datetime().nullable(),
    }),
  ),
  activity: z.array(
    z.object({
      id: z.uuid(),
      at: z.iso.datetime(),
      actor: z.string(),
      action: z.string(),
      subject: z.object({ kind: z.enum(SUBJECT_KINDS), id: z.uuid() }),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});

/** What the 'Cancel booking' dialog offers, in euros. */
export const ownerCancellationQuoteSchema = z.object({
  paid: z.number(),
  /** The most the refund may be: paid and not refunded or owed back yet. */
  refundable: z.number(),
  /** The site's cancellation terms as of today: the dialog's prefill. */
  underTerms: z.object({
    refund: z.number(),
    percent: z.union([z.literal(0), z.literal(50), z.literal(100)]),
    rule: z.string(),
  }),
  /** The security deposit held, which a cancellation refunds whole beside `refund`. */
  securityDeposit: z.number(),
});

export const ownerCancelSchema = z.object({
  refund: z
    .number({ message: "refund must be an amount in euros" })
    .min(0, "refund must be zero or more")
    .max(1_000_000, "refund must be at most 1000000"),
});

/**
 * The owner's decision on a stay's security deposit (issue 35): what is kept (0: all of it goes
 * back now) and why, as the guest is told.
 */
export const securityDepositClaimSchema = z.object({
  keep: z
    .number({ message: "keep must be an amount in euros" })
    .min(0, "keep must be zero or more")
    .max(1_000_000, "keep must be at most 1000000")
    .refine(isWholeCents, "keep can have at most two decimals (cents)"),
  reason: z
    .string({ message: "reason must be text" })
    .trim()
    .max(CLAIM_REASON_LIMITS.max, `reason can be at most ${CLAIM_REASON_LIMITS.max} characters`)
    .default(""),
});
export type SecurityDepositClaim = z.input<typeof securityDepositClaimSchema>;

/** A later due date for a booking's balance (the owner's 'Extend due date'). */
export const balanceDueDateSchema = z.object({
  dueDate: z
    .string({ message: "dueDate must be a date (YYYY-MM-DD)" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "dueDate must be a date (YYYY-MM-DD)")
    .refine((value) => toCalendarDate(value) === value, "dueDate must be a date (YYYY-MM-DD)"),
});

export const balanceDueDateResultSchema = z.object({
  bookingId: z.uuid(),
  balanceDueDate: z.string(),
});

const refundOutcomeSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  status: refundStatusSchema,
});

export const ownerActionResultSchema = z.object({
  bookingId: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  /** One per payment refunded from: a deposit and a balance go back each on its own. */
  refunds: z.array(refundOutcomeSchema),
});

export const refundRetryResultSchema = refundOutcomeSchema.extend({
  lastError: z.string().nullable(),
});

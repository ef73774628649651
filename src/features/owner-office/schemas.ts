import { z } from "zod";
import { pageQuerySchema } from "@/lib/list-page";
import { BOOKING_STATUSES } from "@/db/enums";
import { calendarConflictSchema, calendarFeedSchema } from "@/features/channel-sync";
import { SUBJECT_KINDS } from "@/features/owner-activity";
import type { OwnerReview } from "@/features/reviews";

/** The back office's Today, Messages, Subscribers and Activity calls (issue 16). */

const stayRowSchema = z.object({
  bookingId: z.uuid(),
  propertyName: z.string(),
  guestName: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  guestCount: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
});

export const ownerTodaySchema = z.object({
  /** Brussels' date today: the first of the days the arrivals and departures cover. */
  today: z.iso.date(),
  days: z.number().int(),
  /** How many homes the business has, open or not: with none, Today asks for the first. */
  homes: z.number().int(),
  arrivals: z.array(stayRowSchema),
  departures: z.array(stayRowSchema),
  requestsToReview: z.array(stayRowSchema.extend({ paidAt: z.iso.datetime().nullable() })),
  /** Coming stays whose guest asked something when booking: each may need an answer. */
  guestRequests: z.array(
    stayRowSchema.extend({ specialRequests: z.string(), guestEmail: z.string() }),
  ),
  /** Deposits held for stays that have begun: each goes back on its own 7 days after check-out. */
  securityDeposits: z.array(
    stayRowSchema.extend({ securityDeposit: z.number(), refundDueOn: z.iso.date() }),
  ),
  payments: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(["received", "failed", "refunded", "refund_owed"]),
      bookingId: z.uuid().nullable().describe("Null for a gift voucher's sale"),
      propertyName: z.string().nullable(),
      guestName: z.string().describe("The guest, or a gift voucher's buyer"),
      giftVoucherId: z.uuid().nullable().describe("The gift voucher sold, for a sale"),
      amount: z.number(),
      voucherAmount: z
        .number()
        .describe("Euros of `amount` a gift voucher paid, or a refund gave back to it"),
      at: z.iso.datetime(),
      lastError: z.string().nullable(),
    }),
  ),
  undeliveredMail: z.array(
    z.object({
      id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      lastError: z.string().nullable(),
      attempts: z.number().int(),
      createdAt: z.iso.datetime(),
      canSendAgain: z.boolean(),
    }),
  ),
  /** Reviews waiting for an answer (not answered, not hidden): the newest few, and how many in all. */
  reviewsToAnswer: z.object({
    reviews: z.array(
      z.object({
        id: z.uuid(),
        propertyName: z.string(),
        authorName: z.string(),
        rating: z.number().int(),
        comment: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
    total: z.number().int(),
  }),
  /** Stays other channels sold on nights held here, not ended: each needs the owner. */
  calendarConflicts: z.array(calendarConflictSchema),
  /** Every channel's calendar the homes read, with its health: failing ones first. */
  calendarFeeds: z.array(calendarFeedSchema),
});
export type OwnerToday = z.output<typeof ownerTodaySchema>;

export const sendAgainResultSchema = z.object({ id: z.uuid(), status: z.literal("pending") });

/** The back office's lists: pages of 25. */
export const ownerPageQuerySchema = pageQuerySchema(25);

export const ownerMessagePageSchema = z.object({
  messages: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      createdAt: z.iso.datetime(),
      readAt: z.iso.datetime().nullable(),
    }),
  ),
  total: z.number().int(),
  unread: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const messageReadStateSchema = z.object({
  id: z.uuid(),
  readAt: z.iso.datetime().nullable(),
});

/** What /owner/reviews shows: a page of reviews, which of its two lists, and both lists' sizes. */
export interface OwnerReviewPage {
  reviews: OwnerReview[];
  /** Only the reviews waiting for an answer, or every review. */
  unanswered: boolean;
  /** How many the list shown has in all. */
  total: number;
  /** How many reviews there are, and how many of them wait for an answer. */
  all: number;
  waiting: number;
  limit: number;
  offset: number;
}

export const subscriberPageSchema = z.object({
  subscribers: z.array(z.object({ email: z.string(), confirmedAt: z.iso.datetime() })),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const activityQuerySchema = z.object({
  limit: ownerPageQuerySchema.shape.limit,
  before: z.uuid({ message: "before must be an activity entry's id" }).optional(),
  kind: z.enum(SUBJECT_KINDS, { message: "kind must be a kind of subject" }).optional(),
});

export const activityPageSchema = z.object({
  entries: z.array(
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
  /** The `before` of the next, older page; null on the last page. */
  next: z.uuid().nullable(),
});
export type ActivityPage = z.output<typeof activityPageSchema>;

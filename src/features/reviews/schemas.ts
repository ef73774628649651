import { z } from "zod";
import { REVIEW_HIDDEN_REASONS } from "@/db/enums";
import { LOCALES } from "@/i18n/locales";
import { REVIEW_LIMITS } from "./limits";

const { textMin, textMax, answerMax } = REVIEW_LIMITS;

const stars = (name: string) =>
  z
    .number({ message: `${name} must be a whole number from 1 to 5` })
    .int(`${name} must be a whole number from 1 to 5`)
    .min(1, `${name} must be a whole number from 1 to 5`)
    .max(5, `${name} must be a whole number from 1 to 5`);

/** What a guest writes about a stay: the overall rating and the text required, the rest optional. */
export const reviewInputSchema = z.object({
  rating: stars("The rating"),
  comment: z
    .string({ message: `The review must be ${textMin} to ${textMax} characters` })
    .trim()
    .min(textMin, `The review must be ${textMin} to ${textMax} characters`)
    .max(textMax, `The review must be ${textMin} to ${textMax} characters`),
  cleanliness: stars("Cleanliness").nullish(),
  location: stars("Location").nullish(),
  value: stars("Value").nullish(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** A review written from the mailed link: the link's token says which stay it is about. */
export const linkReviewInputSchema = reviewInputSchema.extend({
  token: z
    .string({ message: "This review link is not valid" })
    .min(1, "This review link is not valid")
    .max(200, "This review link is not valid"),
});

export const reviewAnswerSchema = z.object({
  text: z.string(),
  answeredAt: z.iso.datetime(),
});

/** A published review as guests read it: plain text, the guest's first name only. */
export const reviewSchema = z.object({
  id: z.uuid(),
  authorName: z.string(),
  rating: z.number().int(),
  cleanliness: z.number().int().nullable(),
  location: z.number().int().nullable(),
  value: z.number().int().nullable(),
  comment: z.string(),
  /** The language it was written in. */
  locale: z.enum(LOCALES),
  /** The stay's first night (its month and year are shown as 'Stayed in ...'). */
  stayedOn: z.iso.date(),
  createdAt: z.iso.datetime(),
  answer: reviewAnswerSchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(REVIEW_LIMITS.pageSizeMax, `limit must be at most ${REVIEW_LIMITS.pageSizeMax}`)
    .default(REVIEW_LIMITS.pageSize),
  offset: z.coerce
    .number({ message: "offset must be a whole number" })
    .int("offset must be a whole number")
    .min(0, "offset must be at least 0")
    .default(0),
});

/** Where a stay's review stands, for its guest. */
export const stayReviewSchema = z.object({
  bookingId: z.uuid(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** The guest's first name, shown with the review. */
  authorName: z.string(),
  /** The last day a review can be written; null for a stay that cannot be reviewed. */
  lastDay: z.iso.date().nullable(),
  /** Whether a review can be written now (none yet, inside the window). */
  writable: z.boolean(),
  review: reviewSchema
    .extend({ hiddenReason: z.enum(REVIEW_HIDDEN_REASONS).nullable() })
    .nullable(),
  /** Until when the written review may still be changed; null once it may not. */
  editableUntil: z.iso.datetime().nullable(),
});
export type StayReview = z.infer<typeof stayReviewSchema>;

/** A review as the owner's Reviews page lists it. */
export const ownerReviewSchema = reviewSchema.extend({
  propertyId: z.uuid(),
  propertyName: z.string(),
  bookingId: z.uuid().nullable(),
  hiddenReason: z.enum(REVIEW_HIDDEN_REASONS).nullable(),
  hiddenAt: z.iso.datetime().nullable(),
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;

export const ownerReviewListQuerySchema = reviewListQuerySchema.extend({
  unanswered: z
    .enum(["true", "false"], { message: "unanswered must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

export const ownerAnswerInputSchema = z.object({
  answer: z
    .string({ message: `The answer must be 1 to ${answerMax} characters` })
    .trim()
    .min(1, `The answer must be 1 to ${answerMax} characters`)
    .max(answerMax, `The answer must be 1 to ${answerMax} characters`),
});

export const ownerHideInputSchema = z.object({
  reason: z.enum(REVIEW_HIDDEN_REASONS, {
    message: "reason must be one of personal_data, offensive, not_about_stay",
  }),
});

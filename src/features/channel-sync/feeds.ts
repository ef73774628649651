import { z } from "zod";
import { MAX_FEED_LABEL_LENGTH, MAX_FEED_URL_LENGTH } from "./feed-limits";

/** 'Add feed': a label the owner knows it by and the address the channel gives. */
export const addFeedSchema = z.object({
  label: z
    .string({ message: "Give the feed a label, such as Airbnb" })
    .trim()
    .min(1, "Give the feed a label, such as Airbnb")
    .max(MAX_FEED_LABEL_LENGTH, `A label can be at most ${MAX_FEED_LABEL_LENGTH} characters`),
  url: z
    .string({ message: "Enter the feed's address" })
    .trim()
    .min(1, "Enter the feed's address")
    .max(MAX_FEED_URL_LENGTH, `A feed's address can be at most ${MAX_FEED_URL_LENGTH} characters`),
});
export type AddFeedRequest = z.input<typeof addFeedSchema>;

const instant = z.iso.datetime({ offset: true });

/** What of ours (or of another channel imported first) holds the nights a channel's stay wants. */
export const conflictHolderSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("booking"),
    bookingId: z.uuid(),
    from: z.iso.date(),
    to: z.iso.date(),
  }),
  z.object({ kind: z.literal("block"), from: z.iso.date(), to: z.iso.date() }),
  z.object({ kind: z.literal("channel"), label: z.string(), from: z.iso.date(), to: z.iso.date() }),
]);

/** A stay another channel sold on nights something else holds here: shown in red until fixed. */
export const calendarConflictSchema = z.object({
  id: z.uuid(),
  homeId: z.uuid(),
  homeName: z.string(),
  feedId: z.uuid(),
  feedLabel: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  holder: conflictHolderSchema,
});
export type CalendarConflict = z.infer<typeof calendarConflictSchema>;

/** A feed and its health, as the owner's home page and Today show it. */
export const calendarFeedSchema = z.object({
  id: z.uuid(),
  homeId: z.uuid(),
  homeName: z.string(),
  label: z.string(),
  url: z.string(),
  /** The home's calendar without this feed's own stays: the address to give this channel. */
  exportAddress: z.string(),
  lastSuccessAt: instant.nullable(),
  lastAttemptAt: instant.nullable(),
  /** Stays in the last successful answer that have not ended. */
  eventCount: z.number().int(),
  /** The last failure in plain words, while the feed is failing. */
  lastError: z.string().nullable(),
  /** Failing for an hour or more: flagged, and the owner was e-mailed. */
  failing: z.boolean(),
  conflicts: z.array(calendarConflictSchema),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedListSchema = z.object({ feeds: z.array(calendarFeedSchema) });

import { z } from "zod";
import { toCalendarDate } from "@/lib/dates";
import { MAX_NIGHTS } from "./stay-rules";

/** The longest block: a season of maintenance or own use, no more than the longest stay. */
export const MAX_BLOCK_NIGHTS = MAX_NIGHTS;
/** How far ahead a block may start: the calendar the owner plans, a year past the guests'. */
export const MAX_BLOCK_DAYS_AHEAD = 730;
export const MAX_BLOCK_NOTE_LENGTH = 500;

const blockDate = (name: string) =>
  z.string().transform((value, ctx) => {
    const date = toCalendarDate(value.trim());
    if (date === null) {
      ctx.addIssue({ code: "custom", message: `${name} must be a date (YYYY-MM-DD)` });
      return z.NEVER;
    }
    return date;
  });

/** The 'Block dates' form: `to` is the first free day, like a check-out. */
export const ownerBlockRequestSchema = z.object({
  propertyId: z.uuid("Choose a home"),
  from: blockDate("From"),
  to: blockDate("To"),
  note: z
    .string()
    .trim()
    .max(MAX_BLOCK_NOTE_LENGTH, `The note can be at most ${MAX_BLOCK_NOTE_LENGTH} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type OwnerBlockRequest = z.input<typeof ownerBlockRequestSchema>;

/** A block as the owner's calendar shows it. */
export interface OwnerBlock {
  id: string;
  propertyId: string;
  from: string;
  to: string;
  note: string | null;
  createdAt: string;
}

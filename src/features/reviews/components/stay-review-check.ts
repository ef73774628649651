import { responseSchema } from "@/lib/api-client";
import type { StayReview } from "../schemas";

/** The stay-and-review answer, checked without zod (the pages need not load it). */
export const stayReviewCheck = responseSchema(
  (value): value is StayReview =>
    typeof value === "object" &&
    value !== null &&
    typeof (value as StayReview).bookingId === "string" &&
    typeof (value as StayReview).writable === "boolean" &&
    "review" in value,
);

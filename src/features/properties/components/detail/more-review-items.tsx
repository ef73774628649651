"use client";

import { withLoadedMessages } from "@/components/loaded-messages";
import type { Review } from "@/features/reviews";
import { ReviewItem } from "./review-item";

function ReviewItems({ reviews, locale }: { reviews: Review[]; locale: string }) {
  return reviews.map((review) => (
    <li key={review.id} className="py-5">
      <ReviewItem review={review} locale={locale} />
    </li>
  ));
}

/** The reviews after the first page, as list items; loaded with the first 'more' click. */
export const MoreReviewItems = withLoadedMessages(ReviewItems);

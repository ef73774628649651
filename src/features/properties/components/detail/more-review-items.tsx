"use client";

import type { AbstractIntlMessages } from "next-intl";
import { LoadedMessages } from "@/components/loaded-messages";
import type { Review } from "@/features/reviews";
import { ReviewItem } from "./review-item";

/** The reviews after the first page, as list items; loaded with the first 'more' click. */
export function MoreReviewItems({
  reviews,
  locale,
  messages,
}: {
  reviews: Review[];
  locale: string;
  messages: AbstractIntlMessages;
}) {
  return (
    <LoadedMessages messages={messages}>
      {reviews.map((review) => (
        <li key={review.id} className="py-5">
          <ReviewItem review={review} locale={locale} />
        </li>
      ))}
    </LoadedMessages>
  );
}

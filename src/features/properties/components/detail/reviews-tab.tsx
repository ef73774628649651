import { format } from "date-fns";
import { calendarDateToLocalDate } from "@/lib/dates";
import type { Property, Review } from "../../schemas";
import { pluralize } from "@/lib/text";
import { RatingStars } from "./rating-stars";
import { ReviewerAvatar } from "./reviewer-avatar";
import { LoadFailure, SectionHeading } from "./section-heading";

interface ReviewsTabProps {
  rating: Property["rating"];
  /** null when the reviews could not be loaded. */
  reviews: Review[] | null;
}

/** `March 2026` */
function monthOf(date: string): string {
  return format(calendarDateToLocalDate(date), "MMMM yyyy");
}

export function ReviewsTab({ rating, reviews }: ReviewsTabProps) {
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-6">
      <SectionHeading id="reviews-heading">Guest reviews</SectionHeading>
      {reviews === null ? (
        <LoadFailure>Failed to load reviews. Please try again later.</LoadFailure>
      ) : reviews.length === 0 || rating.average === null ? (
        <p className="text-stone-600">No reviews yet.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-4 rounded-xl bg-bark-100 p-5">
            <p className="font-serif text-4xl font-semibold text-forest-950">
              {rating.average.toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </p>
            <div className="flex flex-col gap-1">
              <RatingStars rating={rating.average} />
              <p className="text-sm text-stone-700">Based on {pluralize(rating.count, "review")}</p>
            </div>
          </div>
          <ul className="flex flex-col divide-y divide-stone-200">
            {reviews.map((review) => (
              <li key={review.id} className="py-5 first:pt-0">
                <article aria-label={`Review by ${review.authorName}`} className="flex gap-4">
                  <ReviewerAvatar name={review.authorName} />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                      <h3 className="font-semibold text-stone-900">{review.authorName}</h3>
                      <p className="text-sm text-stone-600">
                        <time dateTime={review.stayedOn}>{monthOf(review.stayedOn)}</time>
                      </p>
                    </div>
                    <RatingStars rating={review.rating} className="mt-1" />
                    <p className="mt-2 leading-relaxed text-stone-700">{review.comment}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import { useFormatter, useTranslations } from "next-intl";
import type { CalendarDate } from "@/lib/dates";
import type { Property, Review } from "../../schemas";
import { RatingStars } from "./rating-stars";
import { ReviewerAvatar } from "./reviewer-avatar";
import { LoadFailure, SectionHeading } from "./section-heading";

interface ReviewsTabProps {
  rating: Property["rating"];
  /** null when the reviews could not be loaded. */
  reviews: Review[] | null;
}

/** Noon UTC of a calendar date, so its month is the same whatever the server's time zone. */
function middayOf(date: CalendarDate): Date {
  return new Date(`${date}T12:00:00Z`);
}

export function ReviewsTab({ rating, reviews }: ReviewsTabProps) {
  const t = useTranslations("property.reviews");
  const format = useFormatter();
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-6">
      <SectionHeading id="reviews-heading">{t("heading")}</SectionHeading>
      {reviews === null ? (
        <LoadFailure>{t("loadFailed")}</LoadFailure>
      ) : reviews.length === 0 || rating.average === null ? (
        <p className="text-stone-600">{t("none")}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-4 rounded-xl bg-bark-100 p-5">
            <p className="font-serif text-4xl font-semibold text-forest-950">
              {format.number(rating.average, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              })}
              <span className="sr-only"> {t("outOfFive")}</span>
            </p>
            <div className="flex flex-col gap-1">
              <RatingStars rating={rating.average} />
              <p className="text-sm text-stone-700">{t("basedOn", { count: rating.count })}</p>
            </div>
          </div>
          <ul className="flex flex-col divide-y divide-stone-200">
            {reviews.map((review) => (
              <li key={review.id} className="py-5 first:pt-0">
                <article aria-label={t("by", { name: review.authorName })} className="flex gap-4">
                  <ReviewerAvatar name={review.authorName} />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                      <h3 className="font-semibold text-stone-900">{review.authorName}</h3>
                      <p className="text-sm text-stone-600">
                        <time dateTime={review.stayedOn}>
                          {format.dateTime(middayOf(review.stayedOn), {
                            month: "long",
                            year: "numeric",
                            timeZone: "UTC",
                          })}
                        </time>
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

import { useFormatter, useTranslations } from "next-intl";
import type { Review } from "@/features/reviews";
import type { CalendarDate } from "@/lib/dates";
import { RatingStars } from "./rating-stars";
import { ReviewerAvatar } from "./reviewer-avatar";

/** Noon UTC of a calendar date, so its month is the same whatever the server's time zone. */
function middayOf(date: CalendarDate): Date {
  return new Date(`${date}T12:00:00Z`);
}

const PARTS = ["cleanliness", "location", "value"] as const;

/**
 * One review as guests read it: plain text (never markup), the first name, 'Stayed in {month}',
 * the language it was written in, its part ratings and the owner's answer. Renders on the server
 * for the first page and in the browser for the next ones.
 */
export function ReviewItem({ review, locale }: { review: Review; locale: string }) {
  const t = useTranslations("property.reviews");
  const tParts = useTranslations("reviews");
  const format = useFormatter();
  const month = format.dateTime(middayOf(review.stayedOn), {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const language = new Intl.DisplayNames([locale], { type: "language" }).of(review.locale);
  const parts = PARTS.filter((part) => review[part] !== null);
  return (
    <article aria-label={t("by", { name: review.authorName })} className="flex gap-4">
      <ReviewerAvatar name={review.authorName} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold text-stone-900">{review.authorName}</h3>
          <p className="text-sm text-stone-600">
            <time dateTime={review.stayedOn}>{t("stayedIn", { month })}</time>
          </p>
        </div>
        <RatingStars rating={review.rating} className="mt-1" />
        <p lang={review.locale} className="mt-2 leading-relaxed whitespace-pre-line text-stone-700">
          {review.comment}
        </p>
        {parts.length > 0 ? (
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
            {parts.map((part) => (
              <div key={part} className="flex gap-1">
                <dt>{tParts(part)}:</dt>
                <dd>{t("partRating", { rating: review[part] ?? 0 })}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {language ? (
          <p className="mt-1 text-xs text-stone-600">{t("writtenIn", { language })}</p>
        ) : null}
        {review.answer ? (
          <div className="mt-3 rounded-lg border-l-4 border-forest-600 bg-forest-50 p-3 text-sm">
            <p className="font-medium text-forest-900">{t("answer")}</p>
            <p className="mt-1 whitespace-pre-line text-stone-700">{review.answer.text}</p>
          </div>
        ) : null}
      </div>
    </article>
  );
}

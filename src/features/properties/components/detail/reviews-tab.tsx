import { ShieldCheck } from "@/components/icons/shield-check";
import { useFormatter, useLocale, useMessages, useTranslations } from "next-intl";
import { pickMessages } from "@/i18n/client-messages";
import type { Review } from "@/features/reviews";
import type { Property } from "../../schemas";
import { MoreReviews } from "./more-reviews";
import { RatingStars } from "./rating-stars";
import { ReviewItem } from "./review-item";
import { LoadFailure, SectionHeading } from "./section-heading";

interface ReviewsTabProps {
  propertyId: string;
  rating: Property["rating"];
  /** The first page of the published reviews; null when they could not be loaded. */
  page: { reviews: Review[]; total: number } | null;
}

export function ReviewsTab({ propertyId, rating, page }: ReviewsTabProps) {
  const t = useTranslations("property.reviews");
  const format = useFormatter();
  const locale = useLocale();
  const messages = useMessages();
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-6">
      <SectionHeading id="reviews-heading">{t("heading")}</SectionHeading>
      {page === null ? (
        <LoadFailure>{t("loadFailed")}</LoadFailure>
      ) : page.reviews.length === 0 || rating.average === null ? (
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
            {page.reviews.map((review) => (
              <li key={review.id} className="py-5 first:pt-0">
                <ReviewItem review={review} locale={locale} />
              </li>
            ))}
            <MoreReviews
              propertyId={propertyId}
              shown={page.reviews.length}
              total={page.total}
              texts={{
                more: t("more"),
                loadingMore: t("loadingMore"),
                moreFailed: t("moreFailed"),
              }}
              messages={pickMessages(messages, [
                "property.reviews",
                "reviews.cleanliness",
                "reviews.location",
                "reviews.value",
              ])}
            />
          </ul>
        </>
      )}
      <div className="flex gap-3 rounded-xl border border-stone-200 p-4 text-sm text-stone-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
        <div className="flex flex-col gap-1">
          <p>{t("howChecked")}</p>
          <p>{t("hiddenCount", { count: rating.hidden })}</p>
        </div>
      </div>
    </section>
  );
}

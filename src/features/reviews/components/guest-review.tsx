"use client";

import { ArrowLeft } from "@/components/icons/arrow-left";
import { Star } from "@/components/icons/star";
import { TriangleAlert } from "@/components/icons/triangle-alert";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthSession } from "@/features/auth/components";
import { Link } from "@/i18n/link";
import { usePageLocale } from "@/i18n/use-page-locale";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { formatLongDate } from "@/lib/dates";
import { isUuid } from "@/lib/text";
import { useApiQuery } from "@/lib/use-api-query";
import { StayReviewBody, StayReviewHeading } from "./stay-review";
import { stayReviewCheck } from "./stay-review-check";

function reviewPath(bookingId: string) {
  return `/api/guest/bookings/${encodeURIComponent(bookingId)}/review`;
}

/** A stay's review page, for its signed-in guest: write it, or change it within 48 hours. */
export function GuestReview({ bookingId }: { bookingId: string }) {
  const t = useTranslations("reviews");
  const locale = usePageLocale();
  const session = useAuthSession();
  const valid = isUuid(bookingId);
  const load = useApiQuery(
    session.hydrated && session.isAuthenticated && valid
      ? {
          key: bookingId,
          load: (signal) => apiRequest(reviewPath(bookingId), stayReviewCheck, { signal }),
        }
      : null,
  );

  if (
    !valid ||
    (load.status === "error" && load.error instanceof ApiRequestError && load.error.status === 404)
  ) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-lg font-semibold text-stone-900">{t("notFound")}</h1>
      </Card>
    );
  }
  if (load.status === "error") {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-bark-700" />
        <p role="alert" className="text-lg font-semibold text-stone-900">
          {t("loadFailed")}
        </p>
      </Card>
    );
  }
  if (load.status !== "success") {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t("loading")}</span>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  const stay = load.data;
  return (
    <div className="flex flex-col gap-6">
      <Link
        href={`/bookings/${encodeURIComponent(bookingId)}`}
        className={buttonVariants({ variant: "ghost", className: "self-start" })}
      >
        <ArrowLeft aria-hidden="true" />
        {t("back")}
      </Link>
      <StayReviewHeading stay={stay} locale={locale} />
      <StayReviewBody stay={stay} target={{ bookingId }} />
    </div>
  );
}

/**
 * On the booking's page, during the 30 days after check-out: the way to review the stay, or to
 * the review written.
 */
export function ReviewCard({ bookingId }: { bookingId: string }) {
  const t = useTranslations("reviews");
  const locale = usePageLocale();
  const load = useApiQuery({
    key: bookingId,
    load: (signal) => apiRequest(reviewPath(bookingId), stayReviewCheck, { signal }),
  });
  if (load.status !== "success") return null;
  const stay = load.data;
  if (!stay.writable && !stay.review) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 font-serif text-forest-950">
          <Star aria-hidden="true" className="size-5" />
          {stay.review ? t("yourReview") : t("write")}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-stone-800">
        {stay.review ? (
          <p className="whitespace-pre-line">{stay.review.comment}</p>
        ) : stay.lastDay ? (
          <p>{t("writeUntil", { date: formatLongDate(stay.lastDay, locale) })}</p>
        ) : null}
        {!stay.review || stay.editableUntil ? (
          <Link
            href={`/bookings/${encodeURIComponent(bookingId)}/review`}
            className={buttonVariants({
              variant: stay.review ? "outline" : "default",
              className: "self-start",
            })}
          >
            {stay.review ? t("saveChanges") : t("write")}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}

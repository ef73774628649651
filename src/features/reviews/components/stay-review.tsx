import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import type { Locale } from "@/i18n/locales";
import { formatLongDate, todayInBrussels } from "@/lib/dates";
import type { StayReview } from "../schemas";
import { ReviewSender, type ReviewTarget } from "./review-sender";

/*
 * A stay and its review as the guest sees them, from the mailed link (rendered on the server) or
 * signed in (rendered in the browser): so neither server-only nor client-only.
 */

/** The page's heading: the stay, and who the review will be shown as. */
export function StayReviewHeading({ stay, locale }: { stay: StayReview; locale: Locale }) {
  const t = useTranslations("reviews");
  return (
    <div className="flex flex-col gap-2">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-forest-900">
        {t("title")}
      </h1>
      <p className="font-medium text-stone-800">
        {t("stay", {
          property: stay.propertyName,
          start: formatLongDate(stay.startDate, locale),
          end: formatLongDate(stay.endDate, locale),
        })}
      </p>
      <p className="text-stone-700">{t("intro", { name: stay.authorName })}</p>
    </div>
  );
}

/** The form, the review already written, or why the stay cannot be reviewed now. */
export function StayReviewBody({ stay, target }: { stay: StayReview; target: ReviewTarget }) {
  const t = useTranslations("reviews");
  if (!stay.writable && !stay.review) {
    const refusal =
      stay.lastDay === null
        ? t("notStayed")
        : todayInBrussels() <= stay.endDate
          ? t("notYet")
          : t("closed");
    return <p className="rounded-xl bg-bark-100 p-5 text-stone-800">{refusal}</p>;
  }
  if (stay.review && ("token" in target || stay.editableUntil === null)) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-forest-200 bg-forest-50 p-5">
        <p className="font-medium text-forest-900">{t("reviewed")}</p>
        {stay.review.hiddenReason ? <p className="text-stone-700">{t("hiddenNote")}</p> : null}
        {"token" in target && stay.editableUntil !== null ? (
          <p className="text-stone-700">{t("changeSignedIn")}</p>
        ) : null}
        <Link
          href={`/properties/${stay.propertyId}`}
          className={buttonVariants({ variant: "outline", className: "self-start" })}
        >
          {t("viewHome")}
        </Link>
      </div>
    );
  }
  return <ReviewSender target={target} stay={stay} />;
}

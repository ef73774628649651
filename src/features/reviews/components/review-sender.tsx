"use client";

import { CircleCheck } from "@/components/icons/circle-check";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { usePageLocale } from "@/i18n/use-page-locale";
import { formatClockTime, formatLongDate, todayInBrussels } from "@/lib/dates";
import type { ReviewInput, StayReview } from "../schemas";
import { ReviewForm } from "./review-form";
import { stayReviewCheck } from "./stay-review-check";

/** Where a review is sent: with the mailed link's token, or as the signed-in guest. */
export type ReviewTarget = { token: string } | { bookingId: string };

function sendTo(target: ReviewTarget, input: ReviewInput): Promise<StayReview> {
  return "token" in target
    ? apiRequest("/api/public/reviews", stayReviewCheck, {
        method: "POST",
        body: { token: target.token, ...input },
      })
    : apiRequest(
        `/api/guest/bookings/${encodeURIComponent(target.bookingId)}/review`,
        stayReviewCheck,
        {
          method: "PUT",
          body: input,
        },
      );
}

/**
 * The review form of a stay and, once sent, its result in view: thanks, until when it can still
 * be changed (signed in), and the way to the home's page where it now shows.
 */
export function ReviewSender({ target, stay }: { target: ReviewTarget; stay: StayReview }) {
  const t = useTranslations("reviews");
  const locale = usePageLocale();
  const [current, setCurrent] = useState(stay);
  const [sent, setSent] = useState(false);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) result.current?.focus();
  }, [sent, current]);

  async function send(input: ReviewInput): Promise<string | null> {
    try {
      setCurrent(await sendTo(target, input));
      setSent(true);
      return null;
    } catch (error) {
      return error instanceof ApiRequestError && error.status < 500 ? error.message : t("failed");
    }
  }

  const editable = "bookingId" in target && current.editableUntil !== null;
  return (
    <div className="flex flex-col gap-6">
      {sent ? (
        <div
          ref={result}
          tabIndex={-1}
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-forest-200 bg-forest-50 p-5 outline-none"
        >
          <p className="flex items-start gap-2 font-medium text-forest-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t("published")}
          </p>
          {editable && current.editableUntil ? (
            <p className="text-sm text-stone-700">
              {t("editableUntil", {
                time: `${formatLongDate(todayInBrussels(new Date(current.editableUntil)), locale)}, ${formatClockTime(current.editableUntil)}`,
              })}
            </p>
          ) : null}
          <Link
            href={`/properties/${current.propertyId}`}
            className={buttonVariants({ variant: "outline", className: "self-start" })}
          >
            {t("viewHome")}
          </Link>
        </div>
      ) : null}
      {!sent || editable ? (
        <ReviewForm
          key={current.review?.createdAt ?? "new"}
          initial={current.review}
          submitLabel={current.review ? t("saveChanges") : t("publish")}
          send={send}
        />
      ) : null}
    </div>
  );
}

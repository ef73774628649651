"use client";

import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { REVIEW_LIMITS, type Review } from "@/features/reviews";
import { usePageLocale } from "@/i18n/use-page-locale";
import { apiRequest, responseSchema } from "@/lib/api-client";
import { ReviewItem } from "./review-item";

const reviewsCheck = responseSchema((value): value is Review[] => Array.isArray(value));

/** The reviews after the first page, a page per click, from the public list. */
export function MoreReviews({
  propertyId,
  shown,
  total,
}: {
  propertyId: string;
  shown: number;
  total: number;
}) {
  const t = useTranslations("property.reviews");
  const locale = usePageLocale();
  const [more, setMore] = useState<Review[]>([]);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const offset = shown + more.length;

  async function load() {
    if (state === "loading") return;
    setState("loading");
    try {
      const page = await apiRequest(
        `/api/public/properties/${encodeURIComponent(propertyId)}/reviews?limit=${REVIEW_LIMITS.pageSize}&offset=${offset}`,
        reviewsCheck,
      );
      setMore((current) => [...current, ...page]);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <>
      {more.map((review) => (
        <li key={review.id} className="py-5">
          <ReviewItem review={review} locale={locale} />
        </li>
      ))}
      {offset < total ? (
        <li className="flex flex-col items-start gap-2 py-5">
          <Button type="button" variant="outline" onClick={() => void load()}>
            {state === "loading" ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {state === "loading" ? t("loadingMore") : t("more")}
          </Button>
          {state === "failed" ? (
            <p role="alert" className="text-sm text-red-700">
              {t("moreFailed")}
            </p>
          ) : null}
        </li>
      ) : null}
    </>
  );
}

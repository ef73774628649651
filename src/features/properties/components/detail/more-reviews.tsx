"use client";

import { Loader2 } from "@/components/icons/loader-2";
import type { AbstractIntlMessages } from "next-intl";
import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { REVIEW_LIMITS, type Review } from "@/features/reviews";
import { usePathLocale } from "@/i18n/navigation";
import { apiRequest, responseSchema } from "@/lib/api-client";
import { onDemand } from "@/lib/on-demand";

// A review's rendering (stars, avatar, dates) is fetched with the first page after the server's.
const { Component: MoreReviewItems, load: loadItems } = onDemand(() =>
  import("./more-review-items").then((m) => m.MoreReviewItems),
);

const reviewsCheck = responseSchema((value): value is Review[] => Array.isArray(value));

/** The reviews after the first page, a page per click, from the public list. */
export function MoreReviews({
  propertyId,
  shown,
  total,
  texts,
  messages,
}: {
  propertyId: string;
  shown: number;
  total: number;
  texts: { more: string; loadingMore: string; moreFailed: string };
  /** What the next reviews say besides their own words, loaded with them. */
  messages: AbstractIntlMessages;
}) {
  const locale = usePathLocale();
  const [more, setMore] = useState<Review[]>([]);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const offset = shown + more.length;

  async function load() {
    if (state === "loading") return;
    setState("loading");
    try {
      const [page] = await Promise.all([
        apiRequest(
          `/api/public/properties/${encodeURIComponent(propertyId)}/reviews?limit=${REVIEW_LIMITS.pageSize}&offset=${offset}`,
          reviewsCheck,
        ),
        loadItems(),
      ]);
      setMore((current) => [...current, ...page]);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <>
      {more.length > 0 ? (
        <Suspense>
          <MoreReviewItems reviews={more} locale={locale} messages={messages} />
        </Suspense>
      ) : null}
      {offset < total ? (
        <li className="flex flex-col items-start gap-2 py-5">
          <Button type="button" variant="outline" onClick={() => void load()}>
            {state === "loading" ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {state === "loading" ? texts.loadingMore : texts.more}
          </Button>
          {state === "failed" ? (
            <p role="alert" className="text-sm text-red-700">
              {texts.moreFailed}
            </p>
          ) : null}
        </li>
      ) : null}
    </>
  );
}

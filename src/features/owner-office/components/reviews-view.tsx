import Link from "next/link";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { pluralize } from "@/lib/text";
import type { OwnerReviewPage } from "../schemas";
import { OffsetPager } from "./pager";
import { OwnerReviewCard } from "./review-card";

const PATH = "/owner/reviews";

/** One of the two lists, as a link; the one shown is marked as the current page. */
function FilterLink({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={buttonVariants({ variant: current ? "default" : "outline", size: "sm" })}
    >
      {children}
    </Link>
  );
}

function summary(page: OwnerReviewPage): string {
  const { reviews, unanswered, total, all, waiting, offset } = page;
  if (all === 0) return "No reviews yet. Guests are asked for one the day after check-out.";
  if (unanswered && total === 0) return "Every review has an answer.";
  if (reviews.length === 0) return "No more reviews: go back to the previous page.";
  const counted = unanswered
    ? `${pluralize(total, "review")} waiting for an answer`
    : `${pluralize(all, "review")}, ${waiting} waiting for an answer`;
  const shown =
    total > reviews.length ? `, showing ${offset + 1} to ${offset + reviews.length}` : "";
  return `${counted}${shown}.`;
}

/** Guests' reviews, newest first, every one or those waiting for an answer, 20 at a time. */
export function ReviewsView({ page }: { page: OwnerReviewPage }) {
  const { reviews, unanswered, total, all, waiting, limit, offset } = page;
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Which reviews" className="flex flex-wrap gap-2">
        <FilterLink href={PATH} current={!unanswered}>
          All ({all})
        </FilterLink>
        <FilterLink href={`${PATH}?unanswered=true`} current={unanswered}>
          Waiting for an answer ({waiting})
        </FilterLink>
      </nav>
      <p role="status" className="text-sm text-stone-700">
        {summary(page)}
      </p>
      {reviews.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <OwnerReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : null}
      <OffsetPager
        path={PATH}
        query={unanswered ? { unanswered: "true" } : {}}
        total={total}
        limit={limit}
        offset={offset}
        shown={reviews.length}
      />
    </div>
  );
}

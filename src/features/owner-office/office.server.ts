import "server-only";
import type { z } from "zod";
import {
  listArrivalsAndDepartures,
  listGuestRequests,
  listRequestsToReview,
  listSecurityDepositsToDecide,
} from "@/features/bookings/server";
import { listAllCalendarConflicts, listAllFeedHealth } from "@/features/channel-sync/server";
import { listContactMessages } from "@/features/contact/server";
import { listDeadMail } from "@/features/mail/server";
import { listSubscriberPage } from "@/features/newsletter/server";
import { listActivity } from "@/features/owner-activity/server";
import { countHomes } from "@/features/properties/server";
import { listRecentPayments } from "@/features/payments/server";
import { listOwnerReviews, ownerReviewListQuerySchema } from "@/features/reviews/server";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
import {
  activityQuerySchema,
  ownerPageQuerySchema,
  type ActivityPage,
  type OwnerReviewPage,
  type OwnerToday,
} from "./schemas";

/** Arrivals and departures on today and the six days after it, in Brussels. */
export const TODAY_DAYS = 7;
/** How far back payments and refunds are shown. */
const PAYMENT_DAYS = 30;
/** Reviews waiting for an answer that Today lists; the Reviews page has them all. */
const TODAY_REVIEWS = 5;
/** Reviews per page of /owner/reviews. */
const REVIEWS_PAGE_SIZE = 20;

/** What the owner looks at first (/owner): the week ahead and what needs a decision or a fix. */
export async function loadOwnerToday(): Promise<OwnerToday> {
  const now = clock.now();
  const today = todayInBrussels(now);
  const since = new Date(now.getTime() - PAYMENT_DAYS * 24 * 60 * 60_000);
  const [
    homes,
    stays,
    requestsToReview,
    guestRequests,
    payments,
    undeliveredMail,
    calendarConflicts,
    calendarFeeds,
    reviewsToAnswer,
    securityDeposits,
  ] = await Promise.all([
    countHomes(),
    listArrivalsAndDepartures(today, TODAY_DAYS),
    listRequestsToReview(),
    listGuestRequests(today),
    listRecentPayments(since),
    listDeadMail(),
    listAllCalendarConflicts(),
    listAllFeedHealth(),
    listOwnerReviews({ unanswered: true, limit: TODAY_REVIEWS, offset: 0 }),
    listSecurityDepositsToDecide(today),
  ]);
  return {
    today,
    days: TODAY_DAYS,
    homes,
    ...stays,
    requestsToReview,
    guestRequests,
    securityDeposits,
    payments,
    undeliveredMail,
    calendarConflicts,
    calendarFeeds,
    reviewsToAnswer: {
      reviews: reviewsToAnswer.reviews.map((review) => ({
        id: review.id,
        propertyName: review.propertyName,
        authorName: review.authorName,
        rating: review.rating,
        comment: review.comment,
        createdAt: review.createdAt,
      })),
      total: reviewsToAnswer.total,
    },
  };
}

/** A page of the activity log, newest first, and where the next (older) page starts. */
export async function loadActivityPage(
  query: z.output<typeof activityQuerySchema>,
): Promise<ActivityPage> {
  const entries = await listActivity({
    limit: query.limit + 1,
    ...(query.before ? { before: query.before } : {}),
    ...(query.kind ? { subjectKind: query.kind } : {}),
  });
  const page = entries.slice(0, query.limit);
  return {
    entries: page,
    next: entries.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** One value of a page's address query; a wrong one is left out so the page still shows. */
function queryOf(searchParams: SearchParams, keys: string[]): Record<string, string> {
  const given: Record<string, string> = {};
  for (const key of keys) {
    const value = searchParams[key];
    const text = Array.isArray(value) ? value[0] : value;
    if (text) given[key] = text;
  }
  return given;
}

/** What /owner/messages shows for its address. */
export async function loadMessagesPage(searchParams: SearchParams) {
  const parsed = ownerPageQuerySchema.safeParse(queryOf(searchParams, ["offset"]));
  return listContactMessages(parsed.success ? parsed.data : { limit: 25, offset: 0 });
}

/** What /owner/subscribers shows for its address. */
export async function loadSubscribersPage(searchParams: SearchParams) {
  const parsed = ownerPageQuerySchema.safeParse({
    ...queryOf(searchParams, ["offset"]),
    limit: 100,
  });
  return listSubscriberPage(parsed.success ? parsed.data : { limit: 100, offset: 0 });
}

/** What /owner/activity shows for its address: the kind filtered on and the page. */
export async function loadActivityView(searchParams: SearchParams) {
  const parsed = activityQuerySchema.safeParse(queryOf(searchParams, ["kind", "before"]));
  const query = parsed.success ? parsed.data : { limit: 25 };
  return {
    page: await loadActivityPage(query),
    kind: parsed.success ? (query.kind ?? null) : null,
  };
}

/**
 * What /owner/reviews shows for its address: every review, or with `unanswered=true` those
 * waiting for an answer, newest first, a page at a time; and how many each list has.
 */
export async function loadReviewsPage(searchParams: SearchParams): Promise<OwnerReviewPage> {
  const parsed = ownerReviewListQuerySchema.safeParse({
    ...queryOf(searchParams, ["unanswered", "offset"]),
    limit: REVIEWS_PAGE_SIZE,
  });
  const query = parsed.success
    ? parsed.data
    : { unanswered: false, limit: REVIEWS_PAGE_SIZE, offset: 0 };
  // The page's list, and the other list's size for its filter link.
  const [page, other] = await Promise.all([
    listOwnerReviews(query),
    listOwnerReviews({ unanswered: !query.unanswered, limit: 1, offset: 0 }),
  ]);
  return {
    reviews: page.reviews,
    unanswered: query.unanswered,
    total: page.total,
    all: query.unanswered ? other.total : page.total,
    waiting: query.unanswered ? page.total : other.total,
    limit: query.limit,
    offset: query.offset,
  };
}

import "server-only";
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db/client";
import { CONFIRMED_STATUSES, type BookingStatus, type ReviewHiddenReason } from "@/db/enums";
import { sqlStateOf, UNIQUE_VIOLATION } from "@/db/errors";
import { hitRateLimit } from "@/db/rate-limits";
import { bookings, properties, reviewInvitations, reviews } from "@/db/schema";
import { enqueueMail, greetingName, reviewHiddenMail } from "@/features/mail/server";
import { recordActivity } from "@/features/owner-activity/server";
import type { Locale } from "@/i18n/locales";
import { textIn } from "@/i18n/translated-texts";
import { clock, HOUR_MS } from "@/lib/clock";
import { todayInBrussels, type CalendarDate } from "@/lib/dates";
import { ApiError, notFound, rateLimited } from "@/lib/http";
import { firstName } from "@/lib/text";
import { REVIEW_LIMITS } from "./limits";
import type { OwnerReview, Review, ReviewInput, StayReview } from "./schemas";
import { reviewTokenHash } from "./tokens.server";
import { lastReviewDay } from "./window";

type Reader = Database | Transaction;

export const REVIEW_ERRORS = {
  linkInvalid: "This review link is not valid",
  notStayed: "Only a stay that was paid and not cancelled can be reviewed",
  notYet: "A stay can be reviewed from the day after check-out",
  windowEnded: "The time to review this stay has ended",
  alreadyReviewed: "This stay has already been reviewed",
  editEnded: "A review can be changed only within 48 hours of writing it",
  alreadyAnswered: "This review already has an answer",
  alreadyHidden: "This review is already hidden",
  hiddenNotAnswered: "A hidden review cannot be answered",
  tooManyRequests: "Too many reviews sent",
} as const;

const reviewColumns = {
  id: reviews.id,
  authorName: reviews.authorName,
  rating: reviews.rating,
  cleanliness: reviews.cleanliness,
  location: reviews.location,
  value: reviews.value,
  comment: reviews.comment,
  locale: reviews.locale,
  stayedOn: reviews.stayedOn,
  createdAt: reviews.createdAt,
  answer: reviews.answer,
  answeredAt: reviews.answeredAt,
  hiddenReason: reviews.hiddenReason,
  hiddenAt: reviews.hiddenAt,
};

type ReviewRow = {
  id: string;
  authorName: string;
  rating: number;
  cleanliness: number | null;
  location: number | null;
  value: number | null;
  comment: string;
  locale: Locale;
  stayedOn: string;
  createdAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  hiddenReason: ReviewHiddenReason | null;
  hiddenAt: Date | null;
};

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    authorName: row.authorName,
    rating: row.rating,
    cleanliness: row.cleanliness,
    location: row.location,
    value: row.value,
    comment: row.comment,
    locale: row.locale,
    stayedOn: row.stayedOn,
    createdAt: row.createdAt.toISOString(),
    answer:
      row.answer !== null && row.answeredAt !== null
        ? { text: row.answer, answeredAt: row.answeredAt.toISOString() }
        : null,
  };
}

const published = isNull(reviews.hiddenReason);

/** A home's published reviews, newest first, a page at a time. */
export async function listPublishedReviews(
  propertyId: string,
  page: { limit: number; offset: number },
): Promise<{ reviews: Review[]; total: number; hasMore: boolean }> {
  const db = await getDb();
  const where = and(eq(reviews.propertyId, propertyId), published);
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.stayedOn), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  const n = total?.n ?? 0;
  return { reviews: rows.map(toReview), total: n, hasMore: page.offset + rows.length < n };
}

interface StayRow {
  id: string;
  guestId: string | null;
  guestName: string;
  guestEmail: string;
  status: BookingStatus;
  startDate: string;
  endDate: string;
  locale: Locale;
  propertyId: string;
  propertyName: string;
  propertyTexts: typeof properties.$inferSelect.translations;
}

const stayColumns = {
  id: bookings.id,
  guestId: bookings.guestId,
  guestName: bookings.guestName,
  guestEmail: bookings.guestEmail,
  status: bookings.status,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  locale: bookings.locale,
  propertyId: bookings.propertyId,
  propertyName: properties.name,
  propertyTexts: properties.translations,
};

async function stayById(reader: Reader, bookingId: string): Promise<StayRow | null> {
  const [row] = await reader
    .select(stayColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

async function stayByToken(reader: Reader, token: string): Promise<StayRow | null> {
  const [row] = await reader
    .select(stayColumns)
    .from(reviewInvitations)
    .innerJoin(bookings, eq(bookings.id, reviewInvitations.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(reviewInvitations.tokenHash, reviewTokenHash(token)));
  return row ?? null;
}

const isConfirmed = (stay: StayRow) =>
  (CONFIRMED_STATUSES as readonly BookingStatus[]).includes(stay.status);

/** Why this stay cannot be reviewed today, or null when it can. */
function refusal(stay: StayRow, today: CalendarDate): ApiError | null {
  if (!isConfirmed(stay)) return new ApiError("CONFLICT", REVIEW_ERRORS.notStayed);
  if (today <= stay.endDate) return new ApiError("CONFLICT", REVIEW_ERRORS.notYet);
  if (today > lastReviewDay(stay.endDate)) return new ApiError("GONE", REVIEW_ERRORS.windowEnded);
  return null;
}

async function reviewOfBooking(reader: Reader, bookingId: string) {
  const [row] = await reader
    .select(reviewColumns)
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId));
  return row ?? null;
}

function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_LIMITS.editHours * HOUR_MS);
}

async function viewOf(reader: Reader, stay: StayRow, locale: Locale): Promise<StayReview> {
  const now = clock.now();
  const today = todayInBrussels(now);
  const row = await reviewOfBooking(reader, stay.id);
  const until = row ? editableUntil(row.createdAt) : null;
  return {
    bookingId: stay.id,
    propertyId: stay.propertyId,
    propertyName: textIn(locale, "name", stay.propertyName, stay.propertyTexts),
    startDate: stay.startDate,
    endDate: stay.endDate,
    authorName: firstName(stay.guestName),
    lastDay: isConfirmed(stay) ? lastReviewDay(stay.endDate) : null,
    writable: row === null && refusal(stay, today) === null,
    review: row ? { ...toReview(row), hiddenReason: row.hiddenReason } : null,
    editableUntil: until && until > now ? until.toISOString() : null,
  };
}

/** Bounds review writes and link look-ups per client, as every public write is bounded. */
async function countClientRequest(ip: string): Promise<void> {
  const db = await getDb();
  const allowance = await hitRateLimit(
    db,
    `review-ip:${ip}`,
    REVIEW_LIMITS.clientRequestsPerHour,
    HOUR_MS,
    clock.now(),
  );
  if (!allowance.allowed)
    throw rateLimited(REVIEW_ERRORS.tooManyRequests, allowance.retryAfterSeconds);
}

async function insertReview(stay: StayRow, input: ReviewInput, locale: Locale): Promise<void> {
  const db = await getDb();
  const refused = refusal(stay, todayInBrussels());
  if (refused) throw refused;
  try {
    await db.insert(reviews).values({
      propertyId: stay.propertyId,
      bookingId: stay.id,
      authorName: firstName(stay.guestName),
      rating: input.rating,
      cleanliness: input.cleanliness ?? null,
      location: input.location ?? null,
      value: input.value ?? null,
      comment: input.comment,
      locale,
      stayedOn: stay.startDate,
      createdAt: clock.now(),
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      throw new ApiError("CONFLICT", REVIEW_ERRORS.alreadyReviewed);
    }
    throw error;
  }
}

/** The stay a mailed review link is for, as its page shows it; null for an unknown link. */
export async function stayReviewByLink(token: string, locale: Locale): Promise<StayReview | null> {
  const db = await getDb();
  const stay = await stayByToken(db, token);
  return stay ? viewOf(db, stay, locale) : null;
}

/**
 * Writes a review from the mailed link, signed in or not. The link works once: a stay that has
 * its review answers 409, and changing it within 48 hours needs the guest's sign-in.
 */
export async function writeReviewByLink(
  token: string,
  input: ReviewInput,
  locale: Locale,
  ip: string,
): Promise<StayReview> {
  await countClientRequest(ip);
  const db = await getDb();
  const stay = await stayByToken(db, token);
  if (!stay) throw new ApiError("NOT_FOUND", REVIEW_ERRORS.linkInvalid);
  await insertReview(stay, input, locale);
  return viewOf(db, stay, locale);
}

/** A signed-in guest's stay and its review; 404 for a booking that is not theirs. */
async function guestStay(reader: Reader, guestId: string, bookingId: string): Promise<StayRow> {
  const stay = await stayById(reader, bookingId);
  if (!stay || stay.guestId !== guestId) throw notFound("Booking");
  return stay;
}

export async function getStayReview(
  guestId: string,
  bookingId: string,
  locale: Locale,
): Promise<StayReview> {
  const db = await getDb();
  return viewOf(db, await guestStay(db, guestId, bookingId), locale);
}

/**
 * The signed-in guest writes their stay's review, or changes it within 48 hours of writing it.
 * The language it was written in stays the first one.
 */
export async function saveStayReview(
  guestId: string,
  bookingId: string,
  input: ReviewInput,
  locale: Locale,
  ip: string,
): Promise<StayReview> {
  await countClientRequest(ip);
  const db = await getDb();
  const stay = await guestStay(db, guestId, bookingId);
  const existing = await reviewOfBooking(db, stay.id);
  if (!existing) {
    await insertReview(stay, input, locale);
    return viewOf(db, stay, locale);
  }
  const now = clock.now();
  if (editableUntil(existing.createdAt) <= now)
    throw new ApiError("CONFLICT", REVIEW_ERRORS.editEnded);
  await db
    .update(reviews)
    .set({
      rating: input.rating,
      cleanliness: input.cleanliness ?? null,
      location: input.location ?? null,
      value: input.value ?? null,
      comment: input.comment,
      editedAt: now,
    })
    .where(eq(reviews.id, existing.id));
  return viewOf(db, stay, locale);
}

async function selectOwnerReviews(
  reader: Reader,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<OwnerReview[]> {
  const rows = await reader
    .select({
      ...reviewColumns,
      propertyId: reviews.propertyId,
      propertyName: properties.name,
      bookingId: reviews.bookingId,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.stayedOn), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    ...toReview(row),
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    bookingId: row.bookingId,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  }));
}

/** Every review, or those waiting for an answer, newest first, for the owner's Reviews page. */
export async function listOwnerReviews(query: {
  unanswered: boolean;
  limit: number;
  offset: number;
}): Promise<{ reviews: OwnerReview[]; total: number }> {
  const db = await getDb();
  const where = query.unanswered ? and(isNull(reviews.answer), published) : undefined;
  const [total] = await db.select({ n: count() }).from(reviews).where(where);
  return { reviews: await selectOwnerReviews(db, where, query), total: total?.n ?? 0 };
}

async function ownerReview(reader: Reader, id: string): Promise<OwnerReview> {
  const [review] = await selectOwnerReviews(reader, eq(reviews.id, id));
  if (!review) throw notFound("Review");
  return review;
}

/** The owner answers a review, publicly and once; the review itself is never changed. */
export async function answerReview(
  actor: string,
  id: string,
  answer: string,
): Promise<OwnerReview> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await ownerReview(tx, id);
    if (before.hiddenReason) throw new ApiError("CONFLICT", REVIEW_ERRORS.hiddenNotAnswered);
    const done = await tx
      .update(reviews)
      .set({ answer, answeredAt: clock.now() })
      .where(and(eq(reviews.id, id), isNull(reviews.answer)))
      .returning({ id: reviews.id });
    if (done.length === 0) throw new ApiError("CONFLICT", REVIEW_ERRORS.alreadyAnswered);
    await recordActivity(tx, {
      actor,
      action: "review.answer",
      subject: { kind: "review", id },
      before: null,
      // The home, never the guest: the log outlives the guest's details (owner-activity).
      after: { name: before.propertyName, answer },
    });
    return ownerReview(tx, id);
  });
}

/**
 * The owner hides a review, only for one of the fixed reasons: recorded in the activity log, and
 * the guest is told by mail why. The page says how many reviews were hidden.
 */
export async function hideReview(
  actor: string,
  id: string,
  reason: ReviewHiddenReason,
): Promise<OwnerReview> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await ownerReview(tx, id);
    const done = await tx
      .update(reviews)
      .set({ hiddenReason: reason, hiddenAt: clock.now() })
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenReason)))
      .returning({ id: reviews.id });
    if (done.length === 0) throw new ApiError("CONFLICT", REVIEW_ERRORS.alreadyHidden);
    await recordActivity(tx, {
      actor,
      action: "review.hide",
      subject: { kind: "review", id },
      before: null,
      after: { name: before.propertyName, reason },
    });
    const stay = before.bookingId ? await stayById(tx, before.bookingId) : null;
    if (stay) {
      await enqueueMail(
        tx,
        stay.guestEmail,
        await reviewHiddenMail({
          locale: stay.locale,
          guestName: await greetingName(tx, {
            to: stay.guestEmail,
            name: stay.guestName,
            guestId: stay.guestId,
          }),
          propertyName: textIn(stay.locale, "name", stay.propertyName, stay.propertyTexts),
          startDate: stay.startDate,
          endDate: stay.endDate,
          reason,
        }),
      );
    }
    return ownerReview(tx, id);
  });
}

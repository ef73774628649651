import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { CONFIRMED_STATUSES } from "@/db/enums";
import { stopReadCache } from "@/db/read-cache";
import { bookings, ownerActivity, reviews } from "@/db/schema";
import { REVIEW_LIMITS, sendReviewInvitations } from "@/features/reviews/server";
import type { Locale } from "@/i18n/locales";
import { translatorFor } from "@/i18n/translator.server";
import { clock } from "@/lib/clock";
import { addDays, formatLongDate, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { paidBooking, postJson, unpaidBooking } from "../support/bookings";
import { configureForFile, withOwners } from "../support/config";
import { FRIDAY, upcoming } from "../support/dates";
import { mailsTo } from "../support/mail";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { listenForChanges, until } from "../support/read-cache";
import { call, fromAddress, type Method } from "../support/routes";

/** Reviews from real stays (issue 34): the mailed invitation, the guest's review, the owner's. */

const OWNER = "reviews-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/** Today in Brussels by the real clock: the day the tests move stays and the clock around. */
const today = () => todayInBrussels(realNow());

/** Sets the clock to the middle of `day` in Brussels. */
function onDay(day: CalendarDate): Date {
  const at = new Date(`${day}T10:00:00Z`);
  clock.now = () => at;
  return at;
}

function at(instant: Date | number): void {
  const frozen = new Date(instant);
  clock.now = () => frozen;
}

const mailText = (locale: Locale) => translatorFor(locale, "mail");

let clients = 0;
/** A client address of its own, so that the per-client limit of review writes decides no test. */
const newClient = () => fromAddress(`203.0.113.${(clients += 1)}`);

let guests = 0;

interface Stay {
  bookingId: string;
  email: string;
  /** The guest's session, from booking signed in. */
  token: string;
  propertyId: string;
  propertyName: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/**
 * A stay of three nights that ends on `endDate`, booked by a signed-in guest (and paid unless
 * `paid` is false), as if it had been booked long ago: it is booked for an upcoming weekend, then
 * its dates are moved, so that every session stays fresh and only the clock says what day it is.
 */
async function stayEndingOn(
  endDate: CalendarDate,
  options: {
    paid?: boolean;
    language?: string;
    guestName?: string;
    /** Another stay in the same home, booked `week` weekends after the first. */
    sameHomeAs?: { propertyId: string; week: number };
  } = {},
): Promise<Stay> {
  guests += 1;
  const email = `review-guest-${guests}@example.com`;
  const headers: Record<string, string> = options.language
    ? { "accept-language": options.language }
    : {};
  const overrides: Record<string, unknown> = { guestName: options.guestName ?? "Ann Peeters" };
  if (options.sameHomeAs) {
    // The weekend the support's booking request takes, `week` weekends later.
    const friday = addDays(upcoming(FRIDAY, 14), 7 * options.sameHomeAs.week);
    Object.assign(overrides, {
      propertyId: options.sameHomeAs.propertyId,
      startDate: `${friday}T13:00:00.000Z`,
      endDate: `${addDays(friday, 3)}T08:00:00.000Z`,
    });
  }
  const booked =
    options.paid === false
      ? await unpaidBooking(email, overrides, headers)
      : await paidBooking(email, overrides, headers);
  const startDate = addDays(endDate, -3);
  const db = await getDb();
  const [row] = await db
    .update(bookings)
    .set({ startDate, endDate })
    .where(eq(bookings.id, booked.bookingId))
    .returning({ propertyId: bookings.propertyId, status: bookings.status });
  const confirmed = (CONFIRMED_STATUSES as readonly string[]).includes(row?.status ?? "");
  expect(confirmed).toBe(options.paid !== false);
  const propertyId = row!.propertyId;
  const property = await call("GET", `/api/public/properties/${propertyId}`);
  return {
    bookingId: booked.bookingId,
    email,
    token: booked.token,
    propertyId,
    propertyName: (property.body as { name: string }).name,
    startDate,
    endDate,
  };
}

async function cancel(bookingId: string): Promise<void> {
  const db = await getDb();
  await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, bookingId));
}

const LINK = /\/reviews\/write\?token=([^\s"'<>&\])]+)/;

/** The review mails (invitation and reminder) written to an address, newest first. */
async function reviewMails(email: string) {
  return (await mailsTo(email)).filter((mail) => LINK.test(mail.textBody));
}

/** The token of the review link mailed to an address. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await reviewMails(email);
  const token = mail && LINK.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no review link mailed to ${email}`);
  return decodeURIComponent(token);
}

const comment = "A warm, quiet cabin by the river; we would come back.";

function writeFromLink(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return call("POST", "/api/public/reviews", postJson(body, { ...newClient(), ...headers }));
}

const reviewPath = (bookingId: string) => `/api/guest/bookings/${bookingId}/review`;

function saveReview(
  token: string,
  bookingId: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return call(
    "PUT",
    reviewPath(bookingId),
    bearer(token, {
      method: "PUT",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", ...newClient(), ...headers },
    }),
  );
}

interface PublicReview {
  id: string;
  authorName: string;
  rating: number;
  comment: string;
  locale: string;
  stayedOn: string;
  answer: { text: string; answeredAt: string } | null;
}

async function publishedReviews(propertyId: string, query = "") {
  const answer = await call("GET", `/api/public/properties/${propertyId}/reviews${query}`);
  expect(answer.status).toBe(200);
  return { reviews: answer.body as PublicReview[], headers: answer.headers };
}

async function ratingOf(propertyId: string) {
  const answer = await call("GET", `/api/public/properties/${propertyId}`);
  expect(answer.status).toBe(200);
  return (answer.body as { rating: { average: number | null; count: number; hidden: number } })
    .rating;
}

/** A review the stay's guest wrote, signed in, at the current clock; answers its id. */
async function reviewed(stay: Stay, body: Record<string, unknown> = {}): Promise<string> {
  const saved = await saveReview(stay.token, stay.bookingId, { rating: 4, comment, ...body });
  expect(saved.status).toBe(200);
  return (saved.body as { review: { id: string } }).review.id;
}

describe("the review invitation", () => {
  it("asks the guest for a review the day after check-out, once, in the booking's language", async () => {
    const stay = await stayEndingOn(today(), { language: "nl" });
    onDay(stay.endDate);
    await sendReviewInvitations();
    expect(await reviewMails(stay.email)).toEqual([]);

    onDay(addDays(stay.endDate, 1));
    await Promise.all([sendReviewInvitations(), sendReviewInvitations()]);
    await sendReviewInvitations();
    const mails = await reviewMails(stay.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const t = mailText("nl");
    expect(mail!.toAddress).toBe(stay.email);
    expect(mail!.subject).toBe(t("reviewInvitation.subject", { property: stay.propertyName }));
    expect(mail!.htmlBody).toContain('lang="nl"');
    expect(mail!.textBody).toMatch(/\/nl\/reviews\/write\?token=[\w-]{20,}/);
    // The link works until the 30th day after check-out, and the mail says so.
    expect(mail!.textBody).toContain(formatLongDate(addDays(stay.endDate, 30), "nl"));
  });

  it("asks nothing about a cancelled stay, an unpaid one, or one that ended over 7 days ago", async () => {
    const yesterday = addDays(today(), -1);
    const cancelled = await stayEndingOn(yesterday);
    await cancel(cancelled.bookingId);
    const unpaid = await stayEndingOn(yesterday, { paid: false });
    const longAgo = await stayEndingOn(addDays(today(), -(REVIEW_LIMITS.inviteWithinDays + 1)));
    onDay(today());
    await sendReviewInvitations();
    for (const stay of [cancelled, unpaid, longAgo]) {
      expect(await reviewMails(stay.email)).toEqual([]);
    }
  });

  it("reminds once, 7 days after the invitation, only while no review was written", async () => {
    const yesterday = addDays(today(), -1);
    const quiet = await stayEndingOn(yesterday);
    const writer = await stayEndingOn(yesterday);
    const invitedAt = onDay(today());
    await sendReviewInvitations();
    const [invitation] = await reviewMails(quiet.email);
    expect(invitation).toBeDefined();

    at(invitedAt.getTime() + 2 * DAY_MS);
    const written = await writeFromLink({
      token: await mailedToken(writer.email),
      rating: 5,
      comment,
    });
    expect(written.status).toBe(201);

    at(invitedAt.getTime() + REVIEW_LIMITS.reminderAfterDays * DAY_MS - 60_000);
    await sendReviewInvitations();
    expect(await reviewMails(quiet.email)).toHaveLength(1);

    at(invitedAt.getTime() + REVIEW_LIMITS.reminderAfterDays * DAY_MS);
    await Promise.all([sendReviewInvitations(), sendReviewInvitations()]);
    at(invitedAt.getTime() + 14 * DAY_MS);
    await sendReviewInvitations();
    const mails = await reviewMails(quiet.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Reminder: your review of ${quiet.propertyName}`,
      `How was your stay at ${quiet.propertyName}?`,
    ]);
    // The reminder repeats the first mail's link.
    expect(LINK.exec(mails[0]!.textBody)?.[1]).toBe(LINK.exec(invitation!.textBody)?.[1]);
    expect(await reviewMails(writer.email)).toHaveLength(1);
  });
});

describe("writing a review from the mailed link", () => {
  it("publishes it as plain text, with the guest's first name, the stay's first night and the page's language", async () => {
    const stay = await stayEndingOn(addDays(today(), -1));
    await sendReviewInvitations();
    const token = await mailedToken(stay.email);
    const text = "Lovely stay. <script>alert(1)</script> & <b>no</b> markup here, please.";

    const written = await writeFromLink(
      { token, rating: 4, comment: text, cleanliness: 5, location: 3 },
      { "accept-language": "fr-BE,fr;q=0.9" },
    );
    expect(written.status).toBe(201);
    expect(written.headers.get("cache-control")).toContain("no-store");
    expect(written.body).toMatchObject({
      bookingId: stay.bookingId,
      propertyId: stay.propertyId,
      startDate: stay.startDate,
      endDate: stay.endDate,
      authorName: "Ann",
      lastDay: addDays(stay.endDate, REVIEW_LIMITS.windowDays),
      writable: false,
      review: { rating: 4, comment: text, locale: "fr", hiddenReason: null },
      editableUntil: expect.any(String),
    });

    const { reviews: listed, headers } = await publishedReviews(stay.propertyId);
    expect(listed).toEqual([
      {
        id: expect.any(String),
        authorName: "Ann",
        rating: 4,
        cleanliness: 5,
        location: 3,
        value: null,
        comment: text,
        locale: "fr",
        stayedOn: stay.startDate,
        createdAt: expect.any(String),
        answer: null,
      },
    ]);
    expect(headers.get("x-total-count")).toBe("1");
    expect(headers.get("content-type")).toContain("application/json");
    expect(JSON.stringify(listed)).not.toContain("Peeters");
    const db = await getDb();
    const [stored] = await db
      .select({ comment: reviews.comment })
      .from(reviews)
      .where(eq(reviews.bookingId, stay.bookingId));
    expect(stored?.comment).toBe(text);
    expect(await ratingOf(stay.propertyId)).toEqual({ average: 4, count: 1, hidden: 0 });

    const again = await writeFromLink({ token, rating: 1, comment });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "This stay has already been reviewed" });
    const unknown = await writeFromLink({ token: `${token}x`, rating: 4, comment });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: "This review link is not valid" });
    expect((await publishedReviews(stay.propertyId)).reviews).toHaveLength(1);
  });

  it("refuses a rating outside 1 to 5 and a review shorter than 20 or longer than 2000 characters", async () => {
    const token = "a-link-that-was-never-mailed";
    const cases: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, "The rating must be a whole number from 1 to 5"],
      [{ rating: 6 }, "The rating must be a whole number from 1 to 5"],
      [{ rating: 4.5 }, "The rating must be a whole number from 1 to 5"],
      [{ comment: "x".repeat(19) }, "The review must be 20 to 2000 characters"],
      [{ comment: ` ${"x".repeat(19)}      ` }, "The review must be 20 to 2000 characters"],
      [{ comment: "x".repeat(2001) }, "The review must be 20 to 2000 characters"],
      [{ cleanliness: 0 }, "Cleanliness must be a whole number from 1 to 5"],
      [{ value: 6 }, "Value must be a whole number from 1 to 5"],
    ];
    for (const [change, message] of cases) {
      const refused = await writeFromLink({ token, rating: 4, comment, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body).toMatchObject({ code: "INVALID_INPUT", error: message });
    }
  });

  it("ends 30 days after check-out: the link answers 410 on the 31st day, and no reminder goes", async () => {
    const stay = await stayEndingOn(addDays(today(), -1));
    await sendReviewInvitations();
    const token = await mailedToken(stay.email);

    onDay(addDays(stay.endDate, REVIEW_LIMITS.windowDays + 1));
    const late = await writeFromLink({ token, rating: 5, comment });
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ error: "The time to review this stay has ended" });
    await sendReviewInvitations();
    expect(await reviewMails(stay.email)).toHaveLength(1);
    expect((await publishedReviews(stay.propertyId)).reviews).toEqual([]);
  });

  it("answers 429 with Retry-After beyond 30 review writes from one client in an hour", async () => {
    at(realNow());
    const client = fromAddress("203.0.113.250");
    const body = { token: "not-a-mailed-link", rating: 4, comment };
    for (let i = 0; i < REVIEW_LIMITS.clientRequestsPerHour; i++) {
      expect((await writeFromLink(body, client)).status).toBe(404);
    }
    const limited = await writeFromLink(body, client);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.body).toMatchObject({ error: expect.stringMatching(/^Too many reviews sent/) });
    // Another client is not held back.
    expect((await writeFromLink(body)).status).toBe(404);
  });
});

describe("a signed-in guest's review", () => {
  it("is written within 30 days of check-out and can be changed for 48 hours", async () => {
    const stay = await stayEndingOn(addDays(today(), -1));
    const writtenAt = realNow();
    at(writtenAt);
    const before = await call("GET", reviewPath(stay.bookingId), bearer(stay.token));
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toContain("no-store");
    expect(before.body).toMatchObject({
      bookingId: stay.bookingId,
      authorName: "Ann",
      writable: true,
      lastDay: addDays(stay.endDate, 30),
      review: null,
      editableUntil: null,
    });

    // The shortest review there is: 20 characters once trimmed.
    const shortest = "Clean, calm, lovely.";
    expect(shortest).toHaveLength(REVIEW_LIMITS.textMin);
    const written = await saveReview(
      stay.token,
      stay.bookingId,
      { rating: 3, comment: `  ${shortest}  ` },
      { "accept-language": "de" },
    );
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      writable: false,
      review: { rating: 3, comment: shortest, locale: "de" },
      editableUntil: new Date(writtenAt.getTime() + 48 * HOUR_MS).toISOString(),
    });

    at(writtenAt.getTime() + 47 * HOUR_MS);
    const longest = "y".repeat(REVIEW_LIMITS.textMax);
    const changed = await saveReview(stay.token, stay.bookingId, {
      rating: 5,
      comment: longest,
      value: 4,
    });
    expect(changed.status).toBe(200);
    // Changed, not added to; in the language it was first written in.
    const { reviews: listed } = await publishedReviews(stay.propertyId);
    expect(listed).toEqual([
      expect.objectContaining({ rating: 5, value: 4, comment: longest, locale: "de" }),
    ]);

    at(writtenAt.getTime() + 48 * HOUR_MS + 60_000);
    const late = await saveReview(stay.token, stay.bookingId, { rating: 1, comment });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error: "A review can be changed only within 48 hours of writing it",
    });
    const after = await call("GET", reviewPath(stay.bookingId), bearer(stay.token));
    expect(after.body).toMatchObject({
      writable: false,
      editableUntil: null,
      review: { rating: 5 },
    });
    expect((await publishedReviews(stay.propertyId)).reviews[0]).toMatchObject({ rating: 5 });
  });

  it("is refused on the check-out day, for another guest's stay, and for a cancelled stay", async () => {
    const stay = await stayEndingOn(today());
    onDay(today());
    const early = await saveReview(stay.token, stay.bookingId, { rating: 4, comment });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      error: "A stay can be reviewed from the day after check-out",
    });
    const view = await call("GET", reviewPath(stay.bookingId), bearer(stay.token));
    expect(view.body).toMatchObject({ writable: false, lastDay: addDays(stay.endDate, 30) });

    const stranger = await signInAs(`review-stranger-${guests}@example.com`);
    const theirs = await call("GET", reviewPath(stay.bookingId), bearer(stranger.token));
    const missing = await call("GET", reviewPath(NO_SUCH_ID), bearer(stranger.token));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
    const written = await saveReview(stranger.token, stay.bookingId, { rating: 1, comment });
    expect(written.status).toBe(404);
    expect((await call("GET", reviewPath(stay.bookingId))).status).toBe(401);

    await cancel(stay.bookingId);
    const cancelled = await saveReview(stay.token, stay.bookingId, { rating: 4, comment });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({
      error: "Only a stay that was paid and not cancelled can be reviewed",
    });
    const cancelledView = await call("GET", reviewPath(stay.bookingId), bearer(stay.token));
    expect(cancelledView.body).toMatchObject({ writable: false, lastDay: null, review: null });
    expect((await publishedReviews(stay.propertyId)).reviews).toEqual([]);
  });
});

describe("the owner's reviews", () => {
  const ownerList = async (query: string) => {
    const answer = await owner.send("GET", `/api/owner/reviews?${query}`);
    expect(answer.status).toBe(200);
    return answer;
  };
  const listedIds = async (query: string) =>
    ((await ownerList(query)).body as { id: string }[]).map((review) => review.id);

  it("lists a new review as unanswered, and answers it publicly, once", async () => {
    const stay = await stayEndingOn(addDays(today(), -1));
    const id = await reviewed(stay, { rating: 4 });
    const unanswered = await ownerList("unanswered=true&limit=50");
    expect(Number(unanswered.headers.get("x-total-count"))).toBeGreaterThanOrEqual(1);
    expect(unanswered.body).toContainEqual(
      expect.objectContaining({
        id,
        bookingId: stay.bookingId,
        propertyId: stay.propertyId,
        propertyName: stay.propertyName,
        rating: 4,
        answer: null,
        hiddenReason: null,
      }),
    );

    const answered = await owner.change(`/api/owner/reviews/${id}/answer`, {
      answer: "  Thank you, Ann: come back in the autumn!  ",
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      id,
      answer: { text: "Thank you, Ann: come back in the autumn!" },
    });
    const [shown] = (await publishedReviews(stay.propertyId)).reviews;
    expect(shown).toMatchObject({
      id,
      rating: 4,
      comment,
      answer: { text: "Thank you, Ann: come back in the autumn!", answeredAt: expect.any(String) },
    });
    expect(await listedIds("unanswered=true&limit=50")).not.toContain(id);
    expect(await listedIds("limit=50")).toContain(id);

    const second = await owner.change(`/api/owner/reviews/${id}/answer`, { answer: "Also..." });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: "This review already has an answer" });
    expect((await owner.change(`/api/owner/reviews/${id}/answer`, { answer: " " })).status).toBe(
      400,
    );
    expect(
      (await owner.change(`/api/owner/reviews/${NO_SUCH_ID}/answer`, { answer: "Thanks" })).status,
    ).toBe(404);
  });

  it("hides a review for a fixed reason: off the page and the rating, counted, the guest told, logged", async () => {
    const stay = await stayEndingOn(addDays(today(), -1), { guestName: "Bart De Smet" });
    const id = await reviewed(stay, { rating: 2 });
    expect(await ratingOf(stay.propertyId)).toEqual({ average: 2, count: 1, hidden: 0 });

    const unknownReason = await owner.change(`/api/owner/reviews/${id}/hide`, { reason: "rude" });
    expect(unknownReason.status).toBe(400);
    expect(unknownReason.body).toMatchObject({
      error: "reason must be one of personal_data, offensive, not_about_stay",
    });
    const hidden = await owner.change(`/api/owner/reviews/${id}/hide`, { reason: "offensive" });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      id,
      hiddenReason: "offensive",
      hiddenAt: expect.any(String),
    });

    const { reviews: listed, headers } = await publishedReviews(stay.propertyId);
    expect(listed).toEqual([]);
    expect(headers.get("x-total-count")).toBe("0");
    expect(await ratingOf(stay.propertyId)).toEqual({ average: null, count: 0, hidden: 1 });
    expect(await listedIds("unanswered=true&limit=50")).not.toContain(id);
    const guestView = await call("GET", reviewPath(stay.bookingId), bearer(stay.token));
    expect(guestView.body).toMatchObject({ review: { id, hiddenReason: "offensive" } });

    const told = (await mailsTo(stay.email)).filter((mail) =>
      mail.subject.includes("is no longer shown"),
    );
    expect(told.map((mail) => mail.subject)).toEqual([
      `Your review of ${stay.propertyName} is no longer shown`,
    ]);
    expect(told[0]!.textBody).toContain("it contains offensive words");

    const db = await getDb();
    const log = await db.select().from(ownerActivity).where(eq(ownerActivity.subjectId, id));
    expect(log).toEqual([
      expect.objectContaining({
        action: "review.hide",
        actorEmail: OWNER,
        subjectKind: "review",
        after: { name: expect.any(String), reason: "offensive" },
      }),
    ]);

    const again = await owner.change(`/api/owner/reviews/${id}/hide`, { reason: "personal_data" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "This review is already hidden" });
    const answered = await owner.change(`/api/owner/reviews/${id}/answer`, { answer: "Sorry." });
    expect(answered.status).toBe(409);
    expect(answered.body).toMatchObject({ error: "A hidden review cannot be answered" });
    expect(
      (await mailsTo(stay.email)).filter((mail) => mail.subject.includes("is no longer shown")),
    ).toHaveLength(1);
  });

  it("are closed to anyone without an owner session, a guest's token included", async () => {
    const guest = await signInAs(`review-owner-stranger@example.com`);
    const calls: [Method, string, unknown][] = [
      ["GET", "/api/owner/reviews?unanswered=true", undefined],
      ["POST", `/api/owner/reviews/${NO_SUCH_ID}/answer`, { answer: "Thanks" }],
      ["POST", `/api/owner/reviews/${NO_SUCH_ID}/hide`, { reason: "offensive" }],
    ];
    for (const [method, url, body] of calls) {
      const init = (headers: Record<string, string> = {}): RequestInit => ({
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headers: { "content-type": "application/json", ...headers },
      });
      const anonymous = await call(method, url, init());
      expect(anonymous.status, url).toBe(401);
      const asGuest = await call(method, url, bearer(guest.token, init()));
      expect(asGuest.status, url).toBe(401);
    }
  });
});

describe("a home's rating", () => {
  it("is the rounded mean and the number of the published reviews, listed newest first, a page at a time", async () => {
    const yesterday = addDays(today(), -1);
    const first = await stayEndingOn(yesterday, { guestName: "Lotte Janssens" });
    const home = first.propertyId;
    const others = [];
    for (const [week, guestName] of [
      [1, "Wout Claes"],
      [2, "Sofie Maes"],
      [3, "Jonas Wouters"],
    ] as const) {
      others.push(
        await stayEndingOn(addDays(yesterday, -7 * week), {
          guestName,
          sameHomeAs: { propertyId: home, week },
        }),
      );
    }
    const stays = [first, ...others];
    const ratings = [5, 4, 4, 1];
    const start = realNow().getTime();
    const ids: string[] = [];
    for (const [i, stay] of stays.entries()) {
      at(start + i * 60_000);
      ids.push(await reviewed(stay, { rating: ratings[i] }));
    }
    at(start + 10 * 60_000);
    // The newest one, the 1, is hidden.
    expect(
      (await owner.change(`/api/owner/reviews/${ids[3]}/hide`, { reason: "not_about_stay" }))
        .status,
    ).toBe(200);

    const published = ratings.slice(0, 3);
    const mean = published.reduce((sum, rating) => sum + rating, 0) / published.length;
    const rating = await ratingOf(home);
    expect(rating).toEqual({ average: Math.round(mean * 10) / 10, count: 3, hidden: 1 });
    expect(rating.average).toBe(4.3);

    const all = await publishedReviews(home);
    expect(all.headers.get("x-total-count")).toBe(String(rating.count));
    expect(all.headers.get("link")).toBeNull();
    expect(all.reviews.map((review) => review.authorName)).toEqual(["Sofie", "Wout", "Lotte"]);

    const page = await publishedReviews(home, "?limit=1");
    expect(page.reviews.map((review) => review.id)).toEqual([ids[2]]);
    expect(page.headers.get("x-total-count")).toBe("3");
    const next = page.headers.get("link");
    expect(next).toBe(`</api/public/properties/${home}/reviews?limit=1&offset=1>; rel="next"`);
    const second = await call("GET", /<([^>]+)>/.exec(next!)![1]!);
    expect((second.body as PublicReview[]).map((review) => review.id)).toEqual([ids[1]]);
    const last = await publishedReviews(home, "?limit=1&offset=2");
    expect(last.reviews.map((review) => review.id)).toEqual([ids[0]]);
    expect(last.headers.get("link")).toBeNull();
  });
});

describe("with the read cache on, as a server runs it", () => {
  afterAll(async () => {
    await stopReadCache();
  });

  it("shows a new review and drops a hidden one from the cached list and rating", async () => {
    await listenForChanges();
    const stay = await stayEndingOn(addDays(today(), -1));
    // Read once, so that the empty list and rating are what the cache holds.
    expect((await publishedReviews(stay.propertyId)).reviews).toEqual([]);
    expect(await ratingOf(stay.propertyId)).toEqual({ average: null, count: 0, hidden: 0 });

    const id = await reviewed(stay, { rating: 5 });
    await until(
      async () => (await publishedReviews(stay.propertyId)).reviews.length === 1,
      "the new review is listed",
    );
    await until(async () => (await ratingOf(stay.propertyId)).count === 1, "the rating counts it");

    expect(
      (await owner.change(`/api/owner/reviews/${id}/hide`, { reason: "offensive" })).status,
    ).toBe(200);
    await until(
      async () => (await publishedReviews(stay.propertyId)).reviews.length === 0,
      "the hidden review leaves the list",
    );
    await until(
      async () => (await ratingOf(stay.propertyId)).hidden === 1,
      "the rating counts it as hidden",
    );
    expect(await ratingOf(stay.propertyId)).toEqual({ average: null, count: 0, hidden: 1 });
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  bookings,
  contactMessages,
  newsletterSubscriptions,
  outboxEmails,
  ownerActivity,
  payments,
  refunds,
  sandboxPayments,
} from "@/db/schema";
import { deliverDueMail, enqueueMail, MAX_ATTEMPTS, signInCodeMail } from "@/features/mail/server";
import { purgeExpiredPersonalData, RETENTION } from "@/features/privacy/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels } from "@/lib/dates";
import { createMailTransport } from "@/lib/mail/transport";
import { configureForFile, withOwners } from "../support/config";
import { signInAs, bearer } from "../support/auth";
import { bookingRequest, paidBooking, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call, fromAddress } from "../support/routes";
import { startTestSmtp, type TestSmtp } from "../support/smtp";

/** The back office's Today, Messages, Subscribers and Activity calls (issue 16). */

const OWNER = "office-owner@owners.example";
const DAY = 24 * 60 * 60_000;
// The request flow: a paid booking waits for the owner.
configureForFile({ ...withOwners(OWNER), AUTO_APPROVE: false });
const realNow = clock.now;
let owner: OwnerBrowser;
let smtp: TestSmtp;
let guestNumber = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ({ browser: owner } = await enrolOwner(OWNER));
});
afterAll(async () => {
  await smtp.close();
});
afterEach(() => {
  clock.now = realNow;
});

interface StayRow {
  bookingId: string;
  propertyName: string;
  guestName: string;
  startDate: string;
  endDate: string;
  status: string;
}
interface Today {
  today: string;
  homes: number;
  arrivals: StayRow[];
  departures: StayRow[];
  requestsToReview: StayRow[];
  guestRequests: (StayRow & { specialRequests: string; guestEmail: string })[];
  payments: {
    id: string;
    kind: string;
    bookingId: string;
    amount: number;
    at: string;
    lastError: string | null;
  }[];
  undeliveredMail: {
    id: string;
    to: string;
    subject: string;
    lastError: string | null;
    canSendAgain: boolean;
  }[];
  reviewsToAnswer: {
    reviews: { id: string; propertyName: string; authorName: string; rating: number }[];
    total: number;
  };
}

async function today(): Promise<Today> {
  const answer = await owner.send("GET", "/api/owner/today");
  expect(answer.status).toBe(200);
  return answer.body as Today;
}

function transport() {
  return createMailTransport({ ...getConfig(), SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
}

/** A stay written straight into the database, as if booked and paid long ago. */
async function stay(
  startDate: string,
  endDate: string,
  status: "approved" | "cancelled",
  specialRequests: string | null = null,
) {
  const property = await createProperty({ images: 0 });
  const db = await getDb();
  const [row] = await db
    .insert(bookings)
    .values({
      propertyId: property.id,
      guestName: `Guest ${(guestNumber += 1)}`,
      guestEmail: `office-stay-${guestNumber}@example.com`,
      startDate,
      endDate,
      guestCount: 2,
      status,
      quote: {},
      totalCents: 45000,
      specialRequests,
    })
    .returning();
  return row!;
}

function guestBooking() {
  guestNumber += 1;
  return paidBooking(`office-guest-${guestNumber}@example.com`);
}

/** A mail the outbox gave up on, with the error of its last attempt. */
async function deadMail(to: string, subject = "Your booking") {
  const db = await getDb();
  const id = await enqueueMail(db, to, { subject, text: "Hello.", html: "<p>Hello.</p>" });
  await db
    .update(outboxEmails)
    .set({ status: "dead", attempts: MAX_ATTEMPTS, lastError: "Error EENVELOPE 550" })
    .where(eq(outboxEmails.id, id));
  return id;
}

describe("GET /api/owner/today", () => {
  it("lists the coming stays whose guest asked something, soonest first, with the guest's address to answer", async () => {
    const day = todayInBrussels();
    const dog = "We arrive around 18:00 with a dog, is that ok?";
    const later = await stay(addDays(day, 20), addDays(day, 23), "approved", "A cot, please.");
    const asking = await stay(addDays(day, 10), addDays(day, 13), "approved", dog);
    const silent = await stay(addDays(day, 11), addDays(day, 14), "approved", "   ");
    const cancelled = await stay(
      addDays(day, 12),
      addDays(day, 15),
      "cancelled",
      "Early check-in?",
    );
    const over = await stay(addDays(day, -5), addDays(day, -2), "approved", "Late check-out?");

    const requests = (await today()).guestRequests;
    const ids = requests.map((row) => row.bookingId);
    expect(ids.indexOf(asking.id)).toBeLessThan(ids.indexOf(later.id));
    for (const gone of [silent.id, cancelled.id, over.id]) expect(ids).not.toContain(gone);
    expect(requests.find((row) => row.bookingId === asking.id)).toMatchObject({
      specialRequests: dog,
      guestEmail: asking.guestEmail,
      guestName: asking.guestName,
    });
  });

  it("lists the five newest reviews waiting for an answer, and how many wait in all", async () => {
    const before = (await today()).reviewsToAnswer.total;
    const home = await createProperty({ images: 0, reviewRatings: [4, 5, 3, 4, 5, 2] });
    const waiting = (await today()).reviewsToAnswer;
    expect(waiting.total).toBe(before + 6);
    expect(waiting.reviews).toHaveLength(5);
    for (const review of waiting.reviews) {
      expect(review).toMatchObject({ propertyName: home.name, authorName: "Anna V." });
    }

    // An answered review and a hidden one no longer wait.
    const [answered, hidden] = waiting.reviews;
    const answer = await owner.change(`/api/owner/reviews/${answered!.id}/answer`, {
      answer: "Thank you!",
    });
    expect(answer.status).toBe(200);
    const hide = await owner.change(`/api/owner/reviews/${hidden!.id}/hide`, {
      reason: "offensive",
    });
    expect(hide.status).toBe(200);
    const after = (await today()).reviewsToAnswer;
    expect(after.total).toBe(before + 4);
    expect(after.reviews.map((review) => review.id)).not.toContain(answered!.id);
    expect(after.reviews.map((review) => review.id)).not.toContain(hidden!.id);
  });

  it("counts the business's homes, hidden ones too, so a new site asks for the first", async () => {
    const before = (await today()).homes;
    await createProperty({ images: 0, overrides: { isActive: false } });
    expect((await today()).homes).toBe(before + 1);
  });

  it("lists the paid stays arriving and leaving in the next 7 Brussels days, by date", async () => {
    const day = todayInBrussels();
    const arriving = await stay(addDays(day, 2), addDays(day, 9), "approved");
    const leaving = await stay(addDays(day, -3), addDays(day, 1), "approved");
    const later = await stay(addDays(day, 7), addDays(day, 10), "approved");
    const cancelled = await stay(addDays(day, 3), addDays(day, 5), "cancelled");

    const overview = await today();

    expect(overview.today).toBe(day);
    const arrivals = overview.arrivals.map((row) => row.bookingId);
    const departures = overview.departures.map((row) => row.bookingId);
    expect(arrivals).toContain(arriving.id);
    expect(departures).toContain(leaving.id);
    expect(departures).not.toContain(arriving.id);
    expect(arrivals).not.toContain(leaving.id);
    for (const gone of [later.id, cancelled.id]) {
      expect(arrivals).not.toContain(gone);
      expect(departures).not.toContain(gone);
    }
    expect(overview.arrivals.find((row) => row.bookingId === arriving.id)).toMatchObject({
      guestName: arriving.guestName,
      startDate: arriving.startDate,
      endDate: arriving.endDate,
      status: "approved",
    });
    const dates = overview.arrivals.map((row) => row.startDate);
    expect(dates).toEqual([...dates].sort());
  });

  it("lists a booking paid under AUTO_APPROVE=false under requests to review, oldest first, until approved", async () => {
    const first = await guestBooking();
    const second = await guestBooking();

    const waiting = (await today()).requestsToReview.map((row) => row.bookingId);
    expect(waiting).toContain(first.bookingId);
    expect(waiting.indexOf(first.bookingId)).toBeLessThan(waiting.indexOf(second.bookingId));
    const row = (await today()).requestsToReview.find((r) => r.bookingId === first.bookingId);
    expect(row).toMatchObject({ status: "paid", propertyName: first.property.name });

    const approved = await owner.change(`/api/owner/bookings/${first.bookingId}/approve`);
    expect(approved.status).toBe(200);
    const after = (await today()).requestsToReview.map((r) => r.bookingId);
    expect(after).not.toContain(first.bookingId);
    expect(after).toContain(second.bookingId);
  });

  it("lists payments received or failed and refunds of the last 30 days, and refunds not confirmed", async () => {
    const db = await getDb();
    const rejected = await guestBooking();
    expect((await owner.change(`/api/owner/bookings/${rejected.bookingId}/reject`)).status).toBe(
      200,
    );
    const refused = await guestBooking();
    // The provider refuses: the sandbox has this payment refunded in full already.
    await db
      .update(sandboxPayments)
      .set({ refundedCents: sql`${sandboxPayments.amountCents}` })
      .where(eq(sandboxPayments.id, refused.paymentId));
    expect((await owner.change(`/api/owner/bookings/${refused.bookingId}/reject`)).status).toBe(
      200,
    );
    const failed = await failedPayment();

    const overview = await today();
    const rejectedRows = overview.payments.filter((row) => row.bookingId === rejected.bookingId);
    const refund = rejectedRows.find((row) => row.kind === "refunded");
    expect(refund).toMatchObject({ lastError: null });
    expect(refund?.amount).toBeGreaterThan(0);
    // The payment it gives back is listed beside it, the whole amount of a rejected booking.
    const paid = rejectedRows.find((row) => row.kind === "received");
    expect(paid).toMatchObject({ amount: refund?.amount, lastError: null });
    expect(Date.parse(paid!.at)).toBeLessThanOrEqual(Date.parse(refund!.at));
    const owed = overview.payments.find(
      (row) => row.bookingId === refused.bookingId && row.kind !== "received",
    );
    expect(owed?.kind).toBe("refund_owed");
    expect(owed?.lastError).toMatch(/refunded already/);
    expect(overview.payments.find((row) => row.id === failed.paymentId)).toMatchObject({
      kind: "failed",
      bookingId: failed.bookingId,
    });

    const longAgo = new Date(Date.now() - 31 * DAY);
    await db.update(refunds).set({ refundedAt: longAgo }).where(eq(refunds.id, refund!.id));
    await db.update(payments).set({ updatedAt: longAgo }).where(eq(payments.id, failed.paymentId));
    await db.update(payments).set({ paidAt: longAgo }).where(eq(payments.id, paid!.id));
    const ids = (await today()).payments.map((row) => row.id);
    expect(ids).not.toContain(refund!.id);
    expect(ids).not.toContain(failed.paymentId);
    expect(ids).not.toContain(paid!.id);
    expect(ids).toContain(owed!.id);
  });

  it("lists dead mail with its recipient, subject and last error", async () => {
    const id = await deadMail("office-dead@example.com", "Your stay in Durbuy");

    const mail = (await today()).undeliveredMail.find((row) => row.id === id);

    expect(mail).toEqual(
      expect.objectContaining({
        to: "office-dead@example.com",
        subject: "Your stay in Durbuy",
        lastError: "Error EENVELOPE 550",
        canSendAgain: true,
      }),
    );
  });
});

/** A booking whose payment the sandbox failed. */
async function failedPayment() {
  guestNumber += 1;
  const email = `office-failed-${guestNumber}@example.com`;
  const { token } = await signInAs(email);
  const property = await createProperty({ images: 0 });
  const request = bookingRequest(property.id, { guestEmail: email });
  const created = await call("POST", "/api/public/bookings", bearer(token, postJson(request)));
  const bookingId = (created.body as { id: string }).id;
  const started = await call("POST", `/api/public/payments/start/${bookingId}`);
  const providerId = (started.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  await call("POST", `/api/sandbox/payments/${providerId}`, form({ outcome: "fail" }));
  await call("POST", "/api/public/payments/webhook", form({ id: providerId }));
  const db = await getDb();
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerId));
  return { bookingId, paymentId: payment!.id };
}

describe("POST /api/owner/mail/{id}/send-again", () => {
  it("queues a dead mail again, due now with its attempts reset, and it is delivered once", async () => {
    const to = "office-again@example.com";
    const id = await deadMail(to);

    const answer = await owner.change(`/api/owner/mail/${id}/send-again`);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id, status: "pending" });
    const db = await getDb();
    const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    await deliverDueMail(transport());
    await deliverDueMail(transport());
    expect(smtp.messages.filter((message) => message.includes(to))).toHaveLength(1);
    const [sent] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });
    expect((await today()).undeliveredMail.map((mail) => mail.id)).not.toContain(id);
    const [entry] = await db.select().from(ownerActivity).where(eq(ownerActivity.subjectId, id));
    expect(entry).toMatchObject({
      actorEmail: OWNER,
      action: "mail.send_again",
      subjectKind: "mail",
    });
  });

  it("answers 409 for a mail that is queued or sent, and changes nothing", async () => {
    const id = await deadMail("office-twice@example.com");
    expect((await owner.change(`/api/owner/mail/${id}/send-again`)).status).toBe(200);

    const again = await owner.change(`/api/owner/mail/${id}/send-again`);

    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "CONFLICT" });
    const db = await getDb();
    const entries = await db.select().from(ownerActivity).where(eq(ownerActivity.subjectId, id));
    expect(entries).toHaveLength(1);
  });

  it("refuses with 409 a sign-in code mail the outbox gave up on: its code has expired", async () => {
    const db = await getDb();
    // Whatever else is queued goes first, so the refusal below meets this mail.
    await deliverDueMail(transport());
    const to = "office-code@example.com";
    const id = await enqueueMail(db, to, await signInCodeMail({ locale: "en", code: "482913" }), {
      storedOnceSent: await signInCodeMail({ locale: "en", code: "••••••" }),
    });
    await db
      .update(outboxEmails)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outboxEmails.id, id));
    smtp.refuse(1);
    await deliverDueMail(transport(), { batch: 1 });
    const [dead] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(dead?.status).toBe("dead");
    expect((await today()).undeliveredMail.find((mail) => mail.id === id)?.canSendAgain).toBe(
      false,
    );

    const answer = await owner.change(`/api/owner/mail/${id}/send-again`);

    expect(answer.status).toBe(409);
    expect((answer.body as { error: string }).error).toMatch(/sign-in code/);
    const [after] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(after?.status).toBe("dead");
  });

  it("answers 404 for a mail that does not exist", async () => {
    const answer = await owner.change(
      "/api/owner/mail/00000000-0000-4000-8000-000000000000/send-again",
    );
    expect(answer.status).toBe(404);
  });
});

describe("the owner's messages", () => {
  let messageNumber = 0;
  async function sendMessage(subject: string) {
    messageNumber += 1;
    const answer = await call(
      "POST",
      "/api/public/contact",
      postJson(
        {
          name: "Ann Peeters",
          email: "ann@example.com",
          subject,
          message: "May we bring our dog?",
        },
        fromAddress(`198.51.100.${messageNumber}`),
      ),
    );
    expect(answer.status).toBe(201);
  }
  interface MessagePage {
    messages: { id: string; subject: string; readAt: string | null }[];
    total: number;
    unread: number;
  }
  async function messages(query = ""): Promise<MessagePage> {
    const answer = await owner.send("GET", `/api/owner/messages${query}`);
    expect(answer.status).toBe(200);
    return answer.body as MessagePage;
  }

  it("lists contact messages newest first, unread, a page at a time", async () => {
    const now = Date.now();
    clock.now = () => new Date(now - 60_000);
    await sendMessage("Older question");
    clock.now = () => new Date(now);
    await sendMessage("Newer question");

    const page = await messages("?limit=2");

    expect(page.messages.map((m) => m.subject)).toEqual(["Newer question", "Older question"]);
    expect(page.messages.every((m) => m.readAt === null)).toBe(true);
    expect(page.unread).toBeGreaterThanOrEqual(2);
    expect((await messages("?limit=1&offset=1")).messages[0]?.subject).toBe("Older question");
  });

  it("marks a message read and unread, recording each change once", async () => {
    await sendMessage("Read me");
    const before = await messages();
    const message = before.messages.find((m) => m.subject === "Read me")!;

    const read = await owner.change(`/api/owner/messages/${message.id}/read`);
    const readAgain = await owner.change(`/api/owner/messages/${message.id}/read`);

    expect(read.status).toBe(200);
    expect((read.body as { readAt: string | null }).readAt).not.toBeNull();
    expect(readAgain.body).toEqual(read.body);
    const after = await messages();
    expect(after.unread).toBe(before.unread - 1);
    expect(after.messages.find((m) => m.id === message.id)?.readAt).not.toBeNull();

    const unread = await owner.change(`/api/owner/messages/${message.id}/unread`);
    expect(unread.status).toBe(200);
    expect((unread.body as { readAt: string | null }).readAt).toBeNull();
    expect((await messages()).unread).toBe(before.unread);
    const db = await getDb();
    const entries = await db
      .select()
      .from(ownerActivity)
      .where(eq(ownerActivity.subjectId, message.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["message.read", "message.unread"]);
  });

  it("answers 404 for a message that does not exist", async () => {
    const answer = await owner.change(
      "/api/owner/messages/00000000-0000-4000-8000-000000000000/read",
    );
    expect(answer.status).toBe(404);
  });
});

describe("the newsletter's subscribers", () => {
  const confirmedAt = new Date("2026-03-01T10:00:00Z");
  beforeAll(async () => {
    const db = await getDb();
    const row = (email: string, extra: Partial<typeof newsletterSubscriptions.$inferInsert>) => ({
      email,
      unsubscribeToken: `u-${email}`,
      confirmationToken: `c-${email}`,
      ...extra,
    });
    await db
      .insert(newsletterSubscriptions)
      .values([
        row("confirmed@example.com", { confirmedAt }),
        row('=HYPERLINK("http://evil.example")@example.com', { confirmedAt }),
        row("+32470@example.com", { confirmedAt }),
        row("-minus@example.com", { confirmedAt }),
        row("@at@example.com", { confirmedAt }),
        row("\ttab@example.com", { confirmedAt }),
        row("unconfirmed@example.com", {}),
        row("left@example.com", { confirmedAt, unsubscribedAt: new Date() }),
      ]);
  });

  it("lists only confirmed subscribers that have not left", async () => {
    const answer = await owner.send("GET", "/api/owner/subscribers?limit=100");

    expect(answer.status).toBe(200);
    const { subscribers, total } = answer.body as {
      subscribers: { email: string; confirmedAt: string }[];
      total: number;
    };
    const emails = subscribers.map((s) => s.email);
    expect(emails).toContain("confirmed@example.com");
    expect(emails).not.toContain("unconfirmed@example.com");
    expect(emails).not.toContain("left@example.com");
    expect(total).toBe(6);
  });

  it("downloads them as CSV with a header row and cells a spreadsheet will not run", async () => {
    const answer = await owner.send("GET", "/api/owner/subscribers.csv");

    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await answer.raw.text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,confirmed_at");
    expect(lines).toContain(`confirmed@example.com,${confirmedAt.toISOString()}`);
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil.example"")@example.com",2026-03-01T10:00:00.000Z`,
    );
    expect(lines).toContain("'+32470@example.com,2026-03-01T10:00:00.000Z");
    expect(lines).toContain("'-minus@example.com,2026-03-01T10:00:00.000Z");
    expect(lines).toContain("'@at@example.com,2026-03-01T10:00:00.000Z");
    expect(lines).toContain("'\ttab@example.com,2026-03-01T10:00:00.000Z");
    expect(lines.slice(1).every((line) => !/^[=+\-@\t]/.test(line.replace(/^"/, "")))).toBe(true);
    expect(text).not.toContain("unconfirmed@example.com");
    expect(text).not.toContain("left@example.com");
    expect(lines).toHaveLength(7);
  });
});

describe("GET /api/owner/activity", () => {
  interface ActivityPage {
    entries: { id: string; action: string; actor: string; subject: { kind: string } }[];
    next: string | null;
  }
  async function activity(query: string): Promise<ActivityPage> {
    const answer = await owner.send("GET", `/api/owner/activity?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as ActivityPage;
  }

  it("pages through every owner action, newest first, with who did it", async () => {
    const first = await deadMail("office-log-1@example.com");
    const second = await deadMail("office-log-2@example.com");
    await owner.change(`/api/owner/mail/${first}/send-again`);
    await owner.change(`/api/owner/mail/${second}/send-again`);

    const page = await activity("limit=1");
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({ action: "mail.send_again", actor: OWNER });
    expect(page.next).toBe(page.entries[0]!.id);
    const older = await activity(`limit=1&before=${page.next}`);
    expect(older.entries[0]?.id).not.toBe(page.entries[0]!.id);

    const all: string[] = [];
    let next: string | null = null;
    do {
      const more: ActivityPage = await activity(`limit=3${next ? `&before=${next}` : ""}`);
      all.push(...more.entries.map((entry) => entry.id));
      next = more.next;
    } while (next);
    expect(new Set(all).size).toBe(all.length);
    const db = await getDb();
    expect(all).toHaveLength((await db.select().from(ownerActivity)).length);
  });

  it("filters by the kind of subject", async () => {
    const page = await activity("kind=mail&limit=100");
    expect(page.entries.length).toBeGreaterThan(0);
    expect(page.entries.every((entry) => entry.subject.kind === "mail")).toBe(true);
  });

  it.each(["kind=house", "before=nope", "limit=0", "limit=101"])(
    "answers 400 in the error shape to %s",
    async (query) => {
      const answer = await owner.send("GET", `/api/owner/activity?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: "INVALID_INPUT" });
    },
  );
});

describe("the retention job and the back office", () => {
  it("keeps activity younger than a year, and deletes contact messages after 12 months", async () => {
    const db = await getDb();
    const now = realNow();
    const [kept] = await db
      .insert(ownerActivity)
      .values({
        at: new Date(now.getTime() - 364 * DAY),
        actorEmail: OWNER,
        action: "booking.approve",
        subjectKind: "booking",
        subjectId: "00000000-0000-4000-8000-000000000001",
      })
      .returning();
    const [oldMessage] = await db
      .insert(contactMessages)
      .values({
        name: "Old",
        email: "old@example.com",
        subject: "Old",
        message: "x",
        createdAt: new Date(now.getTime() - RETENTION.contactMessages.ms - DAY),
        readAt: new Date(now.getTime() - RETENTION.contactMessages.ms),
      })
      .returning();

    await purgeExpiredPersonalData();

    expect(
      await db.select().from(ownerActivity).where(eq(ownerActivity.id, kept!.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.id, oldMessage!.id)),
    ).toHaveLength(0);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { hitRateLimit } from "@/db/rate-limits";
import {
  availabilityAlerts,
  bookings,
  contactMessages,
  guestSessions,
  loginCodes,
  newsletterSubscriptions,
  outboxEmails,
  payments,
  rateLimits,
  refunds,
  stayHolds,
} from "@/db/schema";
import { enqueueMail } from "@/features/mail/server";
import { purgeExpiredPersonalData, RETENTION } from "@/features/privacy/server";
import { clock } from "@/lib/clock";
import { signInAs } from "../support/auth";
import { bookingRequest, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { call } from "../support/routes";

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const DAY = 24 * 60 * 60_000;

function ago(now: Date, ms: number): Date {
  return new Date(now.getTime() - ms);
}

describe("keeping personal data no longer than the privacy policy says", () => {
  it("deletes each kind of record once its retention period has passed, and keeps the rest", async () => {
    const db = await getDb();
    const now = realNow();
    const mail = { subject: "Hello", text: "Hi.", html: "<p>Hi.</p>" };

    await db.insert(contactMessages).values([
      {
        name: "Old",
        email: "old@example.com",
        subject: "old",
        message: "x",
        createdAt: ago(now, RETENTION.contactMessages.ms + DAY),
      },
      {
        name: "New",
        email: "new@example.com",
        subject: "new",
        message: "x",
        createdAt: ago(now, DAY),
      },
    ]);
    await db.insert(newsletterSubscriptions).values([
      {
        email: "left-long-ago@example.com",
        unsubscribeToken: "a".repeat(32),
        confirmationToken: "A".repeat(32),
        confirmedAt: ago(now, 400 * DAY),
        unsubscribedAt: ago(now, RETENTION.unsubscribedNewsletterAddresses.ms + DAY),
      },
      {
        email: "left-yesterday@example.com",
        unsubscribeToken: "b".repeat(32),
        confirmationToken: "B".repeat(32),
        confirmedAt: ago(now, 400 * DAY),
        unsubscribedAt: ago(now, DAY),
      },
      {
        email: "reader-for-years@example.com",
        unsubscribeToken: "c".repeat(32),
        confirmationToken: "C".repeat(32),
        subscribedAt: ago(now, 3000 * DAY),
        confirmedAt: ago(now, 3000 * DAY),
      },
      {
        email: "never-confirmed@example.com",
        unsubscribeToken: "d".repeat(32),
        confirmationToken: "D".repeat(32),
        subscribedAt: ago(now, RETENTION.unconfirmedNewsletterSignUps.ms + DAY),
      },
      {
        email: "signed-up-yesterday@example.com",
        unsubscribeToken: "e".repeat(32),
        confirmationToken: "E".repeat(32),
        subscribedAt: ago(now, DAY),
      },
    ]);
    const watched = await createProperty();
    const alert = (email: string, times: Partial<typeof availabilityAlerts.$inferInsert>) => ({
      propertyId: watched.id,
      checkIn: "2031-01-03",
      checkOut: "2031-01-06",
      guests: 2,
      email,
      confirmationToken: `${email}-confirm`,
      unsubscribeToken: `${email}-leave`,
      ...times,
    });
    await db.insert(availabilityAlerts).values([
      alert("alert-never-confirmed@example.com", {
        createdAt: ago(now, RETENTION.unconfirmedAvailabilityAlerts.ms + DAY),
      }),
      alert("alert-asked-yesterday@example.com", { createdAt: ago(now, DAY) }),
      alert("alert-waiting-long@example.com", {
        createdAt: ago(now, 300 * DAY),
        confirmedAt: ago(now, 300 * DAY),
      }),
      alert("alert-fired-long-ago@example.com", {
        createdAt: ago(now, 300 * DAY),
        confirmedAt: ago(now, 300 * DAY),
        firedAt: ago(now, RETENTION.endedAvailabilityAlerts.ms + DAY),
      }),
      alert("alert-ended-long-ago@example.com", {
        confirmedAt: ago(now, 300 * DAY),
        endedAt: ago(now, RETENTION.endedAvailabilityAlerts.ms + DAY),
      }),
      alert("alert-fired-yesterday@example.com", {
        confirmedAt: ago(now, 300 * DAY),
        firedAt: ago(now, DAY),
      }),
    ]);
    const sentOld = await enqueueMail(db, "sent-old@example.com", mail);
    const pendingOld = await enqueueMail(db, "pending-old@example.com", mail);
    const sentRecent = await enqueueMail(db, "sent-recent@example.com", mail);
    await db
      .update(outboxEmails)
      .set({ createdAt: ago(now, RETENTION.sentMail.ms + DAY) })
      .where(eq(outboxEmails.id, pendingOld));
    await db
      .update(outboxEmails)
      .set({ status: "sent", createdAt: ago(now, RETENTION.sentMail.ms + DAY) })
      .where(eq(outboxEmails.id, sentOld));
    await db.update(outboxEmails).set({ status: "sent" }).where(eq(outboxEmails.id, sentRecent));
    await db.insert(loginCodes).values([
      {
        email: "code@example.com",
        codeHash: "old",
        expiresAt: ago(now, RETENTION.expiredSignInCodes.ms + DAY),
      },
      { email: "code@example.com", codeHash: "live", expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    const guest = await signInAs("sessions@example.com");
    await db.insert(guestSessions).values({
      guestId: guest.guest.id,
      tokenHash: "ended",
      expiresAt: ago(now, RETENTION.endedSessions.ms + DAY),
    });
    await hitRateLimit(
      db,
      "retention-old",
      5,
      60_000,
      ago(now, RETENTION.rateLimitCounters.ms + DAY),
    );
    await hitRateLimit(db, "retention-new", 5, 60_000, now);

    // A stay paid for, and one whose money came after its hold and was refunded.
    const [bookingId, refundedId] = await Promise.all([paidStay(), paidStay()]);
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, refundedId));
    await db.delete(stayHolds).where(eq(stayHolds.bookingId, refundedId));
    await pay(bookingId);
    await pay(refundedId);
    expect(await db.select().from(refunds)).toHaveLength(1);

    clock.now = () => now;
    const first = await purgeExpiredPersonalData();
    expect(first).toMatchObject({
      contactMessages: 1,
      newsletterSubscriptions: 1,
      unconfirmedNewsletterSignUps: 1,
      availabilityAlerts: 3,
      outboxEmails: 1,
      loginCodes: 1,
      guestSessions: 1,
      rateLimits: 1,
      bookings: 0,
    });
    expect((await db.select().from(contactMessages)).map((row) => row.name)).toEqual(["New"]);
    expect(
      (await db.select().from(newsletterSubscriptions)).map((row) => row.email).sort(),
    ).toEqual([
      "left-yesterday@example.com",
      "reader-for-years@example.com",
      "signed-up-yesterday@example.com",
    ]);
    expect((await db.select().from(availabilityAlerts)).map((row) => row.email).sort()).toEqual([
      "alert-asked-yesterday@example.com",
      "alert-fired-yesterday@example.com",
      "alert-waiting-long@example.com",
    ]);
    const mailIds = (await db.select().from(outboxEmails)).map((row) => row.id);
    expect(mailIds).toContain(pendingOld);
    expect(mailIds).toContain(sentRecent);
    expect(mailIds).not.toContain(sentOld);
    expect(
      (await db.select().from(loginCodes).where(eq(loginCodes.email, "code@example.com"))).map(
        (row) => row.codeHash,
      ),
    ).toEqual(["live"]);
    expect(
      await db.select().from(guestSessions).where(eq(guestSessions.tokenHash, "ended")),
    ).toHaveLength(0);
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toContain("retention-new");

    // Seven years and more after the stay, the booking and its payments go too.
    clock.now = () => new Date(now.getTime() + (RETENTION.bookings.days + 60) * DAY);
    const later = await purgeExpiredPersonalData();
    expect(later.bookings).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(bookings).where(eq(bookings.id, bookingId))).toHaveLength(0);
    expect(await db.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(
      0,
    );
    expect(await db.select().from(bookings).where(eq(bookings.id, refundedId))).toHaveLength(0);
    expect(await db.select().from(refunds)).toHaveLength(0);
  });
});

/** A booking with a payment started at the sandbox, which answers the payment's id. */
async function paidStay(): Promise<string> {
  const property = await createProperty();
  const created = await call("POST", "/api/public/bookings", postJson(bookingRequest(property.id)));
  expect(created.status).toBe(201);
  const bookingId = (created.body as { id: string }).id;
  expect((await call("POST", `/api/public/payments/start/${bookingId}`)).status).toBe(200);
  return bookingId;
}

/** The guest pays at the sandbox checkout and the provider reports it. */
async function pay(bookingId: string): Promise<void> {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const form = (body: Record<string, string>) => ({
    body: new URLSearchParams(body).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  await call(
    "POST",
    `/api/sandbox/payments/${payment!.providerPaymentId}`,
    form({ outcome: "pay" }),
  );
  await call("POST", "/api/public/payments/webhook", form({ id: payment!.providerPaymentId! }));
}

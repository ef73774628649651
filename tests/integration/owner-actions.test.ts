import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, ownerActivity, refunds, sandboxPayments, stayHolds } from "@/db/schema";
import {
  approveBooking,
  cancelBookingByOwner,
  ownerCancellationQuote,
  rejectBooking,
  retryRefund,
} from "@/features/bookings/server";
import { listActivity } from "@/features/owner-activity/server";
import { listOwedRefunds } from "@/features/payments/server";
import { purgeExpiredPersonalData } from "@/features/privacy/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { ApiError } from "@/lib/http";
import { bearer } from "../support/auth";
import { bookingRequest, paidBooking as payForBooking, postJson } from "../support/bookings";
import { createProperty } from "../support/fixtures";
import { mailsTo } from "../support/mail";
import { call } from "../support/routes";

const OWNER = "owner@ardennes-stays.example";
let guestNumber = 0;

// The request flow: the owner decides on every paid booking.
const config = getConfig();
const autoApprove = config.AUTO_APPROVE;
beforeAll(() => {
  config.AUTO_APPROVE = false;
});
afterAll(() => {
  config.AUTO_APPROVE = autoApprove;
});

/** A booking a signed-in guest made and paid through the API and the sandbox. */
async function paidBooking() {
  guestNumber += 1;
  return payForBooking(`owner-actions-${guestNumber}@example.com`);
}

async function bookingRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function isHeld(id: string) {
  const db = await getDb();
  return (await db.select().from(stayHolds).where(eq(stayHolds.bookingId, id))).length === 1;
}

async function sandboxRefundedCents(paymentId: string) {
  const db = await getDb();
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
  return row!.refundedCents;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function activityOf(id: string) {
  return listActivity({ subjectId: id });
}

describe("the owner's actions on bookings", () => {
  it("approves a paid request: the guest is told and sees it approved in My Bookings", async () => {
    const { bookingId, email, token } = await paidBooking();
    expect((await bookingRow(bookingId)).status).toBe("paid");

    const result = await approveBooking(OWNER, bookingId);

    expect(result).toEqual({ bookingId, status: "approved", refunds: [] });
    const mine = await call("GET", "/api/guest/bookings", bearer(token));
    const listed = (mine.body as { id: string; status: string }[]).find((b) => b.id === bookingId);
    expect(listed?.status).toBe("approved");
    expect((await mailsTo(email))[0]?.subject).toMatch(/^Your booking is approved: /);
    expect(await isHeld(bookingId)).toBe(true);
    const [entry] = await activityOf(bookingId);
    expect(entry).toMatchObject({
      actor: OWNER,
      action: "booking.approve",
      subject: { kind: "booking", id: bookingId },
      before: { status: "paid" },
      after: { status: "approved" },
    });
  });

  it("rejects a paid request: the nights are freed and everything paid is refunded once", async () => {
    const { bookingId, paymentId, email, token } = await paidBooking();
    const paid = (await bookingRow(bookingId)).totalCents;

    const result = await rejectBooking(OWNER, bookingId);

    expect(result.status).toBe("rejected");
    expect(result.refunds).toMatchObject([{ amountCents: paid, status: "refunded" }]);
    expect(await sandboxRefundedCents(paymentId)).toBe(paid);
    expect(await isHeld(bookingId)).toBe(false);
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    expect(subjects[0]).toMatch(/^Your booking request was declined: /);
    expect(subjects.filter((s) => /refunded/.test(s))).toEqual([]);
    const view = await call("GET", `/api/guest/bookings/${bookingId}`, bearer(token));
    expect(view.body).toMatchObject({
      status: "rejected",
      amountPaid: paid / 100,
      amountRefunded: paid / 100,
    });
    const [entry] = await activityOf(bookingId);
    expect(entry).toMatchObject({
      action: "booking.reject",
      after: { status: "rejected", refundCents: paid },
    });
  });

  it("offers the terms' refund for a cancellation and refunds what the owner confirms", async () => {
    const { bookingId, paymentId, token, property, request } = await paidBooking();
    await approveBooking(OWNER, bookingId);
    const paid = (await bookingRow(bookingId)).totalCents;

    // The stay starts 14 to 20 days from today: half, under the terms.
    const quote = await ownerCancellationQuote(bookingId);
    expect(quote).toEqual({
      paidCents: paid,
      refundableCents: paid,
      underTerms: { cents: Math.round(paid / 2), percent: 50, rule: "14_to_29_days" },
      daysBeforeCheckIn: expect.any(Number),
      securityDepositCents: 0,
    });

    const result = await cancelBookingByOwner(OWNER, bookingId, { refundCents: 1_000 });

    expect(result).toMatchObject({ status: "cancelled", refunds: [{ amountCents: 1_000 }] });
    expect(result.refunds[0]?.status).toBe("refunded");
    expect(await sandboxRefundedCents(paymentId)).toBe(1_000);
    expect(await isHeld(bookingId)).toBe(false);
    const view = await call("GET", `/api/public/bookings/${bookingId}`);
    expect(view.body).toMatchObject({
      status: "cancelled",
      amountPaid: paid / 100,
      amountRefunded: 10,
    });
    const mine = await call("GET", `/api/guest/bookings/${bookingId}`, bearer(token));
    expect(mine.body).toMatchObject({ amountRefunded: 10 });
    const query = new URLSearchParams({
      startDate: request.startDate.slice(0, 10),
      endDate: request.endDate.slice(0, 10),
      guests: "2",
    });
    const free = await call("GET", `/api/public/properties/${property.id}/availability?${query}`);
    expect(free.body).toEqual({ isAvailable: true });
    const [entry] = await activityOf(bookingId);
    expect(entry).toMatchObject({
      action: "booking.cancel",
      before: { status: "approved" },
      after: { status: "cancelled", refundCents: 1_000 },
    });
  });

  it("refuses a refund beyond what was paid, and changes nothing", async () => {
    const { bookingId, paymentId, email } = await paidBooking();
    const paid = (await bookingRow(bookingId)).totalCents;
    const mailsBefore = (await mailsTo(email)).length;

    const error = await refusal(cancelBookingByOwner(OWNER, bookingId, { refundCents: paid + 1 }));

    expect(error.status).toBe(400);
    expect(error.body.code).toBe("INVALID_INPUT");
    expect((await bookingRow(bookingId)).status).toBe("paid");
    expect(await isHeld(bookingId)).toBe(true);
    expect(await sandboxRefundedCents(paymentId)).toBe(0);
    expect((await mailsTo(email)).length).toBe(mailsBefore);
    expect(await activityOf(bookingId)).toEqual([]);
    const negative = await refusal(cancelBookingByOwner(OWNER, bookingId, { refundCents: -1 }));
    expect(negative.status).toBe(400);
  });

  it("cancels an unpaid booking without a refund, and refuses one", async () => {
    guestNumber += 1;
    const property = await createProperty();
    const email = `owner-actions-${guestNumber}@example.com`;
    const created = await call(
      "POST",
      "/api/public/bookings",
      postJson(bookingRequest(property.id, { guestEmail: email })),
    );
    const bookingId = (created.body as { id: string }).id;

    expect((await refusal(cancelBookingByOwner(OWNER, bookingId, { refundCents: 1 }))).status).toBe(
      400,
    );
    const result = await cancelBookingByOwner(OWNER, bookingId, { refundCents: 0 });

    expect(result).toEqual({ bookingId, status: "cancelled", refunds: [] });
    expect(await isHeld(bookingId)).toBe(false);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^Your booking was cancelled: /);
    expect(mail?.textBody).toContain("No refund is due for this booking.");
  });

  it("refuses what the lifecycle does not allow and bookings that do not exist", async () => {
    const { bookingId } = await paidBooking();
    await rejectBooking(OWNER, bookingId);
    expect((await refusal(approveBooking(OWNER, bookingId))).status).toBe(409);
    expect((await refusal(rejectBooking(OWNER, bookingId))).status).toBe(409);
    expect((await refusal(cancelBookingByOwner(OWNER, bookingId, { refundCents: 0 }))).status).toBe(
      409,
    );
    expect((await refusal(approveBooking(OWNER, crypto.randomUUID()))).status).toBe(404);
    expect((await refusal(approveBooking(OWNER, "not-a-booking"))).status).toBe(404);
  });

  it("keeps a refund the provider refused visible, and the owner's retry makes it once", async () => {
    const { bookingId, paymentId } = await paidBooking();
    const paid = (await bookingRow(bookingId)).totalCents;
    const db = await getDb();
    // The provider refuses: the sandbox has this payment refunded in full already.
    await db
      .update(sandboxPayments)
      .set({ refundedCents: sql`${sandboxPayments.amountCents}` })
      .where(eq(sandboxPayments.id, paymentId));

    const result = await rejectBooking(OWNER, bookingId);

    expect(result.status).toBe("rejected");
    expect(result.refunds[0]?.status).toBe("owed");
    const [owed] = await db.select().from(refunds).where(eq(refunds.id, result.refunds[0]!.id));
    expect(owed).toMatchObject({ status: "owed", reason: "rejected_by_owner", amountCents: paid });
    expect(owed?.lastError).toMatch(/refunded already/);
    expect(await listOwedRefunds()).toContainEqual(
      expect.objectContaining({ id: owed!.id, bookingId, amountCents: paid, attempts: 1 }),
    );

    await db
      .update(sandboxPayments)
      .set({ refundedCents: 0 })
      .where(eq(sandboxPayments.id, paymentId));
    const retried = await retryRefund(OWNER, result.refunds[0]!.id);

    expect(retried).toMatchObject({ status: "refunded", amountCents: paid, lastError: null });
    expect(await sandboxRefundedCents(paymentId)).toBe(paid);
    expect((await listOwedRefunds()).map((r) => r.id)).not.toContain(owed!.id);
    expect((await refusal(retryRefund(OWNER, result.refunds[0]!.id))).status).toBe(409);
    expect(await sandboxRefundedCents(paymentId)).toBe(paid);
    const [entry] = await activityOf(result.refunds[0]!.id);
    expect(entry).toMatchObject({ action: "refund.retry", subject: { kind: "refund" } });
  });

  it("lists the activity newest first, a page at a time", async () => {
    const { bookingId } = await paidBooking();
    await approveBooking(OWNER, bookingId);
    await cancelBookingByOwner(OWNER, bookingId, { refundCents: 0 });
    const [newest, older] = await listActivity({ limit: 2 });
    expect(newest?.action).toBe("booking.cancel");
    expect(older?.action).toBe("booking.approve");
    const next = await listActivity({ limit: 1, before: older!.id });
    expect(next[0]?.id).not.toBe(older!.id);
    const db = await getDb();
    const rows = await db
      .select()
      .from(ownerActivity)
      .where(eq(ownerActivity.subjectId, bookingId));
    expect(rows.every((row) => !JSON.stringify(row).includes("@example.com"))).toBe(true);
  });

  it("keeps the activity for more than a year, past the guest's own data", async () => {
    const { bookingId } = await paidBooking();
    await rejectBooking(OWNER, bookingId);
    const realNow = clock.now;
    const later = Date.now() + 400 * 24 * 60 * 60_000;
    clock.now = () => new Date(later);
    try {
      await purgeExpiredPersonalData();
    } finally {
      clock.now = realNow;
    }
    expect((await activityOf(bookingId)).map((entry) => entry.action)).toEqual(["booking.reject"]);
  });
});

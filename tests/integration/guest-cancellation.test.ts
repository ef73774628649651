import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, sandboxPayments, stayHolds } from "@/db/schema";
import { guestCancellationPreview } from "@/features/bookings/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels, weekdayOf } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { paidBooking, unpaidBooking } from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { createProperty } from "../support/fixtures";
import { mailsTo } from "../support/mail";
import { call } from "../support/routes";

/** A guest cancels their own booking (issue 20), refunded as the terms say. */

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

let guests = 0;
const nextGuest = () => `cancelling-${++guests}@example.com`;

interface Preview {
  refundAmount: number;
  rule: { percent: number; daysBeforeCheckIn: number; text: string };
}

const preview = (bookingId: string, token: string, headers: Record<string, string> = {}) =>
  call("GET", `/api/guest/bookings/${bookingId}/cancellation`, bearer(token, { headers }));
const cancel = (bookingId: string, token: string) =>
  call("POST", `/api/guest/bookings/${bookingId}/cancel`, bearer(token, { method: "POST" }));

/**
 * A pending booking of the guest written as the booking would be, for a check-in further ahead
 * than a booking may be made today: what the clock of the test makes of it is the point.
 */
async function heldBookingOf(
  guest: { id: string; name: string; email: string },
  startDate: string,
  endDate: string,
) {
  const home = await createProperty();
  const db = await getDb();
  const [booking] = await db
    .insert(bookings)
    .values({
      propertyId: home.id,
      guestId: guest.id,
      guestName: guest.name,
      guestEmail: guest.email,
      startDate,
      endDate,
      guestCount: 2,
      status: "pending",
      quote: {},
      totalCents: 0,
      holdExpiresAt: new Date(Date.now() + 60 * 60_000),
    })
    .returning();
  await db.insert(stayHolds).values({
    propertyId: home.id,
    bookingId: booking!.id,
    stay: `[${startDate},${endDate})`,
  });
  return booking!.id;
}

async function sandboxRefundedCents(paymentId: string) {
  const db = await getDb();
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
  return row!.refundedCents;
}

/** A paid weekend whose check-in is `days` to `days + 6` days from today. */
async function paidWeekendIn(days: number) {
  const friday = upcoming(FRIDAY, days);
  return paidBooking(nextGuest(), {
    startDate: friday,
    endDate: addDays(friday, 3),
  });
}

describe("a guest cancelling a booking", () => {
  it("is shown half of what was paid 14 to 29 days before check-in, and cancelling refunds exactly that", async () => {
    const { bookingId, paymentId, token, property, request, email } = await paidWeekendIn(17);
    const mine = await call("GET", `/api/guest/bookings/${bookingId}`, bearer(token));
    const paid = (mine.body as { amountPaid: number }).amountPaid;

    const shown = await preview(bookingId, token);
    expect(shown.status).toBe(200);
    const { refundAmount, rule } = shown.body as Preview;
    expect(refundAmount).toBe(Math.round(paid * 50) / 100);
    expect(rule.percent).toBe(50);
    expect(rule.daysBeforeCheckIn).toBeGreaterThanOrEqual(17);
    expect(rule.text).toBe(
      `You are cancelling ${rule.daysBeforeCheckIn} days before check-in, 14 to 29 days ahead: half of what you paid is refunded.`,
    );

    const cancelled = await cancel(bookingId, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ bookingId, status: "cancelled", refundAmount, rule });
    // The sandbox confirms refunds at once.
    expect(await sandboxRefundedCents(paymentId)).toBe(Math.round(refundAmount * 100));
    const after = await call("GET", `/api/guest/bookings/${bookingId}`, bearer(token));
    expect(after.body).toMatchObject({ status: "cancelled", amountRefunded: refundAmount });
    const query = new URLSearchParams({
      startDate: request.startDate.slice(0, 10),
      endDate: request.endDate.slice(0, 10),
      guests: "2",
    });
    const free = await call("GET", `/api/public/properties/${property.id}/availability?${query}`);
    expect(free.body).toEqual({ isAvailable: true });

    const [guestMail] = await mailsTo(email);
    expect(guestMail!.subject).toBe(`You cancelled your booking: ${property.name}`);
    expect(guestMail!.textBody).toContain("Under our cancellation terms 50% of what you paid");
    const ownerMails = await mailsTo(getConfig().OWNER_EMAIL);
    expect(
      ownerMails.some((mail) => mail.textBody.includes(`cancelled booking ${bookingId}`)),
    ).toBe(true);
  });

  it("answers 409 to a second cancel and refunds nothing twice", async () => {
    const { bookingId, paymentId, token } = await paidWeekendIn(17);
    expect((await cancel(bookingId, token)).status).toBe(200);
    const refunded = await sandboxRefundedCents(paymentId);
    const again = await cancel(bookingId, token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "This booking can no longer be cancelled" });
    expect((await preview(bookingId, token)).status).toBe(409);
    expect(await sandboxRefundedCents(paymentId)).toBe(refunded);
  });

  it("refunds everything paid 30 days or more before check-in, and nothing within 14 days", async () => {
    const early = await paidWeekendIn(36);
    const earlyPreview = (await preview(early.bookingId, early.token)).body as Preview;
    expect(earlyPreview.rule.percent).toBe(100);
    const late = await paidWeekendIn(7);
    const lateCancel = await cancel(late.bookingId, late.token);
    expect(lateCancel.body).toMatchObject({ refundAmount: 0, rule: { percent: 0 } });
    expect(await sandboxRefundedCents(late.paymentId)).toBe(0);
  });

  it("cancels a booking not paid yet with nothing to refund", async () => {
    const { bookingId, token } = await unpaidBooking(nextGuest());
    const cancelled = await cancel(bookingId, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "cancelled", refundAmount: 0 });
  });

  it("answers 404 for another guest's booking and 401 without signing in", async () => {
    const { bookingId } = await paidWeekendIn(17);
    const stranger = await signInAs(nextGuest());
    expect((await preview(bookingId, stranger.token)).status).toBe(404);
    expect((await cancel(bookingId, stranger.token)).status).toBe(404);
    const anonymous = await call("POST", `/api/guest/bookings/${bookingId}/cancel`, {
      method: "POST",
    });
    expect(anonymous.status).toBe(401);
    expect(
      (await call("GET", `/api/guest/bookings/${bookingId}`, bearer(stranger.token))).status,
    ).toBe(404);
  });

  it("says the rule in the guest's language", async () => {
    const { bookingId, token } = await paidWeekendIn(17);
    const dutch = (await preview(bookingId, token, { "accept-language": "nl" })).body as Preview;
    expect(dutch.rule.text).toBe(
      `U annuleert ${dutch.rule.daysBeforeCheckIn} dagen vóór de aankomst, 14 tot 29 dagen vooraf: u krijgt de helft terug van wat u betaalde.`,
    );
  });

  it("counts the days in Brussels time on the day summer time starts", async () => {
    // Summer time starts on the last Sunday of March at 01:00 UTC; check-in 29 days later, a Monday.
    const year = Number(todayInBrussels().slice(0, 4)) + 1;
    let summerTime = `${year}-03-31`;
    while (weekdayOf(summerTime) !== 0) summerTime = addDays(summerTime, -1);
    const checkIn = addDays(summerTime, 29);
    const { guest } = await signInAs(nextGuest());
    const bookingId = await heldBookingOf(guest, checkIn, addDays(checkIn, 4));
    const at = (instant: string) => {
      clock.now = () => new Date(instant);
    };
    // The function the route calls: a session would have run out by then.
    const ruleAt = () => guestCancellationPreview(guest.id, bookingId, "en");

    // 23:30 on the Saturday in Brussels (UTC+1): 30 days before.
    at(`${addDays(summerTime, -1)}T22:30:00Z`);
    expect((await ruleAt()).rule).toMatchObject({
      percent: 100,
      daysBeforeCheckIn: 30,
    });
    // An hour later it is 00:30 on the Sunday in Brussels: 29 days before.
    at(`${addDays(summerTime, -1)}T23:30:00Z`);
    expect((await ruleAt()).rule).toMatchObject({
      percent: 50,
      daysBeforeCheckIn: 29,
    });
    // 14 days before until 23:59 in Brussels (UTC+2 by then), 13 from midnight.
    at(`${addDays(checkIn, -14)}T21:59:00Z`);
    expect((await ruleAt()).rule).toMatchObject({
      percent: 50,
      daysBeforeCheckIn: 14,
    });
    at(`${addDays(checkIn, -14)}T22:00:00Z`);
    expect((await ruleAt()).rule).toMatchObject({
      percent: 0,
      daysBeforeCheckIn: 13,
    });
  });
});

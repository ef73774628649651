import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { sqlStateOf } from "@/db/errors";
import { bookings, outboxEmails, payments, stayHolds } from "@/db/schema";
import {
  bookingRequestSchema,
  confirmPayment,
  createBooking,
  markPaymentStarted,
  releaseExpiredHold,
  transition,
} from "@/features/bookings/server";
import { ApiError } from "@/lib/http";
import { bookingRequest } from "../support/bookings";
import { createProperty, holdDates } from "../support/fixtures";

let guestNumber = 0;

/** A pending booking made by the bookings feature, for a guest of its own. */
async function book() {
  guestNumber += 1;
  const email = `lifecycle-${guestNumber}@example.com`;
  const property = await createProperty();
  const input = bookingRequestSchema.parse(bookingRequest(property.id, { guestEmail: email }));
  const { bookingId } = await createBooking(input, {
    guestId: null,
    idempotencyKey: null,
    client: "192.0.2.1",
    locale: "en",
  });
  return { bookingId, email, property };
}

/** A payment of the booking as the payments feature records it, paid at the provider. */
async function paidPayment(bookingId: string) {
  const db = await getDb();
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId,
      provider: "sandbox",
      providerPaymentId: `sbx_lifecycle_${guestNumber}_${Date.now()}`,
      status: "paid",
      amountCents: 100,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning();
  return payment!;
}

async function state(bookingId: string) {
  const db = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const holds = await db.select().from(stayHolds).where(eq(stayHolds.bookingId, bookingId));
  return { booking: booking!, held: holds.length === 1 };
}

async function subjectsTo(email: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  return rows.map((row) => row.subject);
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    return { state: sqlStateOf(error), constraint: cause?.constraint };
  }
}

class Rollback extends Error {}

describe("the database's transition check", () => {
  it("refuses a status change the table does not allow, whoever writes it", async () => {
    const property = await createProperty();
    const booking = await holdDates(property.id, "2030-03-01", "2030-03-04");
    const db = await getDb();
    await db.execute(sql`UPDATE bookings SET status = 'cancelled' WHERE id = ${booking.id}`);
    expect(
      await refusal(
        db.execute(sql`UPDATE bookings SET status = 'approved' WHERE id = ${booking.id}`),
      ),
    ).toEqual({ state: "23514", constraint: "bookings_status_transition" });
    expect((await state(booking.id)).booking.status).toBe("cancelled");
  });

  it("lets a row keep its status and new rows start in any status", async () => {
    const property = await createProperty();
    const booking = await holdDates(property.id, "2030-03-08", "2030-03-11");
    const db = await getDb();
    await db.update(bookings).set({ status: "pending" }).where(eq(bookings.id, booking.id));
    const [inserted] = await db
      .insert(bookings)
      .values({
        propertyId: property.id,
        guestName: "Confirmed Guest",
        guestEmail: "confirmed@example.com",
        startDate: "2030-03-15",
        endDate: "2030-03-18",
        guestCount: 2,
        status: "approved",
        quote: {},
        totalCents: 0,
      })
      .returning();
    expect(inserted?.status).toBe("approved");
    expect(
      await refusal(
        db.update(bookings).set({ status: "pending" }).where(eq(bookings.id, inserted!.id)),
      ),
    ).toEqual({ state: "23514", constraint: "bookings_status_transition" });
  });
});

describe("the booking lifecycle", () => {
  it("releases an expired hold: cancelled, nights freed and the guest told, all or nothing", async () => {
    const { bookingId, email } = await book();
    const later = new Date(Date.now() + 61 * 60_000);
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        expect(await releaseExpiredHold(tx, bookingId, later)).toBe(true);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    let after = await state(bookingId);
    expect(after.booking.status).toBe("pending");
    expect(after.held).toBe(true);
    expect(await subjectsTo(email)).toHaveLength(1);

    expect(await db.transaction((tx) => releaseExpiredHold(tx, bookingId, later))).toBe(true);
    after = await state(bookingId);
    expect(after.booking.status).toBe("cancelled");
    expect(after.held).toBe(false);
    expect(
      (await subjectsTo(email)).filter((s) => s.startsWith("Your booking has expired")),
    ).toHaveLength(1);
    expect(await db.transaction((tx) => releaseExpiredHold(tx, bookingId, later))).toBe(false);
  });

  it("keeps a hold that has not run out", async () => {
    const { bookingId } = await book();
    const db = await getDb();
    expect(await db.transaction((tx) => releaseExpiredHold(tx, bookingId, new Date()))).toBe(false);
    expect((await state(bookingId)).booking.status).toBe("pending");
  });

  it("confirms a paid booking that holds its nights, with one confirmation mail", async () => {
    const { bookingId, email } = await book();
    const db = await getDb();
    expect(await db.transaction((tx) => markPaymentStarted(tx, bookingId))).toBe(true);
    expect((await state(bookingId)).booking.status).toBe("payment_pending");
    const payment = await paidPayment(bookingId);
    const outcome = await db.transaction((tx) => confirmPayment(tx, bookingId, payment));
    expect(outcome).toEqual({ refundOwed: false });
    const { booking, held } = await state(bookingId);
    expect(booking.status).toBe("approved");
    expect(booking.confirmedPaymentId).toBe(payment.id);
    expect(booking.paymentConfirmedAt).not.toBeNull();
    expect(booking.holdExpiresAt).toBeNull();
    expect(held).toBe(true);
    expect(
      (await subjectsTo(email)).filter((s) => s.startsWith("Your booking is confirmed")),
    ).toHaveLength(1);
  });

  it("never owes back the payment that confirmed the booking, and owes back any other", async () => {
    const { bookingId } = await book();
    const db = await getDb();
    const confirming = await paidPayment(bookingId);
    await db.transaction((tx) => confirmPayment(tx, bookingId, confirming));
    const again = await db.transaction((tx) => confirmPayment(tx, bookingId, confirming));
    expect(again).toEqual({ refundOwed: false });
    const other = await paidPayment(bookingId);
    const outcome = await db.transaction((tx) => confirmPayment(tx, bookingId, other));
    expect(outcome).toMatchObject({ refundOwed: true, booking: { id: bookingId } });
    const { booking } = await state(bookingId);
    expect(booking.status).toBe("approved");
    expect(booking.confirmedPaymentId).toBe(confirming.id);
  });

  it("owes the money back for a booking whose nights are no longer held", async () => {
    const { bookingId, email } = await book();
    const db = await getDb();
    await db.transaction((tx) => transition(tx, bookingId, "cancelled", { actor: "guest" }));
    expect((await state(bookingId)).held).toBe(false);
    const payment = await paidPayment(bookingId);
    const outcome = await db.transaction((tx) => confirmPayment(tx, bookingId, payment));
    expect(outcome).toMatchObject({ refundOwed: true, booking: { id: bookingId } });
    expect((await state(bookingId)).booking.status).toBe("cancelled");
    expect((await subjectsTo(email)).some((s) => s.startsWith("Your booking is confirmed"))).toBe(
      false,
    );
    expect(await db.transaction((tx) => markPaymentStarted(tx, bookingId))).toBe(false);
  });

  it("lets the owner reject a paid booking, freeing its nights, and refuses what the table does not allow", async () => {
    const property = await createProperty();
    const { id } = await holdDates(property.id, "2030-04-05", "2030-04-08");
    const db = await getDb();
    await db.update(bookings).set({ status: "paid" }).where(eq(bookings.id, id));
    const refused = await db
      .transaction((tx) => transition(tx, id, "approved", { actor: "guest" }))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    await db.transaction((tx) => transition(tx, id, "rejected", { actor: "owner" }));
    const after = await state(id);
    expect(after.booking.status).toBe("rejected");
    expect(after.held).toBe(false);
  });
});

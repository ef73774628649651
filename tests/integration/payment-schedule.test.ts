import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { outboxAttachments, refunds, sandboxPayments } from "@/db/schema";
import { advanceBalances, moveBalanceDueDate } from "@/features/bookings/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { addDays } from "@/lib/dates";
import { bearer, signInAs } from "../support/auth";
import { paidBooking, payInSandbox, paymentRow } from "../support/bookings";
import { FRIDAY, upcoming, onDay } from "../support/dates";
import { mailsTo } from "../support/mail";
import { pdfTextOf } from "../support/pdf";
import { call } from "../support/routes";
import { enrolOwner } from "../support/owner";

/** The terms' payment schedule (issue 20, DESIGN 11): a deposit now, the balance later. */

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const OWNER = "owner@ardennes-stays.example";
let guests = 0;
const nextGuest = () => `schedule-${++guests}@example.com`;

/** The files a mail in the outbox carries. */
async function attachmentsOf(mailId: string) {
  const db = await getDb();
  return db.select().from(outboxAttachments).where(eq(outboxAttachments.outboxEmailId, mailId));
}

/**
 * Two instances' balance jobs at once, as they run on every instance: how often each step was
 * taken for the booking (the file's other bookings are advanced too, and not counted).
 */
async function bothInstancesRun(bookingId: string) {
  const runs = await Promise.all([advanceBalances(), advanceBalances()]);
  const times = (step: "request" | "remind" | "cancel") =>
    runs.flatMap((run) => run[step]).filter((id) => id === bookingId).length;
  return { request: times("request"), remind: times("remind"), cancel: times("cancel") };
}

interface BookingBody {
  status: string;
  amountPaid: number;
  amountRefunded: number;
  amountDue: number;
  pricing: { summary: { totalPrice: number } };
  paymentSchedule: {
    deposit: number;
    balance: number;
    balanceDueDate: string;
    balancePaid: boolean;
  } | null;
}

/** The booking as its link shows it: a guest's session would not outlive the test's months. */
const bookingOf = async (bookingId: string) =>
  (await call("GET", `/api/public/bookings/${bookingId}`)).body as BookingBody;

/** A weekend booked and its deposit paid today, with check-in at least `days` days ahead. */
async function bookedWithDeposit(days: number) {
  const friday = upcoming(FRIDAY, days);
  const booked = await paidBooking(nextGuest(), { startDate: friday, endDate: addDays(friday, 3) });
  return { ...booked, checkIn: friday };
}

const balanceMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) => /balance/i.test(mail.subject));

describe("the payment schedule", () => {
  it("charges a booking 60 days ahead 30% now, asks for the balance at 35 days and reminds at 31 exactly once each with two instances, and ends fully paid", async () => {
    const { bookingId, paymentId, email, checkIn } = await bookedWithDeposit(60);
    const dueOn = addDays(checkIn, -30);

    const booked = await bookingOf(bookingId);
    const total = booked.pricing.summary.totalPrice;
    const deposit = Math.round(total * 30) / 100;
    expect((await paymentRow(paymentId)).part).toBe("deposit");
    expect(booked).toMatchObject({
      status: "approved",
      amountPaid: deposit,
      amountDue: Math.round((total - deposit) * 100) / 100,
      paymentSchedule: {
        deposit,
        balance: Math.round((total - deposit) * 100) / 100,
        balanceDueDate: dueOn,
        balancePaid: false,
      },
    });
    const [confirmation] = await mailsTo(email);
    expect(confirmation!.textBody).toContain("The balance of");

    onDay(addDays(checkIn, -36));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 0 });
    expect(await balanceMails(email)).toHaveLength(0);

    onDay(addDays(checkIn, -35));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 1, remind: 0, cancel: 0 });
    // A restart, or the next run, finds it done.
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 0 });
    const [request] = await balanceMails(email);
    expect(request!.subject).toMatch(/^Balance due for /);
    expect(request!.textBody).toContain(`/bookings/${bookingId}`);

    onDay(addDays(checkIn, -32));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 0 });
    onDay(addDays(checkIn, -31));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 1, cancel: 0 });
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 0 });
    const sent = await balanceMails(email);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.subject).toMatch(/^Reminder: balance due for /);

    const balancePaymentId = await payInSandbox(bookingId);
    const balancePayment = await paymentRow(balancePaymentId);
    expect(balancePayment).toMatchObject({ part: "balance", status: "paid" });
    expect(balancePayment.amountCents + (await paymentRow(paymentId)).amountCents).toBe(
      Math.round(total * 100),
    );
    const paid = await bookingOf(bookingId);
    expect(paid).toMatchObject({
      status: "approved",
      amountPaid: total,
      amountDue: 0,
      paymentSchedule: { balancePaid: true },
    });
    const [received] = await balanceMails(email);
    expect(received!.subject).toMatch(/^Balance received: /);
    // Each mail carries the receipt of its own payment, which says what it paid for.
    const [balanceReceipt] = await attachmentsOf(received!.id);
    expect(balanceReceipt!.filename).toBe(`receipt-${balancePayment.receiptNumber}.pdf`);
    expect(pdfTextOf(balanceReceipt!.content)).toMatch(/Payment for\nThe balance\n/);
    const [depositReceipt] = await attachmentsOf(confirmation!.id);
    expect(pdfTextOf(depositReceipt!.content)).toMatch(/Payment for\nThe 30% deposit\n/);

    // Paid: nothing more is asked, and the grace week cancels nothing.
    onDay(addDays(dueOn, 8));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 0 });
    expect((await bookingOf(bookingId)).status).toBe("approved");
    const again = await call("POST", `/api/public/payments/start/${bookingId}`);
    expect(again.status).toBe(409);
  });

  it("cancels a booking whose balance is unpaid 7 days after its due date, keeps the deposit and tells guest and owner once", async () => {
    const { bookingId, paymentId, email, checkIn, property } = await bookedWithDeposit(60);
    const dueOn = addDays(checkIn, -30);
    const depositPayment = await paymentRow(paymentId);
    const deposit = depositPayment.amountCents;

    onDay(addDays(dueOn, 6));
    expect(await bothInstancesRun(bookingId)).toMatchObject({ cancel: 0 });
    expect((await bookingOf(bookingId)).status).toBe("approved");

    onDay(addDays(dueOn, 7));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 1 });
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 0 });
    const after = await bookingOf(bookingId);
    expect(after).toMatchObject({
      status: "cancelled",
      amountPaid: deposit / 100,
      amountRefunded: 0,
      amountDue: 0,
    });
    const db = await getDb();
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, depositPayment.id))).toEqual(
      [],
    );
    const [sandbox] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    expect(sandbox!.refundedCents).toBe(0);

    const [guestMail] = await mailsTo(email);
    expect(guestMail!.textBody).toMatch(/deposit of .* is not refunded/);
    const ownerMails = (await mailsTo(getConfig().OWNER_EMAIL)).filter((mail) =>
      mail.textBody.includes(bookingId),
    );
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]!.subject).toBe(
      `Booking cancelled, balance unpaid: ${property.name}, ${checkIn}`,
    );

    clock.now = realNow;
    const query = new URLSearchParams({
      startDate: checkIn,
      endDate: addDays(checkIn, 3),
      guests: "2",
    });
    const free = await call("GET", `/api/public/properties/${property.id}/availability?${query}`);
    expect(free.body).toEqual({ isAvailable: true });
  });

  it("charges the whole stay at once for a booking made 29 days before check-in", async () => {
    const friday = upcoming(FRIDAY, 14);
    const { bookingId, paymentId } = await paidBooking(nextGuest(), {
      startDate: friday,
      endDate: addDays(friday, 3),
    });
    const booked = await bookingOf(bookingId);
    expect(booked).toMatchObject({ paymentSchedule: null, amountDue: 0, status: "approved" });
    expect(booked.amountPaid).toBe(booked.pricing.summary.totalPrice);
    expect((await paymentRow(paymentId)).part).toBe("full");
  });

  it("refunds a guest who cancels after paying deposit and balance from both payments, the rule's share of all that was paid", async () => {
    const { bookingId, paymentId, email, checkIn } = await bookedWithDeposit(60);
    const balancePaymentId = await payInSandbox(bookingId);
    const total = (await bookingOf(bookingId)).pricing.summary.totalPrice;

    onDay(addDays(checkIn, -20));
    const { token } = await signInAs(email);
    const cancelled = await call(
      "POST",
      `/api/guest/bookings/${bookingId}/cancel`,
      bearer(token, { method: "POST" }),
    );
    expect(cancelled.status).toBe(200);
    const half = Math.round(total * 50) / 100;
    expect(cancelled.body).toMatchObject({ refundAmount: half, rule: { percent: 50 } });
    const db = await getDb();
    const refunded = async (id: string) =>
      (await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!.refundedCents;
    const balanceCents = (await paymentRow(balancePaymentId)).amountCents;
    // The latest payment first: the balance (70%) covers half of the total on its own.
    expect(await refunded(balancePaymentId)).toBe(Math.min(balanceCents, Math.round(half * 100)));
    expect((await refunded(balancePaymentId)) + (await refunded(paymentId))).toBe(
      Math.round(half * 100),
    );
    expect((await bookingOf(bookingId)).amountRefunded).toBe(half);
  });

  it("lets the owner give longer: the guest is told the new date, reminded again before it, and cancelled only a week after it", async () => {
    const { bookingId, email, checkIn } = await bookedWithDeposit(60);
    const dueOn = addDays(checkIn, -30);
    const url = `/api/owner/bookings/${bookingId}/balance-due-date`;

    onDay(addDays(checkIn, -31));
    // Signed in on that day: the session's clock is the test's.
    const { browser: owner } = await enrolOwner(OWNER);
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 1, remind: 0, cancel: 0 });
    // Sent on the reminder's day, the request is its own reminder.
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 0 });

    const earlier = await owner.change(url, { dueDate: addDays(dueOn, -1) });
    expect(earlier.status).toBe(400);
    const tooLate = await owner.change(url, { dueDate: addDays(checkIn, -6) });
    expect(tooLate.status).toBe(400);
    expect((tooLate.body as { error: string }).error).toMatch(
      /at the latest, 7 days before check-in/,
    );

    const newDue = addDays(checkIn, -14);
    const moved = await owner.change(url, { dueDate: newDue });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ bookingId, balanceDueDate: newDue });
    expect((await bookingOf(bookingId)).paymentSchedule?.balanceDueDate).toBe(newDue);
    const told = await balanceMails(email);
    expect(told).toHaveLength(2);
    expect(told[0]!.subject).toMatch(/^Balance due for /);

    onDay(addDays(dueOn, 7));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 0 });
    onDay(addDays(newDue, -1));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 1, cancel: 0 });
    onDay(addDays(newDue, 6));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 0 });
    onDay(addDays(newDue, 7));
    expect(await bothInstancesRun(bookingId)).toEqual({ request: 0, remind: 0, cancel: 1 });

    const afterwards = moveBalanceDueDate(OWNER, bookingId, addDays(checkIn, -8));
    await expect(afterwards).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

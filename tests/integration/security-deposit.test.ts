import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { outboxAttachments, payments, refunds, sandboxPayments } from "@/db/schema";
import {
  advanceBalances,
  cancelBookingByOwner,
  claimSecurityDeposit,
  ownerCancellationQuote,
  refundDueSecurityDeposits,
} from "@/features/bookings/server";
import { clock } from "@/lib/clock";
import { ApiError } from "@/lib/http";
import { addDays } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { bearer } from "../support/auth";
import { paidBooking, payInSandbox, paymentRow } from "../support/bookings";
import { FRIDAY, upcoming, onDay } from "../support/dates";
import { mailsTo } from "../support/mail";
import { enrolOwner } from "../support/owner";
import { pdfTextOf } from "../support/pdf";
import { call } from "../support/routes";

/**
 * A home's security deposit online (issue 35): collected with the payment that completes the
 * price and never part of it, refunded whole 7 days after check-out exactly once, kept in part
 * on the owner's claim with the guest mailed, and refunded whole with a cancellation.
 */

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const OWNER = "owner@ardennes-stays.example";
const DEPOSIT_CENTS = 30_000;
const HOME = { overrides: { securityDepositCents: DEPOSIT_CENTS } };
let guests = 0;
const nextGuest = () => `deposit-${++guests}@example.com`;

interface Deposit {
  amount: number;
  status: string;
  refundDueOn: string;
  kept: number | null;
  reason: string | null;
}

interface BookingBody {
  status: string;
  amountPaid: number;
  amountRefunded: number;
  amountDue: number;
  pricing: { summary: { totalPrice: number } };
  securityDeposit: Deposit | null;
}

const bookingOf = async (bookingId: string) =>
  (await call("GET", `/api/public/bookings/${bookingId}`)).body as BookingBody;

/** Friday to Monday at least `days` ahead, paid as the terms ask today (deposit or total). */
async function booked(days: number, home = HOME) {
  const friday = upcoming(FRIDAY, days);
  const stay = { startDate: friday, endDate: addDays(friday, 3) };
  return { ...(await paidBooking(nextGuest(), stay, {}, home)), ...stay };
}

async function refundsOf(bookingId: string) {
  const db = await getDb();
  return db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.bookingId, bookingId))
    .then((rows) => rows.map((row) => row.refund));
}

async function sandboxRefundedCents(providerPaymentId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ cents: sandboxPayments.refundedCents })
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, providerPaymentId));
  return row!.cents;
}

/** Two instances' deposit jobs at once: how often this booking's deposit went back. */
async function bothInstancesRefund(bookingId: string) {
  const runs = await Promise.all([refundDueSecurityDeposits(), refundDueSecurityDeposits()]);
  return runs.flat().filter((id) => id === bookingId).length;
}

const depositMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) => /security deposit/i.test(mail.subject));

describe("a home's security deposit", () => {
  it("is collected with the balance apart from the price and its VAT, and goes back whole on the 7th day after check-out exactly once", async () => {
    const { bookingId, paymentId, email, startDate, endDate } = await booked(60);
    const before = await bookingOf(bookingId);
    const total = before.pricing.summary.totalPrice;
    expect(before.securityDeposit).toEqual({
      amount: 300,
      status: "not_due",
      refundDueOn: addDays(endDate, 7),
      kept: null,
      reason: null,
    });
    // The 30% deposit is of the price only.
    expect((await paymentRow(paymentId)).amountCents).toBe(Math.round(total * 30));
    const balance = Math.round(total * 100) - Math.round(total * 30);
    expect(before.amountDue * 100).toBeCloseTo(balance + DEPOSIT_CENTS, 6);

    onDay(addDays(startDate, -35));
    await advanceBalances();
    expect((await bookingOf(bookingId)).securityDeposit?.status).toBe("due");
    const [request] = (await mailsTo(email)).filter((mail) => /^Balance due/.test(mail.subject));
    expect(request!.textBody).toContain(
      `The same payment collects the refundable security deposit of €300.00, so you pay ${formatEuros((balance + DEPOSIT_CENTS) / 100)} in all`,
    );

    const balancePaymentId = await payInSandbox(bookingId);
    const payment = await paymentRow(balancePaymentId);
    expect(payment).toMatchObject({
      part: "balance",
      status: "paid",
      amountCents: balance + DEPOSIT_CENTS,
      securityDepositCents: DEPOSIT_CENTS,
    });
    const paid = await bookingOf(bookingId);
    expect(paid.securityDeposit?.status).toBe("paid");
    expect(paid.amountPaid).toBeCloseTo(total + 300, 6);
    // The receipt keeps the deposit out of the VAT, on its own line.
    const [received] = (await mailsTo(email)).filter((mail) =>
      /^Balance received/.test(mail.subject),
    );
    const db = await getDb();
    const [receipt] = await db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxEmailId, received!.id));
    const text = pdfTextOf(receipt!.content);
    expect(text).toContain("Security deposit (refundable, no VAT)\n€300.00");
    if (payment.vatCents !== null) {
      expect(text).toContain(
        `Amount excluding VAT\n${formatEuros((balance - payment.vatCents) / 100)}`,
      );
    }

    onDay(addDays(endDate, 6));
    expect(await bothInstancesRefund(bookingId)).toBe(0);
    onDay(addDays(endDate, 7));
    expect(await bothInstancesRefund(bookingId)).toBe(1);
    expect(await bothInstancesRefund(bookingId)).toBe(0);

    expect(await refundsOf(bookingId)).toEqual([
      expect.objectContaining({
        reason: "security_deposit",
        amountCents: DEPOSIT_CENTS,
        status: "refunded",
      }),
    ]);
    expect(await sandboxRefundedCents(balancePaymentId)).toBe(DEPOSIT_CENTS);
    const mails = await depositMails(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your security deposit is on its way back: /),
    ]);
    expect(mails[0]!.textBody).toContain(
      "We are refunding your security deposit of €300.00 in full",
    );
    expect((await bookingOf(bookingId)).securityDeposit).toMatchObject({
      status: "refunded",
      kept: 0,
    });
  });

  it("is kept in part on the owner's claim, with the reason mailed to the guest and the rest refunded at once", async () => {
    // Booked 14 days ahead: the total and the deposit are paid at once.
    const { bookingId, paymentId, email, startDate, endDate } = await booked(14);
    const payment = await paymentRow(paymentId);
    expect(payment).toMatchObject({ part: "full", securityDepositCents: DEPOSIT_CENTS });
    expect((await bookingOf(bookingId)).securityDeposit?.status).toBe("paid");
    const url = `/api/owner/bookings/${bookingId}/security-deposit`;
    const reason = "A broken glass table top, replaced for €120.";

    onDay(addDays(startDate, -1));
    const early = await claimSecurityDeposit(OWNER, bookingId, { keep: 120, reason }).catch(
      (error: unknown) => error,
    );
    expect(early).toBeInstanceOf(ApiError);
    expect(early).toMatchObject({
      status: 409,
      message: "A security deposit can be kept only once the stay has begun",
    });

    onDay(endDate);
    const { browser: owner } = await enrolOwner(OWNER);
    // Today lists it to decide this week; the booking's page shows it held.
    const today = (await owner.send("GET", "/api/owner/today")).body as {
      securityDeposits: { bookingId: string; securityDeposit: number; refundDueOn: string }[];
    };
    expect(today.securityDeposits).toContainEqual(
      expect.objectContaining({
        bookingId,
        securityDeposit: 300,
        refundDueOn: addDays(endDate, 7),
      }),
    );
    const detail = (await owner.send("GET", `/api/owner/bookings/${bookingId}`)).body as {
      securityDeposit: Deposit;
      payments: { securityDeposit: number }[];
    };
    expect(detail.securityDeposit.status).toBe("paid");
    expect(detail.payments[0]?.securityDeposit).toBe(300);

    const noReason = await owner.change(url, { keep: 120, reason: "broken" });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain("Say why you keep part of the deposit");
    const tooMuch = await owner.change(url, { keep: 300.01, reason });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain("You can keep at most €300.00, the deposit");

    const claimed = await owner.change(url, { keep: 120, reason });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({
      amount: 300,
      status: "partly_kept",
      refundDueOn: addDays(endDate, 7),
      kept: 120,
      reason,
    });
    expect(await refundsOf(bookingId)).toEqual([
      expect.objectContaining({
        reason: "security_deposit",
        amountCents: 18_000,
        status: "refunded",
      }),
    ]);
    const [mail] = await depositMails(email);
    expect(mail!.subject).toMatch(/^About your security deposit: /);
    expect(mail!.textBody).toContain("the owner keeps €120.00 of your security deposit of €300.00");
    expect(mail!.textBody).toContain(`The owner's reason: ${reason}`);
    expect(mail!.textBody).toContain("We are refunding the rest, €180.00, today");

    const after = (await owner.send("GET", "/api/owner/today")).body as {
      securityDeposits: { bookingId: string }[];
    };
    expect(after.securityDeposits.map((row) => row.bookingId)).not.toContain(bookingId);
    // Decided once: a second claim and the day-7 job change nothing.
    const again = await owner.change(url, { keep: 0 });
    expect(again.status).toBe(409);
    onDay(addDays(endDate, 7));
    expect(await bothInstancesRefund(bookingId)).toBe(0);
    expect(await refundsOf(bookingId)).toHaveLength(1);
    expect(await depositMails(email)).toHaveLength(1);
    expect((await bookingOf(bookingId)).securityDeposit).toMatchObject({
      status: "partly_kept",
      kept: 120,
      reason,
    });
  });

  it("goes back whole with a cancellation, beside the refund the terms give", async () => {
    const { bookingId, paymentId, email, token } = await booked(14);
    const preview = await call(
      "GET",
      `/api/guest/bookings/${bookingId}/cancellation`,
      bearer(token, {}),
    );
    const termsRefund = (preview.body as { refundAmount: number }).refundAmount;
    const total = (await bookingOf(bookingId)).pricing.summary.totalPrice;
    // The terms' share is of the price: the deposit is not in what they halve.
    expect(termsRefund).toBeLessThanOrEqual(total);

    const cancelled = await call(
      "POST",
      `/api/guest/bookings/${bookingId}/cancel`,
      bearer(token, { method: "POST" }),
    );
    expect(cancelled.status).toBe(200);
    const owed = Math.round(termsRefund * 100) + DEPOSIT_CENTS;
    expect(await refundsOf(bookingId)).toEqual([
      expect.objectContaining({ reason: "cancelled_by_guest", amountCents: owed }),
    ]);
    expect(await sandboxRefundedCents(paymentId)).toBe(owed);
    const [mail] = (await mailsTo(email)).filter((m) => /^You cancelled/.test(m.subject));
    expect(mail!.textBody).toContain(
      "Your security deposit of €300.00 comes back in full as well.",
    );
    expect((await bookingOf(bookingId)).securityDeposit).toMatchObject({
      status: "refunded",
      kept: 0,
    });
  });

  it("goes back whole when the owner cancels, beside the refund the owner chose, which leaves it out", async () => {
    const { bookingId, paymentId, email } = await booked(14);
    const price = Math.round((await bookingOf(bookingId)).pricing.summary.totalPrice * 100);
    const offer = await ownerCancellationQuote(bookingId);
    expect(offer).toMatchObject({
      paidCents: price,
      refundableCents: price,
      securityDepositCents: DEPOSIT_CENTS,
    });
    // More than the price paid is refused: the deposit is not the owner's to give as a refund.
    const tooMuch = await cancelBookingByOwner(OWNER, bookingId, {
      refundCents: price + 1,
    }).catch((error: unknown) => error);
    expect(tooMuch).toMatchObject({ status: 400 });

    await cancelBookingByOwner(OWNER, bookingId, { refundCents: 5_000 });
    expect(await refundsOf(bookingId)).toEqual([
      expect.objectContaining({
        reason: "cancelled_by_owner",
        amountCents: 5_000 + DEPOSIT_CENTS,
        status: "refunded",
      }),
    ]);
    expect(await sandboxRefundedCents(paymentId)).toBe(5_000 + DEPOSIT_CENTS);
    const [mail] = (await mailsTo(email)).filter((m) =>
      /^Your booking was cancelled/.test(m.subject),
    );
    expect(mail!.textBody).toContain("We are refunding €50.00");
    expect(mail!.textBody).toContain(
      "Your security deposit of €300.00 comes back in full as well.",
    );
  });

  it("is not asked of a home without one", async () => {
    const { bookingId, paymentId } = await booked(14, { overrides: { securityDepositCents: 0 } });
    expect((await bookingOf(bookingId)).securityDeposit).toBeNull();
    expect((await paymentRow(paymentId)).securityDepositCents).toBe(0);
  });
});

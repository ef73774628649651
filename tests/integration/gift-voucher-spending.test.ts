import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, giftVouchers, payments, refunds } from "@/db/schema";
import { getSandboxPayment } from "@/features/payments/server";
import { clock } from "@/lib/clock";
import { addDays, formatLongDate, todayInBrussels } from "@/lib/dates";
import { centsToEuros, formatEuros } from "@/lib/money";
import { bearer } from "../support/auth";
import { unpaidBooking } from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { boughtVoucher, settleCheckout, soldVoucher } from "../support/gift-vouchers";
import { mailsTo } from "../support/mail";
import { pdfTextOf } from "../support/pdf";
import { call, fromAddress } from "../support/routes";

/**
 * Spending a gift voucher on a booking's payment (issue 36, decision 0061): the voucher pays the
 * price first, the provider the rest; nothing a voucher paid is lost when a payment fails or is
 * refunded, and a wrong code is a guess counted against the client.
 */

afterEach(() => {
  clock.now = () => new Date();
});

let guests = 0;
let clients = 0;
const nextGuest = () => `voucher-spender-${++guests}@example.com`;
const newClient = () => fromAddress(`198.51.100.${(clients = (clients % 250) + 1)}`);

function startPayment(
  bookingId: string,
  voucherCode?: string,
  headers: Record<string, string> = newClient(),
) {
  return call("POST", `/api/public/payments/start/${bookingId}`, {
    method: "POST",
    body: JSON.stringify(voucherCode === undefined ? {} : { voucherCode }),
    headers: { "content-type": "application/json", ...headers },
  });
}

/** A booking paid in full now (check-in two weeks ahead), or by a 30% deposit (two months). */
async function booking(schedule: "full" | "deposit" = "full", securityDepositCents = 0) {
  const friday = upcoming(FRIDAY, schedule === "full" ? 14 : 60);
  return unpaidBooking(
    nextGuest(),
    { startDate: friday, endDate: addDays(friday, 3) },
    {},
    { overrides: { securityDepositCents } },
  );
}

async function voucherRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
  return row!;
}

async function paymentsOf(bookingId: string) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

async function bookingRow(bookingId: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

/**
 * The guest cancels three days later, 14 to 29 days before check-in, when half of the price comes
 * back; answers the refund the API reports, in cents.
 */
async function cancelThreeDaysLater(bookingId: string, token: string): Promise<number> {
  const later = Date.now() + 3 * 86_400_000;
  clock.now = () => new Date(later);
  const cancelled = await call(
    "POST",
    `/api/guest/bookings/${bookingId}/cancel`,
    bearer(token, { method: "POST" }),
  );
  expect(cancelled.status).toBe(200);
  return Math.round((cancelled.body as { refundAmount: number }).refundAmount * 100);
}

describe("paying a booking with a gift voucher", () => {
  it("pays a voucher bought in the sandbox into two bookings, the provider taking the rest of the second", async () => {
    const voucher = await boughtVoucher(1000);
    const first = await booking("full");
    const started = await startPayment(first.bookingId, voucher.code.toLowerCase());
    expect(started.status).toBe(200);
    // Paid whole by the voucher: no checkout, straight to the payment-return page.
    expect((started.body as { checkoutUrl: string }).checkoutUrl).toMatch(
      new RegExp(`/booking/${first.bookingId}/payment-return$`),
    );
    const [whole] = await paymentsOf(first.bookingId);
    const total = (await bookingRow(first.bookingId)).totalCents;
    expect(whole).toMatchObject({
      status: "paid",
      method: "giftvoucher",
      amountCents: total,
      voucherCents: total,
      paidWithVoucherId: voucher.id,
      providerPaymentId: null,
    });
    expect(whole!.receiptNumber).toBeGreaterThan(0);
    // VAT is due when the voucher pays for the stay (a multi-purpose voucher).
    expect(whole!.vatCents).toBeGreaterThan(0);
    expect((await bookingRow(first.bookingId)).status).toBe("approved");
    expect((await voucherRow(voucher.id)).remainingCents).toBe(100_000 - total);

    const second = await booking("full");
    const left = 100_000 - total;
    const secondTotal = (await bookingRow(second.bookingId)).totalCents;
    const checkout = await startPayment(second.bookingId, voucher.code);
    const { checkoutUrl } = checkout.body as { checkoutUrl: string };
    expect(checkoutUrl).toMatch(/^\/sandbox\/checkout\/sbx_/);
    const atProvider = await getSandboxPayment(checkoutUrl.split("/").at(-1)!);
    expect(atProvider?.amountCents).toBe(secondTotal - left);
    await settleCheckout(checkoutUrl, "pay");
    const [split] = await paymentsOf(second.bookingId);
    expect(split).toMatchObject({
      status: "paid",
      amountCents: secondTotal,
      voucherCents: left,
      method: "bancontact",
    });
    expect((await bookingRow(second.bookingId)).status).toBe("approved");
    expect((await voucherRow(voucher.id)).remainingCents).toBe(0);

    const receipt = await call(
      "GET",
      `/api/guest/bookings/${second.bookingId}/payments/${split!.id}/receipt`,
      bearer(second.token),
    );
    expect(receipt.status).toBe(200);
    const text = pdfTextOf(new Uint8Array(await receipt.raw.arrayBuffer()));
    expect(text).toContain(`Paid with gift voucher ${voucher.code.slice(0, 4)}`);

    const third = await booking("full");
    const usedUp = await startPayment(third.bookingId, voucher.code);
    expect(usedUp.status).toBe(400);
    expect(usedUp.body).toMatchObject({ error: "This gift voucher has been used up" });
  });

  it("pays part of a deposit, never more than the deposit, and keeps the rest for later", async () => {
    const voucher = await soldVoucher({ amountCents: 100_000 });
    const { bookingId } = await booking("deposit");
    const deposit = (await bookingRow(bookingId)).depositCents!;
    const started = await startPayment(bookingId, voucher.code);
    expect(started.status).toBe(200);
    const [payment] = await paymentsOf(bookingId);
    expect(payment).toMatchObject({ part: "deposit", status: "paid", voucherCents: deposit });
    expect((await voucherRow(voucher.id)).remainingCents).toBe(100_000 - deposit);
    expect((await bookingRow(bookingId)).status).toBe("approved");
  });

  it("gives the voucher's part back when the payment at the provider fails", async () => {
    const voucher = await soldVoucher({ amountCents: 5_000 });
    const { bookingId } = await booking("full");
    const { checkoutUrl } = (await startPayment(bookingId, voucher.code)).body as {
      checkoutUrl: string;
    };
    expect((await voucherRow(voucher.id)).remainingCents).toBe(0);
    await settleCheckout(checkoutUrl, "fail");
    expect((await voucherRow(voucher.id)).remainingCents).toBe(5_000);
    const [failed] = await paymentsOf(bookingId);
    expect(failed).toMatchObject({ status: "failed", voucherCents: 5_000 });

    // The guest tries again with the voucher: it pays its part again.
    const again = await startPayment(bookingId, voucher.code);
    expect(again.status).toBe(200);
    expect((await voucherRow(voucher.id)).remainingCents).toBe(0);
  });

  it("answers 409 to a voucher while a payment without it is open, and returns that payment to a start without one", async () => {
    const voucher = await soldVoucher();
    const { bookingId } = await booking("full");
    const open = await startPayment(bookingId);
    const refused = await startPayment(bookingId, voucher.code);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error:
        "A payment of this booking is already open. Finish it, or cancel it at the checkout, before using a gift voucher.",
    });
    expect((await voucherRow(voucher.id)).remainingCents).toBe(10_000);
    expect((await startPayment(bookingId)).body).toEqual(open.body);
  });

  it("returns the same checkout to a second start with the same voucher, spending it once", async () => {
    const voucher = await soldVoucher({ amountCents: 5_000 });
    const { bookingId } = await booking("full");
    const first = await startPayment(bookingId, voucher.code);
    const again = await startPayment(bookingId, voucher.code);
    expect(again.body).toEqual(first.body);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
    expect((await voucherRow(voucher.id)).remainingCents).toBe(0);
  });

  it("refuses a voucher after its last day, and one whose sale was never paid", async () => {
    const expired = await soldVoucher({ expiresOn: addDays(todayInBrussels(), -1) });
    const { bookingId } = await booking("full");
    const answer = await startPayment(bookingId, expired.code);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: "This gift voucher has expired",
      details: [{ path: "voucherCode", message: "This gift voucher has expired" }],
    });
    const db = await getDb();
    const unpaid = await soldVoucher();
    await db.update(giftVouchers).set({ expiresOn: null }).where(eq(giftVouchers.id, unpaid.id));
    expect((await startPayment(bookingId, unpaid.code)).body).toMatchObject({
      error: "This gift voucher code is not valid",
    });
    expect(await paymentsOf(bookingId)).toHaveLength(0);
  });

  it("counts codes that name no voucher: the 11th in an hour from one client is refused before it is read", async () => {
    const voucher = await soldVoucher({ amountCents: 100_000 });
    const { bookingId } = await booking("full");
    const client = fromAddress("198.51.100.251");
    // A right code and a wrong booking state are not guesses.
    expect((await startPayment(bookingId, voucher.code, client)).status).toBe(200);
    const other = await booking("full");
    for (let i = 0; i < 10; i++) {
      const wrong = await startPayment(other.bookingId, `WRNG-CODE-${i}AAA-AAAA`, client);
      expect(wrong.body).toMatchObject({ error: "This gift voucher code is not valid" });
    }
    const limited = await startPayment(other.bookingId, voucher.code, client);
    expect(limited.status).toBe(429);
    expect((limited.body as { error: string }).error).toMatch(
      /^Too many gift voucher codes tried from your connection/,
    );
    // Another client is not held back.
    expect((await startPayment(other.bookingId, voucher.code)).status).toBe(200);
  });

  it("gives a refund's voucher share back to the voucher, its last day moved on by the days it was spent", async () => {
    const voucher = await soldVoucher({ amountCents: 20_000 });
    const { bookingId, token } = await booking("full");
    const total = (await bookingRow(bookingId)).totalCents;
    const { checkoutUrl } = (await startPayment(bookingId, voucher.code)).body as {
      checkoutUrl: string;
    };
    await settleCheckout(checkoutUrl, "pay");
    const before = await voucherRow(voucher.id);
    expect(before.remainingCents).toBe(0);

    const refundCents = await cancelThreeDaysLater(bookingId, token);
    expect(refundCents).toBe(Math.round(total / 2));
    const db = await getDb();
    const [payment] = await paymentsOf(bookingId);
    const [refund] = await db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    const share = Math.round((refundCents * 20_000) / total);
    expect(refund).toMatchObject({ amountCents: refundCents, voucherCents: share });
    const after = await voucherRow(voucher.id);
    expect(after.remainingCents).toBe(share);
    expect(after.expiresOn).toBe(addDays(before.expiresOn!, 3));
    // The card gets the rest of the refund, never the voucher's share.
    const sandbox = await getSandboxPayment(payment!.providerPaymentId!);
    expect(sandbox?.refundedCents).toBe(refundCents - share);
    // The guest's mail says which part went back to the voucher, not to their account.
    const [mail] = await mailsTo((await bookingRow(bookingId)).guestEmail);
    expect(mail!.textBody).toContain(
      `we are refunding ${formatEuros(centsToEuros(refundCents))}, which reaches your account`,
    );
    expect(mail!.textBody).toContain(
      `Of this, ${formatEuros(centsToEuros(share))} goes back to your gift voucher ${voucher.code} instead of to your account; the voucher can be spent until ${formatLongDate(after.expiresOn!)}.`,
    );
  });

  it("shares only the price's refund with the voucher: a security deposit paid beside it goes back to the card whole", async () => {
    const voucher = await soldVoucher({ amountCents: 20_000 });
    const { bookingId, token } = await booking("full", 15_000);
    const price = (await bookingRow(bookingId)).totalCents;
    const { checkoutUrl } = (await startPayment(bookingId, voucher.code)).body as {
      checkoutUrl: string;
    };
    await settleCheckout(checkoutUrl, "pay");
    const [payment] = await paymentsOf(bookingId);
    expect(payment).toMatchObject({ amountCents: price + 15_000, securityDepositCents: 15_000 });

    const refundCents = await cancelThreeDaysLater(bookingId, token);
    expect(refundCents).toBe(Math.round(price / 2));
    const share = Math.round((refundCents * 20_000) / price);
    expect((await voucherRow(voucher.id)).remainingCents).toBe(share);
    const sandbox = await getSandboxPayment(payment!.providerPaymentId!);
    expect(sandbox?.refundedCents).toBe(refundCents - share + 15_000);
  });
});

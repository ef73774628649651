import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { giftVouchers, outboxAttachments, payments } from "@/db/schema";
import { todayInBrussels } from "@/lib/dates";
import { bearer } from "../support/auth";
import { buyVoucher, newClient, settleCheckout, voucherBuyer } from "../support/gift-vouchers";
import { postJson } from "../support/bookings";
import { mailsTo } from "../support/mail";
import { pdfTextOf } from "../support/pdf";
import { call } from "../support/routes";

/**
 * Gift vouchers (issue 36): bought by a signed-in guest through the payment provider, mailed
 * to that guest once paid with the voucher's PDF and a receipt without VAT (a multi-purpose
 * voucher's sale), and never usable unpaid.
 */

const voucherOf = (token: string, id: string) =>
  call("GET", `/api/guest/gift-vouchers/${id}`, bearer(token, { headers: newClient() }));

interface Voucher {
  id: string;
  status: string;
  amount: number;
  code: string | null;
  expiresOn: string | null;
  email: string;
}

describe("buying a gift voucher", () => {
  it("is paid through the provider, then mailed to the buyer with its PDF and a receipt without VAT", async () => {
    const { email, token } = await voucherBuyer();
    const message = "Happy birthday, Marie! A weekend in the woods, from all of us.";
    const started = await buyVoucher(token, { amount: 150, message });
    expect(started.status).toBe(201);
    const { id, checkoutUrl } = started.body as { id: string; checkoutUrl: string };
    expect(checkoutUrl).toMatch(/^\/sandbox\/checkout\/sbx_/);
    expect((await voucherOf(token, id)).body).toEqual({
      id,
      status: "awaiting_payment",
      amount: 150,
      code: null,
      expiresOn: null,
      email,
    });
    expect(await mailsTo(email)).toHaveLength(1);

    const providerId = await settleCheckout(checkoutUrl, "pay");
    const voucher = (await voucherOf(token, id)).body as Voucher;
    // 12 months on: the same day next year (29 February aside: the unit tests have it).
    const today = todayInBrussels();
    expect(voucher).toMatchObject({ status: "paid", amount: 150 });
    expect(voucher.expiresOn?.slice(0, 7)).toBe(
      `${Number(today.slice(0, 4)) + 1}${today.slice(4, 7)}`,
    );
    expect(voucher.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);

    const db = await getDb();
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, providerId));
    expect(payment).toMatchObject({
      status: "paid",
      amountCents: 15_000,
      bookingId: null,
      giftVoucherId: id,
      vatRateBasisPoints: null,
      vatCents: null,
    });
    expect(payment?.receiptNumber).toBeGreaterThan(0);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Your gift voucher of €150.00");
    expect(mail?.textBody).toContain(`Its code: ${voucher.code}`);
    expect(mail?.textBody).not.toContain(message);
    const files = await db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxEmailId, mail!.id));
    expect(files.map((file) => file.filename).sort()).toEqual([
      `gift-voucher-${voucher.code}.pdf`,
      `receipt-${payment!.receiptNumber}.pdf`,
    ]);
    const printed = pdfTextOf(files.find((f) => f.filename.startsWith("gift"))!.content);
    expect(printed).toContain("€150.00");
    expect(printed).toContain(voucher.code);
    expect(printed).toContain(message);
    const receipt = pdfTextOf(files.find((f) => f.filename.startsWith("receipt"))!.content);
    expect(receipt).toContain("A gift voucher of €150.00");
    expect(receipt).toContain("Multi-purpose voucher: no VAT on its sale; VAT is due");
    expect(receipt).not.toContain("VAT included");
  });

  it("is never usable when its payment fails, and nothing is mailed", async () => {
    const { email, token } = await voucherBuyer();
    const { id, checkoutUrl } = (await buyVoucher(token, { amount: 50 })).body as {
      id: string;
      checkoutUrl: string;
    };
    await settleCheckout(checkoutUrl, "fail");
    expect((await voucherOf(token, id)).body).toMatchObject({
      status: "not_paid",
      code: null,
      expiresOn: null,
    });
    expect((await mailsTo(email)).map((mail) => mail.subject)).not.toContain(
      "Your gift voucher of €50.00",
    );
    const db = await getDb();
    const [row] = await db.select().from(giftVouchers).where(eq(giftVouchers.id, id));
    expect(row?.expiresOn).toBeNull();
  });

  it("needs a signed-in guest, and shows a voucher to its buyer only", async () => {
    const anonymous = await call(
      "POST",
      "/api/guest/gift-vouchers",
      postJson({ amount: 100, buyerName: "Ann Peeters" }),
    );
    expect(anonymous.status).toBe(401);
    const { token } = await voucherBuyer();
    const { id } = (await buyVoucher(token, { amount: 100 })).body as { id: string };
    const other = await voucherBuyer();
    expect((await voucherOf(other.token, id)).status).toBe(404);
  });

  it("refuses an amount outside €50 to €1,000 or not in steps of €10, and a long message", async () => {
    const { token } = await voucherBuyer();
    for (const amount of [40, 55, 1010, 99.5]) {
      const answer = await buyVoucher(token, { amount });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: string }).error).toBe(
        "Amount must be from €50 to €1,000 in steps of €10",
      );
    }
    const long = await buyVoucher(token, { amount: 60, message: "x".repeat(301) });
    expect((long.body as { error: string }).error).toBe("Message must be at most 300 characters");
  });

  it("opens one payment for a retry with the same Idempotency-Key", async () => {
    const { token } = await voucherBuyer();
    const headers = { "idempotency-key": "voucher-click-0001", ...newClient() };
    const first = await buyVoucher(token, { amount: 80 }, headers);
    const again = await buyVoucher(token, { amount: 80 }, headers);
    expect(again.body).toEqual(first.body);
  });

  it("lets a guest start at most 10 sales a day", async () => {
    const { token } = await voucherBuyer();
    for (let i = 0; i < 10; i++) expect((await buyVoucher(token, { amount: 50 })).status).toBe(201);
    const refused = await buyVoucher(token, { amount: 50 });
    expect(refused.status).toBe(429);
    expect((refused.body as { error: string }).error).toMatch(
      /^Too many gift vouchers started\. Please try again in \d+ hours?\.$/,
    );
  });
});

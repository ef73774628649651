import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInBrussels } from "@/lib/dates";
import { bearer } from "../support/auth";
import { unpaidBooking } from "../support/bookings";
import { configureForFile, withOwners } from "../support/config";
import { FRIDAY, upcoming } from "../support/dates";
import { boughtVoucher, settleCheckout } from "../support/gift-vouchers";
import { enrolOwner, type OwnerBrowser } from "../support/owner";
import { call } from "../support/routes";

/**
 * The accountant's payments CSV (issue 36: voucher money in the exports; issue 37's export): every
 * payment received and refund made in a period, with the part a gift voucher paid or got back.
 */

const OWNER = "export-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
});

const today = todayInBrussels();
const exportOf = (from: string, to: string) =>
  owner.send("GET", `/api/owner/payments.csv?from=${from}&to=${to}`);

describe("the payments CSV", () => {
  it("lists a voucher's sale, a booking paid partly with it, and the refund shared with it, for a Belgian spreadsheet", async () => {
    const voucher = await boughtVoucher(100);
    const friday = upcoming(FRIDAY, 14);
    const { bookingId, token } = await unpaidBooking("exported-guest@example.com", {
      startDate: friday,
      endDate: addDays(friday, 3),
      guestName: "Ann Peeters",
    });
    const started = await call("POST", `/api/public/payments/start/${bookingId}`, {
      method: "POST",
      body: JSON.stringify({ voucherCode: voucher.code }),
      headers: { "content-type": "application/json" },
    });
    await settleCheckout((started.body as { checkoutUrl: string }).checkoutUrl, "pay");
    // 14 to 29 days before check-in: half of what was paid comes back.
    const cancelled = await call(
      "POST",
      `/api/guest/bookings/${bookingId}/cancel`,
      bearer(token, { method: "POST" }),
    );
    expect(cancelled.status).toBe(200);

    const answer = await exportOf(today, addDays(today, 1));
    expect(answer.status).toBe(200);
    expect(answer.raw.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.raw.headers.get("content-disposition")).toBe(
      `attachment; filename="payments-${today}-to-${addDays(today, 1)}.csv"`,
    );
    const bytes = new Uint8Array(await answer.raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(
      "Date;Kind;Booking;Home;Guest;Method;Amount (EUR);Gift voucher (EUR);Provider (EUR);Security deposit (EUR);VAT rate (%);VAT (EUR);Receipt number;Provider id",
    );
    const sale = lines.find((line) => line.includes(";Gift voucher sale;"))!;
    expect(sale.split(";").slice(0, 12)).toEqual([
      today,
      "Gift voucher sale",
      "",
      "",
      "Ann Peeters",
      "Bancontact",
      "100,00",
      "0,00",
      "100,00",
      "0,00",
      "",
      "",
    ]);
    const [payment, refund] = lines
      .filter((line) => line.includes(bookingId))
      .map((line) => line.split(";"));
    expect(payment!.slice(1, 3)).toEqual(["Payment", bookingId]);
    expect(payment![4]).toBe("Ann Peeters");
    const paid = Number(payment![6]!.replace(",", "."));
    expect(payment![7]).toBe("100,00");
    expect(Number(payment![8]!.replace(",", "."))).toBeCloseTo(paid - 100, 2);
    expect(payment![10]).toMatch(/^\d+(,\d+)?$/);
    expect(payment![12]).toMatch(/^\d+$/);
    expect(refund!.slice(1, 3)).toEqual(["Refund", bookingId]);
    const refunded = Number(refund![6]!.replace(",", "."));
    expect(refunded).toBeCloseTo(-Math.round(paid * 50) / 100, 2);
    // The voucher's share: the proportion it paid, as a negative number, not text.
    const share = Number(refund![7]!.replace(",", "."));
    expect(share).toBeCloseTo(-Math.round((Math.abs(refunded) * 100 * 100) / paid) / 100, 2);
    expect(refund![6]).toMatch(/^-\d+,\d{2}$/);
  });

  it("refuses a period that ends before it starts, or is longer than 366 days", async () => {
    const backwards = await exportOf(today, today);
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: "to must be after from" });
    const long = await exportOf("2025-01-01", "2026-01-03");
    expect(long.body).toMatchObject({
      error: "A period of at most 366 days can be exported at once",
    });
  });

  it("is closed to anyone without an owner session", async () => {
    expect(
      (await call("GET", `/api/owner/payments.csv?from=${today}&to=${addDays(today, 1)}`)).status,
    ).toBe(401);
  });
});

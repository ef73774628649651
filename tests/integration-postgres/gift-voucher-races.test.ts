import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { giftVouchers, payments } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { unpaidBooking } from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { soldVoucher } from "../support/gift-vouchers";
import { call, fromAddress } from "../support/routes";

describe("the last euros of a gift voucher", () => {
  it("go to exactly one of 8 bookings paying with it at once, and no euro is spent twice", async () => {
    const voucher = await soldVoucher({ amountCents: 5_000 });
    const friday = upcoming(FRIDAY, 14);
    const booked = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        unpaidBooking(`last-euros-${i}@example.com`, {
          startDate: friday,
          endDate: addDays(friday, 3),
        }),
      ),
    );
    const answers = await Promise.all(
      booked.map(({ bookingId }, i) =>
        call("POST", `/api/public/payments/start/${bookingId}`, {
          method: "POST",
          body: JSON.stringify({ voucherCode: voucher.code }),
          headers: { "content-type": "application/json", ...fromAddress(`198.18.201.${i + 1}`) },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ error: "This gift voucher has been used up" });
    }
    const db = await getDb();
    const spending = await db
      .select({ cents: payments.voucherCents })
      .from(payments)
      .where(eq(payments.paidWithVoucherId, voucher.id));
    expect(spending).toEqual([{ cents: 5_000 }]);
    const [left] = await db.select().from(giftVouchers).where(eq(giftVouchers.id, voucher.id));
    expect(left?.remainingCents).toBe(0);
  });
});

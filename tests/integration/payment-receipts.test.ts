import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { payments } from "@/db/schema";
import { paidBooking } from "../support/bookings";

/** Every paid payment has a PDF receipt (issue 20, docs/decisions/0041). */

let guests = 0;
const nextGuest = () => `receipt-guest-${++guests}@example.com`;

async function paymentsOf(bookingId: string) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

describe("receipt numbers", () => {
  it("are given to payments as they are paid: distinct, and each later one higher", async () => {
    const first = await paidBooking(nextGuest());
    const second = await paidBooking(nextGuest());
    const [firstPayment] = await paymentsOf(first.bookingId);
    const [secondPayment] = await paymentsOf(second.bookingId);
    expect(firstPayment).toMatchObject({ status: "paid", receiptNumber: expect.any(Number) });
    expect(secondPayment!.receiptNumber).toBeGreaterThan(firstPayment!.receiptNumber!);
  });
});

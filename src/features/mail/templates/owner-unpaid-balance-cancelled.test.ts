import { describe, expect, it } from "vitest";
import { ownerUnpaidBalanceCancelledMail, sample } from "./owner-unpaid-balance-cancelled";
import { expectEscaped, textOf, TYPED_MARKUP } from "./testing";

describe("the owner's mail about a booking cancelled for its unpaid balance", () => {
  it("names the booking, home, dates and guest, the balance missed and the deposit kept", async () => {
    const mail = await ownerUnpaidBalanceCancelledMail(sample);
    expect(mail.subject).toBe("Booking cancelled, balance unpaid: Forest Lodge, 2026-07-10");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        `Booking ${sample.bookingId} at Forest Lodge, 2026-07-10 to 2026-07-14, guest Ann Peeters.`,
        "The balance of €476.00 was due on 2026-06-10 and was not paid; the booking is cancelled and its nights are free again. The deposit of €204.00 is kept.",
      ),
    );
  });

  it("shows a typed name as text", async () => {
    const mail = await ownerUnpaidBalanceCancelledMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });
});

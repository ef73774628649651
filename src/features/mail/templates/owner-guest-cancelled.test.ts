import { describe, expect, it } from "vitest";
import { ownerGuestCancelledMail, sample } from "./owner-guest-cancelled";
import { textOf } from "./testing";

describe("the owner's mail about a booking the guest cancelled", () => {
  it("names the booking and the home, and what of the payment goes back", async () => {
    const mail = await ownerGuestCancelledMail(sample);
    expect(mail.subject).toBe("Booking cancelled by the guest: Forest Lodge, 2026-07-10");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        `The guest cancelled booking ${sample.bookingId} at Forest Lodge, 2026-07-10 to 2026-07-13. Its nights are free again.`,
        "Of the €540.00 paid, €270.00 (50% under the cancellation terms) is being refunded.",
      ),
    );
  });

  it("says nothing is refunded when nothing was paid", async () => {
    const mail = await ownerGuestCancelledMail({ ...sample, paidCents: 0, refundCents: 0 });
    expect(mail.text).toContain("Nothing had been paid, so nothing is refunded.");
  });
});

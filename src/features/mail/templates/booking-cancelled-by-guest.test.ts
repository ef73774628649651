import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { bookingCancelledByGuestMail, sample } from "./booking-cancelled-by-guest";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the booking cancelled by the guest mail", () => {
  it("confirms the cancellation and gives the terms' refund", async () => {
    const mail = await bookingCancelledByGuestMail(sample);
    expect(mail.subject).toBe("You cancelled your booking: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "You cancelled your booking of Forest Lodge, Friday, July 10, 2026 to Monday, July 13, 2026. The dates are no longer held for you.",
        "Under our cancellation terms 50% of what you paid comes back: we are refunding €270.00, which reaches your account within a few working days.",
        `View your booking: ${absolute(`/bookings/${sample.bookingId}`)}`,
      ),
    );
  });

  it("says so when the terms give nothing back", async () => {
    const mail = await bookingCancelledByGuestMail({ ...sample, refundCents: 0, percent: 0 });
    expect(mail.text).toContain("Under our cancellation terms no refund is due for this booking.");
    expect(mail.text).not.toContain("€");
  });

  it("says which part of the refund goes back to a gift voucher instead of the account", async () => {
    const mail = await bookingCancelledByGuestMail({
      ...sample,
      toVouchers: [{ code: "ABCD-EFGH-JKLM", cents: 10_000, validUntil: "2027-03-12" }],
    });
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "You cancelled your booking of Forest Lodge, Friday, July 10, 2026 to Monday, July 13, 2026. The dates are no longer held for you.",
        "Under our cancellation terms 50% of what you paid comes back: we are refunding €270.00, which reaches your account within a few working days.",
        "Of this, €100.00 goes back to your gift voucher ABCD-EFGH-JKLM instead of to your account; the voucher can be spent until Friday, March 12, 2027.",
        `View your booking: ${absolute(`/bookings/${sample.bookingId}`)}`,
      ),
    );
  });

  it("says all of it goes back to the gift voucher when the voucher paid everything", async () => {
    const mail = await bookingCancelledByGuestMail({
      ...sample,
      locale: "nl",
      toVouchers: [{ code: "ABCD-EFGH-JKLM", cents: 27_000, validUntil: "2027-03-12" }],
    });
    expect(mail.text).toContain(
      "Het volledige bedrag gaat terug naar uw cadeaubon ABCD-EFGH-JKLM in plaats van naar uw rekening; de bon is geldig tot vrijdag 12 maart 2027.",
    );
  });

  it("shows a typed name as text", async () => {
    const mail = await bookingCancelledByGuestMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("is written in Dutch for a Dutch booking", async () => {
    const mail = await bookingCancelledByGuestMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("U hebt uw boeking geannuleerd: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "U hebt uw boeking van Forest Lodge, van vrijdag 10 juli 2026 tot maandag 13 juli 2026, geannuleerd. De data worden niet langer voor u vastgehouden.",
        `Volgens onze annuleringsvoorwaarden krijgt u 50% terug van wat u betaalde: we betalen u ${formatEuros(270, "nl")} terug; het bedrag staat binnen enkele werkdagen op uw rekening.`,
        `Uw boeking bekijken: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
  });
});

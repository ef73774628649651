import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { bookingRejectedMail, sample } from "./booking-rejected";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the booking declined mail", () => {
  it("says the request was declined and the full amount is refunded", async () => {
    const mail = await bookingRejectedMail(sample);
    expect(mail.subject).toBe("Your booking request was declined: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "We are sorry: the owner could not accept your booking request for Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026.",
        "We are refunding the full amount you paid, €680.00; it reaches your account within a few working days.",
        `View your booking: ${absolute(`/bookings/${sample.bookingId}`)}`,
      ),
    );
  });

  it("shows a typed name as text", async () => {
    const mail = await bookingRejectedMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await bookingRejectedMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking, linking to the Dutch page", async () => {
    const mail = await bookingRejectedMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw boekingsaanvraag is afgewezen: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "Het spijt ons: de eigenaar kon uw boekingsaanvraag voor Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026, niet aanvaarden.",
        `We betalen het volledige bedrag dat u betaald hebt terug, ${formatEuros(680, "nl")}; het staat binnen enkele werkdagen op uw rekening.`,
        `Uw boeking bekijken: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
  });

  it("says all of the refund goes back to the gift voucher that paid everything", async () => {
    const mail = await bookingRejectedMail({
      ...sample,
      toVouchers: [{ code: "ABCD-EFGH-JKLM", cents: 68_000, validUntil: "2027-03-12" }],
    });
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "We are sorry: the owner could not accept your booking request for Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026.",
        "We are refunding the full amount you paid, €680.00; it reaches your account within a few working days.",
        "All of it goes back to your gift voucher ABCD-EFGH-JKLM instead of to your account; the voucher can be spent until Friday, March 12, 2027.",
        `View your booking: ${absolute(`/bookings/${sample.bookingId}`)}`,
      ),
    );
  });
});

import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { bookingCancelledByHostMail, sample } from "./booking-cancelled-by-host";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the booking cancelled by the host mail", () => {
  it("says the dates were released and gives the refund", async () => {
    const mail = await bookingCancelledByHostMail(sample);
    expect(mail.subject).toBe("Your booking was cancelled: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "The owner cancelled your booking of Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026. The dates are no longer held for you.",
        "We are refunding €340.00; it reaches your account within a few working days.",
        `View your booking: ${absolute(`/bookings/${sample.bookingId}`)}`,
      ),
    );
  });

  it("says so when no refund is due", async () => {
    const mail = await bookingCancelledByHostMail({ ...sample, refundCents: 0 });
    expect(mail.text).toContain("No refund is due for this booking.");
    expect(mail.text).not.toContain("€");
  });

  it("shows a typed name as text", async () => {
    const mail = await bookingCancelledByHostMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await bookingCancelledByHostMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking, the refund in Belgian Dutch figures", async () => {
    const mail = await bookingCancelledByHostMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw boeking is geannuleerd: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "De eigenaar heeft uw boeking van Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026, geannuleerd. De data worden niet langer voor u vastgehouden.",
        `We betalen u ${formatEuros(340, "nl")} terug; het bedrag staat binnen enkele werkdagen op uw rekening.`,
        `Uw boeking bekijken: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
    expect(formatEuros(340, "nl")).toMatch(/^€\s340,00$/);
  });

  it("says in French and German which part of the refund goes back to a gift voucher", async () => {
    const toVouchers = [{ code: "ABCD-EFGH-JKLM", cents: 10_000, validUntil: "2027-03-12" }];
    const french = await bookingCancelledByHostMail({ ...sample, locale: "fr", toVouchers });
    expect(french.text).toContain(
      `Sur ce montant, ${formatEuros(100, "fr")} retourne sur votre bon cadeau ABCD-EFGH-JKLM et non sur votre compte ; le bon est valable jusqu’au vendredi 12 mars 2027.`,
    );
    const german = await bookingCancelledByHostMail({ ...sample, locale: "de", toVouchers });
    expect(german.text).toContain(
      `Davon gehen ${formatEuros(100, "de")} auf Ihren Geschenkgutschein ABCD-EFGH-JKLM zurück statt auf Ihr Konto; der Gutschein gilt bis zum Freitag, 12. März 2027.`,
    );
  });
});

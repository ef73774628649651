import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { bookingCancelledUnpaidBalanceMail, sample } from "./booking-cancelled-unpaid-balance";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the booking cancelled for an unpaid balance mail", () => {
  it("says why the booking went, that the deposit is kept, and links to the home", async () => {
    const mail = await bookingCancelledUnpaidBalanceMail(sample);
    const link = absolute(`/properties/${sample.propertyId}`);
    expect(mail.subject).toBe("Your booking was cancelled for an unpaid balance: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "The balance of €476.00 for Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026, was due on Wednesday, June 10, 2026 and has not been paid, so the booking is cancelled under our terms and its dates are free again.",
        "The deposit of €204.00 is not refunded.",
        "If you would still like to stay, you are welcome to book again.",
        `Book again: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows a typed name as text", async () => {
    const mail = await bookingCancelledUnpaidBalanceMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await bookingCancelledUnpaidBalanceMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });

  it("is written in German for a German booking, booking again on the German page", async () => {
    const mail = await bookingCancelledUnpaidBalanceMail({ ...sample, locale: "de" });
    expect(mail.subject).toBe(
      "Ihre Buchung wurde wegen des offenen Restbetrags storniert: Forest Lodge",
    );
    expect(mail.text).toBe(
      textIn(
        "de",
        "Guten Tag Ann Peeters,",
        `Der Restbetrag von ${formatEuros(476, "de")} für Forest Lodge, Freitag, 10. Juli 2026 bis Dienstag, 14. Juli 2026, war am Mittwoch, 10. Juni 2026 fällig und wurde nicht bezahlt. Deshalb ist die Buchung gemäß unseren Bedingungen storniert, und die Termine sind wieder frei.`,
        `Die Anzahlung von ${formatEuros(204, "de")} wird nicht erstattet.`,
        "Wenn Sie weiterhin bei uns übernachten möchten, können Sie gern erneut buchen.",
        `Erneut buchen: ${absoluteIn("de", `/properties/${sample.propertyId}`)}`,
      ),
    );
  });
});

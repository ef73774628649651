import { describe, expect, it } from "vitest";
import { formatEuros } from "@/lib/money";
import { bookingReceivedMail, sample } from "./booking-received";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the booking received mail", () => {
  it("gives the dates, guests, total and hold, as before the templates", async () => {
    const mail = await bookingReceivedMail(sample);
    const link = absolute(`/bookings/${sample.bookingId}`);
    expect(mail.subject).toBe("We received your booking request: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Thank you for choosing Forest Lodge. We are holding these dates for you:",
        "Friday, July 10, 2026 to Tuesday, July 14, 2026, 2 guests, €680.00 in total.",
        "We hold the dates for 60 minutes while you complete the payment; the stay is confirmed once it is paid.",
        `View your booking: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("says one guest, and 'your stay' when the property is unknown", async () => {
    const mail = await bookingReceivedMail({ ...sample, guests: 1, propertyName: undefined });
    expect(mail.subject).toBe("We received your booking request: your stay");
    expect(mail.text).toContain("Thank you for choosing us.");
    expect(mail.text).toContain(", 1 guest, ");
  });

  it("shows a typed name as text", async () => {
    const mail = await bookingReceivedMail({ ...sample, guestName: TYPED_MARKUP });
    expect(mail.text).toContain(`Hello ${TYPED_MARKUP},`);
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await bookingReceivedMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking, one guest and all", async () => {
    const mail = await bookingReceivedMail({ ...sample, locale: "nl", guests: 1 });
    expect(mail.subject).toBe("We hebben uw boekingsaanvraag ontvangen: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "Bedankt dat u voor Forest Lodge hebt gekozen. We houden deze data voor u vast:",
        `Van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026, 1 gast, in totaal ${formatEuros(680, "nl")}.`,
        "We houden de data 60 minuten voor u vast terwijl u de betaling afrondt; uw verblijf is bevestigd zodra het betaald is.",
        `Uw boeking bekijken: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
    const unnamed = await bookingReceivedMail({ ...sample, locale: "nl", propertyName: undefined });
    expect(unnamed.subject).toBe("We hebben uw boekingsaanvraag ontvangen: uw verblijf");
  });

  it("says what is due now and when the balance is, for a booking that pays a deposit", async () => {
    const schedule = { depositCents: 20_400, depositPercent: 30, balanceDueOn: "2026-06-10" };
    const mail = await bookingReceivedMail({ ...sample, schedule });
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Thank you for choosing Forest Lodge. We are holding these dates for you:",
        "Friday, July 10, 2026 to Tuesday, July 14, 2026, 2 guests, €680.00 in total.",
        "Due now: a deposit of €204.00 (30% of the total); the balance of €476.00 is due on Wednesday, June 10, 2026.",
        "We hold the dates for 60 minutes while you complete the payment; the stay is confirmed once it is paid.",
        `View your booking: ${absolute(`/bookings/${sample.bookingId}`)}`,
      ),
    );
    const german = await bookingReceivedMail({ ...sample, locale: "de", schedule });
    expect(german.text).toContain(
      `Jetzt fällig: eine Anzahlung von ${formatEuros(204, "de")} (30 % des Gesamtbetrags); der Restbetrag von ${formatEuros(476, "de")} ist am Mittwoch, 10. Juni 2026 fällig.`,
    );
  });
});

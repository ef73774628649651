import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/i18n/locales";
import { formatEuros } from "@/lib/money";
import { bookingConfirmedMail, sample } from "./booking-confirmed";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

const NO_WITHDRAWAL = `As you booked accommodation for specific dates, there is no right of withdrawal. If you need to cancel, our cancellation terms apply: ${absolute("/terms#cancellation")}`;

describe("the booking confirmed mail", () => {
  it("names the home's registration number when it has one, in the guest's language", async () => {
    const registered = { ...sample, homeRegistrationNumber: "HE-1234/2025" };
    expect((await bookingConfirmedMail(registered)).text).toContain(
      "Registration number of Forest Lodge: HE-1234/2025",
    );
    expect((await bookingConfirmedMail({ ...registered, locale: "fr" })).text).toContain(
      "Numéro d’enregistrement de Forest Lodge\u00a0: HE-1234/2025",
    );
    expect((await bookingConfirmedMail(sample)).text).not.toContain("Registration number");
  });

  it("gives the amount paid and the dates, as before the templates", async () => {
    const mail = await bookingConfirmedMail(sample);
    const link = absolute(`/bookings/${sample.bookingId}`);
    expect(mail.subject).toBe("Your booking is confirmed: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "We received your payment of €680.00 for Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026.",
        "Your stay is confirmed. Check-in details follow by e-mail 24 hours before you arrive.",
        NO_WITHDRAWAL,
        `View your booking: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows a typed name as text", async () => {
    const mail = await bookingConfirmedMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await bookingConfirmedMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking, linking to the Dutch page", async () => {
    const mail = await bookingConfirmedMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw boeking is bevestigd: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        `We hebben uw betaling van ${formatEuros(680, "nl")} ontvangen voor Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026.`,
        "Uw verblijf is bevestigd. De aankomstinformatie sturen we u 24 uur vóór uw aankomst per e-mail.",
        `Omdat u logies voor vaste data hebt geboekt, is er geen herroepingsrecht. Moet u annuleren, dan gelden onze annuleringsvoorwaarden: ${absoluteIn("nl", "/terms#cancellation")}`,
        `Uw boeking bekijken: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
  });

  it("gives the balance still to pay and its due date after a deposit", async () => {
    const deposit = {
      ...sample,
      amountCents: 20_400,
      balance: { cents: 47_600, dueOn: "2026-06-10" },
    };
    const mail = await bookingConfirmedMail(deposit);
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "We received your payment of €204.00 for Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026.",
        "The balance of €476.00 is due on Wednesday, June 10, 2026; we will e-mail you a link to pay it.",
        "Your stay is confirmed. Check-in details follow by e-mail 24 hours before you arrive.",
        NO_WITHDRAWAL,
        `View your booking: ${absolute(`/bookings/${sample.bookingId}`)}`,
      ),
    );
    const french = await bookingConfirmedMail({ ...deposit, locale: "fr" });
    expect(french.text).toContain(
      `Le solde de ${formatEuros(476, "fr")} est à régler au plus tard le mercredi 10 juin 2026\u00a0; nous vous enverrons par e-mail un lien pour le payer.`,
    );
  });

  it("says in the booking's language that there is no right of withdrawal, linking to the cancellation terms", async () => {
    const said: Record<Locale, readonly [notice: string, terms: string]> = {
      en: ["there is no right of withdrawal", absolute("/terms#cancellation")],
      nl: ["is er geen herroepingsrecht", absoluteIn("nl", "/terms#cancellation")],
      fr: [
        "vous ne bénéficiez pas du droit de rétractation",
        absoluteIn("fr", "/terms#cancellation"),
      ],
      de: ["besteht kein Widerrufsrecht", absoluteIn("de", "/terms#cancellation")],
    };
    for (const locale of LOCALES) {
      const [notice, terms] = said[locale];
      const mail = await bookingConfirmedMail({ ...sample, locale });
      expect(mail.text).toContain(notice);
      expect(mail.text).toContain(terms);
      expect(mail.html).toContain(notice);
    }
  });
});

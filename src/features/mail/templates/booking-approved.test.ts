import { describe, expect, it } from "vitest";
import { bookingApprovedMail, sample } from "./booking-approved";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the booking approved mail", () => {
  it("says the owner approved the stay, with its dates", async () => {
    const mail = await bookingApprovedMail(sample);
    const link = absolute(`/bookings/${sample.bookingId}`);
    expect(mail.subject).toBe("Your booking is approved: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Good news: the owner approved your booking of Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026.",
        "Your stay is confirmed. Check-in details follow by e-mail 24 hours before you arrive.",
        `As you booked accommodation for specific dates, there is no right of withdrawal. If you need to cancel, our cancellation terms apply: ${absolute("/terms#cancellation")}`,
        `View your booking: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("names the home's registration number before the withdrawal notice, in the guest's language", async () => {
    const registered = { ...sample, homeRegistrationNumber: "HE-1234/2025" };
    const english = await bookingApprovedMail(registered);
    expect(english.text).toContain(
      "Your stay is confirmed. Check-in details follow by e-mail 24 hours before you arrive.\n\nRegistration number of Forest Lodge: HE-1234/2025\n\nAs you booked",
    );
    const dutch = await bookingApprovedMail({ ...registered, locale: "nl" });
    expect(dutch.text).toContain("Registratienummer van Forest Lodge: HE-1234/2025");
  });

  it("shows a typed name as text", async () => {
    const mail = await bookingApprovedMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await bookingApprovedMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking, linking to the Dutch page", async () => {
    const mail = await bookingApprovedMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw boeking is goedgekeurd: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "Goed nieuws: de eigenaar heeft uw boeking van Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026, goedgekeurd.",
        "Uw verblijf is bevestigd. De aankomstinformatie sturen we u 24 uur vóór uw aankomst per e-mail.",
        `Omdat u logies voor vaste data hebt geboekt, is er geen herroepingsrecht. Moet u annuleren, dan gelden onze annuleringsvoorwaarden: ${absoluteIn("nl", "/terms#cancellation")}`,
        `Uw boeking bekijken: ${absoluteIn("nl", `/bookings/${sample.bookingId}`)}`,
      ),
    );
    expect(mail.html).toContain('lang="nl"');
  });

  it("says in French and German too that there is no right of withdrawal", async () => {
    const french = await bookingApprovedMail({ ...sample, locale: "fr" });
    expect(french.text).toContain(
      `Comme vous avez réservé un hébergement à des dates déterminées, vous ne bénéficiez pas du droit de rétractation. Si vous devez annuler, nos conditions d’annulation s’appliquent\u00a0: ${absoluteIn("fr", "/terms#cancellation")}`,
    );
    const german = await bookingApprovedMail({ ...sample, locale: "de" });
    expect(german.text).toContain(
      `Da Sie eine Unterkunft für feste Termine gebucht haben, besteht kein Widerrufsrecht. Wenn Sie stornieren müssen, gelten unsere Stornierungsbedingungen: ${absoluteIn("de", "/terms#cancellation")}`,
    );
  });
});

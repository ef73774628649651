import { describe, expect, it } from "vitest";
import { sample, travellerRegisterReminderMail } from "./traveller-register-reminder";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the traveller register reminder", () => {
  it("asks for the register before arrival, says what it holds, links to its page", async () => {
    const mail = await travellerRegisterReminderMail(sample);
    const link = absolute(`/bookings/${sample.bookingId}/register`);
    expect(mail.subject).toBe("Before you arrive at Forest Lodge: the traveller register");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Your stay at Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026, is coming up. Belgian law asks us to record who stays, and your booking's traveller register is still empty.",
        "For each traveller it asks the surname, first names, place and date of birth and nationality. It takes a minute, and saves time when you arrive.",
        `Fill in the traveller register: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows a typed name as text", async () => {
    const mail = await travellerRegisterReminderMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("is written in Dutch for a Dutch booking, linking to the Dutch page", async () => {
    const mail = await travellerRegisterReminderMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Vóór uw aankomst in Forest Lodge: het reizigersregister");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "Uw verblijf in Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026, komt eraan. De Belgische wet vraagt ons te registreren wie er verblijft, en het reizigersregister van uw boeking is nog leeg.",
        "Voor elke reiziger vraagt het de achternaam, voornamen, geboorteplaats en -datum en nationaliteit. Het kost u een minuut en bespaart u tijd bij aankomst.",
        `Reizigersregister invullen: ${absoluteIn("nl", `/bookings/${sample.bookingId}/register`)}`,
      ),
    );
  });
});

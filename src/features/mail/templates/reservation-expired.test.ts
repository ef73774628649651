import { describe, expect, it } from "vitest";
import { reservationExpiredMail, sample } from "./reservation-expired";
import { absolute, absoluteIn, expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the reservation expired mail", () => {
  it("gives the released dates and links to the property, as before the templates", async () => {
    const mail = await reservationExpiredMail(sample);
    const link = absolute(`/properties/${sample.propertyId}`);
    expect(mail.subject).toBe("Your booking has expired: Forest Lodge");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "We held Forest Lodge for Friday, July 10, 2026 to Tuesday, July 14, 2026, but no payment was completed in time, so the dates have been released.",
        "If you would still like to stay, you are welcome to book again.",
        `Book again: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("shows a typed name as text", async () => {
    const mail = await reservationExpiredMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("greets with a plain 'Hello,' when no name may be used", async () => {
    const mail = await reservationExpiredMail({ ...sample, guestName: null });
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toContain(sample.guestName);
  });
  it("is written in Dutch for a Dutch booking, booking again on the Dutch page", async () => {
    const mail = await reservationExpiredMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw boeking is verlopen: Forest Lodge");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "We hielden Forest Lodge voor u vast van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026, maar de betaling is niet op tijd voltooid. Daarom zijn de data weer vrijgegeven.",
        "Wilt u toch nog komen? Dan bent u van harte welkom om opnieuw te boeken.",
        `Opnieuw boeken: ${absoluteIn("nl", `/properties/${sample.propertyId}`)}`,
      ),
    );
  });
});

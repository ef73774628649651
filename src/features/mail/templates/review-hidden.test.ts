import { describe, expect, it } from "vitest";
import { reviewHiddenMail, sample } from "./review-hidden";
import { expectEscaped, textIn, textOf, TYPED_MARKUP } from "./testing";

describe("the review hidden mail", () => {
  it("says which review is no longer shown and why, and how to object", async () => {
    const mail = await reviewHiddenMail(sample);
    expect(mail.subject).toBe("Your review of Forest Lodge is no longer shown");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Your review of your stay at Forest Lodge, Friday, July 10, 2026 to Tuesday, July 14, 2026, is no longer shown on the home's page, because it contains personal data of someone else or of yourself.",
        "We hide a review only for these reasons, and we say on the home's page how many were hidden. If you think this is a mistake, reply to this e-mail.",
      ),
    );
  });

  it.each([
    ["personal_data", "because it contains personal data of someone else or of yourself."],
    ["offensive", "because it contains offensive words."],
    ["not_about_stay", "because it is not about the stay."],
  ] as const)("gives the reason %s in its own words", async (reason, sentence) => {
    const mail = await reviewHiddenMail({ ...sample, reason });
    expect(mail.text).toContain(`is no longer shown on the home's page, ${sentence}`);
  });

  it("shows a typed name as text", async () => {
    const mail = await reviewHiddenMail({ ...sample, guestName: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("is written in Dutch for a Dutch booking", async () => {
    const mail = await reviewHiddenMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw beoordeling van Forest Lodge wordt niet meer getoond");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Beste Ann Peeters,",
        "Uw beoordeling van uw verblijf in Forest Lodge, van vrijdag 10 juli 2026 tot dinsdag 14 juli 2026, wordt niet meer getoond op de pagina van de woning, omdat ze persoonsgegevens van iemand anders of van uzelf bevat.",
        "We verbergen een beoordeling alleen om deze redenen, en op de pagina van de woning vermelden we hoeveel beoordelingen er verborgen zijn. Denkt u dat dit een vergissing is? Antwoord dan op deze e-mail.",
      ),
    );
  });
});

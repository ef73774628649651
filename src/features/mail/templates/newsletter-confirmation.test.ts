import { describe, expect, it } from "vitest";
import { newsletterConfirmationMail, sample } from "./newsletter-confirmation";
import { absolute, absoluteIn, textIn, textOf } from "./testing";

describe("the newsletter confirmation", () => {
  it("carries only the link that confirms, by its absolute URL", async () => {
    const mail = await newsletterConfirmationMail(sample);
    const link = absolute("/newsletter/confirm?token=sample-token-3f9a1c");
    expect(mail.subject).toBe("Confirm your subscription to the Ardennes Stays newsletter");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        "Please confirm that you want to receive our newsletter.",
        "If you did not sign up, ignore this e-mail: without your confirmation you will not hear from us.",
        `Confirm subscription: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("escapes the link in the HTML", async () => {
    const mail = await newsletterConfirmationMail({ ...sample, confirmPath: '/x?a=1&b="2"' });
    expect(mail.html).toContain(`href="${absolute("/x?a=1&amp;b=&quot;2&quot;")}"`);
    expect(mail.text).toContain(`Confirm subscription: ${absolute('/x?a=1&b="2"')}`);
  });
  it("is written in Dutch for a Dutch sign-up, confirming on the Dutch page", async () => {
    const mail = await newsletterConfirmationMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Bevestig uw inschrijving op de nieuwsbrief van Ardennes Stays");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Goedendag,",
        "Wilt u bevestigen dat u onze nieuwsbrief wilt ontvangen?",
        "Hebt u zich niet ingeschreven? Negeer dan deze e-mail: zonder uw bevestiging ontvangt u niets van ons.",
        `Inschrijving bevestigen: ${absoluteIn("nl", sample.confirmPath)}`,
      ),
    );
  });
});

import { describe, expect, it } from "vitest";
import { availabilityAlertConfirmationMail, sample } from "./availability-alert-confirmation";
import { absolute, absoluteIn, textIn, textOf } from "./testing";

describe("the availability alert's confirmation", () => {
  it("names the home and the stay and carries only the link that confirms, by its absolute URL", async () => {
    const mail = await availabilityAlertConfirmationMail(sample);
    const link = absolute(sample.confirmPath);
    expect(mail.subject).toBe(
      "Confirm your alert for Forest Lodge, Fri, Jul 10, 2026 – Mon, Jul 13, 2026",
    );
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        "Please confirm that you want one e-mail from us when Forest Lodge is free from Friday, July 10, 2026 to Monday, July 13, 2026.",
        "If you did not ask for this, ignore this e-mail: without your confirmation you will not hear from us.",
        `Confirm alert: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("is written in French for a French request, confirming on the French page", async () => {
    const mail = await availabilityAlertConfirmationMail({ ...sample, locale: "fr" });
    expect(mail.subject).toMatch(/^Confirmez votre alerte pour Forest Lodge, /);
    expect(mail.text).toBe(
      textIn(
        "fr",
        "Bonjour,",
        "Merci de confirmer que vous souhaitez recevoir un seul e-mail de notre part lorsque Forest Lodge sera libre du vendredi 10 juillet 2026 au lundi 13 juillet 2026.",
        "Si vous n’avez rien demandé, ignorez simplement cet e-mail\u00a0: sans votre confirmation, vous ne recevrez rien de notre part.",
        `Confirmer l’alerte: ${absoluteIn("fr", sample.confirmPath)}`,
      ),
    );
  });

  it("has its texts in Dutch and German too", async () => {
    const nl = await availabilityAlertConfirmationMail({ ...sample, locale: "nl" });
    const de = await availabilityAlertConfirmationMail({ ...sample, locale: "de" });
    expect(nl.subject).toMatch(/^Bevestig uw melding voor Forest Lodge, /);
    expect(nl.text).toContain(`Melding bevestigen: ${absoluteIn("nl", sample.confirmPath)}`);
    expect(de.subject).toMatch(/^Bestätigen Sie Ihren Hinweis für Forest Lodge, /);
    expect(de.text).toContain(`Hinweis bestätigen: ${absoluteIn("de", sample.confirmPath)}`);
  });
});

import { describe, expect, it } from "vitest";
import { availabilityAlertMail, sample } from "./availability-alert";
import { absolute, absoluteIn, textIn, textOf } from "./testing";

describe("the availability alert", () => {
  it("says the home is free for the stay and links to its booking dialog on that stay", async () => {
    const mail = await availabilityAlertMail(sample);
    const link = absolute(sample.bookPath);
    expect(mail.subject).toBe("Forest Lodge is free for Fri, Jul 10, 2026 – Mon, Jul 13, 2026");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        "Good news: Forest Lodge is free again from Friday, July 10, 2026 to Monday, July 13, 2026. Anyone can book these dates now, so do not wait too long if you still want to stay.",
        "This was your one alert for these dates: we will not e-mail you about them again.",
        `Book these dates: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
  });

  it("is written in German for a German request, booking on the German page", async () => {
    const mail = await availabilityAlertMail({ ...sample, locale: "de" });
    expect(mail.subject).toMatch(/^Forest Lodge ist frei: /);
    expect(mail.text).toBe(
      textIn(
        "de",
        "Guten Tag,",
        "Gute Nachricht: Forest Lodge ist vom Freitag, 10. Juli 2026 bis Montag, 13. Juli 2026 wieder frei. Jetzt kann jeder diese Termine buchen; warten Sie also nicht zu lange, wenn Sie noch kommen möchten.",
        "Dies war Ihr einziger Hinweis für diese Termine: Wir schreiben Ihnen dazu nicht noch einmal.",
        `Diese Termine buchen: ${absoluteIn("de", sample.bookPath)}`,
      ),
    );
  });

  it("has its texts in Dutch and French too", async () => {
    const nl = await availabilityAlertMail({ ...sample, locale: "nl" });
    const fr = await availabilityAlertMail({ ...sample, locale: "fr" });
    expect(nl.subject).toMatch(/^Forest Lodge is vrij: /);
    expect(nl.text).toContain(`Deze data boeken: ${absoluteIn("nl", sample.bookPath)}`);
    expect(fr.subject).toMatch(/^Forest Lodge est libre\u00a0: /);
    expect(fr.text).toContain(`Réserver ces dates: ${absoluteIn("fr", sample.bookPath)}`);
  });
});

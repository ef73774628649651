import { describe, expect, it } from "vitest";
import { newsletterConfirmationMail, sample } from "./newsletter-confirmation";
import { absolute, textOf } from "./testing";

describe("the newsletter confirmation", () => {
  it("links to the unsubscribe page by its absolute URL, as before the templates", async () => {
    const mail = await newsletterConfirmationMail(sample);
    const link = absolute("/newsletter/unsubscribe?token=sample-token-3f9a1c");
    expect(mail.subject).toBe("You're subscribed to the Ardennes Stays newsletter");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        "Thank you for subscribing. A few times a year we will write about new homes, quiet weeks in the forest and seasonal offers.",
        "If you did not sign up, or no longer want these e-mails, one click below removes your address.",
        `Unsubscribe: ${link}`,
      ),
    );
    expect(mail.html).toContain(`href="${link}"`);
  });

  it("escapes the link in the HTML", async () => {
    const mail = await newsletterConfirmationMail({ unsubscribePath: '/x?a=1&b="2"' });
    expect(mail.html).toContain(`href="${absolute("/x?a=1&amp;b=&quot;2&quot;")}"`);
    expect(mail.text).toContain(`Unsubscribe: ${absolute('/x?a=1&b="2"')}`);
  });
});

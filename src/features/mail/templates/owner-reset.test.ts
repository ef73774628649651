import { describe, expect, it } from "vitest";
import { ownerResetMail, sample } from "./owner-reset";
import { textOf } from "./testing";

describe("the mail to an owner whose sign-in was reset", () => {
  it("names the owner who reset it and what was removed", async () => {
    const mail = await ownerResetMail(sample);
    expect(mail.subject).toBe("Your back office sign-in was reset");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        "anna@ardennes-stays.example reset your sign-in to the back office of Ardennes Stays: your authenticator app, passkeys and recovery codes were removed, and you were signed out everywhere.",
        "Your next sign-in sets up an authenticator app again.",
        "If you did not ask for this, tell the other owners at once.",
      ),
    );
  });

  it("says when the reset was made on the server", async () => {
    const mail = await ownerResetMail({ ...sample, by: null });
    expect(mail.text).toContain(
      "Your sign-in to the back office of Ardennes Stays was reset on the site's server:",
    );
  });

  it("has its words in the other languages too", async () => {
    const mail = await ownerResetMail({ ...sample, locale: "de" });
    expect(mail.subject).toBe("Ihre Anmeldung für den Verwaltungsbereich wurde zurückgesetzt");
  });
});

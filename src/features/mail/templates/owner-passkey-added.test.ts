import { describe, expect, it } from "vitest";
import { ownerPasskeyAddedMail, sample } from "./owner-passkey-added";
import { expectEscaped, textOf, TYPED_MARKUP } from "./testing";

describe("the mail to an owner whose sign-in gained a passkey", () => {
  it("names the passkey and says what to do if it was not them", async () => {
    const mail = await ownerPasskeyAddedMail(sample);
    expect(mail.subject).toBe("A passkey was added to your back office sign-in: Kitchen laptop");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        'The passkey "Kitchen laptop" was added to your sign-in to the back office of Ardennes Stays. It signs you in in place of your authenticator code.',
        "If you did not add it, remove it under Security in the back office at once and ask another owner to reset your sign-in: whoever added it had your session and a code from your authenticator.",
      ),
    );
  });

  it("shows a typed name as text", async () => {
    const mail = await ownerPasskeyAddedMail({ ...sample, name: TYPED_MARKUP });
    expectEscaped(mail.html, TYPED_MARKUP);
  });

  it("has its words in the other languages too", async () => {
    const mail = await ownerPasskeyAddedMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe(
      "Er is een passkey toegevoegd aan uw aanmelding voor de backoffice: Kitchen laptop",
    );
    expect(mail.text).toContain('De passkey "Kitchen laptop" is toegevoegd');
  });
});

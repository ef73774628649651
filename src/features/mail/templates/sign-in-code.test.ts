import { describe, expect, it } from "vitest";
import { BLANKED_CODE, sample, signInCodeMail } from "./sign-in-code";
import { textIn, textOf } from "./testing";

describe("the sign-in code mail", () => {
  it("gives the code in the subject and the text, and what it is for", async () => {
    const mail = await signInCodeMail(sample);
    expect(mail.subject).toBe("Your sign-in code: 482913");
    expect(mail.text).toBe(
      textOf(
        "Hello,",
        "Use this code to sign in to Ardennes Stays. It works once and for the next 10 minutes.",
        "If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.",
        "    482913",
      ),
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(">482913</p>");
  });

  it("says when the code is for the owner's back office", async () => {
    const mail = await signInCodeMail({ ...sample, backOffice: true });
    expect(mail.subject).toBe("Your back office sign-in code: 482913");
    expect(mail.text).toContain("This code is for the owner's back office of Ardennes Stays.");
    expect((await signInCodeMail(sample)).text).not.toContain("back office");
  });

  it("keeps no digit of a code in its blanked copy", async () => {
    const mail = await signInCodeMail({ ...sample, code: BLANKED_CODE });
    expect(mail.subject).toBe(`Your sign-in code: ${BLANKED_CODE}`);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\d{6}/);
  });
  it("is written in Dutch when asked for in Dutch, with no name for anyone", async () => {
    const mail = await signInCodeMail({ ...sample, locale: "nl" });
    expect(mail.subject).toBe("Uw aanmeldcode: 482913");
    expect(mail.text).toBe(
      textIn(
        "nl",
        "Goedendag,",
        "Gebruik deze code om u aan te melden bij Ardennes Stays. De code werkt één keer en blijft 10 minuten geldig.",
        "Hebt u deze code niet aangevraagd? Dan kunt u deze e-mail negeren: zonder de code kan niemand zich aanmelden.",
        "    482913",
      ),
    );
  });
});

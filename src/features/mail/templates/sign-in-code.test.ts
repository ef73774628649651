import { describe, expect, it } from "vitest";
import { sample, signInCodeMail } from "./sign-in-code";
import { expectEscaped, textOf, TYPED_MARKUP } from "./testing";

describe("the sign-in code mail", () => {
  it("gives the code in the subject and the text, as before the templates", async () => {
    const mail = await signInCodeMail(sample);
    expect(mail.subject).toBe("Your sign-in code: 482913");
    expect(mail.text).toBe(
      textOf(
        "Hello Ann Peeters,",
        "Use this code to sign in. It works once and for the next 10 minutes.",
        "If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.",
        "    482913",
      ),
    );
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain(">482913</p>");
  });

  it("shows a typed name as text", async () => {
    const mail = await signInCodeMail({ ...sample, name: TYPED_MARKUP });
    expect(mail.text).toContain(`Hello ${TYPED_MARKUP},`);
    expectEscaped(mail.html, TYPED_MARKUP);
  });
});

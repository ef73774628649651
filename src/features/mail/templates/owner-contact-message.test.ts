import { describe, expect, it } from "vitest";
import { ownerContactMessageMail, sample } from "./owner-contact-message";
import { expectEscaped, textOf, TYPED_MARKUP } from "./testing";

describe("the contact message to the owner", () => {
  it("carries the visitor's message paragraph by paragraph, as before the templates", async () => {
    const mail = await ownerContactMessageMail(sample);
    expect(mail.subject).toBe("Contact form: Dogs in the Forest Lodge?");
    expect(mail.text).toBe(
      textOf(
        "A message from Ann Peeters <ann.peeters@example.com>:",
        "Subject: Dogs in the Forest Lodge?",
        "May we bring our two dogs in May?",
        "They are quiet and used to travelling.",
        "Reply to this e-mail to answer the visitor directly.",
      ),
    );
    expect(mail.html).toContain("A message from Ann Peeters &lt;ann.peeters@example.com&gt;:");
  });

  it("keeps a typed subject on one line and a typed message as written", async () => {
    const mail = await ownerContactMessageMail({
      ...sample,
      subject: "Late\r\narrival",
      message: "We arrive at 21:00.\nIs that  fine?",
    });
    expect(mail.subject).toBe("Contact form: Late arrival");
    expect(mail.text).toContain("\n\nWe arrive at 21:00.\nIs that  fine?\n\n");
    expect(mail.html).toContain("We arrive at 21:00.\nIs that  fine?");
  });

  it("shows typed markup in any field as text", async () => {
    const mail = await ownerContactMessageMail({
      name: TYPED_MARKUP,
      email: "ann@example.com",
      subject: TYPED_MARKUP,
      message: TYPED_MARKUP,
    });
    expect(mail.text).toContain(`A message from ${TYPED_MARKUP} <ann@example.com>:`);
    expect(mail.text).toContain(`\n\n${TYPED_MARKUP}\n\n`);
    expectEscaped(mail.html, TYPED_MARKUP);
  });
});

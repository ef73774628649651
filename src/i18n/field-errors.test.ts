import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "@/features/contact";
import { profileUpdateSchema } from "@/features/guests";
import { fieldErrorKeys } from "./field-errors";

describe("fieldErrorKeys", () => {
  it("names each invalid contact field once, missing before anything else", () => {
    const parsed = contactMessageSchema.safeParse({
      name: " ",
      email: "ann.example.com",
      subject: "s".repeat(201),
      message: "",
    });
    expect(fieldErrorKeys(parsed.error?.issues ?? [])).toEqual({
      name: "nameMissing",
      email: "emailInvalid",
      subject: "subjectTooLong",
      message: "messageMissing",
    });
  });

  it("says a one-letter name is missing and a long phone number too long", () => {
    const parsed = profileUpdateSchema.safeParse({ name: "A", phone: "1".repeat(41) });
    expect(fieldErrorKeys(parsed.error?.issues ?? [])).toEqual({
      name: "nameMissing",
      phone: "phoneTooLong",
    });
  });
});

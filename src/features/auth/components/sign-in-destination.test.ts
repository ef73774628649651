import { describe, expect, it } from "vitest";
import { signInDestination } from "./sign-in-destination";

describe("signInDestination", () => {
  it("returns to a path on this site, without its language (the page's router adds it)", () => {
    expect(signInDestination("/profile")).toBe("/profile");
    expect(signInDestination("/bookings/abc?paid=1")).toBe("/bookings/abc?paid=1");
    expect(signInDestination("/nl/profile")).toBe("/profile");
    expect(signInDestination("/de/bookings?x=1")).toBe("/bookings?x=1");
    expect(signInDestination("/fr")).toBe("/");
    expect(signInDestination("/fr?x=1")).toBe("/?x=1");
    expect(signInDestination("/nlx/profile")).toBe("/nlx/profile");
  });

  it("goes to My Bookings without a destination", () => {
    expect(signInDestination(undefined)).toBe("/bookings");
    expect(signInDestination("")).toBe("/bookings");
  });

  it("refuses other sites, also behind a language prefix", () => {
    for (const next of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/nl//evil.example",
      "/fr/\\evil.example",
      "/de//evil.example/bookings",
      "/en//evil.example",
      "/nl/\t/evil.example",
      "/\u0000/evil.example",
      "evil.example",
    ]) {
      expect(signInDestination(next), next).toBe("/bookings");
    }
  });

  it("does not come back to the sign-in page, in any language", () => {
    for (const next of ["/auth/login", "/auth", "/auth?x=1", "/nl/auth/login", "/de/auth"]) {
      expect(signInDestination(next), next).toBe("/bookings");
    }
  });
});

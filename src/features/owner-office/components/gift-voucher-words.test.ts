import { describe, expect, it } from "vitest";
import { dayInWords, statusInWords } from "./gift-voucher-words";

describe("a gift voucher in the owner's words", () => {
  it("says its status, an expired one with its last day", () => {
    expect(statusInWords({ status: "active", expiresOn: "2027-03-03" })).toBe("Active");
    expect(statusInWords({ status: "used_up", expiresOn: "2027-03-03" })).toBe("Used up");
    expect(statusInWords({ status: "expired", expiresOn: "2027-03-03" })).toBe(
      "Expired on 3 March 2027",
    );
    expect(dayInWords("2026-12-24")).toBe("24 December 2026");
  });
});

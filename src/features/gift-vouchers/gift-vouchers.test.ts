import { describe, expect, it } from "vitest";
import {
  isVoucherAmount,
  normalizeVoucherCode,
  voucherCodeFrom,
  voucherExpiresOn,
} from "./gift-vouchers";

describe("a gift voucher's code", () => {
  it("is 16 letters and digits in groups of four, without I, O, 0 or 1", () => {
    const code = voucherCodeFrom(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  });

  it("is read as typed with spaces, hyphens and small letters, and refused when it cannot be one", () => {
    expect(normalizeVoucherCode(" abcd efgh-jklm npqr ")).toBe("ABCD-EFGH-JKLM-NPQR");
    expect(normalizeVoucherCode("ABCD-EFGH-JKLM-NPQ")).toBeNull();
    expect(normalizeVoucherCode("ABCD-EFGH-JKLM-NPQ0")).toBeNull();
  });
});

describe("a gift voucher's amount", () => {
  it("is €50 to €1,000 in steps of €10", () => {
    expect([50, 60, 990, 1000].every(isVoucherAmount)).toBe(true);
    expect([40, 55, 1010, 100.5].some(isVoucherAmount)).toBe(false);
  });
});

describe("a gift voucher's expiry", () => {
  it("is the same day 12 months after it was paid, or the month's last day", () => {
    expect(voucherExpiresOn("2026-12-20")).toBe("2027-12-20");
    expect(voucherExpiresOn("2028-02-29")).toBe("2029-02-28");
  });
});

import { describe, expect, it } from "vitest";
import { extensionProblem, latestLastDay, voucherStatus } from "./owner-gift-vouchers";

describe("a sold gift voucher for the owner", () => {
  it("is used up once nothing is left, expired after its last day with money left", () => {
    const today = "2026-05-10";
    expect(
      voucherStatus({ expiresOn: "2026-05-10", remainingCents: 100, refunded: false }, today),
    ).toBe("active");
    expect(
      voucherStatus({ expiresOn: "2026-05-09", remainingCents: 100, refunded: false }, today),
    ).toBe("expired");
    expect(
      voucherStatus({ expiresOn: "2026-05-09", remainingCents: 0, refunded: false }, today),
    ).toBe("used_up");
  });

  it("is refunded once its sale was, whatever is left and whatever its last day", () => {
    const today = "2026-05-10";
    const refunded = { expiresOn: "2027-05-10", remainingCents: 0, refunded: true };
    expect(voucherStatus(refunded, today)).toBe("refunded");
  });

  it("takes a later last day from today to five years on", () => {
    const today = "2026-05-10";
    expect(extensionProblem("2026-06-01", "2026-06-01", today)).toBe(
      "The new last day must be after the current one",
    );
    expect(extensionProblem("2026-01-01", "2026-05-09", today)).toBe(
      "The new last day cannot be in the past",
    );
    expect(extensionProblem("2026-06-01", "2031-05-11", today)).toBe(
      "The new last day can be at most 5 years from today",
    );
    expect(extensionProblem("2026-01-01", "2026-05-10", today)).toBeNull();
    expect(extensionProblem("2026-06-01", "2031-05-10", today)).toBeNull();
    expect(latestLastDay("2028-02-29")).toBe("2033-02-28");
  });
});

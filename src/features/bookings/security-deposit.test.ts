import { describe, expect, it } from "vitest";
import { securityDepositRefundDueOn, securityDepositStatus } from "./security-deposit";

describe("a stay's security deposit", () => {
  it("goes back 7 days after check-out", () => {
    expect(securityDepositRefundDueOn("2027-04-19")).toBe("2027-04-26");
    expect(securityDepositRefundDueOn("2027-12-28")).toBe("2028-01-04");
  });

  const deposit = { amountCents: 30_000, keptCents: null, paid: false, due: false };

  it("is not due before the payment that collects it is asked for", () => {
    expect(securityDepositStatus(deposit)).toBe("not_due");
  });

  it("is due while that payment is asked for, and paid once it arrived", () => {
    expect(securityDepositStatus({ ...deposit, due: true })).toBe("due");
    expect(securityDepositStatus({ ...deposit, due: true, paid: true })).toBe("paid");
  });

  it("says what the owner kept once it is settled", () => {
    const paid = { ...deposit, paid: true };
    expect(securityDepositStatus({ ...paid, keptCents: 0 })).toBe("refunded");
    expect(securityDepositStatus({ ...paid, keptCents: 12_000 })).toBe("partly_kept");
    expect(securityDepositStatus({ ...paid, keptCents: 30_000 })).toBe("kept");
  });
});

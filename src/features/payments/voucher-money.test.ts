import { describe, expect, it } from "vitest";
import { extendedExpiry, voucherShareOfRefund } from "./voucher-money";

describe("money a gift voucher paid that comes back to it", () => {
  it("moves the voucher's last day on by the days the money was spent", () => {
    expect(extendedExpiry("2027-12-20", "2027-03-01", "2027-03-31")).toBe("2028-01-19");
    expect(extendedExpiry("2027-12-20", "2027-03-01", "2027-03-01")).toBe("2027-12-20");
  });

  it("gives a whole refund's voucher part back to the voucher and the rest to the card", () => {
    const payment = { amountCents: 30_000, securityDepositCents: 0, voucherCents: 10_000 };
    expect(voucherShareOfRefund(payment, 30_000, { securityDepositCents: 0 })).toBe(10_000);
  });

  it("shares a part refund in the payment's proportions", () => {
    const payment = { amountCents: 30_000, securityDepositCents: 0, voucherCents: 10_000 };
    expect(voucherShareOfRefund(payment, 15_000, { securityDepositCents: 0 })).toBe(5_000);
    expect(voucherShareOfRefund(payment, 100, { securityDepositCents: 0 })).toBe(33);
  });

  it("gives all of a refund of a payment the voucher paid alone back to the voucher", () => {
    const payment = { amountCents: 12_000, securityDepositCents: 0, voucherCents: 12_000 };
    expect(voucherShareOfRefund(payment, 4_321, { securityDepositCents: 0 })).toBe(4_321);
  });

  it("never gives a security deposit to the voucher, and counts a refund with it at most the voucher part", () => {
    const payment = { amountCents: 50_000, securityDepositCents: 20_000, voucherCents: 30_000 };
    expect(voucherShareOfRefund(payment, 20_000, { securityDepositCents: 20_000 })).toBe(0);
    expect(voucherShareOfRefund(payment, 50_000, { securityDepositCents: 0 })).toBe(30_000);
  });

  it("shares only the price's part of a refund that also returns the security deposit", () => {
    const payment = { amountCents: 50_000, securityDepositCents: 20_000, voucherCents: 15_000 };
    // Half the price (15,000) and the whole deposit: the voucher paid half the price.
    expect(voucherShareOfRefund(payment, 35_000, { securityDepositCents: 20_000 })).toBe(7_500);
  });
});

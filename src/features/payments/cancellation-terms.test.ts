import { describe, expect, it } from "vitest";
import { refundDueUnderTerms } from "./cancellation-terms";

const checkIn = "2027-03-31";

describe("the refund the cancellation terms give", () => {
  it("refunds everything paid 30 days before check-in", () => {
    expect(refundDueUnderTerms({ checkIn, today: "2027-03-01", paidCents: 68_000 })).toEqual({
      cents: 68_000,
      percent: 100,
      rule: "30_days_or_more",
    });
  });

  it("refunds half 29 days before check-in", () => {
    expect(refundDueUnderTerms({ checkIn, today: "2027-03-02", paidCents: 68_000 })).toEqual({
      cents: 34_000,
      percent: 50,
      rule: "14_to_29_days",
    });
  });

  it("refunds half 14 days before check-in, the odd half cent to the guest", () => {
    expect(refundDueUnderTerms({ checkIn, today: "2027-03-17", paidCents: 68_001 })).toEqual({
      cents: 34_001,
      percent: 50,
      rule: "14_to_29_days",
    });
  });

  it("refunds nothing 13 days before check-in, nor on the day or after", () => {
    for (const today of ["2027-03-18", "2027-03-31", "2027-04-02"]) {
      expect(refundDueUnderTerms({ checkIn, today, paidCents: 68_000 })).toEqual({
        cents: 0,
        percent: 0,
        rule: "within_14_days",
      });
    }
  });

  it("counts calendar days across the change to summer time", () => {
    // 2027-03-28 has 23 hours in Brussels; the count is still of dates.
    expect(
      refundDueUnderTerms({ checkIn: "2027-04-26", today: "2027-03-27", paidCents: 100 }).percent,
    ).toBe(100);
    expect(
      refundDueUnderTerms({ checkIn: "2027-04-26", today: "2027-03-28", paidCents: 100 }).percent,
    ).toBe(50);
  });

  it("gives nothing of nothing paid", () => {
    expect(refundDueUnderTerms({ checkIn, today: "2027-01-01", paidCents: 0 }).cents).toBe(0);
  });
});

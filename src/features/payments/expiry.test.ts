import { describe, expect, it } from "vitest";
import { paymentExpiry } from "./expiry";

const minutes = (n: number) => new Date(Date.UTC(2026, 10, 23, 10, 0) + n * 60_000);

describe("a payment's expiry", () => {
  it("is 30 minutes after the payment was opened", () => {
    const booking = { createdAt: minutes(0), holdExpiresAt: minutes(60) };
    expect(paymentExpiry(booking, minutes(0))).toEqual(minutes(30));
    expect(paymentExpiry(booking, minutes(59))).toEqual(minutes(89));
  });

  it("is never later than twice the hold after the booking was made", () => {
    const booking = { createdAt: minutes(0), holdExpiresAt: minutes(10) };
    expect(paymentExpiry(booking, minutes(5))).toEqual(minutes(20));
    expect(paymentExpiry(booking, minutes(9))).toEqual(minutes(20));
  });

  it("is 30 minutes after opening for a balance, whose booking has no hold to end", () => {
    const booking = { createdAt: minutes(0), holdExpiresAt: null };
    expect(paymentExpiry(booking, minutes(90 * 24 * 60))).toEqual(minutes(90 * 24 * 60 + 30));
  });
});

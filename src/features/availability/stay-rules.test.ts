import { describe, expect, it } from "vitest";
import {
  checkChangeoverDays,
  checkStay,
  checkStayDates,
  nightsOf,
  type StayLimits,
} from "./stay-rules";

// 2026-11-23 is a Monday; the stays below are measured from "today" = that Monday.
const TODAY = "2026-11-23";
const limits: StayLimits = {
  maxGuests: 6,
  minStayDuration: 1,
  maxStayDuration: 28,
  isActive: true,
};

function problem(
  checkIn: string,
  checkOut: string,
  guests = 2,
  overrides: Partial<StayLimits> = {},
) {
  return checkStay({ checkIn, checkOut, guests }, { ...limits, ...overrides }, TODAY);
}

describe("stay rules", () => {
  it("accepts a Friday-to-Monday weekend and a Monday-to-Friday midweek", () => {
    expect(problem("2026-11-27", "2026-11-30")).toBeNull();
    expect(problem("2026-11-30", "2026-12-04")).toBeNull();
  });

  it("rejects a stay that starts on a Wednesday", () => {
    expect(problem("2026-11-25", "2026-11-30")).toEqual({
      rule: "CHECK_IN_WEEKDAY",
      message: "Bookings must start on Monday or Friday",
    });
  });

  it("rejects a stay that ends on a Sunday", () => {
    expect(problem("2026-11-27", "2026-11-29")).toEqual({
      rule: "CHECK_OUT_WEEKDAY",
      message: "Bookings must end on Monday or Friday",
    });
  });

  it("rejects a check-out that is not after the check-in", () => {
    expect(problem("2026-11-27", "2026-11-27")?.rule).toBe("CHECK_OUT_AFTER_CHECK_IN");
    expect(problem("2026-11-30", "2026-11-27")?.message).toBe("Check-out must be after check-in");
  });

  it("holds the minimum stay on both sides of its boundary", () => {
    expect(problem("2026-11-27", "2026-11-30", 2, { minStayDuration: 4 })).toEqual({
      rule: "MIN_STAY",
      message: "This property requires a minimum stay of 4 nights",
    });
    expect(problem("2026-11-30", "2026-12-04", 2, { minStayDuration: 4 })).toBeNull();
  });

  it("takes the minimum from the season a stay starts in, in place of the home's", () => {
    const inSeason = { minStayDuration: 2, seasonMinStayDuration: 7 };
    expect(problem("2026-11-27", "2026-11-30", 2, inSeason)).toEqual({
      rule: "SEASON_MIN_STAY",
      message: "This stay is shorter than the minimum of 7 nights for these dates.",
      nights: 7,
    });
    expect(problem("2026-11-27", "2026-12-04", 2, inSeason)).toBeNull();
    // A season may ask less than the home does.
    expect(
      problem("2026-11-27", "2026-11-30", 2, { minStayDuration: 4, seasonMinStayDuration: 3 }),
    ).toBeNull();
  });

  it("accepts a check-in today and rejects one yesterday", () => {
    expect(problem(TODAY, "2026-11-27")).toBeNull();
    expect(problem("2026-11-20", "2026-11-23")?.message).toBe("Check-in cannot be in the past");
  });

  it("accepts a check-in 365 days ahead and rejects one further", () => {
    // 2027-11-22 is a Monday 364 days ahead; 2027-11-26 (Friday) is 368 days ahead.
    expect(problem("2027-11-22", "2027-11-26")).toBeNull();
    expect(problem("2027-11-26", "2027-11-29")).toEqual({
      rule: "CHECK_IN_TOO_FAR",
      message: "Check-in must be within the next 365 days",
    });
  });

  it("accepts a stay of the home's longest and refuses a longer one, naming the limit", () => {
    // 2026-12-21 is a Monday 28 nights after today; 2026-12-25 (Friday) is 32.
    expect(problem(TODAY, "2026-12-21")).toBeNull();
    expect(problem(TODAY, "2026-12-25")).toEqual({
      rule: "STAY_TOO_LONG",
      message: "This property can be booked for at most 28 nights",
    });
    expect(problem(TODAY, "2026-12-25", 2, { maxStayDuration: 60 })).toBeNull();
  });

  it("refuses any stay over 365 nights, with or without a home", () => {
    // 2027-11-22 is a Monday 364 nights after today; 2027-11-26 (Friday) is 368.
    expect(problem(TODAY, "2027-11-22", 2, { maxStayDuration: 365 })).toBeNull();
    expect(problem(TODAY, "2027-11-26", 2, { maxStayDuration: 365 })).toEqual({
      rule: "STAY_TOO_LONG",
      message: "A stay can be at most 365 nights",
    });
    expect(checkStayDates({ checkIn: TODAY, checkOut: "9999-12-27" }, TODAY)?.rule).toBe(
      "STAY_TOO_LONG",
    );
  });

  it("holds the guest count between 1 and the property's maximum", () => {
    expect(problem("2026-11-27", "2026-11-30", 6)).toBeNull();
    expect(problem("2026-11-27", "2026-11-30", 7)?.message).toBe("Guests must be between 1 and 6");
    expect(problem("2026-11-27", "2026-11-30", 0)?.rule).toBe("GUEST_COUNT");
    expect(problem("2026-11-27", "2026-11-30", 1)).toBeNull();
  });

  it("refuses any stay at a property that is not active", () => {
    expect(problem("2026-11-27", "2026-11-30", 2, { isActive: false })?.rule).toBe(
      "PROPERTY_INACTIVE",
    );
  });
});

describe("the weekday rule while picking dates", () => {
  it("lets a guest pick a Monday or Friday check-in before choosing a check-out", () => {
    expect(checkChangeoverDays("2026-11-27", null)).toBeNull();
    expect(checkChangeoverDays("2026-11-28", null)?.message).toBe(
      "Bookings must start on Monday or Friday",
    );
  });
});

describe("nightsOf", () => {
  it("counts nights across a month end and the autumn clock change", () => {
    expect(nightsOf({ checkIn: "2026-10-23", checkOut: "2026-11-02" })).toBe(10);
  });
});

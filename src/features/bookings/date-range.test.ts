import { describe, expect, it } from "vitest";
import { STAY_MESSAGES } from "@/features/availability";
import {
  clickDay,
  defaultBounds,
  EMPTY_RANGE,
  formatRange,
  initialRange,
  isOutOfBounds,
  isUnavailableDay,
  stayTimestamps,
} from "./date-range";

// Monday 2 March 2026 is "today" in Brussels for every test.
const TODAY = "2026-03-02";
const MONDAY = "2026-03-09";
const WEDNESDAY = "2026-03-11";
const FRIDAY = "2026-03-13";
const NEXT_MONDAY = "2026-03-16";
const bounds = defaultBounds(TODAY);

describe("date-range picker click rules", () => {
  it("first click sets the start and clears the end", () => {
    expect(clickDay(EMPTY_RANGE, FRIDAY, bounds)).toEqual({
      status: "accepted",
      range: { startDate: FRIDAY, endDate: null },
    });
    const complete = { startDate: MONDAY, endDate: FRIDAY };
    expect(clickDay(complete, NEXT_MONDAY, bounds)).toEqual({
      status: "accepted",
      range: { startDate: NEXT_MONDAY, endDate: null },
    });
  });

  it("a second click sets the end", () => {
    expect(clickDay({ startDate: FRIDAY, endDate: null }, NEXT_MONDAY, bounds)).toEqual({
      status: "accepted",
      range: { startDate: FRIDAY, endDate: NEXT_MONDAY },
    });
  });

  it("a second click before the start swaps the two", () => {
    expect(clickDay({ startDate: FRIDAY, endDate: null }, MONDAY, bounds)).toEqual({
      status: "accepted",
      range: { startDate: MONDAY, endDate: FRIDAY },
    });
  });

  it("a second click on the start keeps it as the start", () => {
    expect(clickDay({ startDate: FRIDAY, endDate: null }, FRIDAY, bounds)).toEqual({
      status: "accepted",
      range: { startDate: FRIDAY, endDate: null },
    });
  });

  it("a Wednesday check-in is refused with 'Bookings must start on Monday or Friday'", () => {
    expect(clickDay(EMPTY_RANGE, WEDNESDAY, bounds)).toEqual({
      status: "rejected",
      problem: { rule: "CHECK_IN_WEEKDAY", message: "Bookings must start on Monday or Friday" },
    });
  });

  it("a Wednesday check-out is refused with 'Bookings must end on Monday or Friday'", () => {
    expect(clickDay({ startDate: MONDAY, endDate: null }, WEDNESDAY, bounds)).toEqual({
      status: "rejected",
      problem: { rule: "CHECK_OUT_WEEKDAY", message: STAY_MESSAGES.checkOutWeekday },
    });
  });

  it("a Wednesday picked before the start would become the check-in, and is refused as one", () => {
    expect(clickDay({ startDate: FRIDAY, endDate: null }, WEDNESDAY, bounds)).toEqual({
      status: "rejected",
      problem: { rule: "CHECK_IN_WEEKDAY", message: STAY_MESSAGES.checkInWeekday },
    });
  });

  it("dates before the minimum (today) or after the maximum (365 days ahead) are disabled", () => {
    expect(bounds).toEqual({ min: TODAY, max: "2027-03-02" });
    expect(isOutOfBounds("2026-02-27", bounds)).toBe(true);
    expect(isOutOfBounds(TODAY, bounds)).toBe(false);
    expect(isOutOfBounds("2027-03-02", bounds)).toBe(false);
    expect(isOutOfBounds("2027-03-05", bounds)).toBe(true);
    expect(clickDay(EMPTY_RANGE, "2026-02-27", bounds)).toEqual({ status: "ignored" });
    expect(clickDay({ startDate: FRIDAY, endDate: null }, "2027-03-05", bounds)).toEqual({
      status: "ignored",
    });
  });

  it("days that cannot be a check-in are shown as unavailable", () => {
    const week = [
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
      "2026-03-15",
    ];
    expect(week.filter(isUnavailableDay)).toEqual([
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-14",
      "2026-03-15",
    ]);
  });
});

describe("the range a picker opens with", () => {
  it("keeps a valid remembered stay, given as dates or as the spec's timestamps", () => {
    expect(initialRange(FRIDAY, NEXT_MONDAY, bounds)).toEqual({
      startDate: FRIDAY,
      endDate: NEXT_MONDAY,
    });
    expect(initialRange("2026-03-13T13:00:00.000Z", "2026-03-16T08:00:00.000Z", bounds)).toEqual({
      startDate: FRIDAY,
      endDate: NEXT_MONDAY,
    });
  });

  it("drops dates the guest could not have picked", () => {
    expect(initialRange("2026-02-27", NEXT_MONDAY, bounds)).toEqual(EMPTY_RANGE);
    expect(initialRange(WEDNESDAY, NEXT_MONDAY, bounds)).toEqual(EMPTY_RANGE);
    expect(initialRange(FRIDAY, WEDNESDAY, bounds)).toEqual({ startDate: FRIDAY, endDate: null });
    expect(initialRange(FRIDAY, MONDAY, bounds)).toEqual({ startDate: FRIDAY, endDate: null });
    expect(initialRange(null, null, bounds)).toEqual(EMPTY_RANGE);
  });
});

describe("how a chosen range is shown and sent", () => {
  it("formats the range with weekdays, as 'EEE, MMM d, yyyy - EEE, MMM d, yyyy'", () => {
    expect(formatRange({ startDate: FRIDAY, endDate: NEXT_MONDAY })).toBe(
      "Fri, Mar 13, 2026 - Mon, Mar 16, 2026",
    );
    expect(formatRange({ startDate: FRIDAY, endDate: null })).toBeNull();
  });

  it("writes the range in the page's language", () => {
    expect(formatRange({ startDate: FRIDAY, endDate: NEXT_MONDAY }, "nl")).toBe(
      "vr 13 mrt 2026 - ma 16 mrt 2026",
    );
  });

  it("sends check-in at 13:00 UTC and check-out at 08:00 UTC", () => {
    expect(stayTimestamps(FRIDAY, NEXT_MONDAY)).toEqual({
      startDate: "2026-03-13T13:00:00.000Z",
      endDate: "2026-03-16T08:00:00.000Z",
    });
  });
});

import { describe, expect, it } from "vitest";
import { barsWithin, daysOfMonth, formatMonth, monthRange, shiftMonth } from "./owner-calendar";

describe("the owner calendar's months", () => {
  it("run from the first day to the first day of the next month, across years", () => {
    expect(monthRange("2026-12")).toEqual({ from: "2026-12-01", to: "2027-01-01" });
    expect(monthRange("2028-02")).toEqual({ from: "2028-02-01", to: "2028-03-01" });
    expect(daysOfMonth("2027-02")).toHaveLength(28);
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(formatMonth("2026-12")).toBe("December 2026");
  });
});

describe("bars on a row of days", () => {
  it("clip items to the row and count the nights they hold on it, 'to' being free", () => {
    const items = [
      { id: "b", from: "2026-12-06", to: "2026-12-09" },
      { id: "a", from: "2026-11-28", to: "2026-12-02" },
      { id: "c", from: "2026-12-09", to: "2026-12-20" },
      { id: "gone", from: "2026-11-20", to: "2026-11-30" },
    ];
    const bars = barsWithin(items, "2026-11-30", "2026-12-07");
    expect(bars.map(({ item, start, span }) => [item.id, start, span])).toEqual([
      ["a", 0, 2],
      ["b", 6, 1],
    ]);
  });
});

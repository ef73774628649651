import { describe, expect, it } from "vitest";
import { periodNamed, periodOrLastMonth, yearBefore } from "./period";
import { periodChoices, periodInWords } from "./period-words";

describe("a report's period", () => {
  it("reads a month, a quarter, a year and any days as Brussels days [from, to)", () => {
    expect(periodNamed("2026-02")).toMatchObject({ from: "2026-02-01", to: "2026-03-01" });
    expect(periodNamed("2026-12")).toMatchObject({ from: "2026-12-01", to: "2027-01-01" });
    expect(periodNamed("2026-Q4")).toMatchObject({ from: "2026-10-01", to: "2027-01-01" });
    expect(periodNamed("2025")).toMatchObject({ from: "2025-01-01", to: "2026-01-01" });
    expect(periodNamed("2026-03-05..2026-04-02")).toMatchObject({
      kind: "days",
      from: "2026-03-05",
      to: "2026-04-02",
    });
  });

  it("refuses what names no period: a 13th month, a fifth quarter, days in the wrong order or too many", () => {
    for (const name of [
      "2026-13",
      "2026-Q5",
      "26",
      "2026-04-02..2026-03-05",
      "2026-02-30..2026-03-05",
      "2020-01-01..2026-01-01",
      "1999",
      "x",
    ]) {
      expect(periodNamed(name), name).toBeNull();
    }
  });

  it("compares with the same period a year earlier, other days 52 weeks back so weekdays match", () => {
    expect(yearBefore(periodNamed("2026-Q1")!).name).toBe("2025-Q1");
    expect(yearBefore(periodNamed("2026-01")!).name).toBe("2025-01");
    expect(yearBefore(periodNamed("2026-03-06..2026-03-09")!).name).toBe("2025-03-07..2025-03-10");
  });

  it("opens on last month, January's last month being December of the year before", () => {
    expect(periodOrLastMonth(undefined, "2026-01-15").name).toBe("2025-12");
    expect(periodOrLastMonth("nonsense", "2026-11-28").name).toBe("2026-10");
    expect(periodOrLastMonth("2024", "2026-11-28").name).toBe("2024");
  });

  it("is said in words and offered as the last 24 months, 8 quarters and 5 years", () => {
    expect(periodInWords(periodNamed("2026-03")!)).toBe("March 2026");
    expect(periodInWords(periodNamed("2026-Q2")!)).toBe("Q2 2026");
    expect(periodInWords(periodNamed("2026-03-05..2026-04-02")!)).toBe("5 Mar 2026 to 1 Apr 2026");
    const choices = periodChoices("2026-02-10");
    expect(choices.months.map((period) => period.name).slice(0, 3)).toEqual([
      "2026-02",
      "2026-01",
      "2025-12",
    ]);
    expect(choices.months).toHaveLength(24);
    expect(choices.quarters.map((period) => period.name).slice(0, 2)).toEqual([
      "2026-Q1",
      "2025-Q4",
    ]);
    expect(choices.years.map((period) => period.name)).toEqual([
      "2026",
      "2025",
      "2024",
      "2023",
      "2022",
    ]);
  });
});

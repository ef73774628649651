import { describe, expect, it } from "vitest";
import { priceYear, shownSeasonYear, type SeasonOfCalendar } from "./season-calendar";

const summer: SeasonOfCalendar = {
  name: "Summer",
  from: "2027-07-01",
  to: "2027-09-01",
  pricePerNight: 140,
};
const christmas: SeasonOfCalendar = {
  name: "Christmas holidays",
  from: "2027-12-18",
  to: "2028-01-03",
  pricePerNight: 210.5,
};

function dayOf(year: ReturnType<typeof priceYear>, date: string) {
  return year.months.flatMap((month) => month.days).find((day) => day.date === date);
}

describe("the year as a price calendar", () => {
  const year = priceYear(2027, 95, [summer, christmas]);

  it("has twelve months holding every day of the year, in order", () => {
    expect(year.months.map((month) => month.month)).toEqual([
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
      "2027-07",
      "2027-08",
      "2027-09",
      "2027-10",
      "2027-11",
      "2027-12",
    ]);
    expect(year.months.map((month) => month.days.length)).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(priceYear(2028, 95, []).months[1]?.days).toHaveLength(29);
  });

  it("a day in Summer shows Summer's nightly price", () => {
    expect(dayOf(year, "2027-07-12")).toEqual({
      date: "2027-07-12",
      pricePerNight: 140,
      season: "Summer",
    });
  });

  it("a day outside every season shows the home's own price", () => {
    expect(dayOf(year, "2027-06-30")).toEqual({
      date: "2027-06-30",
      pricePerNight: 95,
      season: null,
    });
  });

  it("a season's 'to' is the first day after it, at the home's own price again", () => {
    expect(dayOf(year, "2027-08-31")?.season).toBe("Summer");
    expect(dayOf(year, "2027-09-01")).toMatchObject({ pricePerNight: 95, season: null });
  });

  it("a season running into the next year prices its days of this year", () => {
    expect(dayOf(year, "2027-12-31")).toMatchObject({
      pricePerNight: 210.5,
      season: "Christmas holidays",
    });
    const next = priceYear(2028, 95, [summer, christmas]);
    expect(dayOf(next, "2028-01-02")?.season).toBe("Christmas holidays");
    expect(dayOf(next, "2028-01-03")?.season).toBeNull();
  });

  it("names the seasons it shows once each, in the order they first appear", () => {
    const lowSeason = [
      { name: "Low season", from: "2027-01-04", to: "2027-03-01", pricePerNight: 80 },
      { name: "Low season", from: "2027-11-01", to: "2027-12-01", pricePerNight: 80 },
    ];
    expect(priceYear(2027, 95, [christmas, summer, ...lowSeason]).seasons).toEqual([
      "Low season",
      "Summer",
      "Christmas holidays",
    ]);
    expect(priceYear(2026, 95, [summer]).seasons).toEqual([]);
  });
});

describe("the year the seasons' page shows", () => {
  it("is this year unless the address asks for next year", () => {
    expect(shownSeasonYear(undefined, "2026-11-26")).toBe(2026);
    expect(shownSeasonYear("2027", "2026-11-26")).toBe(2027);
    expect(shownSeasonYear(["2027", "2026"], "2026-11-26")).toBe(2027);
  });

  it("is this year when the address asks for a year the page does not show", () => {
    expect(shownSeasonYear("2025", "2026-11-26")).toBe(2026);
    expect(shownSeasonYear("2028", "2026-11-26")).toBe(2026);
    expect(shownSeasonYear("next", "2026-11-26")).toBe(2026);
  });
});

import { describe, expect, it } from "vitest";
import { staysStartingIn } from "./stay-search";

// 2027-03-05 is a Friday, 2027-03-08 a Monday.
describe("the stays starting in a range of days", () => {
  it("starts a weekend on each Friday and a midweek on each Monday", () => {
    expect(staysStartingIn("weekend", "2027-03-01", "2027-03-14")).toEqual([
      { checkIn: "2027-03-05", checkOut: "2027-03-08", kind: "weekend" },
      { checkIn: "2027-03-12", checkOut: "2027-03-15", kind: "weekend" },
    ]);
    expect(staysStartingIn("midweek", "2027-03-05", "2027-03-08")).toEqual([
      { checkIn: "2027-03-08", checkOut: "2027-03-12", kind: "midweek" },
    ]);
  });

  it("starts a week on Fridays and Mondays", () => {
    expect(staysStartingIn("week", "2027-03-05", "2027-03-08")).toEqual([
      { checkIn: "2027-03-05", checkOut: "2027-03-12", kind: "week" },
      { checkIn: "2027-03-08", checkOut: "2027-03-15", kind: "week" },
    ]);
  });

  it("lists every weekend, midweek and week for any, by check-in day, and never a longer run", () => {
    const stays = staysStartingIn("any", "2027-03-05", "2027-03-08");
    expect(stays.map((stay) => `${stay.checkIn} ${stay.kind}`)).toEqual([
      "2027-03-05 weekend",
      "2027-03-05 week",
      "2027-03-08 midweek",
      "2027-03-08 week",
    ]);
  });

  it("counts a day in the range when it is both its first and its last", () => {
    expect(staysStartingIn("weekend", "2027-03-05", "2027-03-05")).toHaveLength(1);
    expect(staysStartingIn("weekend", "2027-03-06", "2027-03-11")).toEqual([]);
  });
});

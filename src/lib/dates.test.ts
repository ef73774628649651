import { describe, expect, it } from "vitest";
import {
  formatInstant,
  addDays,
  formatLongDate,
  formatShortDate,
  calendarDateToLocalDate,
  localDateToCalendarDate,
  toCalendarDate,
  todayInBrussels,
  weekdayOf,
} from "./dates";

describe("toCalendarDate", () => {
  it("keeps a plain YYYY-MM-DD date", () => {
    expect(toCalendarDate("2026-12-04")).toBe("2026-12-04");
  });

  it("reads the client's 13:00Z check-in and 08:00Z check-out as the Brussels dates picked", () => {
    expect(toCalendarDate("2026-12-04T13:00:00.000Z")).toBe("2026-12-04");
    expect(toCalendarDate("2026-07-06T08:00:00Z")).toBe("2026-07-06");
  });

  it("moves a late-evening UTC instant to the next Brussels day", () => {
    expect(toCalendarDate("2026-12-04T23:30:00Z")).toBe("2026-12-05");
    expect(toCalendarDate("2026-06-30T22:30:00+00:00")).toBe("2026-07-01");
  });

  it.each(["2026-02-30", "2026-13-01", "tomorrow", "2026-12-04T13:00", "", "04/12/2026"])(
    "refuses %j",
    (input) => {
      expect(toCalendarDate(input)).toBeNull();
    },
  );
});

describe("calendar arithmetic", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("knows the weekday of a date", () => {
    expect(weekdayOf("2026-11-23")).toBe(1);
    expect(weekdayOf("2026-11-27")).toBe(5);
  });

  it("takes today from the Brussels clock, not UTC", () => {
    expect(todayInBrussels(new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(todayInBrussels(new Date("2026-11-22T12:00:00Z"))).toBe("2026-11-22");
  });

  it("follows Brussels summer time on both sides of each change", () => {
    expect(todayInBrussels(new Date("2027-03-27T22:59:00Z"))).toBe("2027-03-27");
    expect(todayInBrussels(new Date("2027-03-27T23:00:00Z"))).toBe("2027-03-28");
    expect(todayInBrussels(new Date("2027-03-28T21:59:00Z"))).toBe("2027-03-28");
    expect(todayInBrussels(new Date("2027-03-28T22:00:00Z"))).toBe("2027-03-29");
    expect(todayInBrussels(new Date("2027-10-30T21:59:00Z"))).toBe("2027-10-30");
    expect(todayInBrussels(new Date("2027-10-30T22:00:00Z"))).toBe("2027-10-31");
    expect(todayInBrussels(new Date("2027-10-31T22:59:00Z"))).toBe("2027-10-31");
    expect(todayInBrussels(new Date("2027-10-31T23:00:00Z"))).toBe("2027-11-01");
  });

  it("formats dates the way the spec shows them", () => {
    expect(formatShortDate("2026-03-06")).toBe("Fri, Mar 6, 2026");
    expect(formatLongDate("2026-03-06")).toBe("Friday, March 6, 2026");
  });

  it("writes a stay's dates as Intl does in each language, whatever the reader's time zone", () => {
    expect(formatShortDate("2026-03-06", "nl")).toBe("vr 6 mrt 2026");
    expect(formatShortDate("2026-03-06", "fr")).toBe("ven. 6 mars 2026");
    expect(formatShortDate("2026-03-06", "de")).toBe("Fr., 6. März 2026");
    expect(formatLongDate("2026-03-06", "nl")).toBe("vrijdag 6 maart 2026");
    expect(formatLongDate("2026-03-06", "fr")).toBe("vendredi 6 mars 2026");
    expect(formatLongDate("2026-03-06", "de")).toBe("Freitag, 6. März 2026");
    expect(formatShortDate("2026-12-31", "nl")).toBe("do 31 dec 2026");
  });
});

describe("formatInstant", () => {
  it("shows an instant at its Brussels day and hour, summer and winter time alike", () => {
    expect(formatInstant("2026-11-24T23:30:00Z")).toBe("Wed, Nov 25, 2026, 00:30");
    expect(formatInstant("2026-07-01T10:00:00.000Z")).toBe("Wed, Jul 1, 2026, 12:00");
  });
});

describe("localDateToCalendarDate", () => {
  it("reads a date picker's local midnight as the day it shows", () => {
    expect(localDateToCalendarDate(new Date(2026, 0, 5))).toBe("2026-01-05");
    expect(localDateToCalendarDate(new Date(2026, 11, 31, 23, 59))).toBe("2026-12-31");
  });

  it("gives back the day calendarDateToLocalDate was given", () => {
    expect(localDateToCalendarDate(calendarDateToLocalDate("2027-02-28"))).toBe("2027-02-28");
  });
});

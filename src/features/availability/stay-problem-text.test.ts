import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { describe, expect, it } from "vitest";
import { checkStay, type Stay, type StayLimits } from "./stay-rules";
import { addDays, type CalendarDate } from "@/lib/dates";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import { stayProblemText } from "./stay-problem-text";

const today: CalendarDate = "2026-03-02"; // a Monday
const home: StayLimits = { maxGuests: 4, minStayDuration: 3, maxStayDuration: 14, isActive: true };
// Untyped messages, as the app's translators read them.
const translator = (locale: string, messages: AbstractIntlMessages) =>
  createTranslator({ locale, messages, namespace: "stayProblems" });
const english = translator("en", en);
const french = translator("fr", fr);

const stays: [string, Stay, StayLimits][] = [
  ["a Wednesday check-in", { checkIn: "2026-03-04", checkOut: "2026-03-09", guests: 2 }, home],
  ["a Sunday check-out", { checkIn: "2026-03-06", checkOut: "2026-03-08", guests: 2 }, home],
  [
    "a check-out before check-in",
    { checkIn: "2026-03-13", checkOut: "2026-03-09", guests: 2 },
    home,
  ],
  [
    "a stay longer than the home takes",
    { checkIn: "2026-03-06", checkOut: "2026-04-03", guests: 2 },
    home,
  ],
  [
    "a stay longer than a year",
    { checkIn: "2026-03-06", checkOut: addDays("2026-03-06", 367), guests: 2 },
    home,
  ],
  [
    "a stay shorter than the home's minimum",
    { checkIn: "2026-03-06", checkOut: "2026-03-09", guests: 2 },
    { ...home, minStayDuration: 4 },
  ],
  [
    "a stay shorter than its season's minimum",
    { checkIn: "2026-03-06", checkOut: "2026-03-09", guests: 2 },
    { ...home, seasonMinStayDuration: 7 },
  ],
  ["a check-in in the past", { checkIn: "2026-02-27", checkOut: "2026-03-06", guests: 2 }, home],
  [
    "a check-in more than a year ahead",
    { checkIn: "2027-03-05", checkOut: "2027-03-08", guests: 2 },
    home,
  ],
  ["too many guests", { checkIn: "2026-03-06", checkOut: "2026-03-09", guests: 5 }, home],
  [
    "a home that is not bookable",
    { checkIn: "2026-03-06", checkOut: "2026-03-09", guests: 2 },
    { ...home, isActive: false },
  ],
];

describe("a broken stay rule on a page", () => {
  it.each(stays)("says %s in English word for word as the rule does", (_, stay, limits) => {
    const problem = checkStay(stay, limits, today);
    expect(problem).not.toBeNull();
    expect(stayProblemText(english, problem!, stay, limits)).toBe(problem!.message);
  });

  it("says it in the page's language, with the home's own limits", () => {
    const stay: Stay = { checkIn: "2026-03-06", checkOut: "2026-04-03", guests: 2 };
    const problem = checkStay(stay, home, today)!;
    expect(stayProblemText(french, problem, stay, home)).toBe(
      createTranslator({ locale: "fr", messages: fr })("stayProblems.STAY_TOO_LONG_FOR_HOME", {
        nights: home.maxStayDuration,
      }),
    );
  });
});

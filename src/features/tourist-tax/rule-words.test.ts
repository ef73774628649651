import { describe, expect, it } from "vitest";
import { quarterDays, quarterOf, ruleInWords } from "./rule-words";

describe("a commune's rule in the owner's words", () => {
  it("says a per-person tax with the children's age, and the other kinds plainly", () => {
    expect(ruleInWords({ kind: "per_person_night", amount: 1.27, childrenUnder: 12 })).toBe(
      "€1.27 per person per night, children under 12 free",
    );
    expect(ruleInWords({ kind: "per_person_night", amount: 1, childrenUnder: null })).toBe(
      "€1.00 per person per night",
    );
    expect(ruleInWords({ kind: "per_home_night", amount: 2.5, childrenUnder: null })).toBe(
      "€2.50 per night for the home",
    );
    expect(ruleInWords({ kind: "per_stay", amount: 5, childrenUnder: null })).toBe(
      "€5.00 per stay",
    );
    expect(ruleInWords({ kind: "none", amount: 0, childrenUnder: null })).toBe(
      "Nothing charged to guests: the owner pays the commune",
    );
  });
});

describe("a declaration's quarter", () => {
  it("runs from its first day to the day after its last, the fourth into the next year", () => {
    expect(quarterDays("2026-Q1")).toEqual({ from: "2026-01-01", to: "2026-04-01" });
    expect(quarterDays("2026-Q3")).toEqual({ from: "2026-07-01", to: "2026-10-01" });
    expect(quarterDays("2026-Q4")).toEqual({ from: "2026-10-01", to: "2027-01-01" });
  });

  it("is found from any of its days", () => {
    expect(quarterOf("2026-03-31")).toBe("2026-Q1");
    expect(quarterOf("2026-04-01")).toBe("2026-Q2");
    expect(quarterOf("2026-12-31")).toBe("2026-Q4");
  });
});

import { describe, expect, it } from "vitest";
import {
  bookedInWords,
  discountInWords,
  homesInWords,
  minNightsInWords,
  stayKindsInWords,
  staysInWords,
  usesInWords,
} from "./promo-code-words";

/** The words with their days' non-breaking spaces as plain ones. */
const plain = (words: string) => words.replaceAll("\u00a0", " ");

describe("a promo code in the back office's words", () => {
  it.each([
    [{ kind: "percent", value: 20, includesExtras: false }, "20% off the nights"],
    [{ kind: "amount", value: 40, includesExtras: false }, "€40.00 off the nights"],
    [{ kind: "amount", value: 1250.5, includesExtras: true }, "€1,250.50 off the nights + extras"],
    [{ kind: "percent", value: 100, includesExtras: true }, "100% off the nights + extras"],
  ] as const)("says %j as '%s'", (code, words) => {
    expect(discountInWords(code)).toBe(words);
  });

  it("says when bookings may be made with it, either end open", () => {
    expect(plain(bookedInWords({ bookedFrom: "2026-12-01", bookedUntil: "2027-01-31" }))).toBe(
      "Booked Tue, Dec 1, 2026 – Sun, Jan 31, 2027",
    );
    expect(plain(bookedInWords({ bookedFrom: "2026-12-01", bookedUntil: null }))).toBe(
      "Booked from Tue, Dec 1, 2026",
    );
    expect(plain(bookedInWords({ bookedFrom: null, bookedUntil: "2027-01-31" }))).toBe(
      "Booked until Sun, Jan 31, 2027",
    );
    expect(plain(bookedInWords({ bookedFrom: null, bookedUntil: null }))).toBe("Booked any time");
  });

  it("says which stays by their arrival and departure, either end open", () => {
    expect(plain(staysInWords({ stayFrom: "2027-01-04", stayUntil: "2027-01-29" }))).toBe(
      "Stays Mon, Jan 4, 2027 – Fri, Jan 29, 2027",
    );
    expect(plain(staysInWords({ stayFrom: "2027-01-04", stayUntil: null }))).toBe(
      "Stays arriving on or after Mon, Jan 4, 2027",
    );
    expect(plain(staysInWords({ stayFrom: null, stayUntil: "2027-01-29" }))).toBe(
      "Stays leaving on or before Fri, Jan 29, 2027",
    );
    expect(plain(staysInWords({ stayFrom: null, stayUntil: null }))).toBe("Stays any time");
  });

  it("names the homes, or every home", () => {
    const homes = [
      { id: "a", name: "Le Vieux Fournil" },
      { id: "b", name: "Forest Cabin" },
    ];
    expect(homesInWords([], homes)).toBe("Every home");
    expect(homesInWords(["b", "a"], homes)).toBe("Le Vieux Fournil, Forest Cabin");
    expect(homesInWords(["gone"], homes)).toBe("No home listed now");
  });

  it("says the stay kinds in the calendar's order, and nothing for any stay", () => {
    expect(stayKindsInWords([])).toBeNull();
    expect(stayKindsInWords(["midweek"])).toBe("Midweeks only");
    expect(stayKindsInWords(["week", "weekend"])).toBe("Weekends and weeks only");
    expect(stayKindsInWords(["week", "midweek", "weekend"])).toBe(
      "Weekends, midweeks and weeks only",
    );
  });

  it("says a least number of nights only above one", () => {
    expect(minNightsInWords(1)).toBeNull();
    expect(minNightsInWords(3)).toBe("At least 3 nights");
  });

  it.each([
    [{ uses: 3, held: 1, maxUses: 10 }, "3 of 10 used, 1 held"],
    [{ uses: 0, held: 0, maxUses: 10 }, "0 of 10 used"],
    [{ uses: 3, held: 0, maxUses: null }, "3 used"],
    [{ uses: 0, held: 2, maxUses: null }, "0 used, 2 held"],
  ] as const)("counts the uses of %j as '%s'", (code, words) => {
    expect(usesInWords(code)).toBe(words);
  });
});

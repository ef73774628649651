import { describe, expect, it } from "vitest";
import { isBirthDate, travellerProblems } from "./check";

const ann = {
  surname: "Peeters",
  firstNames: "Ann Marie",
  birthPlace: "Leuven",
  birthDate: "1984-03-09",
  nationality: "Belgian",
};

describe("the traveller register's check in the browser", () => {
  it("accepts a complete traveller", () => {
    expect(travellerProblems(ann, "2026-07-01")).toEqual({});
  });

  it("asks for every field and bounds the texts as the API does", () => {
    expect(
      travellerProblems(
        { ...ann, surname: "  ", nationality: "x".repeat(61), birthDate: "" },
        "2026-07-01",
      ),
    ).toEqual({ surname: "missing", nationality: "tooLong", birthDate: "missing" });
  });

  it("takes a real date of birth from 1900 to today only", () => {
    expect(isBirthDate("2026-07-01", "2026-07-01")).toBe(true);
    expect(isBirthDate("2026-07-02", "2026-07-01")).toBe(false);
    expect(isBirthDate("2023-02-29", "2026-07-01")).toBe(false);
    expect(isBirthDate("1899-12-31", "2026-07-01")).toBe(false);
    expect(isBirthDate("9-3-1984", "2026-07-01")).toBe(false);
  });
});

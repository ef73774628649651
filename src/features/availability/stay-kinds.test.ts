import { describe, expect, it } from "vitest";
import { stayKindOf } from "./stay-kinds";

// 2027-03-05 is a Friday, 2027-03-08 a Monday.
describe("the kind of a stay", () => {
  it("is a weekend from Friday to Monday", () => {
    expect(stayKindOf("2027-03-05", "2027-03-08")).toBe("weekend");
  });

  it("is a midweek from Monday to Friday", () => {
    expect(stayKindOf("2027-03-08", "2027-03-12")).toBe("midweek");
  });

  it("is a week from Friday to Friday or Monday to Monday", () => {
    expect(stayKindOf("2027-03-05", "2027-03-12")).toBe("week");
    expect(stayKindOf("2027-03-08", "2027-03-15")).toBe("week");
  });

  it("is none for longer runs and other lengths", () => {
    expect(stayKindOf("2027-03-05", "2027-03-15")).toBeNull();
    expect(stayKindOf("2027-03-05", "2027-03-19")).toBeNull();
    expect(stayKindOf("2027-03-08", "2027-03-09")).toBeNull();
  });
});

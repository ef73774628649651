import { describe, expect, it } from "vitest";
import { cataloguePageHref } from "./catalogue-pagination";

describe("the catalogue's page links", () => {
  it("keep the search, the guests and the dates, and name the page", () => {
    expect(
      cataloguePageHref(
        { search: "Durbuy", persons: "4", startDate: "2027-02-05", endDate: "2027-02-08" },
        3,
      ),
    ).toBe(
      "/properties?search=Durbuy&persons=4&startDate=2027-02-05&endDate=2027-02-08&page=3#all-homes",
    );
  });

  it("lead back to the plain list for the first page", () => {
    expect(cataloguePageHref({}, 1)).toBe("/properties#all-homes");
  });
});

import { describe, expect, it } from "vitest";
import { loadCataloguePage, loadPropertyPage } from "@/features/properties/server";
import { createProperty } from "../support/fixtures";

describe("the catalogue page's data", () => {
  it("shows 6 featured homes and the list in pages of 24, saying when another page follows", async () => {
    for (let i = 0; i < 30; i++) {
      await createProperty({
        overrides: { name: `Catalogue Home ${String(i).padStart(2, "0")}` },
        images: 1,
      });
    }

    const first = await loadCataloguePage({});
    const second = await loadCataloguePage({ page: "2" });
    const beyond = await loadCataloguePage({ page: "3" });

    expect(first.featured).toHaveLength(6);
    expect(first.matches).toHaveLength(24);
    expect(first.pagination).toEqual({ page: 1, hasNext: true });
    expect(second.matches?.map((home) => home.name)).toEqual(
      Array.from({ length: 6 }, (_, i) => `Catalogue Home ${24 + i}`),
    );
    expect(second.pagination).toEqual({ page: 2, hasNext: false });
    expect(beyond.matches).toEqual([]);
  });

  it("reads a page number that is not one as the first page", async () => {
    const odd = await loadCataloguePage({ page: "-3" });
    expect(odd.pagination.page).toBe(1);
  });
});

describe("query values that do not parse", () => {
  const hostile = "<script>alert(1)</script>";

  it("are dropped from the catalogue's search form, not copied into its inputs", async () => {
    const page = await loadCataloguePage({
      startDate: hostile,
      endDate: "2030-01-07",
      persons: `4${hostile}`,
      search: "Durbuy",
    });

    expect(page.values).toEqual({
      search: "Durbuy",
      persons: "4",
      startDate: undefined,
      endDate: "2030-01-07",
    });
    expect(page.problem).toEqual({ kind: "bothDates" });
    expect(JSON.stringify(page)).not.toContain("alert(1)");
  });

  it("leave the catalogue unfiltered when nothing in the query parses", async () => {
    const page = await loadCataloguePage({
      startDate: hostile,
      endDate: hostile,
      persons: hostile,
    });

    expect(page.values).toEqual({
      search: undefined,
      persons: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    expect(page.hasFilters).toBe(false);
    expect(page.problem).toBeNull();
  });

  it("keep a stay's dates in the form as calendar dates", async () => {
    const page = await loadCataloguePage({
      startDate: "2030-01-04T13:00:00.000Z",
      endDate: "2030-01-07",
    });
    expect(page.values).toMatchObject({ startDate: "2030-01-04", endDate: "2030-01-07" });
  });

  it("are dropped from a property page's stay", async () => {
    const home = await createProperty();
    const page = await loadPropertyPage(home.id, {
      startDate: hostile,
      endDate: "2030-01-07",
      persons: hostile,
    });
    expect(page.stayQuery).toEqual({ endDate: "2030-01-07" });
  });
});

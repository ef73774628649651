import { describe, expect, it } from "vitest";
import { loadCataloguePage } from "@/features/properties/server";
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

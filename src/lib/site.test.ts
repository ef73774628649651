import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteIconSvg } from "./site";

describe("the site's icon", () => {
  it("is the same drawing in the pages' head and in the file /favicon.ico sends", () => {
    const file = readFileSync(path.join(import.meta.dirname, "../../public/icon.svg"), "utf8");
    expect(file.trim()).toBe(siteIconSvg);
  });
});

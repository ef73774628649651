import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents, formatEuros } from "./money";

describe("money", () => {
  it("always shows the euro sign and two decimals", () => {
    expect(formatEuros(185)).toBe("€185.00");
    expect(formatEuros(1234.5)).toBe("€1,234.50");
    expect(formatEuros(0)).toBe("€0.00");
    expect(formatEuros(2.255)).toMatch(/^€2\.2[56]$/);
  });

  it("writes money in each language's convention", () => {
    expect(formatEuros(1234.5, "en")).toBe("€1,234.50");
    expect(formatEuros(1234.5, "nl")).toBe("€\u00a01.234,50");
    expect(formatEuros(1234.5, "fr")).toBe("1\u202f234,50\u00a0€");
    expect(formatEuros(1234.5, "de")).toBe("1.234,50\u00a0€");
    expect(formatEuros(0.5, "nl")).toBe("€\u00a00,50");
  });

  it("converts between cents and euros without float drift", () => {
    expect(centsToEuros(18550)).toBe(185.5);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.99)).toBe(1999);
  });
});

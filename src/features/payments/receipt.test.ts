import { describe, expect, it } from "vitest";
import { pdfText } from "@/lib/pdf-text";
import { receiptFileName, vatIncludedCents } from "./receipt";

describe("the VAT a receipt shows inside what was paid", () => {
  it("is the amount x rate / (100 + rate), to the cent: €1,000.00 at 6% includes €56.60", () => {
    expect(vatIncludedCents(100_000, 6)).toBe(5_660);
    expect(100_000 - vatIncludedCents(100_000, 6)).toBe(94_340);
  });

  it("rounds to the nearest cent", () => {
    // 630.00 x 6 / 106 = 35.6603..., 10.00 x 6 / 106 = 0.5660..., 1.00 x 21 / 121 = 0.1735...
    expect(vatIncludedCents(63_000, 6)).toBe(3_566);
    expect(vatIncludedCents(1_000, 6)).toBe(57);
    expect(vatIncludedCents(100, 21)).toBe(17);
  });

  it("follows a decimal rate, and is nothing at 0%", () => {
    expect(vatIncludedCents(105_500, 5.5)).toBe(5_500);
    expect(vatIncludedCents(100_000, 0)).toBe(0);
  });
});

describe("a receipt's file name", () => {
  it("carries its number", () => {
    expect(receiptFileName(42)).toBe("receipt-42.pdf");
  });
});

describe("text on a receipt", () => {
  it("keeps what the standard fonts show: the euro sign, Latin-1 letters and typographic quotes", () => {
    expect(pdfText("€1,234.50 · Zoë · Numéro d’entreprise — “ok”")).toBe(
      "€1,234.50 · Zoë · Numéro d’entreprise — “ok”",
    );
  });

  it("keeps French money together: its narrow no-break space becomes a no-break space", () => {
    expect(pdfText("1\u202f234,50\u00a0€")).toBe("1\u00a0234,50\u00a0€");
  });

  it("writes letters the fonts lack without their accent, and anything else as a question mark", () => {
    expect(pdfText("Dvořák, Łódź, Đorđe")).toBe("Dvorák, Lódz, Dorde");
    expect(pdfText("山田")).toBe("??");
  });
});

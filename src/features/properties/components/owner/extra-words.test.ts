import { describe, expect, it } from "vitest";
import { extraChoiceInWords, extraPriceInWords } from "./extra-words";

describe("an extra in the back office's words", () => {
  it.each([
    [{ price: 15, unit: "guest" }, "€15.00 per guest"],
    [{ price: 45, unit: "stay" }, "€45.00 per stay"],
    [{ price: 9, unit: "night" }, "€9.00 per night"],
    [{ price: 2.5, unit: "guest_night" }, "€2.50 per guest per night"],
    [{ price: 1250, unit: "item" }, "€1,250.00 each"],
  ] as const)("prices %j as '%s'", (extra, words) => {
    expect(extraPriceInWords(extra)).toBe(words);
  });

  it("says whether it is in every price or how many a guest may choose", () => {
    expect(extraChoiceInWords({ mandatory: true, maxQuantity: 1 })).toBe(
      "Mandatory: in every price",
    );
    expect(extraChoiceInWords({ mandatory: false, maxQuantity: 1 })).toBe("Optional");
    expect(extraChoiceInWords({ mandatory: false, maxQuantity: 2 })).toBe("Optional, up to 2");
  });
});

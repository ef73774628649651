import { readFileSync } from "node:fs";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { ExtraUnit } from "@/db/enums";
import type { Locale } from "@/i18n/locales";
import { formatEuros } from "@/lib/money";
import {
  extrasQueryValue,
  keepChoosable,
  MOST_CHOICES,
  MOST_OF_ONE,
  quantityOf,
  readExtraChoices,
  withQuantity,
} from "./extra-choices";
import { MAX_EXTRA_QUANTITY, MAX_EXTRAS_PER_HOME, quoteQuerySchema } from "./schemas";

const DOG = "0b5c2f8e-6f1a-4c1e-9d3a-2a4b6c8d0e1f";
const WOOD = "1c6d3a9f-7a2b-4d2f-8e4b-3b5c7d9e1f2a";
const LINEN = "2d7e4b0a-8b3c-4e3a-9f5c-4c6d8e0f2a3b";
const COT = "3e8f5c1b-9c4d-4f4b-8a6d-5d7e9f1a3b4c";

/** A home's extras as the public property lists them: linen in every price, three to choose. */
const HOME = [
  { id: LINEN, mandatory: true, maxQuantity: 1 },
  { id: DOG, mandatory: false, maxQuantity: 2 },
  { id: WOOD, mandatory: false, maxQuantity: 6 },
  { id: COT, mandatory: false, maxQuantity: 1 },
];

describe("the chosen extras in a link and in the quote's query", () => {
  it("are written as id:quantity, leaving out what is not taken", () => {
    expect(
      extrasQueryValue([
        { id: DOG, quantity: 1 },
        { id: COT, quantity: 0 },
        { id: WOOD, quantity: 2 },
      ]),
    ).toBe(`${DOG}:1,${WOOD}:2`);
    expect(extrasQueryValue([])).toBe("");
  });

  it("read back as written, and as the quote endpoint reads them", () => {
    const chosen = [
      { id: WOOD, quantity: 2 },
      { id: DOG, quantity: 1 },
    ];
    const value = extrasQueryValue(chosen);
    expect(readExtraChoices(value)).toEqual(chosen);
    const query = quoteQuerySchema.parse({
      startDate: "2027-04-02",
      endDate: "2027-04-05",
      guests: "2",
      extras: value,
    });
    expect(query.extras).toEqual(chosen);
  });

  it("drop what a hand-edited link gets wrong instead of refusing the page", () => {
    expect(readExtraChoices(undefined)).toEqual([]);
    expect(readExtraChoices("")).toEqual([]);
    expect(
      readExtraChoices(
        [
          `${DOG}:1`,
          "not-an-id:2",
          `${WOOD}:0`,
          `${WOOD}:100`,
          `${WOOD}:two`,
          `${COT}`,
          `${DOG}:2`,
          ` ${WOOD.toUpperCase()} : 3 `,
        ].join(","),
      ),
    ).toEqual([
      { id: DOG, quantity: 1 },
      { id: WOOD, quantity: 3 },
    ]);
  });

  it("carry at most as many extras, and as many of one, as the API takes", () => {
    expect(MOST_CHOICES).toBe(MAX_EXTRAS_PER_HOME);
    expect(MOST_OF_ONE).toBe(MAX_EXTRA_QUANTITY);
    const many = Array.from(
      { length: MOST_CHOICES + 5 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}:1`,
    ).join(",");
    expect(readExtraChoices(many)).toHaveLength(MOST_CHOICES);
    expect(readExtraChoices(`${DOG}:${MOST_OF_ONE}`)).toEqual([{ id: DOG, quantity: 99 }]);
  });
});

describe("what a home lets a guest choose", () => {
  it("keeps its optional extras in its own order, each at most its maximum", () => {
    expect(
      keepChoosable(HOME, [
        { id: WOOD, quantity: 9 },
        { id: LINEN, quantity: 1 },
        { id: "9f9f9f9f-0000-4000-8000-000000000000", quantity: 1 },
        { id: DOG, quantity: 1 },
      ]),
    ).toEqual([
      { id: DOG, quantity: 1 },
      { id: WOOD, quantity: 6 },
    ]);
  });

  it("changes one extra's quantity, never past its maximum, and takes it out at 0", () => {
    let chosen = withQuantity(HOME, [], WOOD, 2);
    chosen = withQuantity(HOME, chosen, DOG, 1);
    expect(chosen).toEqual([
      { id: DOG, quantity: 1 },
      { id: WOOD, quantity: 2 },
    ]);
    expect(quantityOf(withQuantity(HOME, chosen, DOG, 3), DOG)).toBe(2);
    expect(withQuantity(HOME, chosen, WOOD, 0)).toEqual([{ id: DOG, quantity: 1 }]);
    expect(withQuantity(HOME, chosen, LINEN, 1)).toEqual(chosen);
    expect(quantityOf(chosen, COT)).toBe(0);
  });
});

describe("an extra's price in words", () => {
  function priceIn(locale: Locale) {
    const messages = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as never;
    const t = createTranslator({ locale, messages }) as unknown as (
      key: string,
      values: object,
    ) => string;
    return (price: number, unit: ExtraUnit) =>
      t("pricing.extraPrice", { price: formatEuros(price, locale), unit });
  }

  it("says what the price counts per, in English and Dutch", () => {
    const en = priceIn("en");
    expect(en(15, "guest")).toBe("€15.00 per guest");
    expect(en(12, "item")).toBe("€12.00 each");
    expect(en(25, "stay")).toBe("€25.00 per stay");
    expect(en(9, "night")).toBe("€9.00 per night");
    expect(en(14, "guest_night")).toBe("€14.00 per guest per night");
    const nl = priceIn("nl");
    expect(nl(15, "guest")).toBe("€\u00a015,00 per gast");
    expect(nl(12, "item")).toBe("€\u00a012,00 per stuk");
    expect(nl(14, "guest_night")).toBe("€\u00a014,00 per gast per nacht");
  });

  it("has a word for every unit in French and German", () => {
    for (const locale of ["fr", "de"] as const) {
      const words = (["stay", "night", "guest", "guest_night", "item"] as const).map((unit) =>
        priceIn(locale)(12, unit),
      );
      expect(new Set(words).size).toBe(words.length);
      for (const text of words) expect(text).toMatch(/^12,00\s€ \S/);
    }
  });
});

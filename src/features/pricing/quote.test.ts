import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stayKindOf, type StayKind } from "@/features/availability";
import { addDays, daysBetween, weekdayOf } from "@/lib/dates";
import { EXTRA_UNITS } from "@/db/enums";
import {
  EXTRA_MESSAGES,
  extraChoiceProblem,
  quoteInEuros,
  quoteStay,
  type ExtraChoice,
  type ExtraPrice,
  type Rates,
  type SeasonPrice,
} from "./quote";
import { homeOwnRule } from "./tourist-tax";

const rates: Rates = {
  pricePerNightCents: 18500,
  supplementPerPersonCents: 1250,
  touristTax: homeOwnRule(240),
  cleaningFeeCents: 6000,
  serviceFeeCents: 4500,
  extras: [],
};

/** A stay of `nights` from a Friday (2027-03-05), as the quote takes it. */
const fromFriday = (nights: number, guests = 2) => ({
  checkIn: "2027-03-05",
  checkOut: addDays("2027-03-05", nights),
  guests,
});

describe("quoteStay", () => {
  it("charges price x nights, supplement and tax x guests x nights, plus both fees", () => {
    const quote = quoteStay(rates, fromFriday(3, 4));
    expect(quote.basePrice).toMatchObject({ perNight: 18500, total: 55500 });
    expect(quote.supplements).toEqual({ perNight: 1250, total: 15000 });
    expect(quote.touristTax).toEqual({ perNight: 240, total: 2880 });
    expect(quote.cleaningFee).toBe(6000);
    expect(quote.serviceFee).toBe(4500);
    expect(quote.summary).toEqual({
      nights: 3,
      guests: 4,
      totalPrice: 55500 + 15000 + 2880 + 10500,
    });
  });

  it("lists a stay outside every season as one line at the home's own price", () => {
    expect(quoteStay(rates, fromFriday(3)).basePrice.lines).toEqual([
      {
        from: "2027-03-05",
        to: "2027-03-08",
        nights: 3,
        perNight: 18500,
        total: 55500,
        season: null,
        kind: null,
      },
    ]);
  });

  it("counts a missing supplement and tourist tax as 0", () => {
    const quote = quoteStay(
      { ...rates, supplementPerPersonCents: null, touristTax: homeOwnRule(null) },
      fromFriday(4),
    );
    expect(quote.supplements).toEqual({ perNight: 0, total: 0 });
    expect(quote.touristTax).toEqual({ perNight: 0, total: 0 });
    expect(quote.summary.totalPrice).toBe(18500 * 4 + 10500);
  });

  it("adds the property's own cleaning and service fees", () => {
    const quote = quoteStay(
      { ...rates, cleaningFeeCents: 9000, serviceFeeCents: 0 },
      fromFriday(1, 1),
    );
    expect(quote.summary.totalPrice).toBe(18500 + 1250 + 240 + 9000);
  });

  it("stays exact in cents where euros as floats would drift", () => {
    const quote = quoteStay(
      {
        pricePerNightCents: 10,
        supplementPerPersonCents: 20,
        touristTax: homeOwnRule(0),
        cleaningFeeCents: 0,
        serviceFeeCents: 0,
        extras: [],
      },
      fromFriday(7, 3),
    );
    expect(quote.summary.totalPrice).toBe(70 + 420);
    expect(quoteInEuros(quote, "en").summary.totalPrice).toBe(4.9);
  });
});

const summer: SeasonPrice = {
  name: "Summer",
  from: "2027-07-02",
  to: "2027-09-01",
  pricePerNightCents: 24000,
  stayPriceCents: { weekend: 59900, week: 149900 },
};

describe("quoteStay in seasons", () => {
  it("charges a weekend inside a season that fixes a weekend price exactly that price", () => {
    const quote = quoteStay(rates, { checkIn: "2027-07-09", checkOut: "2027-07-12", guests: 2 }, [
      summer,
    ]);
    expect(quote.basePrice).toEqual({
      perNight: 19967,
      total: 59900,
      lines: [
        {
          from: "2027-07-09",
          to: "2027-07-12",
          nights: 3,
          perNight: 19967,
          total: 59900,
          season: "Summer",
          kind: "weekend",
        },
      ],
    });
  });

  it("charges a midweek in a season without a midweek price by the season's nightly price", () => {
    const quote = quoteStay(rates, { checkIn: "2027-07-12", checkOut: "2027-07-16", guests: 2 }, [
      summer,
    ]);
    expect(quote.basePrice.lines).toEqual([
      expect.objectContaining({ nights: 4, perNight: 24000, season: "Summer", kind: null }),
    ]);
    expect(quote.basePrice.total).toBe(96000);
  });

  it("charges each night of a stay across two seasons by the season it falls in", () => {
    const autumn: SeasonPrice = {
      name: "Autumn",
      from: "2027-09-01",
      to: "2027-11-01",
      pricePerNightCents: 16000,
      stayPriceCents: { week: 90000 },
    };
    // Friday 27 August to Friday 3 September: a week, but across two seasons.
    const quote = quoteStay(rates, { checkIn: "2027-08-27", checkOut: "2027-09-03", guests: 2 }, [
      summer,
      autumn,
    ]);
    expect(quote.basePrice.lines).toEqual([
      expect.objectContaining({ from: "2027-08-27", to: "2027-09-01", nights: 5, total: 120000 }),
      expect.objectContaining({ from: "2027-09-01", to: "2027-09-03", nights: 2, total: 32000 }),
    ]);
    expect(quote.basePrice.total).toBe(152000);
    expect(quote.basePrice.perNight).toBe(Math.round(152000 / 7));
  });

  it("charges the nights before a season at the home's own price", () => {
    const quote = quoteStay(rates, { checkIn: "2027-06-28", checkOut: "2027-07-05", guests: 2 }, [
      summer,
    ]);
    expect(quote.basePrice.lines.map(({ season, nights }) => [season, nights])).toEqual([
      [null, 4],
      ["Summer", 3],
    ]);
  });
});

// Random seasons over a year and random Monday/Friday stays in it (issue 19's property tests).
const YEAR_START = "2027-01-01";
const kindPrice = fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null });
const seasonsArbitrary = fc
  .uniqueArray(fc.integer({ min: 1, max: 364 }), { minLength: 0, maxLength: 8 })
  .chain((cuts) => {
    const bounds = [0, ...cuts.sort((a, b) => a - b), 365];
    return fc.tuple(
      ...bounds.slice(1).map((end, index) =>
        fc.record({
          inSeason: fc.boolean(),
          pricePerNightCents: fc.integer({ min: 0, max: 100_000 }),
          stayPriceCents: fc.record({ weekend: kindPrice, midweek: kindPrice, week: kindPrice }),
          from: fc.constant(addDays(YEAR_START, bounds[index]!)),
          to: fc.constant(addDays(YEAR_START, end)),
        }),
      ),
    );
  })
  .map((ranges) =>
    ranges
      .filter((range) => range.inSeason)
      .map(({ inSeason: _, ...range }, index): SeasonPrice => ({
        name: `Season ${index}`,
        ...range,
      })),
  );
/** A check-in on a Monday or Friday of 2027, and a stay of up to four weeks. */
const stayArbitrary = fc
  .tuple(
    fc.integer({ min: 0, max: 330 }),
    // The stay kinds' lengths often, so fixed prices are met often.
    fc.oneof(fc.constantFrom(3, 4, 7), fc.integer({ min: 1, max: 28 })),
  )
  .map(([day, nights]) => {
    let checkIn = addDays(YEAR_START, day);
    while (weekdayOf(checkIn) !== 1 && weekdayOf(checkIn) !== 5) checkIn = addDays(checkIn, 1);
    return { checkIn, checkOut: addDays(checkIn, nights), guests: 2 };
  });

describe("quoteStay for any seasons and stay", () => {
  it("lists lines that cover every night once and add up to the base price", () => {
    fc.assert(
      fc.property(seasonsArbitrary, stayArbitrary, (seasons, stay) => {
        const { lines, total, perNight } = quoteStay(rates, stay, seasons).basePrice;
        expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(total);
        expect(lines[0]?.from).toBe(stay.checkIn);
        expect(lines.at(-1)?.to).toBe(stay.checkOut);
        for (const [index, line] of lines.entries()) {
          expect(line.nights).toBe(daysBetween(line.from, line.to));
          if (index > 0) expect(line.from).toBe(lines[index - 1]?.to);
        }
        expect(perNight).toBe(Math.round(total / daysBetween(stay.checkIn, stay.checkOut)));
      }),
    );
  });

  it("charges a stay that is exactly one weekend, midweek or week inside a season that fixes its price that price", () => {
    fc.assert(
      fc.property(seasonsArbitrary, stayArbitrary, (seasons, stay) => {
        const kind: StayKind | null = stayKindOf(stay.checkIn, stay.checkOut);
        const season = seasons.find(
          (each) => each.from <= stay.checkIn && addDays(stay.checkOut, -1) < each.to,
        );
        const fixed = kind && season ? season.stayPriceCents[kind] : null;
        const { total, lines } = quoteStay(rates, stay, seasons).basePrice;
        if (kind && season && fixed != null) {
          expect(total).toBe(fixed);
          expect(lines).toEqual([expect.objectContaining({ season: season.name, kind })]);
        } else {
          expect(lines.every((line) => line.kind === null)).toBe(true);
        }
      }),
    );
  });

  it("charges every other night by the season it falls in, or the home's price outside seasons", () => {
    fc.assert(
      fc.property(seasonsArbitrary, stayArbitrary, (seasons, stay) => {
        const { lines } = quoteStay(rates, stay, seasons).basePrice;
        if (lines.some((line) => line.kind !== null)) return;
        for (const line of lines) {
          for (let night = line.from; night < line.to; night = addDays(night, 1)) {
            const season = seasons.find((each) => each.from <= night && night < each.to);
            expect(line.perNight).toBe(season?.pricePerNightCents ?? rates.pricePerNightCents);
            expect(line.season).toBe(season?.name ?? null);
          }
        }
      }),
    );
  });
});

const extra = (overrides: Partial<ExtraPrice> & Pick<ExtraPrice, "id" | "unit">): ExtraPrice => ({
  name: `Extra ${overrides.id}`,
  translations: {},
  priceCents: 1000,
  mandatory: false,
  maxQuantity: 1,
  ...overrides,
});

const linen = extra({
  id: "linen",
  name: "Bed linen and towels",
  unit: "guest",
  priceCents: 1500,
  mandatory: true,
});
const cleaning = extra({
  id: "cleaning",
  name: "Final cleaning",
  unit: "stay",
  priceCents: 9000,
  mandatory: true,
});
const dog = extra({ id: "dog", name: "Dog", unit: "stay", priceCents: 2500, maxQuantity: 2 });
const firewood = extra({
  id: "firewood",
  name: "Firewood",
  unit: "item",
  priceCents: 1200,
  maxQuantity: 10,
});
const breakfast = extra({
  id: "breakfast",
  name: "Breakfast",
  unit: "guest_night",
  priceCents: 1400,
  maxQuantity: 1,
});
const charging = extra({ id: "charging", name: "Car charging", unit: "night", priceCents: 800 });
const withExtras: Rates = {
  ...rates,
  extras: [dog, linen, firewood, cleaning, breakfast, charging],
};

describe("quoteStay with extras", () => {
  it("includes every mandatory extra in the price of every stay, first, without being chosen", () => {
    const quote = quoteStay(withExtras, fromFriday(3, 4));
    expect(quote.extras.map((line) => [line.id, line.quantity, line.total])).toEqual([
      ["linen", 1, 1500 * 4],
      ["cleaning", 1, 9000],
    ]);
    const withoutExtras = quoteStay(rates, fromFriday(3, 4));
    expect(quote.summary.totalPrice).toBe(withoutExtras.summary.totalPrice + 6000 + 9000);
  });

  it("prices a chosen extra by its unit: per stay, item, night, or guest and night", () => {
    const chosen: ExtraChoice[] = [
      { id: "dog", quantity: 2 },
      { id: "firewood", quantity: 3 },
      { id: "charging", quantity: 1 },
      { id: "breakfast", quantity: 1 },
    ];
    const quote = quoteStay(withExtras, fromFriday(4, 3), [], chosen);
    expect(
      quote.extras.filter((line) => !line.mandatory).map((line) => [line.id, line.total]),
    ).toEqual([
      ["dog", 2 * 2500],
      ["firewood", 3 * 1200],
      ["breakfast", 1400 * 3 * 4],
      ["charging", 800 * 4],
    ]);
  });

  it("keeps each line's name, translations, unit and price, so a booking keeps what it bought", () => {
    const named = extra({
      id: "wood",
      name: "Firewood",
      translations: { nl: { name: "Brandhout" } },
      unit: "item",
      maxQuantity: 5,
    });
    const quote = quoteStay(
      { ...rates, extras: [named] },
      fromFriday(3),
      [],
      [{ id: "wood", quantity: 2 }],
    );
    expect(quote.extras).toEqual([
      {
        id: "wood",
        name: "Firewood",
        translations: { nl: { name: "Brandhout" } },
        unit: "item",
        mandatory: false,
        price: 1000,
        quantity: 2,
        total: 2000,
      },
    ]);
    expect(quoteInEuros(quote, "nl").extras).toEqual([
      {
        id: "wood",
        name: "Brandhout",
        unit: "item",
        mandatory: false,
        price: 10,
        quantity: 2,
        total: 20,
      },
    ]);
  });
});

describe("extraChoiceProblem", () => {
  it("accepts optional extras within their maximum, and no choice at all", () => {
    expect(extraChoiceProblem(withExtras.extras, [])).toBeNull();
    expect(extraChoiceProblem(withExtras.extras, [{ id: "dog", quantity: 2 }])).toBeNull();
  });

  it("refuses an extra the home does not sell, a mandatory one, one chosen twice, or above its maximum", () => {
    expect(extraChoiceProblem(withExtras.extras, [{ id: "pony", quantity: 1 }])).toBe(
      EXTRA_MESSAGES.unknown,
    );
    expect(extraChoiceProblem(withExtras.extras, [{ id: "linen", quantity: 1 }])).toBe(
      "Bed linen and towels is always included and cannot be chosen",
    );
    expect(
      extraChoiceProblem(withExtras.extras, [
        { id: "dog", quantity: 1 },
        { id: "dog", quantity: 1 },
      ]),
    ).toBe("Dog is chosen more than once");
    expect(extraChoiceProblem(withExtras.extras, [{ id: "dog", quantity: 3 }])).toBe(
      "At most 2 of Dog can be chosen",
    );
  });
});

const extrasArbitrary = fc.uniqueArray(
  fc.record({
    id: fc.uuid(),
    name: fc.constant("Extra"),
    translations: fc.constant({}),
    priceCents: fc.integer({ min: 0, max: 50_000 }),
    unit: fc.constantFrom(...EXTRA_UNITS),
    mandatory: fc.boolean(),
    maxQuantity: fc.integer({ min: 1, max: 10 }),
  }),
  { selector: (each) => each.id, maxLength: 8 },
);

describe("quoteStay for any home, extras and stay", () => {
  it("totals base price + supplements + tourist tax + fees + mandatory extras + chosen extras", () => {
    fc.assert(
      fc.property(
        seasonsArbitrary,
        stayArbitrary,
        extrasArbitrary,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (seasons, stay, extras, guests, night, supplement) => {
          const home: Rates = {
            ...rates,
            pricePerNightCents: night,
            supplementPerPersonCents: supplement,
            extras,
          };
          const chosen = extras
            .filter((each) => !each.mandatory)
            .filter((_, index) => index % 2 === 0)
            .map((each) => ({ id: each.id, quantity: each.maxQuantity }));
          expect(extraChoiceProblem(extras, chosen)).toBeNull();
          const priced = { ...stay, guests };
          const quote = quoteStay(home, priced, seasons, chosen);
          const nights = daysBetween(priced.checkIn, priced.checkOut);
          const units = {
            stay: 1,
            item: 1,
            night: nights,
            guest: guests,
            guest_night: guests * nights,
          };
          const byHand = (each: ExtraPrice, quantity: number) =>
            each.priceCents * quantity * units[each.unit];
          const mandatory = extras
            .filter((each) => each.mandatory)
            .reduce((sum, each) => sum + byHand(each, 1), 0);
          const optional = chosen.reduce(
            (sum, choice) =>
              sum +
              byHand(
                extras.find((each) => each.id === choice.id)!,
                choice.quantity,
              ),
            0,
          );
          expect(quote.summary.totalPrice).toBe(
            quote.basePrice.total +
              supplement * guests * nights +
              quote.touristTax.total +
              home.cleaningFeeCents +
              home.serviceFeeCents +
              mandatory +
              optional,
          );
          expect(quote.extras).toHaveLength(
            extras.filter((each) => each.mandatory).length + chosen.length,
          );
        },
      ),
    );
  });
});

describe("quoteInEuros", () => {
  it("shows every amount in euros and says the currency", () => {
    const euros = quoteInEuros(quoteStay(rates, fromFriday(2)), "en");
    expect(euros).toEqual({
      basePrice: {
        perNight: 185,
        total: 370,
        lines: [
          {
            from: "2027-03-05",
            to: "2027-03-07",
            nights: 2,
            perNight: 185,
            total: 370,
            season: null,
            kind: null,
          },
        ],
      },
      supplements: { perNight: 12.5, total: 50 },
      touristTax: { perNight: 2.4, total: 9.6 },
      cleaningFee: 60,
      serviceFee: 45,
      extras: [],
      discount: null,
      summary: { nights: 2, guests: 2, totalPrice: 534.6 },
      currency: "EUR",
    });
  });
});

import { describe, expect, it } from "vitest";
import { homeOwnRule, quoteStay, type Rates } from "@/features/pricing";
import { addDays } from "@/lib/dates";
import { normalizePromoCode, promoMessage, promoProblem, type PromoCode } from "./promo-codes";

const HOME = "7a4c2b4e-8f5e-4d55-9a0e-2f1f5c7d9a01";
const OTHER_HOME = "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d";

const code = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  id: "c0de0000-0000-4000-8000-000000000001",
  code: "MIDWEEK-25",
  percentOff: 25,
  amountOffCents: null,
  includesExtras: false,
  bookedFrom: null,
  bookedUntil: null,
  stayFrom: null,
  stayUntil: null,
  propertyIds: [],
  stayKinds: [],
  minNights: 1,
  maxUses: null,
  active: true,
  ...overrides,
});

// 2027-03-08 is a Monday: a midweek runs to Friday the 12th.
const MIDWEEK = { propertyId: HOME, checkIn: "2027-03-08", checkOut: "2027-03-12" };
const WEEKEND = { propertyId: HOME, checkIn: "2027-03-05", checkOut: "2027-03-08" };
const TODAY = "2027-01-15";

describe("a promo code", () => {
  it("applies to a stay when every rule allows it", () => {
    expect(promoProblem(code(), MIDWEEK, TODAY, 0)).toBeNull();
  });

  it("is read without spaces and in capitals, and is refused when it cannot be a code", () => {
    expect(normalizePromoCode(" midweek-25 ")).toBe("MIDWEEK-25");
    expect(normalizePromoCode("mid week")).toBe("MIDWEEK");
    expect(normalizePromoCode("abc")).toBeNull();
    expect(normalizePromoCode("MIDWEEK_25")).toBeNull();
  });

  it("applies only to bookings made inside its booking window, both days included", () => {
    const january = code({ bookedFrom: "2027-01-10", bookedUntil: "2027-01-31" });
    expect(promoProblem(january, MIDWEEK, "2027-01-09", 0)).toBe("dates");
    expect(promoProblem(january, MIDWEEK, "2027-01-10", 0)).toBeNull();
    expect(promoProblem(january, MIDWEEK, "2027-01-31", 0)).toBeNull();
    expect(promoProblem(january, MIDWEEK, "2027-02-01", 0)).toBe("dates");
  });

  it("applies only to stays arriving and leaving inside its stay window", () => {
    const march = code({ stayFrom: "2027-03-08", stayUntil: "2027-03-12" });
    expect(promoProblem(march, MIDWEEK, TODAY, 0)).toBeNull();
    expect(promoProblem(march, WEEKEND, TODAY, 0)).toBe("dates");
    const leavingLate = { ...MIDWEEK, checkOut: addDays(MIDWEEK.checkOut, 1) };
    expect(promoProblem(march, leavingLate, TODAY, 0)).toBe("dates");
  });

  it("answers a switched-off code as one for other dates", () => {
    expect(promoProblem(code({ active: false }), MIDWEEK, TODAY, 0)).toBe("dates");
  });

  it("applies only at the homes it names", () => {
    const one = code({ propertyIds: [OTHER_HOME] });
    expect(promoProblem(one, MIDWEEK, TODAY, 0)).toBe("home");
    expect(promoProblem(one, { ...MIDWEEK, propertyId: OTHER_HOME }, TODAY, 0)).toBeNull();
  });

  it("applies only to the stay kinds it names", () => {
    const midweeks = code({ stayKinds: ["midweek"] });
    expect(promoProblem(midweeks, MIDWEEK, TODAY, 0)).toBeNull();
    expect(promoProblem(midweeks, WEEKEND, TODAY, 0)).toBe("kind");
    const fiveNights = { ...MIDWEEK, checkOut: addDays(MIDWEEK.checkIn, 5) };
    expect(promoProblem(midweeks, fiveNights, TODAY, 0)).toBe("kind");
  });

  it("needs the least number of nights it names, and says how many", () => {
    const long = code({ minNights: 4 });
    expect(promoProblem(long, MIDWEEK, TODAY, 0)).toBeNull();
    expect(promoProblem(long, WEEKEND, TODAY, 0)).toBe("nights");
    expect(promoMessage("nights", long)).toBe("This code is valid for stays of at least 4 nights");
  });

  it("is used up once bookings took its last use", () => {
    const twice = code({ maxUses: 2 });
    expect(promoProblem(twice, MIDWEEK, TODAY, 1)).toBeNull();
    expect(promoProblem(twice, MIDWEEK, TODAY, 2)).toBe("usedUp");
  });
});

describe("a quote with a promo code", () => {
  const rates: Rates = {
    pricePerNightCents: 10_000,
    supplementPerPersonCents: 1_000,
    touristTax: homeOwnRule(250),
    cleaningFeeCents: 6_000,
    serviceFeeCents: 2_000,
    extras: [
      {
        id: "e1",
        name: "Firewood",
        translations: {},
        priceCents: 1_500,
        unit: "item",
        mandatory: false,
        maxQuantity: 5,
      },
    ],
  };
  const stay = { checkIn: MIDWEEK.checkIn, checkOut: MIDWEEK.checkOut, guests: 2 };
  const firewood = [{ id: "e1", quantity: 2 }];
  // 4 nights: base 40,000, supplements 8,000, tax 2,000, fees 8,000, firewood 3,000.
  const undiscounted = 40_000 + 8_000 + 2_000 + 8_000 + 3_000;

  it("takes a percentage off the nights' price, not off the tourist tax, the fees or the extras", () => {
    const quote = quoteStay(rates, stay, [], firewood, code());
    expect(quote.discount).toEqual({ code: "MIDWEEK-25", amount: 12_000 });
    expect(quote.touristTax.total).toBe(2_000);
    expect(quote.summary.totalPrice).toBe(undiscounted - 12_000);
  });

  it("takes the extras off too when the code says so", () => {
    const quote = quoteStay(rates, stay, [], firewood, code({ includesExtras: true }));
    expect(quote.discount?.amount).toBe(12_750);
  });

  it("takes a fixed amount off, never more than the nights' price", () => {
    const fixed = code({ percentOff: null, amountOffCents: 5_000 });
    expect(quoteStay(rates, stay, [], firewood, fixed).summary.totalPrice).toBe(
      undiscounted - 5_000,
    );
    const huge = code({ percentOff: null, amountOffCents: 1_000_000 });
    const quote = quoteStay(rates, stay, [], firewood, huge);
    expect(quote.discount?.amount).toBe(48_000);
    expect(quote.summary.totalPrice).toBe(2_000 + 8_000 + 3_000);
  });

  it("has no discount line without a code", () => {
    const quote = quoteStay(rates, stay, [], firewood);
    expect(quote.discount).toBeNull();
    expect(quote.summary.totalPrice).toBe(undiscounted);
  });
});

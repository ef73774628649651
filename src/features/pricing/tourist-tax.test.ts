import { describe, expect, it } from "vitest";
import { childAgeLimit, homeOwnRule, touristTaxOf, type TouristTaxRule } from "./tourist-tax";

const rule = (over: Partial<TouristTaxRule>): TouristTaxRule => ({
  from: "2026-01-01",
  kind: "per_person_night",
  amountCents: 127,
  exemptUnderAge: null,
  ...over,
});

/** Friday 3 to Monday 6 July 2026: three nights. */
const weekend = { checkIn: "2026-07-03", checkOut: "2026-07-06" };

describe("the tourist tax of a stay", () => {
  it("charges per person per night, EUR 1.27 x 4 guests x 3 nights", () => {
    expect(touristTaxOf([rule({})], { ...weekend, guests: 4 })).toEqual({
      perNight: 127,
      total: 127 * 4 * 3,
    });
  });

  it("frees the children under the rule's age, and counts children only where it has one", () => {
    const underTwelve = [rule({ exemptUnderAge: 12 })];
    expect(touristTaxOf(underTwelve, { ...weekend, guests: 4, children: 2 }).total).toBe(
      127 * 2 * 3,
    );
    expect(touristTaxOf([rule({})], { ...weekend, guests: 4, children: 2 }).total).toBe(
      127 * 4 * 3,
    );
    expect(touristTaxOf(underTwelve, { ...weekend, guests: 2, children: 5 }).total).toBe(0);
  });

  it("charges a home per night whatever the guests", () => {
    const perHome = [rule({ kind: "per_home_night", amountCents: 250 })];
    expect(touristTaxOf(perHome, { ...weekend, guests: 6 })).toEqual({ perNight: 250, total: 750 });
  });

  it("charges a flat amount once per stay", () => {
    const perStay = [rule({ kind: "per_stay", amountCents: 500 })];
    expect(touristTaxOf(perStay, { ...weekend, guests: 3 })).toEqual({ perNight: 167, total: 500 });
  });

  it("charges nothing where the owner pays the commune a yearly sum", () => {
    const none = [rule({ kind: "none", amountCents: 0 })];
    expect(touristTaxOf(none, { ...weekend, guests: 3 })).toEqual({ perNight: 0, total: 0 });
  });

  it("takes each night's rule across a change of rate: two nights at 1.27, one at 1.40", () => {
    const rising = [rule({}), rule({ from: "2026-07-05", amountCents: 140 })];
    expect(touristTaxOf(rising, { ...weekend, guests: 2 })).toEqual({
      perNight: 127,
      total: 2 * (127 + 127 + 140),
    });
  });

  it("charges nothing for nights before a commune's first rule", () => {
    const later = [rule({ from: "2026-07-05" })];
    expect(touristTaxOf(later, { ...weekend, guests: 1 }).total).toBe(127);
  });

  it("keeps a home without a commune on its own per-person amount", () => {
    expect(touristTaxOf(homeOwnRule(240), { ...weekend, guests: 2 }).total).toBe(240 * 2 * 3);
    expect(touristTaxOf(homeOwnRule(null), { ...weekend, guests: 2 }).total).toBe(0);
  });

  it("asks for children only where the check-in's rule frees them", () => {
    expect(childAgeLimit([rule({ exemptUnderAge: 12 })], weekend.checkIn)).toBe(12);
    expect(childAgeLimit([rule({})], weekend.checkIn)).toBeNull();
    expect(childAgeLimit([rule({ kind: "per_home_night" })], weekend.checkIn)).toBeNull();
  });
});

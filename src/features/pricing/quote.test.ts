import { describe, expect, it } from "vitest";
import { quoteInEuros, quoteStay, type Rates } from "./quote";

const rates: Rates = {
  pricePerNightCents: 18500,
  supplementPerPersonCents: 1250,
  touristTaxCents: 240,
  cleaningFeeCents: 6000,
  serviceFeeCents: 4500,
};

describe("quoteStay", () => {
  it("charges price x nights, supplement and tax x guests x nights, plus both fees", () => {
    const quote = quoteStay(rates, 3, 4);
    expect(quote.basePrice).toEqual({ perNight: 18500, total: 55500 });
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

  it("counts a missing supplement and tourist tax as 0", () => {
    const quote = quoteStay(
      { ...rates, supplementPerPersonCents: null, touristTaxCents: null },
      4,
      2,
    );
    expect(quote.supplements).toEqual({ perNight: 0, total: 0 });
    expect(quote.touristTax).toEqual({ perNight: 0, total: 0 });
    expect(quote.summary.totalPrice).toBe(18500 * 4 + 10500);
  });

  it("adds the property's own cleaning and service fees", () => {
    const quote = quoteStay({ ...rates, cleaningFeeCents: 9000, serviceFeeCents: 0 }, 1, 1);
    expect(quote.summary.totalPrice).toBe(18500 + 1250 + 240 + 9000);
  });

  it("stays exact in cents where euros as floats would drift", () => {
    const quote = quoteStay(
      {
        pricePerNightCents: 10,
        supplementPerPersonCents: 20,
        touristTaxCents: 0,
        cleaningFeeCents: 0,
        serviceFeeCents: 0,
      },
      7,
      3,
    );
    expect(quote.summary.totalPrice).toBe(70 + 420);
    expect(quoteInEuros(quote).summary.totalPrice).toBe(4.9);
  });
});

describe("quoteInEuros", () => {
  it("shows every amount in euros and says the currency", () => {
    const euros = quoteInEuros(quoteStay(rates, 2, 2));
    expect(euros).toEqual({
      basePrice: { perNight: 185, total: 370 },
      supplements: { perNight: 12.5, total: 50 },
      touristTax: { perNight: 2.4, total: 9.6 },
      cleaningFee: 60,
      serviceFee: 45,
      summary: { nights: 2, guests: 2, totalPrice: 534.6 },
      currency: "EUR",
    });
  });
});

import type { FieldErrors, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { homeFormSchema } from "../../owner-home-schemas";
import { checkHome } from "./home-form-check";
import { fieldsOf, type HomeFields } from "./home-form-fields";

const saved = homeFormSchema.parse({
  name: "Owner's Lodge",
  description: "A stone lodge above the Ourthe.",
  location: "La Roche-en-Ardenne, Belgium",
  type: "Cabin",
  bedrooms: 3,
  bathrooms: 2,
  area: 120,
  maxGuests: 6,
  pricePerNight: 180,
  supplementPerPerson: null,
  touristTax: 2.5,
  securityDeposit: 300,
  cleaningFee: 75,
  serviceFee: 0,
  tags: ["river", "sauna"],
  checkInTime: "16:00",
  checkOutTime: "10:00",
  latitude: 50.18,
  longitude: 5.57,
  policy: {
    earlyCheckIn: true,
    lateCheckOut: false,
    earlyCheckInFee: 25,
    lateCheckOutFee: null,
    minStayDuration: 2,
    maxStayDuration: 21,
  },
  houseRules: ["No smoking", "Quiet after 22:00"],
  amenityIds: [],
  features: [{ id: "6f1c2a7e-3b4d-4c5e-8f90-1a2b3c4d5e6f", highlighted: true }],
  translations: { nl: { name: "Lodge van de eigenaar", houseRules: ["", "Stil na 22:00"] } },
});

const options: ResolverOptions<HomeFields> = { fields: {}, shouldUseNativeValidation: false };

async function check(fields: HomeFields) {
  return (await checkHome(fields, undefined, options)) as {
    values: object;
    errors: FieldErrors<HomeFields>;
  };
}

describe("the home form's check in the browser", () => {
  it("sends a saved home back unchanged when the owner changes nothing", async () => {
    const { values, errors } = await check(fieldsOf(saved));
    expect(errors).toEqual({});
    expect(values).toEqual(saved);
  });

  it("marks an empty price per night beside its field in the API's words", async () => {
    const { errors } = await check({ ...fieldsOf(saved), pricePerNight: " " });
    expect(errors.pricePerNight?.message).toBe("Price per night must be an amount in euros");
  });

  it("reads tags and house rules from their boxes, leaving out empty ones", async () => {
    const { values } = await check({
      ...fieldsOf(saved),
      tags: " river , ,sauna ",
      houseRules: "No smoking\n\n  Quiet after 22:00 \n",
    });
    expect(values).toMatchObject({
      tags: ["river", "sauna"],
      houseRules: ["No smoking", "Quiet after 22:00"],
    });
  });
});

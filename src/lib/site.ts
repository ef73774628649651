/** Who we are, as every page and e-mail says it. */
export const site = {
  name: "Ardennes Stays",
  titleSuffix: "Ardennes Stays · Luxury Holiday Rentals",
  countryCode: "BE",
  since: 2015,
  phone: "+32 84 21 45 67",
  email: "hello@ardennes-stays.example",
  address: { street: "Rue du Comte Theodule d'Ursel 12", city: "6940 Durbuy", country: "Belgium" },
  hours: "Monday-Friday 9:00-18:00",
} as const;

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

/**
 * The site's mark as an icon: in every page's head as a data URL (src/app/layout.tsx), and as
 * public/icon.svg, the file browsers that ask for /favicon.ico get.
 */
export const siteIconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#254f3c"/><path d="M6 24 13 11l4 7 3-4 6 10z" fill="#dcebe1"/><circle cx="22" cy="9" r="2.5" fill="#f2ebe0"/></svg>';

import type { TouristTaxKind } from "../enums";

/*
 * The demo homes' communes and their tourist tax: DEMO VALUES, plausible but invented, in the
 * forms Walloon communes use (issue 32). A real site's owner enters each commune's own rule
 * from its tax regulation.
 */

export interface SeedCommuneRule {
  from: string;
  kind: TouristTaxKind;
  amountCents: number;
  exemptUnderAge: number | null;
}

export const seedCommunes: Record<string, SeedCommuneRule[]> = {
  Durbuy: [{ from: "2024-01-01", kind: "per_person_night", amountCents: 150, exemptUnderAge: 12 }],
  "La Roche-en-Ardenne": [
    { from: "2024-01-01", kind: "per_person_night", amountCents: 100, exemptUnderAge: 12 },
  ],
  Bouillon: [
    { from: "2024-01-01", kind: "per_home_night", amountCents: 250, exemptUnderAge: null },
  ],
  // Spa's per-person rate of EUR 1.27, and a rise the demo lines up to show a change by date.
  Spa: [
    { from: "2024-01-01", kind: "per_person_night", amountCents: 127, exemptUnderAge: 12 },
    { from: "2027-07-01", kind: "per_person_night", amountCents: 140, exemptUnderAge: 12 },
  ],
  Stavelot: [{ from: "2024-01-01", kind: "per_stay", amountCents: 500, exemptUnderAge: null }],
  // A yearly sum the owner pays per home: nothing is charged to the guest.
  Houffalize: [{ from: "2024-01-01", kind: "none", amountCents: 0, exemptUnderAge: null }],
  Vielsalm: [
    { from: "2024-01-01", kind: "per_person_night", amountCents: 100, exemptUnderAge: null },
  ],
  Malmedy: [{ from: "2024-01-01", kind: "none", amountCents: 0, exemptUnderAge: null }],
  Rochefort: [
    { from: "2024-01-01", kind: "per_person_night", amountCents: 120, exemptUnderAge: 18 },
  ],
  "Vresse-sur-Semois": [
    { from: "2024-01-01", kind: "per_home_night", amountCents: 200, exemptUnderAge: null },
  ],
};

/** Each demo home's commune, by the seed entry's key. */
export const seedHomeCommunes: Record<string, string> = {
  "durbuy-ourthe-villa": "Durbuy",
  "la-roche-ourthe-cabin": "La Roche-en-Ardenne",
  "bouillon-castle-apartment": "Bouillon",
  "spa-maison-du-parc": "Spa",
  "stavelot-abbey-townhouse": "Stavelot",
  "houffalize-forest-cabin": "Houffalize",
  "vielsalm-lakeside-villa": "Vielsalm",
  "malmedy-old-town-apartment": "Malmedy",
  "rochefort-old-bakery": "Rochefort",
  "vresse-tobacco-barn": "Vresse-sur-Semois",
  "han-lesse-apartment": "Rochefort",
  "coo-waterfall-villa": "Stavelot",
};

import type { ExtraUnit } from "@/db/enums";
import type { Translations } from "@/i18n/translated-texts";

/** A demo home's extra (issue 35), its name in every language. */
export interface SeedExtra {
  name: string;
  translations: Translations<"name">;
  priceCents: number;
  unit: ExtraUnit;
  mandatory: boolean;
  maxQuantity: number;
}

const linen = (priceCents: number): SeedExtra => ({
  name: "Bed linen and towels",
  translations: {
    nl: { name: "Bedlinnen en handdoeken" },
    fr: { name: "Linge de lit et serviettes" },
    de: { name: "Bettwäsche und Handtücher" },
  },
  priceCents,
  unit: "guest",
  mandatory: true,
  maxQuantity: 1,
});

const dog = (priceCents: number, maxQuantity: number): SeedExtra => ({
  name: "Dog",
  translations: { nl: { name: "Hond" }, fr: { name: "Chien" }, de: { name: "Hund" } },
  priceCents,
  unit: "stay",
  mandatory: false,
  maxQuantity,
});

const firewood = (priceCents: number, maxQuantity: number): SeedExtra => ({
  name: "Firewood (a basket)",
  translations: {
    nl: { name: "Brandhout (een mand)" },
    fr: { name: "Bois de chauffage (un panier)" },
    de: { name: "Brennholz (ein Korb)" },
  },
  priceCents,
  unit: "item",
  mandatory: false,
  maxQuantity,
});

const babyCot: SeedExtra = {
  name: "Baby cot and high chair",
  translations: {
    nl: { name: "Babybedje en kinderstoel" },
    fr: { name: "Lit bébé et chaise haute" },
    de: { name: "Babybett und Hochstuhl" },
  },
  priceCents: 1500,
  unit: "stay",
  mandatory: false,
  maxQuantity: 1,
};

const carCharging: SeedExtra = {
  name: "Electric car charging",
  translations: {
    nl: { name: "Elektrische auto laden" },
    fr: { name: "Recharge de voiture électrique" },
    de: { name: "Elektroauto laden" },
  },
  priceCents: 900,
  unit: "night",
  mandatory: false,
  maxQuantity: 1,
};

/**
 * The demo homes' extras by seed key, in the order the owner lists them. The home the screenshot
 * tests photograph (Villa du Lac des Doyards) sells none, so its pictures keep their lines.
 */
export const seedExtras: Readonly<Record<string, SeedExtra[]>> = {
  "durbuy-ourthe-villa": [babyCot, firewood(1200, 10), carCharging],
  "la-roche-ourthe-cabin": [linen(1500), firewood(1200, 5), dog(2500, 2)],
  "bouillon-castle-apartment": [babyCot],
  "spa-maison-du-parc": [carCharging, babyCot],
  "stavelot-abbey-townhouse": [dog(2500, 1), babyCot],
  "houffalize-forest-cabin": [linen(1200), dog(2000, 2), firewood(1000, 6)],
  "malmedy-old-town-apartment": [linen(1400)],
  "vresse-tobacco-barn": [firewood(1200, 8), dog(2500, 2)],
};

import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/translated-texts";
import type { HomeForm } from "../../owner-home-schemas";

/*
 * The home form's fields as its controls hold them (text, ticked boxes). The way from them to
 * what the API takes is in home-form-check.ts, loaded when the form is first used.
 */

export const TEXT_FIELDS = ["name", "description", "location", "houseRules"] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The texts' language tabs: English first, required; then those guests read it in. */
export type TextsTab = "en" | TranslatedLocale;

type NumberFields<T> = { [K in keyof T]: T[K] extends number | null ? string : T[K] };

export interface HomeFields extends NumberFields<
  Omit<
    HomeForm,
    | "tags"
    | "houseRules"
    | "policy"
    | "features"
    | "translations"
    | "latitude"
    | "longitude"
    | "registrationNumber"
    | "communeId"
  >
> {
  tags: string;
  houseRules: string;
  registrationNumber: string;
  /** Empty: no commune, the home's own tourist tax. */
  communeId: string;
  latitude: string;
  longitude: string;
  policy: NumberFields<HomeForm["policy"]>;
  featureIds: string[];
  /** The chosen features guests see first on the home's page. */
  highlighted: string[];
  translations: Record<TranslatedLocale, Record<TextField, string>>;
}

const shown = (value: number | null) => (value === null ? "" : String(value));

export function fieldsOf(home: HomeForm): HomeFields {
  return {
    name: home.name,
    description: home.description,
    location: home.location,
    type: home.type,
    bedrooms: shown(home.bedrooms),
    bathrooms: shown(home.bathrooms),
    area: shown(home.area),
    maxGuests: shown(home.maxGuests),
    pricePerNight: shown(home.pricePerNight),
    supplementPerPerson: shown(home.supplementPerPerson),
    touristTax: shown(home.touristTax),
    communeId: home.communeId ?? "",
    securityDeposit: shown(home.securityDeposit),
    cleaningFee: shown(home.cleaningFee),
    serviceFee: shown(home.serviceFee),
    tags: home.tags.join(", "),
    checkInTime: home.checkInTime,
    checkOutTime: home.checkOutTime,
    registrationNumber: home.registrationNumber ?? "",
    latitude: shown(home.latitude),
    longitude: shown(home.longitude),
    policy: {
      earlyCheckIn: home.policy.earlyCheckIn,
      lateCheckOut: home.policy.lateCheckOut,
      earlyCheckInFee: shown(home.policy.earlyCheckInFee),
      lateCheckOutFee: shown(home.policy.lateCheckOutFee),
      minStayDuration: shown(home.policy.minStayDuration),
      maxStayDuration: shown(home.policy.maxStayDuration),
    },
    houseRules: home.houseRules.join("\n"),
    amenityIds: home.amenityIds,
    featureIds: home.features.map((feature) => feature.id),
    highlighted: home.features
      .filter((feature) => feature.highlighted)
      .map((feature) => feature.id),
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => {
        const texts = home.translations[locale];
        return [locale, { ...texts, houseRules: texts.houseRules.join("\n") }];
      }),
    ) as HomeFields["translations"],
  };
}

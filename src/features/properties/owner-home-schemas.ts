import { z } from "zod";
import { DEFAULT_MAX_STAY_NIGHTS } from "@/features/availability";
import { LOCALE_NAMES } from "@/i18n/locales";
import { MAX_REGISTRATION_NUMBER_LENGTH } from "./owner-home-limits";
import { propertyTypes } from "./schemas";
import { byTranslatedLocale, type TranslatedLocale } from "@/i18n/translated-texts";

/*
 * The owner's edit form of a home (issue 16): one schema for adding and for saving, with
 * messages in plain words that the form shows beside the field the error's `path` names.
 * Money is in euros here, as everywhere at the API.
 */

/** Cents must fit PostgreSQL's integer with room to spare: a million euros is plenty. */
export const MAX_EUROS = 1_000_000;
const MAX_STAY = 365;

export const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const euros = (label: string) =>
  z
    .number({ message: `${label} must be an amount in euros` })
    // Only this message for a negative amount, not also a price's 'more than zero'.
    .min(0, { message: `${label} cannot be below zero`, abort: true })
    .max(MAX_EUROS, `${label} must be at most ${MAX_EUROS} euros`);

/** What a stay is charged: a cent at least, since less would be stored as zero. */
export const price = (label: string) => euros(label).min(0.005, `${label} must be more than zero`);

/** Tourisme Wallonie's number for a home, as written on its registration; empty is none yet. */
const registrationNumber = text("Registration number", MAX_REGISTRATION_NUMBER_LENGTH)
  .regex(
    /^([\p{L}\p{N}][\p{L}\p{N} ./-]*)?$/u,
    "Registration number may hold only letters, digits, spaces, dots, slashes and hyphens",
  )
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .default(null);

const time = (label: string) =>
  z
    .string({ message: `${label} must be a time` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time as HH:MM, like 15:00`);

const coordinate = (label: string, limit: number) =>
  z
    .number({ message: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .nullable();

export const homePolicySchema = z
  .object({
    earlyCheckIn: z.boolean({ message: "Early check-in must be yes or no" }),
    lateCheckOut: z.boolean({ message: "Late check-out must be yes or no" }),
    earlyCheckInFee: euros("Early check-in fee").nullable(),
    lateCheckOutFee: euros("Late check-out fee").nullable(),
    minStayDuration: wholeNumber("Shortest stay", 1, MAX_STAY),
    maxStayDuration: wholeNumber("Longest stay", 1, MAX_STAY),
  })
  .refine((policy) => policy.maxStayDuration >= policy.minStayDuration, {
    message: "Longest stay cannot be shorter than the shortest stay",
    path: ["maxStayDuration"],
  });
export type HomePolicy = z.infer<typeof homePolicySchema>;

/**
 * The owner's texts of a home in one language beside English, each optional: a field left empty
 * shows guests the English one. House rules go line by line with the English rules, an empty
 * line keeping that rule in English. The limits are the English fields'.
 */
function textsInSchema(locale: TranslatedLocale) {
  const language = LOCALE_NAMES[locale];
  return z.object({
    name: text(`Name (${language})`, 120).default(""),
    description: text(`Description (${language})`, 10_000).default(""),
    location: text(`Location (${language})`, 200).default(""),
    houseRules: z
      .array(text(`A house rule (${language})`, 200), {
        message: `House rules (${language}) must be a list`,
      })
      .max(50, `At most 50 house rules (${language})`)
      .default([]),
  });
}

export const homeTranslationsSchema = z
  .object(byTranslatedLocale((locale) => textsInSchema(locale).prefault({})))
  .prefault({});
export type HomeTranslations = z.infer<typeof homeTranslationsSchema>;
export type HomeTextsIn = HomeTranslations[TranslatedLocale];

/** No translation yet: guests of every language read the English texts. */
export const UNTRANSLATED: HomeTranslations = byTranslatedLocale(() => ({
  name: "",
  description: "",
  location: "",
  houseRules: [],
}));

/** Everything the owner's form of a home holds: the spec's Property fields and what hangs off it. */
export const homeFormSchema = z.object({
  name: text("Name", 120).min(1, "Name is required"),
  description: text("Description", 10_000),
  location: text("Location", 200),
  type: z.enum(propertyTypes, { message: `Type must be one of ${propertyTypes.join(", ")}` }),
  bedrooms: wholeNumber("Bedrooms", 0, 100),
  bathrooms: wholeNumber("Bathrooms", 0, 100),
  area: wholeNumber("Area", 0, 100_000),
  maxGuests: wholeNumber("Maximum guests", 1, 100),
  pricePerNight: price("Price per night"),
  supplementPerPerson: euros("Supplement per person").nullable(),
  touristTax: euros("Tourist tax").nullable(),
  /** The commune whose rule taxes its stays; null: `touristTax` per person per night, as before. */
  communeId: z.uuid({ message: "Commune must be one of the communes" }).nullable().default(null),
  securityDeposit: euros("Security deposit"),
  cleaningFee: euros("Cleaning fee"),
  serviceFee: euros("Service fee"),
  tags: z
    .array(text("A tag", 40).min(1, "A tag cannot be empty"), { message: "Tags must be a list" })
    .max(20, "At most 20 tags"),
  checkInTime: time("Check-in time"),
  checkOutTime: time("Check-out time"),
  registrationNumber,
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  policy: homePolicySchema,
  /** Titles, in the order guests see them. */
  houseRules: z
    .array(text("A house rule", 200).min(1, "A house rule cannot be empty"), {
      message: "House rules must be a list",
    })
    .max(50, "At most 50 house rules"),
  amenityIds: z
    .array(z.uuid({ message: "Amenities must be chosen from the catalogue" }), {
      message: "Amenities must be a list",
    })
    .max(200, "At most 200 amenities"),
  features: z
    .array(
      z.object({
        id: z.uuid({ message: "Features must be chosen from the catalogue" }),
        highlighted: z.boolean({ message: "Highlighted must be yes or no" }),
      }),
      { message: "Features must be a list" },
    )
    .max(200, "At most 200 features"),
  /** The texts above in Dutch, French and German; English where one is left empty. */
  translations: homeTranslationsSchema,
});
export type HomeForm = z.infer<typeof homeFormSchema>;

/** A home as the owner edits it: the form's fields, its id and whether guests see it. */
export const ownerHomeSchema = homeFormSchema.extend({
  id: z.uuid(),
  isActive: z.boolean(),
});
export type OwnerHome = z.infer<typeof ownerHomeSchema>;

/** A row of the owner's list of homes, active or not. */
export const ownerHomeRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(propertyTypes),
  location: z.string(),
  maxGuests: z.number().int(),
  pricePerNight: z.number(),
  isActive: z.boolean(),
  coverImageId: z.uuid().nullable(),
  photoCount: z.number().int(),
});
export type OwnerHomeRow = z.infer<typeof ownerHomeRowSchema>;

export const ownerHomeListSchema = z.object({ homes: z.array(ownerHomeRowSchema) });

const iconSchema = z
  .string({ message: "Icon must be SVG markup" })
  .max(20_000, "Icon must be at most 20000 characters")
  .optional();

/** A catalogue entry's name (and category) in one language; empty shows guests the English. */
function catalogueTextsSchema(locale: TranslatedLocale) {
  const language = LOCALE_NAMES[locale];
  return z.object({
    name: text(`Name (${language})`, 80).default(""),
    category: text(`Category (${language})`, 80).default(""),
  });
}

const catalogueTranslationsSchema = z
  .object(byTranslatedLocale((locale) => catalogueTextsSchema(locale).prefault({})))
  .prefault({});
export type CatalogueTranslations = z.infer<typeof catalogueTranslationsSchema>;

export const newAmenitySchema = z.object({
  name: text("Name", 80).min(1, "Name is required"),
  category: text("Category", 80).min(1, "Category is required"),
  icon: iconSchema,
  /** The name and, for a new category, its name in Dutch, French and German. */
  translations: catalogueTranslationsSchema,
});

export const newFeatureSchema = z.object({
  name: text("Name", 80).min(1, "Name is required"),
  icon: iconSchema,
  /** The name in Dutch, French and German (a category given here is not used). */
  translations: catalogueTranslationsSchema,
});

export const catalogueAmenitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
  category: z.string(),
});
export type CatalogueAmenity = z.infer<typeof catalogueAmenitySchema>;

export const catalogueFeatureSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
});
export type CatalogueFeature = z.infer<typeof catalogueFeatureSchema>;

export const ownerCatalogueSchema = z.object({
  amenities: z.array(catalogueAmenitySchema),
  features: z.array(catalogueFeatureSchema),
  /** The communes a home may be in, by name (their rules: /owner/tourist-tax). */
  communes: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type OwnerCatalogue = z.infer<typeof ownerCatalogueSchema>;

/** What a new home's form starts with: the database's defaults, so the owner changes only what differs. */
export const NEW_HOME: HomeForm = {
  name: "",
  description: "",
  location: "",
  type: "House",
  bedrooms: 1,
  bathrooms: 1,
  area: 0,
  maxGuests: 2,
  pricePerNight: 100,
  supplementPerPerson: null,
  touristTax: null,
  communeId: null,
  securityDeposit: 0,
  cleaningFee: 60,
  serviceFee: 45,
  tags: [],
  checkInTime: "15:00",
  checkOutTime: "11:00",
  registrationNumber: null,
  latitude: null,
  longitude: null,
  policy: {
    earlyCheckIn: false,
    lateCheckOut: false,
    earlyCheckInFee: null,
    lateCheckOutFee: null,
    minStayDuration: 1,
    maxStayDuration: DEFAULT_MAX_STAY_NIGHTS,
  },
  houseRules: [],
  amenityIds: [],
  features: [],
  translations: UNTRANSLATED,
};

import { z } from "zod";
import { EXTRA_UNITS } from "@/db/enums";
import { MAX_EXTRA_QUANTITY, MAX_EXTRAS_PER_HOME } from "@/features/pricing";
import { LOCALE_NAMES } from "@/i18n/locales";
import { isWholeCents } from "@/lib/money";
import { byTranslatedLocale, type TranslatedLocale } from "@/i18n/translated-texts";
import { text, wholeNumber } from "./owner-home-schemas";

/*
 * A home's extras in the back office (issue 35, decision 0058): what the owner sells beside the
 * nights. The quote prices them (features/pricing); this is the form that writes them. Money in
 * euros, as everywhere at the API.
 */

export { MAX_EXTRA_QUANTITY, MAX_EXTRAS_PER_HOME };
/** The database's limits (migration 0036): a name of 1 to 80 characters, up to €100,000. */
export const MAX_EXTRA_NAME_LENGTH = 80;
export const MAX_EXTRA_PRICE = 100_000;

const UNITS_MESSAGE = `Unit must be one of ${EXTRA_UNITS.join(", ")}`;
const PRICE_MESSAGE = "Price must be an amount in euros";

/** Euros with cents at most. */
const extraPrice = z
  .number({ message: PRICE_MESSAGE })
  .min(0, { message: "Price cannot be below zero", abort: true })
  .max(MAX_EXTRA_PRICE, { message: "Price must be at most 100,000 euros", abort: true })
  .refine(isWholeCents, {
    message: "Price can have at most two decimals (cents)",
  });

const translatedName = (locale: TranslatedLocale) =>
  text(`Name (${LOCALE_NAMES[locale]})`, MAX_EXTRA_NAME_LENGTH).default("");

/** 'Add extra' and 'Save extra'. A mandatory extra is in every price once: its maximum is 1. */
export const extraFormSchema = z.object({
  name: text("Name", MAX_EXTRA_NAME_LENGTH).min(
    1,
    "Give the extra a name, such as Bed linen and towels",
  ),
  /** The name in the other languages; left empty, guests reading one see the English name. */
  translations: z
    .object(byTranslatedLocale(translatedName), {
      message: "translations must be { nl, fr, de }, each a name or empty",
    })
    .strict()
    .prefault({}),
  price: extraPrice,
  unit: z.enum(EXTRA_UNITS, { message: UNITS_MESSAGE }),
  mandatory: z.boolean({ message: "Mandatory must be true or false" }).default(false),
  maxQuantity: wholeNumber("Maximum quantity", 1, MAX_EXTRA_QUANTITY).default(1),
});
export type ExtraForm = z.input<typeof extraFormSchema>;

export const extraIdSchema = z.uuid({ message: "Extra id must be a UUID" });

/** 'Move up' and 'Move down': every extra of the home, in the order guests see them. */
export const extraOrderSchema = z.object({
  ids: z
    .array(extraIdSchema, { message: "ids must be the home's extra ids in their new order" })
    .max(MAX_EXTRAS_PER_HOME, `ids can name at most ${MAX_EXTRAS_PER_HOME} extras`),
});
export type ExtraOrder = z.input<typeof extraOrderSchema>;

export const ownerExtraSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  name: z.string().describe("In English"),
  translations: z
    .object(byTranslatedLocale(() => z.string()))
    .describe("The name per language; empty where guests read the English one"),
  price: z.number().describe("In euros, per unit"),
  unit: z.enum(EXTRA_UNITS).describe("What the price counts per"),
  mandatory: z.boolean().describe("Part of every price of a stay at the home"),
  maxQuantity: z.number().int().describe("The most a guest may take; 1 for a mandatory extra"),
});
export type OwnerExtra = z.infer<typeof ownerExtraSchema>;

export const ownerExtraListSchema = z.object({
  extras: z.array(ownerExtraSchema).describe("In the order guests see them"),
});

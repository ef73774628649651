import { z } from "zod";
import { LOCALE_NAMES } from "@/i18n/locales";
import { byTranslatedLocale, type TranslatedLocale } from "@/i18n/translated-texts";
import { MAX_DESCRIPTION_LENGTH, MAX_PHOTOS_PER_HOME } from "./owner-photo-limits";

/** The owner's photos of a home (issue 16, decision 0025): what the page and the API share. */

export * from "./owner-photo-limits";

export const ownerPhotoSchema = z.object({
  id: z.uuid(),
  description: z.string().nullable(),
  /** The description in the other languages; empty where guests read the English one. */
  translations: z.object(byTranslatedLocale(() => z.string())),
  isCover: z.boolean(),
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type OwnerPhoto = z.infer<typeof ownerPhotoSchema>;

export const ownerPhotoListSchema = z.object({ photos: z.array(ownerPhotoSchema) });

export const photoIdSchema = z.uuid({ message: "Photo id must be a UUID" });

export const photoOrderSchema = z.object({
  ids: z
    .array(photoIdSchema, { message: "ids must be the home's photo ids in their new order" })
    .max(MAX_PHOTOS_PER_HOME, `ids can name at most ${MAX_PHOTOS_PER_HOME} photos`),
});

const translatedDescription = (locale: TranslatedLocale) =>
  z
    .string({ message: `The description (${LOCALE_NAMES[locale]}) must be text` })
    .trim()
    .max(
      MAX_DESCRIPTION_LENGTH,
      `A description (${LOCALE_NAMES[locale]}) can be at most ${MAX_DESCRIPTION_LENGTH} characters`,
    )
    .optional();

export const photoChangeSchema = z
  .object({
    description: z
      .string({ message: "description must be text" })
      .trim()
      .max(
        MAX_DESCRIPTION_LENGTH,
        `A description can be at most ${MAX_DESCRIPTION_LENGTH} characters`,
      )
      .nullable()
      .optional(),
    /** Only the languages given change; an empty text shows guests the English one again. */
    translations: z.object(byTranslatedLocale(translatedDescription)).strict().optional(),
    isCover: z
      .literal(true, { message: "isCover can only be true: choose the new cover" })
      .optional(),
  })
  .strict();
export type PhotoChange = z.infer<typeof photoChangeSchema>;

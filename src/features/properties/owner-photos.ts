import { z } from "zod";

/** The owner's photos of a home (issue 16, decision 0025): what the page and the API share. */

/** A home shows at most this many photos. */
export const MAX_PHOTOS_PER_HOME = 60;
/** Photos an owner may upload in an hour, over every home and session. */
export const PHOTO_UPLOADS_PER_HOUR = 200;
/** A photo's pixels, width times height, before anything is decoded. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** The longest side a photo is stored with: twice the largest width the site shows. */
export const STORED_PHOTO_EDGE = 3200;
export const MAX_DESCRIPTION_LENGTH = 300;

/** What the file input offers; the server decides by the bytes alone. */
export const PHOTO_INPUT_ACCEPT =
  "image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif";

export const NOT_A_PHOTO = "This file is not a photo we can read (JPEG, PNG, WebP or HEIC).";

export const ownerPhotoSchema = z.object({
  id: z.uuid(),
  description: z.string().nullable(),
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
    isCover: z
      .literal(true, { message: "isCover can only be true: choose the new cover" })
      .optional(),
  })
  .strict();
export type PhotoChange = z.infer<typeof photoChangeSchema>;

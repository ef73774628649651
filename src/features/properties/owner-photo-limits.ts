/** The limits of the owner's photos (decision 0025), without zod: the photos page reads them. */

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

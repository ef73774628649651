import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database, Transaction } from "@/db/client";
import { getDb } from "@/db/client";
import { hitRateLimit } from "@/db/rate-limits";
import { properties, propertyImages } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { clock, HOUR_MS } from "@/lib/clock";
import { ApiError, notFound, parseInput, rateLimited } from "@/lib/http";
import { byTranslatedLocale, TRANSLATED_LOCALES, type Translations } from "@/i18n/translated-texts";
import { propertyImageUrl } from "./image-loader";
import { forgetPropertyImage } from "./images.server";
import {
  MAX_PHOTO_PIXELS,
  MAX_PHOTOS_PER_HOME,
  NOT_A_PHOTO,
  PHOTO_UPLOADS_PER_HOUR,
  photoChangeSchema,
  photoOrderSchema,
  STORED_PHOTO_EDGE,
  type OwnerPhoto,
  type PhotoChange,
} from "./owner-photos";
import { lockHome } from "./home-lock.server";

/*
 * The owner's photos of a home (decision 0025). The first photo is the cover: reordering,
 * choosing a cover and deleting all rewrite the positions so that position 0 and `is_cover`
 * agree, and the guest's pages (cover first, then by position) show what the owner arranged.
 * Every write to `property_images` notifies the read caches (migration 0007).
 */

/** Formats sharp names in its metadata that we take, whatever the file was called. */
const READABLE_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

function notAPhoto(): ApiError {
  return new ApiError("INVALID_INPUT", NOT_A_PHOTO, {
    details: [{ path: "photo", message: NOT_A_PHOTO }],
  });
}

function tooManyPixels(width: number, height: number): ApiError {
  const megapixels = Math.round((width * height) / 1_000_000);
  const message = `This photo has ${megapixels} megapixels; at most ${MAX_PHOTO_PIXELS / 1_000_000} are accepted.`;
  return new ApiError("INVALID_INPUT", message, { details: [{ path: "photo", message }] });
}

function toPhoto(row: typeof propertyImages.$inferSelect | PhotoRow): OwnerPhoto {
  return {
    id: row.id,
    description: row.description,
    translations: byTranslatedLocale((locale) => row.translations[locale]?.description ?? ""),
    isCover: row.isCover,
    position: row.position,
    width: row.width,
    height: row.height,
    url: propertyImageUrl(row.id),
  };
}

const photoColumns = {
  id: propertyImages.id,
  propertyId: propertyImages.propertyId,
  description: propertyImages.description,
  translations: propertyImages.translations,
  isCover: propertyImages.isCover,
  position: propertyImages.position,
  width: propertyImages.width,
  height: propertyImages.height,
};
type PhotoRow = { [K in keyof typeof photoColumns]: (typeof propertyImages.$inferSelect)[K] };

/** The home's photos as the guest sees them: the cover first, then by position. */
async function photosOf(db: Database | Transaction, homeId: string): Promise<PhotoRow[]> {
  return db
    .select(photoColumns)
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, homeId))
    .orderBy(desc(propertyImages.isCover), asc(propertyImages.position), asc(propertyImages.id));
}

/** Positions 0, 1, ... in the order given; the first is the cover. One statement. */
async function applyOrder(tx: Transaction, homeId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${propertyImages}
    SET position = o.ord - 1, is_cover = (o.ord = 1), updated_at = ${clock.now().toISOString()}::timestamptz
    FROM unnest(ARRAY[${list}]::uuid[]) WITH ORDINALITY AS o(id, ord)
    WHERE ${propertyImages}.id = o.id AND ${propertyImages}.property_id = ${homeId}`);
}

async function photoOfHome(tx: Transaction, homeId: string, photoId: string): Promise<PhotoRow> {
  const [photo] = await tx
    .select(photoColumns)
    .from(propertyImages)
    .where(and(eq(propertyImages.id, photoId), eq(propertyImages.propertyId, homeId)));
  // Another home's photo is not found here either: its id says nothing to this home's owner.
  if (!photo) throw notFound("Photo");
  return photo;
}

/** The photos page: the home's name and its photos; 404 for an unknown home. */
export async function loadOwnerPhotosPage(
  homeId: string,
): Promise<{ home: { id: string; name: string }; photos: OwnerPhoto[] }> {
  const db = await getDb();
  const [home] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(eq(properties.id, homeId));
  if (!home) throw notFound("Property");
  return { home, photos: (await photosOf(db, homeId)).map(toPhoto) };
}

export async function listOwnerPhotos(homeId: string): Promise<OwnerPhoto[]> {
  const db = await getDb();
  const [home] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, homeId));
  if (!home) throw notFound("Property");
  return (await photosOf(db, homeId)).map(toPhoto);
}

async function photoCount(db: Database | Transaction, homeId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, homeId));
  return row?.value ?? 0;
}

function homeIsFull(): ApiError {
  return new ApiError(
    "CONFLICT",
    `A home can have at most ${MAX_PHOTOS_PER_HOME} photos. Delete one to add another.`,
  );
}

/** The bytes as a photo we store: rotated upright, metadata gone, at most STORED_PHOTO_EDGE. */
async function storablePhoto(bytes: Uint8Array) {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" } as const;
  let metadata;
  try {
    // Reads the header only, where a pixel bomb says its size: sharp's own limit would refuse it
    // here with its words, and it is refused below with ours, before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAPhoto();
  }
  if (!READABLE_FORMATS.has(metadata.format)) throw notAPhoto();
  const { width, height } = metadata;
  if (width * height > MAX_PHOTO_PIXELS) throw tooManyPixels(width, height);
  try {
    // Re-encoding keeps no EXIF, GPS, XMP or IPTC: sharp copies metadata only when asked.
    const pipeline = sharp(bytes, options).rotate().resize({
      width: STORED_PHOTO_EDGE,
      height: STORED_PHOTO_EDGE,
      fit: "inside",
      withoutEnlargement: true,
    });
    const encoded = metadata.hasAlpha
      ? pipeline.webp({ quality: 85 })
      : pipeline.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: metadata.hasAlpha ? "image/webp" : "image/jpeg",
      width: info.width,
      height: info.height,
    };
  } catch {
    throw notAPhoto();
  }
}

/**
 * Adds a photo at the end of the home's photos (the cover if it is the first): 404 for an
 * unknown home, 409 when the home is full, 429 past the owner's hourly uploads, 400 for bytes
 * that are not a photo we read or are too many pixels.
 */
export async function addOwnerPhoto(
  actor: string,
  homeId: string,
  bytes: Uint8Array,
): Promise<OwnerPhoto> {
  const db = await getDb();
  const [home] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, homeId));
  if (!home) throw notFound("Property");
  if ((await photoCount(db, homeId)) >= MAX_PHOTOS_PER_HOME) throw homeIsFull();
  const allowance = await hitRateLimit(
    db,
    `owner-photo-uploads:${actor.toLowerCase()}`,
    PHOTO_UPLOADS_PER_HOUR,
    HOUR_MS,
    clock.now(),
  );
  if (!allowance.allowed) {
    throw rateLimited(
      `You have uploaded ${PHOTO_UPLOADS_PER_HOUR} photos this hour`,
      allowance.retryAfterSeconds,
    );
  }
  const photo = await storablePhoto(bytes);
  return db.transaction(async (tx) => {
    await lockHome(tx, homeId);
    const existing = await photoCount(tx, homeId);
    if (existing >= MAX_PHOTOS_PER_HOME) throw homeIsFull();
    const [row] = await tx
      .insert(propertyImages)
      .values({
        propertyId: homeId,
        isCover: existing === 0,
        position: existing,
        ...photo,
      })
      .returning();
    if (!row) throw new Error("photo insert returned nothing");
    await recordActivity(tx, {
      actor,
      action: "photo_added",
      subject: { kind: "photo", id: row.id },
      after: {
        propertyId: homeId,
        contentType: photo.contentType,
        width: photo.width,
        height: photo.height,
        bytes: photo.data.byteLength,
      },
    });
    return toPhoto(row);
  });
}

/** Puts the home's photos in the order of `ids`, which must name each of them once; 400 if not. */
export async function reorderOwnerPhotos(
  actor: string,
  homeId: string,
  input: unknown,
): Promise<OwnerPhoto[]> {
  const { ids } = parseInput(photoOrderSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockHome(tx, homeId);
    const before = (await photosOf(tx, homeId)).map((photo) => photo.id);
    const known = new Set(before);
    if (
      ids.length !== before.length ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => known.has(id))
    ) {
      const message = "ids must name each of this home's photos exactly once";
      throw new ApiError("INVALID_INPUT", message, { details: [{ path: "ids", message }] });
    }
    await applyOrder(tx, homeId, ids);
    const [first] = ids;
    if (first) {
      await recordActivity(tx, {
        actor,
        action: "photos_reordered",
        subject: { kind: "photo", id: first },
        before: { propertyId: homeId, order: before },
        after: { propertyId: homeId, order: ids },
      });
    }
    return (await photosOf(tx, homeId)).map(toPhoto);
  });
}

/** The stored translations with the languages given changed; null when nothing changes. */
function changedTranslations(
  stored: Translations<string>,
  given: PhotoChange["translations"],
): Translations<"description"> | null {
  if (!given) return null;
  const next: Translations<"description"> = {};
  let changed = false;
  for (const locale of TRANSLATED_LOCALES) {
    const before = stored[locale]?.description ?? "";
    const after = given[locale] ?? before;
    if (after !== before) changed = true;
    if (after !== "") next[locale] = { description: after };
  }
  return changed ? next : null;
}

/** Changes a photo's description (its alt text) and/or makes it the cover, which puts it first. */
export async function changeOwnerPhoto(
  actor: string,
  homeId: string,
  photoId: string,
  input: unknown,
): Promise<OwnerPhoto> {
  const change: PhotoChange = parseInput(photoChangeSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockHome(tx, homeId);
    const photo = await photoOfHome(tx, homeId, photoId);
    const description = change.description === "" ? null : change.description;
    if (description !== undefined && description !== photo.description) {
      await tx
        .update(propertyImages)
        .set({ description, updatedAt: clock.now() })
        .where(eq(propertyImages.id, photoId));
    }
    const translations = changedTranslations(photo.translations, change.translations);
    if (translations) {
      await tx
        .update(propertyImages)
        .set({ translations, updatedAt: clock.now() })
        .where(eq(propertyImages.id, photoId));
    }
    if (change.isCover && !photo.isCover) {
      const others = (await photosOf(tx, homeId)).filter((p) => p.id !== photoId);
      await applyOrder(tx, homeId, [photoId, ...others.map((p) => p.id)]);
    }
    const after = await photoOfHome(tx, homeId, photoId);
    await recordActivity(tx, {
      actor,
      action: "photo_changed",
      subject: { kind: "photo", id: photoId },
      before: {
        propertyId: homeId,
        description: photo.description,
        translations: photo.translations,
        isCover: photo.isCover,
      },
      after: {
        propertyId: homeId,
        description: after.description,
        translations: after.translations,
        isCover: after.isCover,
      },
    });
    return toPhoto(after);
  });
}

/** Deletes a photo; when it was the cover, the next photo becomes the cover. */
export async function deleteOwnerPhoto(
  actor: string,
  homeId: string,
  photoId: string,
): Promise<OwnerPhoto[]> {
  const db = await getDb();
  const remaining = await db.transaction(async (tx) => {
    await lockHome(tx, homeId);
    const photo = await photoOfHome(tx, homeId, photoId);
    await tx.delete(propertyImages).where(eq(propertyImages.id, photoId));
    const rest = await photosOf(tx, homeId);
    await applyOrder(
      tx,
      homeId,
      rest.map((p) => p.id),
    );
    await recordActivity(tx, {
      actor,
      action: "photo_deleted",
      subject: { kind: "photo", id: photoId },
      before: {
        propertyId: homeId,
        description: photo.description,
        isCover: photo.isCover,
        position: photo.position,
      },
    });
    return (await photosOf(tx, homeId)).map(toPhoto);
  });
  // Other instances keep a rendition until it ages out of their cache; guests' pages no
  // longer name it anywhere.
  forgetPropertyImage(photoId);
  return remaining;
}

import "server-only";
import { availableParallelism } from "node:os";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/db/client";
import type { ImageFormat } from "@/db/enums";
import { hitRateLimits, type RateLimit } from "@/db/rate-limits";
import { properties, propertyImageRenditions, propertyImages } from "@/db/schema";
import { clock } from "@/lib/clock";
import { notFound, rateLimited } from "@/lib/http";
import { logger } from "@/lib/logger";
import { PHOTO_WIDTHS } from "./image-loader";
import { getPropertyImage } from "./queries.server";

/*
 * A photo at one of the site's widths, in one format, is encoded once, on first use, and kept in
 * the database for every instance (docs/decisions/0047). An instance encodes a few at a time,
 * joins a request to the encode of the same rendition already under way, and lets one client
 * cause only so many encodes.
 */

/** The widths the pages ask for; any other width is rounded to the nearest of them. */
export const IMAGE_WIDTHS = PHOTO_WIDTHS;
const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1600;

export const IMAGE_LIMITS = {
  /**
   * Encodes one instance runs at once, the rest waiting their turn: half its cores, at most 4
   * (one encode keeps a core busy for up to a second), so pages are served while photos are made.
   */
  encodesAtOnce: Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2))),
  /**
   * Renditions one client may cause to be encoded (neither kept nor being made). A visitor after
   * a new photo causes a few; only someone walking every size and format of every photo
   * reaches this.
   */
  encodesPerClient: { limit: 120, windowMs: 10 * 60_000 },
} as const;

/** The count of encodes one client causes (IMAGE_LIMITS). */
export function imageEncodeLimit(client: string): RateLimit {
  return { key: `image-encodes:${client}`, ...IMAGE_LIMITS.encodesPerClient };
}

/** The nearest of IMAGE_WIDTHS; a tie goes to the larger. */
export function snapWidth(requested: number | undefined): number {
  if (requested === undefined) return LARGEST_WIDTH;
  let nearest: number = LARGEST_WIDTH;
  for (const width of IMAGE_WIDTHS) {
    if (Math.abs(width - requested) <= Math.abs(nearest - requested)) nearest = width;
  }
  return nearest;
}

export function formatForAccept(accept: string | null): ImageFormat {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "jpeg";
}

export interface RenderedImage {
  body: Uint8Array;
  contentType: string;
  etag: string;
}

/** Image ids never change content, so a rendition is cached by id, width and format alone. */
const cache = new Map<string, RenderedImage>();
let cachedBytes = 0;
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

function remember(key: string, image: RenderedImage): RenderedImage {
  if (cache.has(key)) return image;
  cache.set(key, image);
  cachedBytes += image.body.byteLength;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.body.byteLength;
  }
  return image;
}

/** Drops a deleted image's renditions, so this instance stops serving it at once. */
export function forgetPropertyImage(imageId: string): void {
  for (const [key, image] of cache) {
    if (!key.startsWith(`${imageId}:`)) continue;
    cache.delete(key);
    cachedBytes -= image.body.byteLength;
  }
}

export function imageEtag(imageId: string, width: number, format: ImageFormat): string {
  return `"${imageId}-${width}-${format}"`;
}

function renderedImage(
  imageId: string,
  width: number,
  format: ImageFormat,
  body: Uint8Array,
): RenderedImage {
  return {
    body: new Uint8Array(body),
    contentType: `image/${format}`,
    etag: imageEtag(imageId, width, format),
  };
}

/** Runs tasks `limit` at a time; the others wait in the order they came. */
function workQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((start) => waiting.push(start));
      try {
        return await task();
      } finally {
        // The slot passes straight to the next task, so none can jump the queue.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}

const encodes = workQueue(IMAGE_LIMITS.encodesAtOnce);
const inFlight = new Map<string, Promise<RenderedImage>>();
let requestsWaiting = 0;

/** This instance's encodes running and queued, and the requests waiting for one of them. */
export function imageEncodes(): { running: number; queued: number; requests: number } {
  const { running, waiting } = encodes.stats();
  return { running, queued: waiting, requests: requestsWaiting };
}

function awaitEncode(made: Promise<RenderedImage>): Promise<RenderedImage> {
  requestsWaiting++;
  return made.finally(() => requestsWaiting--);
}

async function encode(source: Uint8Array, width: number, format: ImageFormat) {
  const pipeline = sharp(source).resize({ width, withoutEnlargement: true });
  return format === "avif"
    ? pipeline.avif({ quality: 55, effort: 2 }).toBuffer()
    : format === "webp"
      ? pipeline.webp({ quality: 78 }).toBuffer()
      : pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** The kept rendition's bytes, or null when none is kept yet; a 404 for a photo not shown. */
async function keptRendition(
  imageId: string,
  width: number,
  format: ImageFormat,
): Promise<Uint8Array | null> {
  const db = await getDb();
  const [row] = await db
    .select({ data: propertyImageRenditions.data })
    .from(propertyImages)
    .innerJoin(
      properties,
      and(eq(properties.id, propertyImages.propertyId), eq(properties.isActive, true)),
    )
    .leftJoin(
      propertyImageRenditions,
      and(
        eq(propertyImageRenditions.imageId, propertyImages.id),
        eq(propertyImageRenditions.width, width),
        eq(propertyImageRenditions.format, format),
      ),
    )
    .where(eq(propertyImages.id, imageId));
  if (!row) throw notFound("Image");
  return row.data;
}

async function encodeAndKeep(
  imageId: string,
  width: number,
  format: ImageFormat,
): Promise<RenderedImage> {
  const source = await getPropertyImage(imageId);
  const body = await encode(source.data, width, format);
  try {
    const db = await getDb();
    await db
      .insert(propertyImageRenditions)
      .values({ imageId, width, format, data: body })
      .onConflictDoNothing();
  } catch (error) {
    // Keeping it saves later encodes; this request has its image either way (the photo may
    // have been deleted meanwhile).
    logger().warn({ err: error, imageId, width, format }, "a photo rendition was not kept");
  }
  return renderedImage(imageId, width, format, body);
}

/**
 * The photo at `width` (one of IMAGE_WIDTHS) in `format`: from this instance's cache, the
 * encode of it under way, the database, or else encoded now in this instance's queue, counted
 * against `client`'s encodes (429 beyond IMAGE_LIMITS).
 */
export async function renderPropertyImage(
  imageId: string,
  width: number,
  format: ImageFormat,
  client: string,
): Promise<RenderedImage> {
  const key = `${imageId}:${width}:${format}`;
  const hit = cache.get(key);
  if (hit) {
    // Refresh its place so the most used renditions stay.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const underWay = inFlight.get(key);
  if (underWay) return awaitEncode(underWay);

  const kept = await keptRendition(imageId, width, format);
  if (kept) return remember(key, renderedImage(imageId, width, format, kept));

  const allowance = await hitRateLimits(await getDb(), [imageEncodeLimit(client)], clock.now());
  if (!allowance.allowed) {
    throw rateLimited("Too many new photo sizes requested", allowance.retryAfterSeconds);
  }
  // Another request may have started, or even finished, it while this one read and counted.
  const madeMeanwhile = cache.get(key);
  if (madeMeanwhile) return madeMeanwhile;
  let made = inFlight.get(key);
  if (!made) {
    made = encodes
      .run(() => encodeAndKeep(imageId, width, format))
      .then((image) => remember(key, image))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, made);
  }
  return awaitEncode(made);
}

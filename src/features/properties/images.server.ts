import "server-only";
import sharp from "sharp";
import { getPropertyImage } from "./queries.server";

/** Widths the site asks for; a requested width is rounded up to one of them. */
export const IMAGE_WIDTHS = [64, 128, 256, 384, 640, 750, 828, 1080, 1200, 1600] as const;
const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1600;

export type ImageFormat = "avif" | "webp" | "jpeg";

export function snapWidth(requested: number | undefined): number {
  if (requested === undefined) return LARGEST_WIDTH;
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? LARGEST_WIDTH;
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

function remember(key: string, image: RenderedImage): void {
  cache.set(key, image);
  cachedBytes += image.body.byteLength;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.body.byteLength;
  }
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

export async function renderPropertyImage(
  imageId: string,
  width: number,
  format: ImageFormat,
): Promise<RenderedImage> {
  const key = `${imageId}:${width}:${format}`;
  const hit = cache.get(key);
  if (hit) {
    // Refresh its place so the most used renditions stay.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const source = await getPropertyImage(imageId);
  const pipeline = sharp(source.data).resize({ width, withoutEnlargement: true });
  const body =
    format === "avif"
      ? await pipeline.avif({ quality: 55, effort: 2 }).toBuffer()
      : format === "webp"
        ? await pipeline.webp({ quality: 78 }).toBuffer()
        : await pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  const image = {
    body: new Uint8Array(body),
    contentType: `image/${format}`,
    etag: imageEtag(imageId, width, format),
  };
  remember(key, image);
  return image;
}

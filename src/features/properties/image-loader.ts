import type { Property } from "./schemas";

/**
 * The widths the images endpoint makes and the pages ask for (next.config.ts's `imageSizes`
 * and `deviceSizes` are the same list, for the back office's next/image).
 */
export const PHOTO_WIDTHS = [64, 128, 256, 384, 640, 750, 828, 1080, 1200, 1600] as const;

/** next/image loader: property images are resized by the images endpoint itself. */
export default function propertyImageLoader({
  src,
  width,
}: {
  src: string;
  width: number;
}): string {
  return `${src}?w=${width}`;
}

/** The photo a home is shown with: its cover, else its first. */
export function coverImageOf(property: Pick<Property, "images">) {
  return property.images.find((image) => image.isCover) ?? property.images[0];
}

export function propertyImageUrl(imageId: string): string {
  return `/api/public/images/property/${imageId}`;
}

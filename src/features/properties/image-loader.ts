import type { Property } from "./schemas";

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

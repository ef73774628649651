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

export function propertyImageUrl(imageId: string): string {
  return `/api/public/images/property/${imageId}`;
}

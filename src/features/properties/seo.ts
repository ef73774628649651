import { coverImageOf, propertyImageUrl } from "./image-loader";
import type { Property } from "./schemas";
import { truncateText } from "./texts";

/** The structured-data description limit of the spec. */
export const SEO_DESCRIPTION_LENGTH = 157;

/** `fallback` is the default description in the page's language, for a home without one. */
export function seoDescriptionOf(
  property: Pick<Property, "description">,
  fallback: string,
): string {
  return truncateText(property.description || fallback, SEO_DESCRIPTION_LENGTH);
}

/** The cover photo (or the first one) as an absolute URL at the given width. */
export function coverImageUrl(
  property: Pick<Property, "images">,
  baseUrl: string,
  width: number,
): string | null {
  const cover = coverImageOf(property);
  return cover ? `${baseUrl}${propertyImageUrl(cover.id)}?w=${width}` : null;
}

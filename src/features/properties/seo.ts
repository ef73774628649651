import { coverImageOf, propertyImageUrl } from "./image-loader";
import type { Property } from "./schemas";
import { DEFAULT_DESCRIPTION, truncateText } from "./texts";

/** The structured-data description limit of the spec. */
export const SEO_DESCRIPTION_LENGTH = 157;

export function seoDescriptionOf(property: Pick<Property, "description">): string {
  return truncateText(property.description || DEFAULT_DESCRIPTION, SEO_DESCRIPTION_LENGTH);
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

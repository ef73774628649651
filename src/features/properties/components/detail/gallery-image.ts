import type { useTranslations } from "next-intl";
import type { PropertyImage } from "../../schemas";

export type GalleryImage = Pick<PropertyImage, "id" | "description">;

type Translate = ReturnType<typeof useTranslations<"property.gallery">>;

/** The photo's own description, else "{name}, photo {number}" in the page's language. */
export function altTextOf(
  image: GalleryImage,
  index: number,
  propertyName: string,
  t: Translate,
): string {
  return image.description?.trim() || t("alt", { name: propertyName, number: index + 1 });
}

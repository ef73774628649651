import type { PropertyImage } from "../../schemas";

export type GalleryImage = Pick<PropertyImage, "id" | "description">;

export function altTextOf(image: GalleryImage, index: number, propertyName: string): string {
  return image.description?.trim() || `${propertyName}, photo ${index + 1}`;
}

/** Shown when a property has no description of its own. */
export const DEFAULT_DESCRIPTION =
  "A forest cabin in the heart of the Belgian Ardennes: wake up to birdsong among the pines, walk straight from the door into the woods and river valleys, and come back to a warm, comfortable home for long evenings together.";

/** Where the map centres when a property has no coordinates: the heart of the Ardennes. */
export const DEFAULT_COORDINATES = { latitude: 50.49, longitude: 5.87 } as const;

/** Cuts text to `max` characters at most, ending with an ellipsis when it was longer. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).trimEnd()}…`;
}

export function descriptionParagraphs(description: string): string[] {
  const paragraphs = description
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return paragraphs.length > 0 ? paragraphs : [DEFAULT_DESCRIPTION];
}

export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}

/** Where the map centres when a property has no coordinates: the heart of the Ardennes. */
export const DEFAULT_COORDINATES = { latitude: 50.49, longitude: 5.87 } as const;

/** Cuts text to `max` characters at most, ending with an ellipsis when it was longer. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** The description's paragraphs; `fallback` (the page's default description) when it has none. */
export function descriptionParagraphs(description: string, fallback: string): string[] {
  const paragraphs = description
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  return paragraphs.length > 0 ? paragraphs : [fallback];
}

export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
}

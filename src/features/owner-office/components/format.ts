/** An instant as the owner reads it: Brussels time, day and hour. */
export function formatInstant(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Brussels",
  }).format(new Date(iso));
}

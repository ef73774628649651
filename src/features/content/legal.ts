/** When the terms and the privacy policy last changed; both pages show it. */
export const POLICIES_UPDATED = { dateTime: "2025-04-29", label: "29 April 2025" } as const;

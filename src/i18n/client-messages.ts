/**
 * The message namespaces client components read. Only these reach the browser, and only in the
 * page's language: the rest stays on the server.
 */
// `bookings` is sent by the bookings pages' own layout (src/app/[locale]/(site)/bookings).
export const CLIENT_NAMESPACES = ["layout", "booking"] as const;

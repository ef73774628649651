/**
 * The message namespaces client components read. Only these reach the browser, and only in the
 * page's language: the rest stays on the server.
 */
export const CLIENT_NAMESPACES = ["layout"] as const;

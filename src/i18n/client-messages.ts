import type { AbstractIntlMessages } from "next-intl";

/**
 * The message namespaces client components read. Only these reach the browser, and only in the
 * page's language: the rest stays on the server. A dotted name ("property.gallery") sends only
 * that part of a namespace, so a small client component does not pull a large namespace.
 */
export const CLIENT_NAMESPACES = [
  "layout",
  "pricing",
  "property.bookingCard",
  "property.stayProblems",
  "property.gallery",
  "property.error",
  "catalogue.error",
] as const;

/** The parts of a language's messages that CLIENT_NAMESPACES names, at the same paths. */
export function clientMessagesOf(messages: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of CLIENT_NAMESPACES) {
    const path = namespace.split(".");
    let source: AbstractIntlMessages | string | undefined = messages;
    for (const key of path) source = typeof source === "object" ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      target = typeof next === "object" ? next : (target[key] = {});
    }
    target[path.at(-1) ?? namespace] = source;
  }
  return picked;
}

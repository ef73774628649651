import type { AbstractIntlMessages } from "next-intl";

/**
 * The messages client components read on every guest page. Only these reach the browser, and
 * only in the page's language: the rest stays on the server. A dotted name sends one part of a
 * namespace (`auth.account`), so a family of components carries only its own texts.
 */
export const CLIENT_NAMESPACES = [
  "layout",
  "auth.account",
  "auth.signIn",
  "newsletter.box",
  "errors.page",
  "errors.fields",
  "errors.notifications",
] as const;

/**
 * What the booking dialog, its calendar and its 'Tell me when it frees up' form read: the
 * `booking` namespace but for these parts.
 */
export const BOOKING_DIALOG = {
  namespaces: ["booking", "pricing", "stayProblems", "availabilityAlerts.form"],
  without: ["booking.meta", "booking.wizard", "booking.payment"],
} as const;

/** The messages under the given (dotted) names, nested as in the messages file. */
export function pickMessages(
  messages: AbstractIntlMessages,
  names: readonly string[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const name of names) {
    const parents = name.split(".");
    const last = parents.pop() ?? name;
    let value: AbstractIntlMessages | string | undefined = messages;
    for (const key of [...parents, last])
      value = typeof value === "object" ? value[key] : undefined;
    if (value === undefined) continue;
    let target = picked;
    for (const key of parents) target = (target[key] ??= {}) as AbstractIntlMessages;
    target[last] = value;
  }
  return picked;
}

/** The messages without those under the given (dotted) names; `messages` stays as it was. */
export function omitMessages(
  messages: AbstractIntlMessages,
  names: readonly string[],
): AbstractIntlMessages {
  const copy = structuredClone(messages);
  for (const name of names) {
    const parents = name.split(".");
    const last = parents.pop() ?? name;
    let target: AbstractIntlMessages | string | undefined = copy;
    for (const key of parents) target = typeof target === "object" ? target[key] : undefined;
    if (typeof target === "object") delete target[last];
  }
  return copy;
}

import type { AbstractIntlMessages } from "next-intl";

/**
 * The messages every PageMessages sends besides its page's own: what the sign-in check, the
 * e-mail verification and the field errors of the guest forms read. Only messages reach the
 * browser that a page's client components read, and only in the page's language. A dotted name
 * sends one part of a namespace (`auth.account`), so a family of components carries only its
 * own texts. The header, the footer and the error screens take their texts as props instead.
 */
export const CLIENT_NAMESPACES = ["auth.account", "auth.signIn", "errors.fields"] as const;

/**
 * What the booking dialog, its calendar and its 'Tell me when it frees up' form read: the
 * `booking` namespace but for these parts.
 */
export const BOOKING_DIALOG = {
  namespaces: ["booking", "pricing", "stayProblems", "availabilityAlerts.form"],
  without: ["booking.meta", "booking.wizard", "booking.payment"],
} as const;

/**
 * What the booking page's steps and the payment return page read: the `booking` namespace but
 * for the page titles, the prices, the stay rules, and the notice beside 'Pay now' that the
 * booking has no right of withdrawal.
 */
export const BOOKING_PAGE = {
  namespaces: [
    "booking",
    "pricing",
    "stayProblems",
    "cancellation.noWithdrawal",
    "cancellation.before",
  ],
  without: ["booking.meta"],
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

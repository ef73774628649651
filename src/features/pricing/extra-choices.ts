import type { ExtraChoice } from "./quote";

/*
 * The optional extras a guest chose, as the booking dialog, the booking page's link and the
 * quote's `extras=` carry them. Kept free of zod: the booking dialog loads this with the page.
 */

/** The most extras and the largest quantity a link may carry: the API's own limits (schemas.ts). */
export const MOST_CHOICES = 20;
export const MOST_OF_ONE = 99;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An extra a guest may choose, as a home lists it. */
export interface ChoosableExtra {
  id: string;
  mandatory: boolean;
  maxQuantity: number;
}

/** `id:quantity,...` of the quote's `extras=` and the booking page's link; '' when none. */
export function extrasQueryValue(choices: readonly ExtraChoice[]): string {
  return choices
    .filter((choice) => choice.quantity > 0)
    .map((choice) => `${choice.id}:${choice.quantity}`)
    .join(",");
}

/**
 * The choices a link carries. A link can be edited by hand, so what does not read as
 * `id:quantity` is dropped rather than refused, and an extra named twice counts once: the page
 * still opens, and the home's own list decides what is kept (`keepChoosable`).
 */
export function readExtraChoices(value: string | null | undefined): ExtraChoice[] {
  const choices: ExtraChoice[] = [];
  for (const part of (value ?? "").split(",")) {
    const match = /^\s*([^:\s]+)\s*:\s*(\d{1,3})\s*$/.exec(part);
    if (!match) continue;
    const id = match[1]!.toLowerCase();
    const quantity = Number(match[2]);
    if (!UUID.test(id) || quantity < 1 || quantity > MOST_OF_ONE) continue;
    if (choices.some((choice) => choice.id === id)) continue;
    choices.push({ id, quantity });
    if (choices.length === MOST_CHOICES) break;
  }
  return choices;
}

/**
 * Of the choices, those the home sells as optional, each at most its maximum: a link made before
 * the owner changed an extra still books, with what can be had.
 */
export function keepChoosable(
  extras: readonly ChoosableExtra[],
  choices: readonly ExtraChoice[],
): ExtraChoice[] {
  const kept: ExtraChoice[] = [];
  for (const extra of extras) {
    if (extra.mandatory) continue;
    const choice = choices.find((each) => each.id === extra.id);
    if (!choice) continue;
    const quantity = Math.min(choice.quantity, extra.maxQuantity);
    if (quantity > 0) kept.push({ id: extra.id, quantity });
  }
  return kept;
}

/** The choices with one extra at a new quantity (0 takes it out), in the home's order. */
export function withQuantity(
  extras: readonly ChoosableExtra[],
  choices: readonly ExtraChoice[],
  id: string,
  quantity: number,
): ExtraChoice[] {
  const others = choices.filter((choice) => choice.id !== id);
  return keepChoosable(extras, quantity > 0 ? [...others, { id, quantity }] : others);
}

/** How many of an extra the choices take: 0 when it is not chosen. */
export function quantityOf(choices: readonly ExtraChoice[], id: string): number {
  return choices.find((choice) => choice.id === id)?.quantity ?? 0;
}

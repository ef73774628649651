import type { ExtraUnit } from "@/db/enums";
import { formatEuros } from "@/lib/money";

/* An extra's price and choice as the back office says them, the words the owner's form uses. */

export const UNIT_WORDS: Record<ExtraUnit, string> = {
  stay: "per stay",
  night: "per night",
  guest: "per guest",
  guest_night: "per guest per night",
  item: "each",
};

/** The form's choice of what the price counts per. */
export const UNIT_CHOICES: Record<ExtraUnit, string> = {
  stay: "Per stay",
  night: "Per night",
  guest: "Per guest",
  guest_night: "Per guest per night",
  item: "Per item (each one a guest takes)",
};

/** '€15.00 per guest', '€12.00 each'. */
export function extraPriceInWords(extra: { price: number; unit: ExtraUnit }): string {
  return `${formatEuros(extra.price)} ${UNIT_WORDS[extra.unit]}`;
}

/** 'Mandatory: in every price', or what a guest may choose: 'Optional', 'Optional, up to 2'. */
export function extraChoiceInWords(extra: { mandatory: boolean; maxQuantity: number }): string {
  if (extra.mandatory) return "Mandatory: in every price";
  return extra.maxQuantity > 1 ? `Optional, up to ${extra.maxQuantity}` : "Optional";
}

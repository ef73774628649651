import { STAY_KINDS, type StayKind } from "@/features/availability";
import { formatShortDate } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import type { OwnerPromoCode } from "../../promo-code-schemas";

/* A promo code's rules as the back office says them, the words its form uses. */

/** The form's stay kinds, with the days that make each. */
export const STAY_KIND_CHOICES: Record<StayKind, string> = {
  weekend: "Weekend (Friday to Monday)",
  midweek: "Midweek (Monday to Friday)",
  week: "Week (7 nights)",
};

const STAY_KIND_PLURALS: Record<StayKind, string> = {
  weekend: "weekends",
  midweek: "midweeks",
  week: "weeks",
};

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** 'a', 'a and b', 'a, b and c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** '20% off the nights', '€40.00 off the nights + extras'. */
export function discountInWords(
  code: Pick<OwnerPromoCode, "kind" | "value" | "includesExtras">,
): string {
  const off = code.kind === "percent" ? `${code.value}%` : formatEuros(code.value);
  return `${off} off the nights${code.includesExtras ? " + extras" : ""}`;
}

/** A day that a narrow column never breaks across two lines. */
const day = (date: string) => formatShortDate(date).replaceAll(" ", "\u00a0");

/** A window as 'Tue, Dec 1, 2026 – Sun, Jan 31, 2027', or with one end open in the words given. */
function windowInWords(
  from: string | null,
  until: string | null,
  open: { from: string; until: string },
): string {
  if (from && until) return `${day(from)} – ${day(until)}`;
  if (from) return `${open.from} ${day(from)}`;
  if (until) return `${open.until} ${day(until)}`;
  return "any time";
}

/** When bookings may be made with it: 'Booked Tue, Dec 1, 2026 – …', 'Booked any time'. */
export function bookedInWords(code: Pick<OwnerPromoCode, "bookedFrom" | "bookedUntil">): string {
  const window = windowInWords(code.bookedFrom, code.bookedUntil, {
    from: "from",
    until: "until",
  });
  return `Booked ${window}`;
}

/** Which stays, by arrival and departure: 'Stays Mon, Jan 4, 2027 – …', 'Stays any time'. */
export function staysInWords(code: Pick<OwnerPromoCode, "stayFrom" | "stayUntil">): string {
  const window = windowInWords(code.stayFrom, code.stayUntil, {
    from: "arriving on or after",
    until: "leaving on or before",
  });
  return `Stays ${window}`;
}

/** 'Every home', or the homes' names; a home no longer listed is left out. */
export function homesInWords(
  propertyIds: readonly string[],
  homes: readonly { id: string; name: string }[],
): string {
  if (propertyIds.length === 0) return "Every home";
  const names = homes.filter((home) => propertyIds.includes(home.id)).map((home) => home.name);
  return names.length > 0 ? names.join(", ") : "No home listed now";
}

/** 'Midweeks only', 'Weekends and weeks only'; null for any stay. */
export function stayKindsInWords(stayKinds: readonly StayKind[]): string | null {
  if (stayKinds.length === 0) return null;
  const kinds = STAY_KINDS.filter((kind) => stayKinds.includes(kind));
  return `${capitalized(listed(kinds.map((kind) => STAY_KIND_PLURALS[kind])))} only`;
}

/** 'At least 3 nights'; null when any stay is long enough. */
export function minNightsInWords(minNights: number): string | null {
  return minNights > 1 ? `At least ${minNights} nights` : null;
}

/** '3 of 10 used, 1 held', '3 used'. */
export function usesInWords(code: Pick<OwnerPromoCode, "uses" | "held" | "maxUses">): string {
  const used = code.maxUses === null ? `${code.uses} used` : `${code.uses} of ${code.maxUses} used`;
  return code.held > 0 ? `${used}, ${code.held} held` : used;
}

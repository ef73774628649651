import { stayKindOf, type StayKind } from "@/features/availability";
import type { DiscountTerms } from "@/features/pricing";
import { daysBetween, type CalendarDate } from "@/lib/dates";

/*
 * Promo codes (issue 36, decision 0060): the owner's discount for bookings made in one window and
 * stays in another, optionally for some homes, stay kinds and a least number of nights, and a
 * number of uses. Pure, so the rules read like the issue and are tested without a database.
 */

/** A code as guests type it: 4 to 32 letters, digits or hyphens, kept in capitals. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;

export interface PromoCode extends DiscountTerms {
  id: string;
  /** Bookings made from this day to `bookedUntil`, both included; null: no limit that side. */
  bookedFrom: CalendarDate | null;
  bookedUntil: CalendarDate | null;
  /** Stays arriving on or after `stayFrom` and leaving on or before `stayUntil`. */
  stayFrom: CalendarDate | null;
  stayUntil: CalendarDate | null;
  /** Empty: every home. */
  propertyIds: readonly string[];
  /** Empty: any stay, whatever its kind. */
  stayKinds: readonly StayKind[];
  minNights: number;
  /** Null: no limit. */
  maxUses: number | null;
  active: boolean;
}

/** A stay a code is tried on. */
export interface PromoStay {
  propertyId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

/** Why a code does not apply; `dates` is also the answer for a code that does not exist. */
export type PromoProblem = "dates" | "home" | "kind" | "nights" | "usedUp";

/**
 * The API's words for each problem. An unknown code and a code for other dates get the same
 * words, so guessing learns nothing of the codes that exist for other dates.
 */
export const PROMO_MESSAGES = {
  dates: "This code is not valid for these dates",
  home: "This code is not valid for this home",
  kind: "This code is not valid for this kind of stay",
  /** Only ever said of a minimum above one night, as no stay is shorter. */
  nights: (minNights: number) => `This code is valid for stays of at least ${minNights} nights`,
  usedUp: "This code has been used up",
} as const;

/** The words for why `code` does not apply. */
export function promoMessage(problem: PromoProblem, code: Pick<PromoCode, "minNights">): string {
  return problem === "nights" ? PROMO_MESSAGES.nights(code.minNights) : PROMO_MESSAGES[problem];
}

/** The code a guest typed, as stored: no spaces, capitals. Null when it cannot be a code. */
export function normalizePromoCode(input: string): string | null {
  const code = input.replace(/\s+/g, "").toUpperCase();
  return PROMO_CODE_PATTERN.test(code) ? code : null;
}

/**
 * Why `code` does not apply to a stay booked `today`, with `taken` of its uses taken already
 * (bookings that hold or paid with it), or null when it applies. The dates are checked first:
 * a code outside them answers as an unknown one.
 */
export function promoProblem(
  code: PromoCode,
  stay: PromoStay,
  today: CalendarDate,
  taken: number,
): PromoProblem | null {
  if (
    !code.active ||
    (code.bookedFrom !== null && today < code.bookedFrom) ||
    (code.bookedUntil !== null && today > code.bookedUntil) ||
    (code.stayFrom !== null && stay.checkIn < code.stayFrom) ||
    (code.stayUntil !== null && stay.checkOut > code.stayUntil)
  ) {
    return "dates";
  }
  if (code.propertyIds.length > 0 && !code.propertyIds.includes(stay.propertyId)) return "home";
  if (code.stayKinds.length > 0) {
    const kind = stayKindOf(stay.checkIn, stay.checkOut);
    if (kind === null || !code.stayKinds.includes(kind)) return "kind";
  }
  if (daysBetween(stay.checkIn, stay.checkOut) < code.minNights) return "nights";
  if (code.maxUses !== null && taken >= code.maxUses) return "usedUp";
  return null;
}

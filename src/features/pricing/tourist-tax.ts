import type { TouristTaxKind } from "@/db/enums";
import { addDays, daysBetween, FIRST_RULE_DAY, type CalendarDate } from "@/lib/dates";

/*
 * Tourist tax by the commune a home is in (issue 32): each Walloon commune decides whether and
 * how it taxes a stay, and changes it from a date. A rule is per person per night (with an age
 * under which guests are free), per home per night, a flat amount per stay, or none (the owner
 * pays the commune a yearly sum; nothing is charged to the guest).
 */

export interface TouristTaxRule {
  /** The first night the rule applies to. */
  from: CalendarDate;
  kind: TouristTaxKind;
  amountCents: number;
  /** Per person per night only: guests under this age pay nothing. */
  exemptUnderAge: number | null;
}

export interface TaxedStay {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  /** How many of the guests are under the rule's age; counted only where the rule has one. */
  children?: number;
}

/** Before a home has a commune: its own per-person amount, as the spec's `touristTax` says. */
export function homeOwnRule(touristTaxCents: number | null): TouristTaxRule[] {
  return [
    {
      from: FIRST_RULE_DAY,
      kind: "per_person_night",
      amountCents: touristTaxCents ?? 0,
      exemptUnderAge: null,
    },
  ];
}

/** The rule in force on `night`: the latest that starts on or before it; none before the first. */
export function ruleOn(
  rules: readonly TouristTaxRule[],
  night: CalendarDate,
): TouristTaxRule | null {
  let found: TouristTaxRule | null = null;
  for (const rule of rules)
    if (rule.from <= night && (!found || rule.from > found.from)) found = rule;
  return found;
}

/** Guests who pay under a per-person rule: all but the children its age limit frees. */
function liableGuests(rule: TouristTaxRule, stay: TaxedStay): number {
  const children = rule.exemptUnderAge === null ? 0 : Math.min(stay.children ?? 0, stay.guests);
  return stay.guests - children;
}

/** One night's tax under `rule`; a flat amount per stay is charged on the first night. */
function nightTax(rule: TouristTaxRule | null, stay: TaxedStay, first: boolean): number {
  switch (rule?.kind) {
    case "per_person_night":
      return rule.amountCents * liableGuests(rule, stay);
    case "per_home_night":
      return rule.amountCents;
    case "per_stay":
      return first ? rule.amountCents : 0;
    default:
      return 0;
  }
}

/**
 * A stay's tourist tax in cents, each night by the rule in force that night (a change of rule
 * mid-stay applies from its date). `perNight` says the check-in rule's amount as the quote line
 * shows it: per liable person for a per-person rule, per night for a home, the stay's total
 * spread over its nights for a flat amount.
 */
export function touristTaxOf(
  rules: readonly TouristTaxRule[],
  stay: TaxedStay,
): { perNight: number; total: number } {
  let total = 0;
  for (let night = stay.checkIn; night < stay.checkOut; night = addDays(night, 1)) {
    total += nightTax(ruleOn(rules, night), stay, night === stay.checkIn);
  }
  const first = ruleOn(rules, stay.checkIn);
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const perNight =
    first?.kind === "per_person_night" || first?.kind === "per_home_night"
      ? first.amountCents
      : first?.kind === "per_stay"
        ? Math.round(first.amountCents / nights)
        : 0;
  return { perNight, total };
}

/** The age under which the rule in force at check-in frees guests; null when it frees none. */
export function childAgeLimit(
  rules: readonly TouristTaxRule[],
  checkIn: CalendarDate,
): number | null {
  const rule = ruleOn(rules, checkIn);
  return rule?.kind === "per_person_night" ? rule.exemptUnderAge : null;
}

/** How many of a stay's guests the rule in force at check-in frees as children (0 without an age). */
export function taxFreeChildrenOf(rules: readonly TouristTaxRule[], stay: TaxedStay): number {
  return childAgeLimit(rules, stay.checkIn) === null
    ? 0
    : Math.min(stay.children ?? 0, stay.guests);
}

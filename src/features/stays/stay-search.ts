import {
  isChangeoverDay,
  STAY_KIND_NIGHTS,
  STAY_KINDS,
  stayKindOf,
  type StayKind,
} from "@/features/availability";
import { responseSchema } from "@/lib/api-client";
import { addDays, type CalendarDate } from "@/lib/dates";

/** What a guest may look for: one stay kind, or every weekend, midweek and week. */
export const STAY_SEARCH_KINDS = [...STAY_KINDS, "any"] as const;
export type StaySearchKind = (typeof STAY_SEARCH_KINDS)[number];

/** The longest range of check-in days one search covers: about three months. */
export const MAX_SEARCH_DAYS = 92;
export const DEFAULT_STAYS_LIMIT = 100;
export const MAX_STAYS_LIMIT = 500;

/** A stay of one kind, before anyone asked whether it is free or what it costs. */
export interface CandidateStay {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  kind: StayKind;
}

/**
 * Every weekend, midweek or week (as `kind` asks) whose check-in lies in `[from, to]`, by
 * check-in day. Only changeover days start one, so a month has about 18 of them.
 */
export function staysStartingIn(
  kind: StaySearchKind,
  from: CalendarDate,
  to: CalendarDate,
): CandidateStay[] {
  const kinds = kind === "any" ? STAY_KINDS : [kind];
  const stays: CandidateStay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!isChangeoverDay(day)) continue;
    for (const each of kinds) {
      const checkOut = addDays(day, STAY_KIND_NIGHTS[each]);
      if (stayKindOf(day, checkOut) === each) stays.push({ checkIn: day, checkOut, kind: each });
    }
  }
  return stays;
}

/** A stay someone can book now, with the total of its quote in euros. */
export interface FoundStay {
  propertyId: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  kind: StayKind;
  nights: number;
  totalPrice: number;
}

function isFoundStay(value: unknown): value is FoundStay {
  if (typeof value !== "object" || value === null) return false;
  const stay = value as Record<string, unknown>;
  return (
    typeof stay.propertyId === "string" &&
    typeof stay.startDate === "string" &&
    typeof stay.endDate === "string" &&
    (STAY_KINDS as readonly unknown[]).includes(stay.kind) &&
    typeof stay.nights === "number" &&
    typeof stay.totalPrice === "number"
  );
}

/**
 * The stays endpoint's response. A plain check rather than a zod schema: the property page and the
 * booking dialog read stays, and would otherwise load zod for this alone.
 */
export const staysResponse = responseSchema(
  (value: unknown): value is { stays: FoundStay[] } =>
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as { stays?: unknown }).stays) &&
    (value as { stays: unknown[] }).stays.every(isFoundStay),
);

import { REGISTER_LIMITS } from "./limits";

/** One traveller as the form and the API carry it. */
export interface TravellerInput {
  surname: string;
  firstNames: string;
  birthPlace: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  nationality: string;
}

export const TRAVELLER_FIELDS = [
  "surname",
  "firstNames",
  "birthPlace",
  "birthDate",
  "nationality",
] as const satisfies readonly (keyof TravellerInput)[];
export type TravellerField = (typeof TRAVELLER_FIELDS)[number];

/** What can be wrong with a field, as a key of the form's `travellerRegister.errors` texts. */
export type TravellerProblem = "missing" | "tooLong" | "birthDate";

const TEXT_LIMITS = {
  surname: REGISTER_LIMITS.surname,
  firstNames: REGISTER_LIMITS.firstNames,
  birthPlace: REGISTER_LIMITS.birthPlace,
  nationality: REGISTER_LIMITS.nationality,
} as const;

/**
 * The form's check of one traveller, the API's rules without zod (the page need not load it):
 * every field required, the texts within their lengths, a real date of birth not after `today`.
 */
export function travellerProblems(
  traveller: TravellerInput,
  today: string,
): Partial<Record<TravellerField, TravellerProblem>> {
  const problems: Partial<Record<TravellerField, TravellerProblem>> = {};
  for (const [field, max] of Object.entries(TEXT_LIMITS) as [keyof typeof TEXT_LIMITS, number][]) {
    const value = traveller[field].trim();
    if (value === "") problems[field] = "missing";
    else if (value.length > max) problems[field] = "tooLong";
  }
  const birthDate = traveller.birthDate.trim();
  if (birthDate === "") problems.birthDate = "missing";
  else if (!isBirthDate(birthDate, today)) problems.birthDate = "birthDate";
  return problems;
}

/** A real calendar date, YYYY-MM-DD, from 1900 up to `today`. */
export function isBirthDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value >= REGISTER_LIMITS.earliestBirthDate && value <= today;
}

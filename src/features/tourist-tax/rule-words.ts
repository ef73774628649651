import { formatEuros } from "@/lib/money";
import type { CommuneRule } from "./schemas";

/** A rule in the owner's words (English, as the back office), e.g. "€1.27 per person per night". */
export function ruleInWords(rule: Pick<CommuneRule, "kind" | "amount" | "childrenUnder">): string {
  const amount = formatEuros(rule.amount, "en");
  switch (rule.kind) {
    case "per_person_night":
      return rule.childrenUnder === null
        ? `${amount} per person per night`
        : `${amount} per person per night, children under ${rule.childrenUnder} free`;
    case "per_home_night":
      return `${amount} per night for the home`;
    case "per_stay":
      return `${amount} per stay`;
    case "none":
      return "Nothing charged to guests: the owner pays the commune";
  }
}

/** Each kind as the owner's form offers it. */
export const KIND_LABELS = {
  per_person_night: "Per person per night",
  per_home_night: "Per home per night",
  per_stay: "Per stay",
  none: "None charged to guests (the owner pays a yearly sum)",
} as const;

/** A quarter's first day and the day after its last: `2026-Q3` is [2026-07-01, 2026-10-01). */
export function quarterDays(quarter: string): { from: string; to: string } {
  const year = Number(quarter.slice(0, 4));
  const index = Number(quarter.slice(6)) - 1;
  const month = (m: number) => String(m).padStart(2, "0");
  const from = `${year}-${month(index * 3 + 1)}-01`;
  const to = index === 3 ? `${year + 1}-01-01` : `${year}-${month(index * 3 + 4)}-01`;
  return { from, to };
}

/** The quarter a day is in, as `2026-Q3`. */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

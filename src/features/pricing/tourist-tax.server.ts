import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { communeTaxRules, properties } from "@/db/schema";
import { homeOwnRule, type TouristTaxRule } from "./tourist-tax";

/** A home's commune rules as one JSON column of the home's row, earliest first; null for none. */
export function communeRulesColumn(): SQL<TouristTaxRule[] | null> {
  return sql<TouristTaxRule[] | null>`(
    SELECT json_agg(json_build_object(
      'from', r.effective_from, 'kind', r.kind, 'amountCents', r.amount_cents,
      'exemptUnderAge', r.exempt_under_age
    ) ORDER BY r.effective_from)
    FROM ${communeTaxRules} r WHERE r.commune_id = ${properties}.${sql.identifier(properties.communeId.name)})`;
}

/** The rules that tax a stay at the home: its commune's, or its own per-person amount. */
export function touristTaxRulesOf(home: {
  communeId: string | null;
  touristTaxCents: number | null;
  communeRules: TouristTaxRule[] | null;
}): TouristTaxRule[] {
  if (home.communeId === null) return homeOwnRule(home.touristTaxCents);
  return home.communeRules ?? [];
}

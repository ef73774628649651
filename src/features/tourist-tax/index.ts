export {
  addCommuneRuleSchema,
  addCommuneSchema,
  communeListSchema,
  communeRuleSchema,
  communeSchema,
  declarationQuerySchema,
  declarationSchema,
  TOURIST_TAX_LIMITS,
  type AddCommune,
  type AddCommuneRule,
  type Commune,
  type CommuneList,
  type CommuneRule,
  type Declaration,
} from "./schemas";
export { KIND_LABELS, quarterDays, quarterOf, ruleInWords } from "./rule-words";

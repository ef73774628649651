export {
  DEFAULT_STAYS_LIMIT,
  MAX_SEARCH_DAYS,
  MAX_STAYS_LIMIT,
  STAY_SEARCH_KINDS,
  foundStaySchema,
  staySearchQuerySchema,
  staysResponseSchema,
  staysStartingIn,
  type CandidateStay,
  type FoundStay,
  type StaySearchKind,
  type StaySearchQuery,
} from "./stay-search";

export {
  DEFAULT_STAYS_LIMIT,
  MAX_SEARCH_DAYS,
  MAX_STAYS_LIMIT,
  STAY_SEARCH_KINDS,
  staysResponse,
  staysStartingIn,
  type CandidateStay,
  type FoundStay,
  type StaySearchKind,
} from "./stay-search";

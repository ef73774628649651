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
export { useStays, type StaysState, type StaysWanted } from "./components/use-stays";
export { StayTypeField } from "./components/stay-type-field";

export {
  checkStay,
  checkChangeoverDays,
  isChangeoverDay,
  nightsOf,
  MAX_DAYS_AHEAD,
  STAY_MESSAGES,
  type Stay,
  type StayLimits,
  type StayProblem,
  type StayRule,
} from "./stay-rules";
export {
  availabilityResponseSchema,
  calendarDateSchema,
  stayDatesSchema,
  stayQuerySchema,
  guestsSchema,
} from "./schemas";

export {
  checkStay,
  checkChangeoverDays,
  isChangeoverDay,
  nightsOf,
  MAX_DAYS_AHEAD,
  type Stay,
  type StayLimits,
  type StayProblem,
  type StayRule,
} from "./stay-rules";
export { calendarDateSchema, stayDatesSchema, stayQuerySchema, guestsSchema } from "./schemas";

export {
  checkStay,
  checkStayDates,
  checkChangeoverDays,
  isChangeoverDay,
  nightsOf,
  parsePersons,
  MAX_DAYS_AHEAD,
  STAY_MESSAGES,
  type Stay,
  type StayLimits,
  type StayProblem,
  type StayRule,
} from "./stay-rules";
export { availabilityResponseSchema, type AvailabilityAnswer } from "./answers";
export { notACalendarDate } from "./date-messages";
export {
  availabilityAnswerSchema,
  calendarDateSchema,
  stayDatesSchema,
  stayQuerySchema,
  guestsSchema,
} from "./schemas";

export {
  checkStay,
  checkStayDates,
  checkChangeoverDays,
  isChangeoverDay,
  DEFAULT_GUESTS,
  DEFAULT_MAX_STAY_NIGHTS,
  nightsOf,
  parsePersons,
  MAX_DAYS_AHEAD,
  MAX_NIGHTS,
  STAY_MESSAGES,
  type Stay,
  type StayLimits,
  type StayProblem,
  type StayRule,
} from "./stay-rules";
export {
  availabilityResponseSchema,
  takenNightsResponseSchema,
  type AvailabilityResponse,
  type TakenNightsResponse,
} from "./responses";
export {
  isNightTaken,
  MAX_TAKEN_NIGHTS_DAYS,
  stayNeedsTakenNight,
  type TakenNights,
} from "./taken-nights";
export { notACalendarDate } from "./date-messages";
export { STAY_KINDS, STAY_KIND_NIGHTS, stayKindOf, type StayKind } from "./stay-kinds";
export { stayProblemText } from "./stay-problem-text";
export {
  availabilitySchema,
  calendarDateSchema,
  stayDatesSchema,
  stayQuerySchema,
  guestsSchema,
  childrenSchema,
  CHILDREN_MESSAGE,
  takenNightsQuerySchema,
  takenNightsSchema,
} from "./schemas";
export {
  MAX_BLOCK_DAYS_AHEAD,
  MAX_BLOCK_NIGHTS,
  MAX_BLOCK_NOTE_LENGTH,
  ownerBlockRequestSchema,
  type OwnerBlock,
  type OwnerBlockRequest,
} from "./owner-blocks";
export {
  calendarQuerySchema,
  daysOfMonth,
  monthOf,
  monthRange,
  shiftMonth,
  type CalendarBlock,
  type CalendarBooking,
  type CalendarImport,
  type CalendarMonth,
  type HomeCalendar,
  type MonthOfCalendar,
} from "./owner-calendar";

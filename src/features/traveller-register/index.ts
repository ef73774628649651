export {
  isBirthDate,
  TRAVELLER_FIELDS,
  travellerProblems,
  type TravellerField,
  type TravellerInput,
  type TravellerProblem,
} from "./check";
export { REGISTER_LIMITS, REMINDER_DAYS_BEFORE_ARRIVAL } from "./limits";
export type { RegisterView } from "./schemas";

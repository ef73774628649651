export { AllHomesCalendarView, HomeCalendarView } from "./owner-calendar-views";
export { useTakenNights } from "./use-taken-nights";

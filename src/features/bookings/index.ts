export { bookingFilters, DEFAULT_PERSONS, type BookingFilters } from "./booking-filters";
export type { BookingRequest } from "./schemas";
export type { BookingViewData } from "./views";
export type { BookingGroup } from "./booking-groups";
export type { DateRangeValue } from "./date-range";
export { bookingPageQuery } from "./wizard";
export { bookedHomeSchema } from "./views";

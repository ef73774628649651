export { useBookingFilters, DEFAULT_PERSONS, type BookingFilters } from "./booking-filters";

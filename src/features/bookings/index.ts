export { useBookingFilters, DEFAULT_PERSONS, type BookingFilters } from "./booking-filters";
export { MyBookingsPlaceholder } from "./components/my-bookings-placeholder";
export { bookingRequestSchema, type BookingRequest } from "./schemas";

export { useBookingFilters, DEFAULT_PERSONS, type BookingFilters } from "./booking-filters";
export { MyBookingsPlaceholder } from "./components/my-bookings-placeholder";
export { bookingRequestSchema, type BookingRequest } from "./schemas";
export { BookingDialog, type BookingDialogProps } from "./components/booking-dialog";
export { DateRangePicker, type DateRangePickerProps } from "./components/date-range-picker";
export { type DateRangeValue } from "./date-range";
export { NewBookingWizard, type NewBookingWizardProps } from "./components/new-booking-wizard";
export { PaymentReturn } from "./components/payment-return";

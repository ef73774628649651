export { useBookingFilters, DEFAULT_PERSONS, type BookingFilters } from "./booking-filters";
export { MyBookings } from "./components/my-bookings";
export { BookingDetails } from "./components/booking-details";
export {
  bookingRequestSchema,
  bookingViewSchema,
  type BookingRequest,
  type BookingStatus,
  type BookingViewData,
} from "./schemas";
export { groupBookings, type BookingGroup } from "./booking-groups";
export { BookingDialog, type BookingDialogProps } from "./components/booking-dialog";
export { DateRangePicker, type DateRangePickerProps } from "./components/date-range-picker";
export { type DateRangeValue } from "./date-range";
export { NewBookingWizard, type NewBookingWizardProps } from "./components/new-booking-wizard";
export { PaymentReturn } from "./components/payment-return";
export { GuestCountSelect } from "./components/guest-count-select";

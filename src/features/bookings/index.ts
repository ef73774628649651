export { useBookingFilters, DEFAULT_PERSONS, type BookingFilters } from "./booking-filters";
export {
  MyBookings,
  BookingDetails,
  NewBookingWizard,
  PaymentReturn,
} from "./components/page-views";
export type { BookingRequest } from "./schemas";
export {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  type BookingStatus,
  type BookingViewData,
  type PaymentStatus,
} from "./views";
export type { BookingGroup } from "./booking-groups";
export { BookingDialog, type BookingDialogProps } from "./components/booking-dialog";
export type { DateRangeValue } from "./date-range";
export type { NewBookingWizardProps } from "./components/new-booking-wizard";
export { GuestCountSelect } from "./components/guest-count-select";
export { bookingPageQuery } from "./wizard";
export { OwnerBookingsList } from "./components/owner-bookings-list";
export { OwnerBookingDetailView } from "./components/owner-booking-detail";

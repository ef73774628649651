export { MyBookings, BookingDetails, NewBookingWizard, PaymentReturn } from "./page-views";
export { BookingDialog, type BookingDialogProps } from "./booking-dialog";
export { useBookingDialogIntl, type BookingDialogIntl } from "./booking-dialog-intl";
export type { KnownStay, NewBookingWizardProps } from "./new-booking-wizard";
export { GuestCountSelect } from "./guest-count-select";
export { OwnerBookingsList } from "./owner-bookings-list";
export { OwnerBookingDetailView } from "./owner-booking-detail";

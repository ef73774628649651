export { MyBookings, BookingDetails, PaymentReturn } from "./page-views";
// Not through next/dynamic: it is the booking page itself, and next/dynamic preloaded every chunk
// the wizard might import later (zod's among them) with the page.
export { NewBookingWizard } from "./new-booking-wizard";
export { BookingDialog, type BookingDialogProps } from "./booking-dialog";
export { useBookingDialogIntl, type BookingDialogIntl } from "./booking-dialog-intl";
export { useBookingWizardIntl, type BookingWizardIntl } from "./wizard-intl";
export type { KnownStay, NewBookingWizardProps } from "./new-booking-wizard";
export { GuestCountSelect, useGuestCountTexts } from "./guest-count-select";
export { GuestCountField, type GuestCountTexts } from "./guest-count-field";
export { OwnerBookingsList } from "./owner-bookings-list";
export { OwnerBookingDetailView } from "./owner-booking-detail";

import "server-only";

export {
  getGuestBooking,
  getPublicBooking,
  listGuestBookings,
  type BookingView,
} from "./booking-view.server";
export { countBookingRequest, createBooking } from "./create-booking.server";
export { BOOKING_LIMITS } from "./limits";
export {
  bookingIdSchema,
  bookingRequestSchema,
  bookingResponseSchema,
  cancellationPreviewSchema,
} from "./schemas";
export {
  approveBooking,
  cancelBookingByOwner,
  moveBalanceDueDate,
  ownerCancellationQuote,
  rejectBooking,
  retryRefund,
  type OwnerActionResult,
} from "./owner-actions.server";
export {
  cancelBookingByGuest,
  guestCancellationPreview,
  type CancellationQuote,
  type GuestCancellationPreview,
  type RefundOutcome,
} from "./cancellation.server";
export {
  getOwnerBooking,
  listHomeNames,
  listOwnerBookings,
  loadOwnerBookingPage,
  loadOwnerBookingsPage,
  type OwnerBookingDetail,
  type OwnerBookingFilters,
  type OwnerBookingPage,
  type OwnerBookingRow,
} from "./owner-bookings.server";
export {
  listArrivalsAndDepartures,
  listRequestsToReview,
  type OwnerStayRow,
} from "./owner-today.server";
export {
  ownerActionResultSchema,
  ownerBookingDetailSchema,
  ownerBookingPageSchema,
  ownerBookingsQuerySchema,
  ownerCancellationQuoteSchema,
  ownerCancelSchema,
  refundRetryResultSchema,
  balanceDueDateSchema,
  balanceDueDateResultSchema,
} from "./owner-schemas";
export { sendCheckInDetails, startCheckInDetails } from "./check-in-details.server";
export {
  advanceBalance,
  amountDueNow,
  confirmPayment,
  lockBooking,
  markPaymentStarted,
  recordPaymentNotCompleted,
  releaseExpiredHold,
  transition,
  type LockedBooking,
  type PaymentOutcome,
} from "./lifecycle/lifecycle.server";
export {
  canTransition,
  HOLDING_STATUSES,
  isPayable,
  PAYABLE_STATUSES,
  TRANSITIONS,
  type Actor,
} from "./lifecycle/transitions";

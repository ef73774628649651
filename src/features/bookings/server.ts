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
  claimSecurityDeposit,
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
} from "./lifecycle/cancellation.server";
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
  listGuestRequests,
  listRequestsToReview,
  listSecurityDepositsToDecide,
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
  securityDepositClaimSchema,
  balanceDueDateResultSchema,
} from "./owner-schemas";
export { securityDepositSchema } from "./views";
export { sendCheckInDetails, startCheckInDetails } from "./check-in-details.server";
export { lockBooking, transition, type LockedBooking } from "./lifecycle/status.server";
export {
  amountDueNow,
  confirmPayment,
  HOLD_ENDED_MESSAGE,
  markPaymentStarted,
  paymentStatusForBooking,
  recordPaymentNotCompleted,
  settleOpenPayments,
  startPayment,
  syncPayment,
  type PaymentOutcome,
} from "./lifecycle/payment.server";
export { advanceBalance, advanceBalances, startBalances } from "./lifecycle/balance.server";
export {
  refundDueSecurityDeposits,
  startSecurityDepositRefunds,
} from "./lifecycle/security-deposit.server";
export { expireUnpaidHolds, releaseExpiredHold, startHoldExpiry } from "./lifecycle/expiry.server";
export {
  canTransition,
  HOLDING_STATUSES,
  isPayable,
  PAYABLE_STATUSES,
  TRANSITIONS,
  type Actor,
} from "./lifecycle/transitions";

import "server-only";
import * as availabilityAlert from "./availability-alert";
import * as availabilityAlertConfirmation from "./availability-alert-confirmation";
import * as balanceDue from "./balance-due";
import * as balancePaid from "./balance-paid";
import * as bookingApproved from "./booking-approved";
import * as bookingCancelledByGuest from "./booking-cancelled-by-guest";
import * as bookingCancelledByHost from "./booking-cancelled-by-host";
import * as bookingCancelledUnpaidBalance from "./booking-cancelled-unpaid-balance";
import * as bookingConfirmed from "./booking-confirmed";
import * as bookingReceived from "./booking-received";
import * as bookingRejected from "./booking-rejected";
import * as ownerCalendarConflict from "./owner-calendar-conflict";
import * as ownerCalendarFeedFailing from "./owner-calendar-feed-failing";
import * as checkInDetails from "./check-in-details";
import * as giftVoucherSold from "./gift-voucher-sold";
import * as ownerContactMessage from "./owner-contact-message";
import * as ownerGuestCancelled from "./owner-guest-cancelled";
import * as ownerLatePaymentRefunded from "./owner-late-payment-refunded";
import * as newsletterConfirmation from "./newsletter-confirmation";
import * as ownerCodeGuessed from "./owner-code-guessed";
import * as ownerReset from "./owner-reset";
import * as ownerPasskeyAdded from "./owner-passkey-added";
import * as paymentNotCompleted from "./payment-not-completed";
import * as paymentReceived from "./payment-received";
import * as paymentRefunded from "./payment-refunded";
import type { MailParts } from "./render";
import * as reservationExpired from "./reservation-expired";
import * as reviewHidden from "./review-hidden";
import * as reviewInvitation from "./review-invitation";
import * as securityDepositSettled from "./security-deposit-settled";
import * as signInCode from "./sign-in-code";
import * as ownerUnpaidBalanceCancelled from "./owner-unpaid-balance-cancelled";
import * as travellerRegisterReminder from "./traveller-register-reminder";

export type { MailParts } from "./render";
export { availabilityAlertMail, type AvailabilityAlertData } from "./availability-alert";
export {
  availabilityAlertConfirmationMail,
  type AvailabilityAlertConfirmationData,
} from "./availability-alert-confirmation";
export { balanceDueMail, type BalanceDueData } from "./balance-due";
export { balancePaidMail, type BalancePaidData } from "./balance-paid";
export { bookingApprovedMail, type BookingApprovedData } from "./booking-approved";
export {
  bookingCancelledByGuestMail,
  type BookingCancelledByGuestData,
} from "./booking-cancelled-by-guest";
export {
  bookingCancelledByHostMail,
  type BookingCancelledByHostData,
} from "./booking-cancelled-by-host";
export {
  bookingCancelledUnpaidBalanceMail,
  type BookingCancelledUnpaidBalanceData,
} from "./booking-cancelled-unpaid-balance";
export { bookingConfirmedMail, type PaidBookingData } from "./booking-confirmed";
export { bookingReceivedMail, type BookingReceivedData } from "./booking-received";
export { giftVoucherSoldMail, type GiftVoucherSoldData } from "./gift-voucher-sold";
export { bookingRejectedMail, type BookingRejectedData } from "./booking-rejected";
export {
  ownerCalendarConflictMail,
  type OwnerCalendarConflictData,
} from "./owner-calendar-conflict";
export {
  ownerCalendarFeedFailingMail,
  type OwnerCalendarFeedFailingData,
} from "./owner-calendar-feed-failing";
export { checkInDetailsMail, type CheckInDetailsData } from "./check-in-details";
export { ownerContactMessageMail, type OwnerContactMessageData } from "./owner-contact-message";
export { ownerGuestCancelledMail, type OwnerGuestCancelledData } from "./owner-guest-cancelled";
export {
  ownerLatePaymentRefundedMail,
  type OwnerLatePaymentRefundedData,
} from "./owner-late-payment-refunded";
export {
  newsletterConfirmationMail,
  type NewsletterConfirmationData,
} from "./newsletter-confirmation";
export { ownerCodeGuessedMail, type OwnerCodeGuessedData } from "./owner-code-guessed";
export { ownerResetMail, type OwnerResetData } from "./owner-reset";
export { ownerPasskeyAddedMail, type OwnerPasskeyAddedData } from "./owner-passkey-added";
export { paymentNotCompletedMail, type PaymentNotCompletedData } from "./payment-not-completed";
export { paymentReceivedMail } from "./payment-received";
export { paymentRefundedMail, type PaymentRefundedData } from "./payment-refunded";
export { reservationExpiredMail, type ReservationExpiredData } from "./reservation-expired";
export { reviewHiddenMail, type ReviewHiddenData, type ReviewHiddenReason } from "./review-hidden";
export {
  reviewInvitationMail,
  reviewWritePath,
  type ReviewInvitationData,
} from "./review-invitation";
export {
  securityDepositSettledMail,
  type SecurityDepositSettledData,
} from "./security-deposit-settled";
export { BLANKED_CODE, signInCodeMail, type SignInCodeData } from "./sign-in-code";
export {
  registerPath,
  travellerRegisterReminderMail,
  type TravellerRegisterReminderData,
} from "./traveller-register-reminder";
export {
  ownerUnpaidBalanceCancelledMail,
  type OwnerUnpaidBalanceCancelledData,
} from "./owner-unpaid-balance-cancelled";

export interface MailPreview {
  /** The template's file name. */
  name: string;
  mail: MailParts;
}

function preview<T>(name: string, mail: (data: T) => Promise<MailParts>, sample: T) {
  return { name, render: () => mail(sample) };
}

/** Every template with its sample data, as /dev/mail shows them. */
const previews = [
  preview("sign-in-code", signInCode.signInCodeMail, signInCode.sample),
  preview(
    "owner-contact-message",
    ownerContactMessage.ownerContactMessageMail,
    ownerContactMessage.sample,
  ),
  preview(
    "newsletter-confirmation",
    newsletterConfirmation.newsletterConfirmationMail,
    newsletterConfirmation.sample,
  ),
  preview(
    "availability-alert-confirmation",
    availabilityAlertConfirmation.availabilityAlertConfirmationMail,
    availabilityAlertConfirmation.sample,
  ),
  preview("availability-alert", availabilityAlert.availabilityAlertMail, availabilityAlert.sample),
  preview("booking-received", bookingReceived.bookingReceivedMail, bookingReceived.sample),
  preview(
    "payment-not-completed",
    paymentNotCompleted.paymentNotCompletedMail,
    paymentNotCompleted.sample,
  ),
  preview("booking-confirmed", bookingConfirmed.bookingConfirmedMail, bookingConfirmed.sample),
  preview("payment-received", paymentReceived.paymentReceivedMail, paymentReceived.sample),
  preview("booking-approved", bookingApproved.bookingApprovedMail, bookingApproved.sample),
  preview("booking-rejected", bookingRejected.bookingRejectedMail, bookingRejected.sample),
  preview(
    "booking-cancelled-by-host",
    bookingCancelledByHost.bookingCancelledByHostMail,
    bookingCancelledByHost.sample,
  ),
  preview(
    "booking-cancelled-by-guest",
    bookingCancelledByGuest.bookingCancelledByGuestMail,
    bookingCancelledByGuest.sample,
  ),
  preview(
    "owner-guest-cancelled",
    ownerGuestCancelled.ownerGuestCancelledMail,
    ownerGuestCancelled.sample,
  ),
  preview("payment-refunded", paymentRefunded.paymentRefundedMail, paymentRefunded.sample),
  preview(
    "owner-calendar-conflict",
    ownerCalendarConflict.ownerCalendarConflictMail,
    ownerCalendarConflict.sample,
  ),
  preview(
    "owner-calendar-feed-failing",
    ownerCalendarFeedFailing.ownerCalendarFeedFailingMail,
    ownerCalendarFeedFailing.sample,
  ),
  preview(
    "owner-late-payment-refunded",
    ownerLatePaymentRefunded.ownerLatePaymentRefundedMail,
    ownerLatePaymentRefunded.sample,
  ),
  preview(
    "reservation-expired",
    reservationExpired.reservationExpiredMail,
    reservationExpired.sample,
  ),
  preview("balance-due", balanceDue.balanceDueMail, balanceDue.sample),
  preview("balance-paid", balancePaid.balancePaidMail, balancePaid.sample),
  preview(
    "booking-cancelled-unpaid-balance",
    bookingCancelledUnpaidBalance.bookingCancelledUnpaidBalanceMail,
    bookingCancelledUnpaidBalance.sample,
  ),
  preview(
    "owner-unpaid-balance-cancelled",
    ownerUnpaidBalanceCancelled.ownerUnpaidBalanceCancelledMail,
    ownerUnpaidBalanceCancelled.sample,
  ),
  preview("check-in-details", checkInDetails.checkInDetailsMail, checkInDetails.sample),
  preview(
    "traveller-register-reminder",
    travellerRegisterReminder.travellerRegisterReminderMail,
    travellerRegisterReminder.sample,
  ),
  preview("review-invitation", reviewInvitation.reviewInvitationMail, reviewInvitation.sample),
  preview("review-invitation (reminder)", reviewInvitation.reviewInvitationMail, {
    ...reviewInvitation.sample,
    reminder: true,
  }),
  preview("review-hidden", reviewHidden.reviewHiddenMail, reviewHidden.sample),
  preview(
    "security-deposit-settled",
    securityDepositSettled.securityDepositSettledMail,
    securityDepositSettled.sample,
  ),
  preview(
    "security-deposit-settled (part kept)",
    securityDepositSettled.securityDepositSettledMail,
    {
      ...securityDepositSettled.sample,
      keptCents: 12_000,
      reason: "A broken glass table top, replaced for €120 (invoice attached to the booking).",
    },
  ),
  preview("gift-voucher-sold", giftVoucherSold.giftVoucherSoldMail, giftVoucherSold.sample),
  preview("owner-passkey-added", ownerPasskeyAdded.ownerPasskeyAddedMail, ownerPasskeyAdded.sample),
  preview("owner-reset", ownerReset.ownerResetMail, ownerReset.sample),
  preview("owner-code-guessed", ownerCodeGuessed.ownerCodeGuessedMail, ownerCodeGuessed.sample),
];

export async function renderMailPreviews(): Promise<MailPreview[]> {
  return Promise.all(previews.map(async ({ name, render }) => ({ name, mail: await render() })));
}

import "server-only";

export {
  checkoutAddress,
  countStatusCall,
  endStillOpenPayments,
  findOpenPayment,
  keepsHold,
  mayAskProvider,
  openProviderPaymentIds,
  recordGiftVoucherPayment,
  recordPaidByVoucher,
  recordPayment,
  syncPaymentRecord,
  type Claim,
  type Payment,
  type PaymentReported,
} from "./payments.server";
export {
  findRefund,
  listOwedRefunds,
  oweRefund,
  refundedOrOwedCents,
  retryOwedRefunds,
  retryRefundNow,
  settleRefund,
  startRefunds,
  type OwedRefund,
} from "./refunds.server";
export { vouchersRefunded } from "./voucher-money.server";
export { listRecentPayments, type RecentPaymentRow } from "./owner-today.server";
export { refundDueUnderTerms, type RefundDue, type RefundRule } from "./cancellation-terms";
export { PAYMENT_EXPIRY_MINUTES } from "./expiry";
export { PAYMENT_STATUS_LIMITS } from "./limits";
export {
  getSandboxPayment,
  settleSandboxPayment,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
} from "./providers/sandbox.server";
export { mollieProvider } from "./providers/mollie.server";
export {
  checkoutResponseSchema,
  paymentIdSchema,
  paymentStatusResponseSchema,
  webhookSchema,
} from "./schemas";
export {
  guestReceipt,
  receiptAttachments,
  RECEIPT_DOWNLOADS_PER_HOUR,
  renderReceipt,
  type RenderedReceipt,
} from "./receipt.server";
export { addVatRate, listVatRates, removeVatRate, vatWording } from "./vat.server";
export { exportPayments, PAYMENTS_EXPORT_MAX_DAYS } from "./payments-export.server";

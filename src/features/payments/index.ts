export {
  refundDeadlines,
  refundDueUnderTerms,
  type RefundDue,
  type RefundRule,
} from "./cancellation-terms";
export {
  GIFT_VOUCHER_METHOD,
  offeredPaymentMethods,
  paymentMethodLabel,
  STANDARD_PAYMENT_METHODS,
} from "./methods";
export {
  BALANCE_GRACE_DAYS,
  BALANCE_REMINDER_DAYS_BEFORE_DUE,
  BALANCE_REQUEST_DAYS_BEFORE_DUE,
  balanceCancelledOn,
  balanceStepDue,
  paymentScheduleFor,
  DEPOSIT_PERCENT,
  LATEST_DUE_DAYS_BEFORE_CHECK_IN,
  type BalanceStep,
  type PaymentSchedule,
} from "./schedule";
export { receiptFileName } from "./receipt";
export {
  addVatRateSchema,
  MAX_COMING_VAT_RATES,
  percentOf,
  vatRateListSchema,
  vatRateSchema,
  type AddVatRate,
  type VatRate,
  type VatRateList,
} from "./vat";
export { paymentsExportQuerySchema } from "./schemas";

export { SandboxCheckout } from "./components/sandbox-checkout";
export { refundDueUnderTerms, type RefundDue, type RefundRule } from "./cancellation-terms";
export { offeredPaymentMethods, paymentMethodLabel, STANDARD_PAYMENT_METHODS } from "./methods";
export { receiptFileName } from "./receipt";

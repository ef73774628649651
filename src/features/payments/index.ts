export { SandboxCheckout } from "./components/sandbox-checkout";
export { refundDueUnderTerms, type RefundDue, type RefundRule } from "./cancellation-terms";

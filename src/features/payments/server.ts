import "server-only";

export { paymentStatusForBooking, startPayment, syncPayment } from "./payments.server";
export {
  getSandboxPayment,
  settleSandboxPayment,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
} from "./providers/sandbox.server";
export { expireUnpaidHolds, startHoldExpiry } from "./hold-expiry.server";
export { mollieProvider } from "./providers/mollie.server";
export { checkoutResponseSchema, paymentStatusResponseSchema, webhookSchema } from "./schemas";

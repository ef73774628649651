import "server-only";
import {
  createMollieClient,
  PaymentMethod,
  PaymentStatus as MollieStatus,
} from "@mollie/api-client";
import type { Config } from "@/lib/config";
import type { PaymentProvider, PaymentStatus } from "./provider";

function euros(cents: number): { currency: string; value: string } {
  return { currency: "EUR", value: (cents / 100).toFixed(2) };
}

/** Mollie's statuses in ours: anything not final yet is still "created" (open at Mollie). */
function statusOf(status: string): PaymentStatus {
  switch (status) {
    case MollieStatus.paid:
      return "paid";
    case MollieStatus.expired:
      return "expired";
    case MollieStatus.failed:
      return "failed";
    case MollieStatus.canceled:
      return "canceled";
    default:
      return "created";
  }
}

const MOLLIE_METHODS = new Set<string>(Object.values(PaymentMethod));

/** A method id Mollie knows; a mistyped EXTRA_PAYMENT_METHODS entry fails loudly, not at Mollie. */
function knownMethod(method: string): PaymentMethod {
  if (!MOLLIE_METHODS.has(method)) throw new Error(`Mollie knows no payment method "${method}"`);
  return method as PaymentMethod;
}

/*
 * Mollie's Create Payment takes no expiry: `expiresAt` is a read-only field Mollie sets per
 * method (minutes for cards and iDEAL, days for a bank transfer). Our expiry is therefore kept
 * with our record; the hold-expiry job ends a payment still open after it with `cancelPayment`
 * (which Mollie allows for the slow methods), and money that arrives anyway is refunded
 * (docs/decisions/0019).
 */
export function mollieProvider(
  config: Pick<Config, "MOLLIE_API_KEY" | "MOLLIE_API_ENDPOINT">,
): PaymentProvider {
  if (!config.MOLLIE_API_KEY) throw new Error("MOLLIE_API_KEY is required for the Mollie provider");
  const client = createMollieClient({
    apiKey: config.MOLLIE_API_KEY,
    ...(config.MOLLIE_API_ENDPOINT ? { apiEndpoint: config.MOLLIE_API_ENDPOINT } : {}),
  });
  return {
    name: "mollie",
    async createPayment(payment) {
      const created = await client.payments.create({
        amount: euros(payment.amountCents),
        description: payment.description,
        redirectUrl: payment.redirectUrl,
        webhookUrl: payment.webhookUrl,
        metadata: payment.giftVoucherId
          ? { giftVoucherId: payment.giftVoucherId, paymentId: payment.paymentId }
          : { bookingId: payment.bookingId, paymentId: payment.paymentId },
        // The guest chooses among these on Mollie's page.
        method: payment.methods.map(knownMethod),
        idempotencyKey: payment.paymentId,
      });
      const checkoutUrl = created.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie payment ${created.id} has no checkout URL`);
      return { id: created.id, checkoutUrl };
    },
    async fetchPayment(id) {
      const payment = await client.payments.get(id);
      return {
        id: payment.id,
        status: statusOf(payment.status),
        method: payment.method ?? null,
        amountCents: Math.round(Number(payment.amount.value) * 100),
      };
    },
    async cancelPayment(id) {
      await client.payments.cancel(id);
    },
    async refund(id, amountCents, key) {
      const refund = await client.paymentRefunds.create({
        paymentId: id,
        amount: euros(amountCents),
        metadata: { refundId: key },
        idempotencyKey: key,
      });
      return { refundId: refund.id };
    },
  };
}

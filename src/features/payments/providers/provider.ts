import type { PaymentStatus } from "@/features/bookings";

export type { PaymentStatus };

export interface NewPayment {
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  bookingId: string;
}

/** What the app needs of a payment provider (Mollie's model). */
export interface PaymentProvider {
  readonly name: "sandbox" | "mollie";
  createPayment(payment: NewPayment): Promise<{ id: string; checkoutUrl: string }>;
  /** The provider's truth about a payment; webhooks never trust their body. */
  fetchPayment(id: string): Promise<{ id: string; status: PaymentStatus }>;
  refund(id: string, amountCents: number): Promise<{ refundId: string }>;
}

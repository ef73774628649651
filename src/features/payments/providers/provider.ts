import type { PaymentStatus } from "@/db/enums";

export type { PaymentStatus };

export interface NewPayment {
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  /** What it pays for: a booking, or a gift voucher's sale (issue 36). */
  bookingId: string | null;
  giftVoucherId?: string | null;
  /** Our record of the payment: the provider's idempotency key, so a retried create opens one. */
  paymentId: string;
  /** When the payment stops keeping the booking's hold (docs/decisions/0019), or a sale's. */
  expiresAt: Date;
  /** Mollie's ids of the methods the guest may choose from on the provider's page. */
  methods: readonly string[];
}

/** What the app needs of a payment provider (Mollie's model). */
export interface PaymentProvider {
  readonly name: "sandbox" | "mollie";
  createPayment(payment: NewPayment): Promise<{ id: string; checkoutUrl: string }>;
  /**
   * The provider's truth about a payment, the method the guest paid with included (null until
   * chosen); webhooks and redirects never tell us either.
   */
  fetchPayment(id: string): Promise<{
    id: string;
    status: PaymentStatus;
    method: string | null;
    /** What the provider holds the payment to be for; a paid one is only ours at our amount. */
    amountCents: number;
  }>;
  /**
   * Ends a payment that is still open after its expiry, where the provider allows it (Mollie
   * cancels bank transfers, not a card payment in progress); throws when it cannot.
   */
  cancelPayment(id: string): Promise<void>;
  /**
   * Refunds `amountCents` of a paid payment. `key` is the same on every try of one refund, so a
   * retry after a lost answer never refunds twice.
   */
  refund(id: string, amountCents: number, key: string): Promise<{ refundId: string }>;
}

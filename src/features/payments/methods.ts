/*
 * How a guest may pay (DESIGN 11): Bancontact first for Belgian guests, iDEAL for Dutch ones,
 * cards for everyone, and whatever else the owner enables in their Mollie account
 * (`EXTRA_PAYMENT_METHODS`). The guest chooses on the provider's page; the sandbox offers the
 * same names so tests see the choice.
 */

/** Mollie's ids of the methods every payment offers, in the order the checkout lists them. */
export const STANDARD_PAYMENT_METHODS = ["bancontact", "ideal", "creditcard"] as const;

const LABELS: Record<string, string> = {
  bancontact: "Bancontact",
  ideal: "iDEAL",
  creditcard: "Card",
  applepay: "Apple Pay",
  banktransfer: "Bank transfer",
  belfius: "Belfius Pay Button",
  googlepay: "Google Pay",
  kbc: "KBC/CBC Payment Button",
  klarna: "Klarna",
  paypal: "PayPal",
  trustly: "Trustly",
};

/** The method a payment paid by a gift voucher alone records: no provider took part. */
export const GIFT_VOUCHER_METHOD = "giftvoucher";

/** A method's name as guests know it; Mollie's id where we know no better. */
export function paymentMethodLabel(method: string): string {
  return LABELS[method] ?? method;
}

/** The methods a payment offers: the standard ones, then the owner's, each once. */
export function offeredPaymentMethods(extra: readonly string[]): string[] {
  return [...new Set<string>([...STANDARD_PAYMENT_METHODS, ...extra])];
}

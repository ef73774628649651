/*
 * What a payment's receipt says besides its layout (docs/decisions/0041): the VAT included in
 * what was paid and the file's name.
 */

/**
 * The VAT inside a price that includes it, in cents: amount x rate / (100 + rate), rounded to
 * the cent, so €1,000.00 at 6% holds €56.60.
 */
export function vatIncludedCents(amountCents: number, ratePercent: number): number {
  return Math.round((amountCents * ratePercent) / (100 + ratePercent));
}

/** The name a receipt is saved and attached under, the same from the API and in the mail. */
export function receiptFileName(receiptNumber: number): string {
  return `receipt-${receiptNumber}.pdf`;
}

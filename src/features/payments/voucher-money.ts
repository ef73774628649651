import { addDays, daysBetween, type CalendarDate } from "@/lib/dates";

/*
 * Money a gift voucher paid that comes back to it (issue 36, decision 0061): a refund of a
 * voucher-paid payment, or a payment that ended unpaid. Pure, so the rules are tested alone.
 */

/**
 * A voucher's expiry after money it paid came back: extended by the days that money was spent,
 * so a cancelled stay costs the holder no time.
 */
export function extendedExpiry(
  expiresOn: CalendarDate,
  spentOn: CalendarDate,
  returnedOn: CalendarDate,
): CalendarDate {
  return addDays(expiresOn, Math.max(0, daysBetween(spentOn, returnedOn)));
}

/**
 * The part of a refund of `refundCents` that goes back to the voucher: refunds of the price share
 * it with the provider in the payment's proportions (a voucher paid a third, a third of any refund
 * goes back to it), rounded to the voucher. `securityDepositCents` of the refund return the
 * security deposit, which a voucher never paid: they go to the provider whole.
 */
export function voucherShareOfRefund(
  payment: { amountCents: number; securityDepositCents: number; voucherCents: number },
  refundCents: number,
  { securityDepositCents }: { securityDepositCents: number },
): number {
  const ofPriceCents = refundCents - Math.min(securityDepositCents, refundCents);
  if (payment.voucherCents === 0 || ofPriceCents === 0) return 0;
  const priceCents = payment.amountCents - payment.securityDepositCents;
  const share = Math.round((ofPriceCents * payment.voucherCents) / priceCents);
  return Math.min(share, payment.voucherCents, ofPriceCents);
}

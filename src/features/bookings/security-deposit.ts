import { addDays, type CalendarDate } from "@/lib/dates";

/*
 * A stay's security deposit (issue 35, decision 0059): collected with the payment that completes
 * the price, never part of it, and refunded whole this many days after check-out unless the owner
 * records a claim before then. Pure, so the booking pages and the API say the same.
 */

/** The terms' promise: the deposit is back within 7 days after check-out. */
export const SECURITY_DEPOSIT_REFUND_DAYS = 7;

/** A claim's reason, as the guest reads it in the mail. */
export const CLAIM_REASON_LIMITS = { min: 10, max: 1000 } as const;

export const SECURITY_DEPOSIT_STATUSES = [
  "not_due",
  "due",
  "paid",
  "refunded",
  "partly_kept",
  "kept",
] as const;
export type SecurityDepositStatus = (typeof SECURITY_DEPOSIT_STATUSES)[number];

/** The day the deposit goes back on its own: 7 days after check-out. */
export function securityDepositRefundDueOn(checkOut: CalendarDate): CalendarDate {
  return addDays(checkOut, SECURITY_DEPOSIT_REFUND_DAYS);
}

/**
 * Where a deposit stands: settled (refunded, partly kept, kept), paid and held, due (the payment
 * that collects it is asked for now), or not due yet (or never, for a booking that ended first).
 */
export function securityDepositStatus(deposit: {
  amountCents: number;
  keptCents: number | null;
  paid: boolean;
  due: boolean;
}): SecurityDepositStatus {
  if (deposit.keptCents !== null) {
    if (deposit.keptCents === 0) return "refunded";
    return deposit.keptCents >= deposit.amountCents ? "kept" : "partly_kept";
  }
  if (deposit.paid) return "paid";
  return deposit.due ? "due" : "not_due";
}

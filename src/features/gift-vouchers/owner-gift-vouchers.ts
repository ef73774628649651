import { z } from "zod";
import { toCalendarDate, type CalendarDate } from "@/lib/dates";

/*
 * The owner's gift vouchers (issue 36, decision 0061): what each sold voucher has left, whether
 * it can still be spent, and a later last day given by the owner. Money in euros, as everywhere
 * at the API; days as Brussels calendar days.
 */

export const OWNER_VOUCHER_STATUSES = ["active", "used_up", "expired", "refunded"] as const;
export type OwnerVoucherStatus = (typeof OWNER_VOUCHER_STATUSES)[number];

/** How far ahead the owner may move a last day: a voucher is a debt the books carry. */
export const EXTENSION_YEARS = 5;

/**
 * Refunded once its sale was; used up once nothing remains, whatever its last day; expired after
 * its last day.
 */
export function voucherStatus(
  voucher: { expiresOn: CalendarDate; remainingCents: number; refunded: boolean },
  today: CalendarDate,
): OwnerVoucherStatus {
  if (voucher.refunded) return "refunded";
  if (voucher.remainingCents === 0) return "used_up";
  return voucher.expiresOn < today ? "expired" : "active";
}

/** The same day `EXTENSION_YEARS` on, or 28 February for a 29th with none. */
export function latestLastDay(today: CalendarDate): CalendarDate {
  const year = Number(today.slice(0, 4)) + EXTENSION_YEARS;
  const later = `${year}${today.slice(4)}`;
  return toCalendarDate(later) ?? `${year}-02-28`;
}

export const EXTENSION_MESSAGES = {
  notLater: "The new last day must be after the current one",
  past: "The new last day cannot be in the past",
  tooFar: `The new last day can be at most ${EXTENSION_YEARS} years from today`,
} as const;

/** Why `expiresOn` cannot be a voucher's new last day, or null when it can. */
export function extensionProblem(
  current: CalendarDate,
  expiresOn: CalendarDate,
  today: CalendarDate,
): string | null {
  if (expiresOn <= current) return EXTENSION_MESSAGES.notLater;
  if (expiresOn < today) return EXTENSION_MESSAGES.past;
  if (expiresOn > latestLastDay(today)) return EXTENSION_MESSAGES.tooFar;
  return null;
}

const DAY_MESSAGE = "Last day must be a date (YYYY-MM-DD)";

export const extendGiftVoucherSchema = z.object({
  expiresOn: z
    .string({ message: DAY_MESSAGE })
    .max(32, DAY_MESSAGE)
    .transform((value, ctx) => {
      const day = toCalendarDate(value.trim());
      if (day === null || day !== value.trim()) {
        ctx.addIssue({ code: "custom", message: DAY_MESSAGE });
        return z.NEVER;
      }
      return day;
    })
    .describe("The new last day it can be spent"),
});
export type ExtendGiftVoucher = z.input<typeof extendGiftVoucherSchema>;

const bookingPaidSchema = z.object({
  paymentId: z.uuid(),
  bookingId: z.uuid(),
  homeName: z.string(),
  amount: z.number().describe("Euros the voucher paid of the payment"),
  returned: z.number().describe("Euros of it a refund gave back to the voucher"),
  paidOn: z.iso.date(),
});

export const ownerGiftVoucherSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  amount: z.number().describe("Euros it was sold for"),
  remaining: z.number().describe("Euros left on it"),
  used: z.number().describe("Euros spent: amount less remaining"),
  buyerName: z.string(),
  buyerEmail: z.string(),
  soldOn: z.iso.date().describe("The Brussels day its sale was paid"),
  expiresOn: z.iso.date().describe("The last day it can be spent"),
  status: z
    .enum(OWNER_VOUCHER_STATUSES)
    .describe(
      "used_up: nothing left; expired: its last day is past with money left; refunded: its sale was refunded",
    ),
  bookings: z.array(bookingPaidSchema).describe("The booking payments it paid, earliest first"),
});
export type OwnerGiftVoucher = z.output<typeof ownerGiftVoucherSchema>;

export const ownerGiftVoucherListSchema = z.object({
  giftVouchers: z.array(ownerGiftVoucherSchema).describe("Every voucher sold, newest first"),
  totals: z.object({
    sold: z.number().describe("Euros of every voucher sold and not refunded"),
    used: z.number().describe("Euros spent on bookings"),
    remainingActive: z.number().describe("Euros left on vouchers that can still be spent"),
    remainingExpired: z.number().describe("Euros left on vouchers past their last day"),
  }),
});
export type OwnerGiftVoucherList = z.output<typeof ownerGiftVoucherListSchema>;

/** Why a voucher's sale cannot be refunded: something was spent from it. */
export const REFUND_SPENT_MESSAGE =
  "Only a voucher nothing was spent from can be refunded: it has paid for a booking";

import type { CalendarDate } from "@/lib/dates";

/*
 * Gift vouchers (issue 36, decision 0061): a stay in the Ardennes given as a present. A voucher
 * is a multi-purpose voucher (Directive (EU) 2016/1065): what it will pay for, and so the VAT
 * due, is known only when it is spent, so its sale bears no VAT and each booking payment it pays
 * records the VAT of its day. Pure, so the rules are tested without a database.
 */

/** What a buyer may choose: €50 to €1,000 in steps of €10. */
export const VOUCHER_AMOUNTS = { min: 50, max: 1000, step: 10 } as const;
/** How long a voucher can be spent: 12 months from the day it was paid. */
export const VOUCHER_MONTHS = 12;
/** The buyer's message, printed on their own copy only. */
export const MAX_VOUCHER_MESSAGE_LENGTH = 300;

/** Letters and digits no one reads as another: no I, O, 0 or 1. 32 symbols, 5 bits each. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** 16 symbols, 80 bits: guessing one among thousands sold takes more tries than the limits allow in centuries. */
export const VOUCHER_CODE_LENGTH = 16;

/** A new code from `random` bytes (one per symbol), shown as `ABCD-EFGH-JKLM-NPQR`. */
export function voucherCodeFrom(random: Uint8Array): string {
  if (random.length < VOUCHER_CODE_LENGTH) throw new Error("a voucher code needs 16 random bytes");
  let code = "";
  for (let index = 0; index < VOUCHER_CODE_LENGTH; index++) {
    code += ALPHABET[random[index]! % ALPHABET.length];
  }
  return formatVoucherCode(code);
}

/** A code in groups of four, as printed. */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/**
 * The code someone typed, as stored (grouped, in capitals), or null when it cannot be one:
 * spaces and hyphens anywhere, small letters, and an O or I typed for 0 or 1 are forgiven.
 */
export function normalizeVoucherCode(input: string): string | null {
  const symbols = input.toUpperCase().replace(/[\s-]+/g, "");
  if (symbols.length !== VOUCHER_CODE_LENGTH) return null;
  if (![...symbols].every((symbol) => ALPHABET.includes(symbol))) return null;
  return formatVoucherCode(symbols);
}

/** Whether euros are an amount a voucher is sold for. */
export function isVoucherAmount(euros: number): boolean {
  const { min, max, step } = VOUCHER_AMOUNTS;
  return Number.isInteger(euros) && euros >= min && euros <= max && euros % step === 0;
}

/**
 * The last day a voucher paid on `paidOn` can be spent: the same day 12 months later, or the
 * month's last day when it has none (paid on 29 February).
 */
export function voucherExpiresOn(paidOn: CalendarDate): CalendarDate {
  const [year, month, day] = paidOn.split("-").map(Number) as [number, number, number];
  const targetYear = year + Math.floor((month - 1 + VOUCHER_MONTHS) / 12);
  const targetMonth = ((month - 1 + VOUCHER_MONTHS) % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** What a guest paying with a voucher is told, in the API's words. */
export const VOUCHER_MESSAGES = {
  unknown: "This gift voucher code is not valid",
  expired: "This gift voucher has expired",
  usedUp: "This gift voucher has been used up",
  paymentOpen:
    "A payment of this booking is already open. Finish it, or cancel it at the checkout, before using a gift voucher.",
} as const;

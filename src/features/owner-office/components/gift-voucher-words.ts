import { format } from "date-fns";
import type { CalendarDate } from "@/lib/dates";
import type { OwnerGiftVoucher } from "@/features/gift-vouchers";

/* A gift voucher as the back office says it. */

/** '3 March 2027': the day a voucher's buyer reads on its PDF, not a stay's weekday. */
export function dayInWords(date: CalendarDate): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), "d MMMM yyyy");
}

/** '3 Mar 2027', for a table's narrow column. */
export function shortDayInWords(date: CalendarDate): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), "d MMM yyyy");
}

/** 'Active', 'Used up', 'Expired on 3 March 2027', 'Refunded'. */
export function statusInWords(voucher: Pick<OwnerGiftVoucher, "status" | "expiresOn">): string {
  if (voucher.status === "refunded") return "Refunded";
  if (voucher.status === "used_up") return "Used up";
  if (voucher.status === "expired") return `Expired on ${dayInWords(voucher.expiresOn)}`;
  return "Active";
}

export const STATUS_TONES = {
  active: "green",
  used_up: "grey",
  expired: "orange",
  refunded: "grey",
} as const;

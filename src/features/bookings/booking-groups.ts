import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { BUSINESS_TIME_ZONE, type CalendarDate } from "@/lib/dates";
import type { BookingStatus } from "./schemas";

/** The least a booking needs to be placed in a group. */
export interface GroupableBooking {
  status: BookingStatus;
  endDate: CalendarDate;
}

export type BookingGroupKey = "upcoming" | "pending" | "payment-pending" | "past";

export interface BookingGroup<B extends GroupableBooking> {
  key: BookingGroupKey;
  title: string;
  bookings: B[];
}

/** The spec's order of the groups on My Bookings, with their headings. */
export const BOOKING_GROUPS: readonly { key: BookingGroupKey; title: string }[] = [
  { key: "upcoming", title: "Upcoming Stays" },
  { key: "pending", title: "Pending Requests" },
  { key: "payment-pending", title: "Payment Pending" },
  { key: "past", title: "Past Stays" },
];

/** Readable status labels for the badges. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Cancelled",
  payment_pending: "Payment Pending",
  paid: "Paid",
};

/** An end date is "past" only once that Brussels day is over: checkout day still counts. */
export function hasEnded(booking: Pick<GroupableBooking, "endDate">, today: CalendarDate): boolean {
  return booking.endDate < today;
}

/** Approved and not yet over: the stays that get check-in instructions. */
export function isUpcomingStay(booking: GroupableBooking, today: CalendarDate): boolean {
  return booking.status === "approved" && !hasEnded(booking, today);
}

export function bookingGroupOf(booking: GroupableBooking, today: CalendarDate): BookingGroupKey {
  switch (booking.status) {
    case "approved":
      return hasEnded(booking, today) ? "past" : "upcoming";
    case "pending":
      return "pending";
    case "payment_pending":
      return "payment-pending";
    case "rejected":
    case "cancelled":
    case "paid":
      return "past";
  }
}

/**
 * The bookings in the spec's groups and order, each group keeping the order it was given;
 * empty groups are left out.
 */
export function groupBookings<B extends GroupableBooking>(
  bookings: readonly B[],
  today: CalendarDate,
): BookingGroup<B>[] {
  const byKey = new Map<BookingGroupKey, B[]>();
  for (const booking of bookings) {
    const key = bookingGroupOf(booking, today);
    const list = byKey.get(key);
    if (list) list.push(booking);
    else byKey.set(key, [booking]);
  }
  return BOOKING_GROUPS.flatMap(({ key, title }) => {
    const list = byKey.get(key);
    return list ? [{ key, title, bookings: list }] : [];
  });
}

/** `Mar 6, 2026, 3:12 PM` in Brussels time; null when the timestamp cannot be read. */
export function formatBookingInstant(iso: string): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return format(new TZDate(instant, BUSINESS_TIME_ZONE), "MMM d, yyyy, h:mm a");
}

export interface PaymentTimestamps {
  paymentStartedAt: string | null;
  paymentLastTryAt: string | null;
  paymentConfirmedAt: string | null;
}

/** The payment moments a booking has, with the spec's labels, in the order they happen. */
export function paymentTimeline(booking: PaymentTimestamps): { label: string; value: string }[] {
  const entries: [string, string | null][] = [
    ["Payment Started", booking.paymentStartedAt],
    ["Last Payment Attempt", booking.paymentLastTryAt],
    ["Payment Confirmed", booking.paymentConfirmedAt],
  ];
  return entries.flatMap(([label, iso]) => {
    const value = iso ? formatBookingInstant(iso) : null;
    return value ? [{ label, value }] : [];
  });
}

import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { intlLocaleOf, LOCALES, type Locale } from "@/i18n/locales";
import { BUSINESS_TIME_ZONE, type CalendarDate } from "@/lib/dates";
import type { BookingStatus } from "./schemas";

/** The least a booking needs to be placed in a group. */
export interface GroupableBooking {
  status: BookingStatus;
  endDate: CalendarDate;
}

export type BookingGroupKey = "upcoming" | "pending" | "payment-pending" | "past" | "cancelled";

export interface BookingGroup<B extends GroupableBooking> {
  key: BookingGroupKey;
  bookings: B[];
}

/**
 * The spec's order of the groups on My Bookings (their headings are the `bookings` messages), then
 * the stays that will not happen, apart from those that did (issue 33).
 */
export const BOOKING_GROUPS: readonly BookingGroupKey[] = [
  "upcoming",
  "pending",
  "payment-pending",
  "past",
  "cancelled",
];

/** Readable status labels for the back office's badges (guests read the `bookings` messages). */
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
      return "cancelled";
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
  return BOOKING_GROUPS.flatMap((key) => {
    const list = byKey.get(key);
    return list ? [{ key, bookings: list }] : [];
  });
}

const instantFormats = /* @__PURE__ */ Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(intlLocaleOf(locale), {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: BUSINESS_TIME_ZONE,
    }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>;

/**
 * `Mar 6, 2026, 3:12 PM` in Brussels time (the spec's English), `6 mrt 2026, 15:12` in Dutch;
 * null when the timestamp cannot be read.
 */
export function formatBookingInstant(iso: string, locale: Locale = "en"): string | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  if (locale !== "en") return instantFormats[locale].format(instant);
  return format(new TZDate(instant, BUSINESS_TIME_ZONE), "MMM d, yyyy, HH:mm");
}

export interface PaymentTimestamps {
  paymentStartedAt: string | null;
  paymentLastTryAt: string | null;
  paymentConfirmedAt: string | null;
}

/** A payment moment, named as its label in the `bookings.payments` messages. */
export type PaymentMoment = "started" | "lastTry" | "confirmed";

/**
 * The booking's payment as a guest reads it, in `locale`: when it was confirmed, else its last
 * attempt, else when it started; one moment, not the provider's whole history (issue 33).
 */
export function paymentTimeline(
  booking: PaymentTimestamps,
  locale: Locale = "en",
): { moment: PaymentMoment; value: string }[] {
  const entries: [PaymentMoment, string | null][] = [
    ["confirmed", booking.paymentConfirmedAt],
    ["lastTry", booking.paymentLastTryAt],
    ["started", booking.paymentStartedAt],
  ];
  const [moment, iso] = entries.find(([, at]) => at !== null) ?? [];
  const value = iso ? formatBookingInstant(iso, locale) : null;
  return moment && value ? [{ moment, value }] : [];
}

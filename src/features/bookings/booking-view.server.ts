import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, guests, payments, properties } from "@/db/schema";
import { percentOf } from "@/features/payments";
import { isStoredQuote, quoteInEuros, type EuroQuote } from "@/features/pricing";
import type { Locale } from "@/i18n/locales";
import { textIn } from "@/i18n/translated-texts";
import { notFound } from "@/lib/http";
import { centsToEuros } from "@/lib/money";
import { moneyOfBookings } from "./booking-money.server";
import { amountDueNow } from "./lifecycle/payment.server";
import { isPayable } from "./lifecycle/transitions";
import type { Booking } from "./lifecycle/status.server";
import { securityDepositRefundDueOn, securityDepositStatus } from "./security-deposit";
import type { PaymentScheduleView, SecurityDepositView } from "./views";
import { firstName, maskEmail } from "@/lib/text";

/** A booking as the API shows it (spec section 3): stay dates as YYYY-MM-DD, instants ISO. */
export interface BookingView {
  id: string;
  propertyId: string;
  guestId: string | null;
  guestName: string;
  guestEmail: string;
  guestPhone: string | null;
  startDate: string;
  endDate: string;
  guestCount: number;
  status: (typeof bookings.$inferSelect)["status"];
  pricing: EuroQuote | null;
  paymentId: string | null;
  paymentStatus: (typeof payments.$inferSelect)["status"] | null;
  paymentStartedAt: string | null;
  paymentLastTryAt: string | null;
  paymentConfirmedAt: string | null;
  /** Euros the provider took for the booking, and euros it has given back: money as it stands. */
  amountPaid: number;
  amountRefunded: number;
  paymentSchedule: PaymentScheduleView | null;
  /** Euros a payment started now pays: the deposit or total while payable, then the balance. */
  amountDue: number;
  securityDeposit: SecurityDepositView | null;
  createdAt: string;
  guest: { id: string; name: string; email: string; phone: string | null } | null;
  /** Its check-in and check-out times as the owner set them (HH:MM, 24-hour). */
  property: {
    id: string;
    name: string;
    location: string;
    checkInTime: string;
    checkOutTime: string;
  };
  /** The payments with a receipt, in the order they were paid; the guest's own view only. */
  payments?: ReceiptedPayment[];
  /** What the guest asked the owner when booking; the guest's own view only. */
  specialRequests?: string | null;
}

export interface ReceiptedPayment {
  id: string;
  /** Euros. */
  amount: number;
  paidAt: string;
  method: string | null;
  receiptNumber: number;
  /** The VAT rate in force the day it was paid, and the VAT inside it; null: exempt then. */
  vatRatePercent: number | null;
  /** Euros. */
  vatAmount: number | null;
}

/** The terms' schedule of a booking in euros; null when it pays in full at once. */
export function scheduleOf(
  booking: Pick<
    typeof bookings.$inferSelect,
    "depositCents" | "balanceDueOn" | "totalCents" | "balancePaymentId"
  >,
): PaymentScheduleView | null {
  if (booking.depositCents === null || booking.balanceDueOn === null) return null;
  return {
    deposit: centsToEuros(booking.depositCents),
    balance: centsToEuros(booking.totalCents - booking.depositCents),
    balanceDueDate: booking.balanceDueOn,
    balancePaid: booking.balancePaymentId !== null,
  };
}

/** Where the booking's security deposit stands; null when its home asks none. */
export function securityDepositOf(booking: Booking): SecurityDepositView | null {
  if (booking.securityDepositCents === 0) return null;
  const paid =
    booking.balancePaymentId !== null ||
    (booking.depositCents === null && booking.confirmedPaymentId !== null);
  const collecting = (amountDueNow(booking)?.securityDepositCents ?? 0) > 0;
  return {
    amount: centsToEuros(booking.securityDepositCents),
    status: securityDepositStatus({
      amountCents: booking.securityDepositCents,
      keptCents: booking.securityDepositKeptCents,
      paid,
      // Due once its payment is asked for: at booking for a late stay, else with the balance.
      due: collecting && (isPayable(booking.status) || booking.balanceRequestedAt !== null),
    }),
    refundDueOn: securityDepositRefundDueOn(booking.endDate),
    kept:
      booking.securityDepositKeptCents === null
        ? null
        : centsToEuros(booking.securityDepositKeptCents),
    reason: booking.securityDepositReason,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type BookingFilter = { guestId: string } | { bookingId: string };

/**
 * Bookings with their property, guest and payment, in the API's shape; the home's name and place
 * in the language of the request (the page the guest reads), English where the owner wrote none.
 */
async function loadBookingViews(filter: BookingFilter, locale: Locale): Promise<BookingView[]> {
  const db = await getDb();
  const rows = await db
    .select({ booking: bookings, property: properties, guest: guests })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(guests, eq(guests.id, bookings.guestId))
    .where(
      "guestId" in filter
        ? eq(bookings.guestId, filter.guestId)
        : eq(bookings.id, filter.bookingId),
    )
    .orderBy(desc(bookings.startDate));
  const ids = rows.map((r) => r.booking.id);
  const shownPayments = new Map<string, typeof payments.$inferSelect>();
  const receipted = new Map<string, ReceiptedPayment[]>();
  const money = await moneyOfBookings(ids);
  if (ids.length > 0) {
    const paymentRows = await db
      .select()
      .from(payments)
      .where(inArray(payments.bookingId, ids))
      .orderBy(desc(payments.createdAt));
    const byId = new Map(rows.map((r) => [r.booking.id, r.booking]));
    // The payment a booking shows, as `paymentStatusForBooking` picks it: once a balance was
    // started, the one that paid it, else the latest balance payment; before, the one that
    // confirmed the booking, else the latest.
    const rank = (payment: typeof payments.$inferSelect) => {
      const booking = payment.bookingId === null ? undefined : byId.get(payment.bookingId);
      if (payment.id === booking?.balancePaymentId) return 3;
      if (payment.part === "balance") return 2;
      return payment.id === booking?.confirmedPaymentId ? 1 : 0;
    };
    for (const payment of paymentRows) {
      const { bookingId } = payment;
      if (bookingId === null) continue;
      const shown = shownPayments.get(bookingId);
      if (!shown || rank(payment) > rank(shown)) shownPayments.set(bookingId, payment);
      if (payment.status === "paid" && payment.receiptNumber !== null && payment.paidAt) {
        const list = receipted.get(bookingId) ?? [];
        list.push({
          id: payment.id,
          amount: centsToEuros(payment.amountCents),
          paidAt: payment.paidAt.toISOString(),
          method: payment.method,
          receiptNumber: payment.receiptNumber,
          vatRatePercent:
            payment.vatRateBasisPoints === null ? null : percentOf(payment.vatRateBasisPoints),
          vatAmount: payment.vatCents === null ? null : centsToEuros(payment.vatCents),
        });
        receipted.set(bookingId, list);
      }
    }
  }
  return rows.map(({ booking, property, guest }) => {
    const payment = shownPayments.get(booking.id) ?? null;
    return {
      id: booking.id,
      propertyId: booking.propertyId,
      guestId: booking.guestId,
      guestName: booking.guestName,
      guestEmail: booking.guestEmail,
      guestPhone: booking.guestPhone,
      specialRequests: booking.specialRequests,
      startDate: booking.startDate,
      endDate: booking.endDate,
      guestCount: booking.guestCount,
      status: booking.status,
      pricing: isStoredQuote(booking.quote) ? quoteInEuros(booking.quote, locale) : null,
      paymentId: payment?.id ?? null,
      paymentStatus: payment?.status ?? null,
      paymentStartedAt: iso(booking.paymentStartedAt),
      paymentLastTryAt: iso(booking.paymentLastTryAt),
      paymentConfirmedAt: iso(booking.paymentConfirmedAt),
      amountPaid: centsToEuros(money.paid.get(booking.id) ?? 0),
      amountRefunded: centsToEuros(money.refunded.get(booking.id) ?? 0),
      paymentSchedule: scheduleOf(booking),
      amountDue: centsToEuros(amountDueNow(booking)?.cents ?? 0),
      securityDeposit: securityDepositOf(booking),
      createdAt: booking.createdAt.toISOString(),
      guest: guest
        ? { id: guest.id, name: guest.name, email: guest.email, phone: guest.phone }
        : null,
      property: {
        id: property.id,
        name: textIn(locale, "name", property.name, property.translations),
        location: textIn(locale, "location", property.location, property.translations),
        checkInTime: property.checkInTime,
        checkOutTime: property.checkOutTime,
      },
      payments: (receipted.get(booking.id) ?? []).sort((a, b) => a.receiptNumber - b.receiptNumber),
    };
  });
}

/** A guest's own bookings, newest stay first. */
export async function listGuestBookings(guestId: string, locale: Locale): Promise<BookingView[]> {
  return loadBookingViews({ guestId }, locale);
}

/** One of the guest's own bookings; anyone else's is a 404, as if it did not exist. */
export async function getGuestBooking(
  guestId: string,
  bookingId: string,
  locale: Locale,
): Promise<BookingView> {
  const [booking] = await loadBookingViews({ bookingId }, locale);
  if (!booking || booking.guestId !== guestId) throw notFound("Booking");
  return booking;
}

/**
 * A booking by its unguessable id, for anyone holding the link (DESIGN.md 4.5): the guest's
 * first name only, the e-mail masked, no phone and no guest id (`guestId` and `guest` are null,
 * as for a booking made without signing in); the booking's, property's and payment's ids stay.
 */
export async function getPublicBooking(bookingId: string, locale: Locale): Promise<BookingView> {
  const [booking] = await loadBookingViews({ bookingId }, locale);
  if (!booking) throw notFound("Booking");
  return {
    ...booking,
    // Receipts name the guest and their address: the guest's own view only.
    payments: undefined,
    specialRequests: undefined,
    guestId: null,
    guestName: firstName(booking.guestName),
    guestEmail: maskEmail(booking.guestEmail),
    guestPhone: null,
    guest: null,
  };
}

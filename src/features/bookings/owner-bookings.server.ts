import "server-only";
import { and, asc, count, desc, eq, gt, lt, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, payments, properties, refunds } from "@/db/schema";
import { listActivity } from "@/features/owner-activity/server";
import type { ActivityEntry } from "@/features/owner-activity";
import { isStoredQuote, quoteInEuros, type EuroQuote } from "@/features/pricing";
import type { CalendarDate } from "@/lib/dates";
import { notFound } from "@/lib/http";
import { centsToEuros } from "@/lib/money";
import { moneyOfBookings } from "./booking-money.server";
import { scheduleOf, securityDepositOf } from "./booking-view.server";
import type { PaymentScheduleView, SecurityDepositView } from "./views";
import { isHolding } from "./lifecycle/transitions";
import { ownerCancellationQuote } from "./owner-actions.server";
import { ownerBookingsQuerySchema } from "./owner-schemas";
import { isBookingId, type BookingStatus, type PaymentStatus } from "./views";

/*
 * The owner's reading of bookings (issue 16): every booking, with the guest's details, for the
 * back office only. One page of the list reads a page of bookings and the money of those rows,
 * never every booking: the newest-first order has its own index.
 */

export interface OwnerBookingFilters {
  status?: BookingStatus | undefined;
  propertyId?: string | undefined;
  /** Stays that overlap [from, to): a night on or after `from`, and before `to`. */
  from?: CalendarDate | undefined;
  to?: CalendarDate | undefined;
  limit: number;
  offset: number;
}

export interface OwnerBookingRow {
  id: string;
  propertyId: string;
  propertyName: string;
  guestName: string;
  guestEmail: string;
  startDate: string;
  endDate: string;
  guestCount: number;
  status: BookingStatus;
  /** Euros: the stored quote's total, what was paid, and what went back so far. */
  total: number;
  amountPaid: number;
  amountRefunded: number;
  createdAt: string;
}

export interface OwnerBookingPage {
  bookings: OwnerBookingRow[];
  total: number;
  limit: number;
  offset: number;
}

export interface OwnerPaymentView {
  id: string;
  provider: string;
  status: PaymentStatus;
  part: "full" | "deposit" | "balance";
  /** The method the provider says was used (Mollie's id). */
  method: string | null;
  amount: number;
  /** Euros of `amount` that are the security deposit: no price, no VAT. */
  securityDeposit: number;
  createdAt: string;
  paidAt: string | null;
  expiresAt: string;
}

export interface OwnerRefundView {
  id: string;
  paymentId: string;
  amount: number;
  reason: string;
  status: "owed" | "refunded";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  refundedAt: string | null;
}

export interface OwnerBookingDetail extends OwnerBookingRow {
  guestPhone: string | null;
  address: string | null;
  specialRequests: string | null;
  quote: EuroQuote | null;
  paymentSchedule: PaymentScheduleView | null;
  securityDeposit: SecurityDepositView | null;
  balanceRequestedAt: string | null;
  balanceRemindedAt: string | null;
  payments: OwnerPaymentView[];
  refunds: OwnerRefundView[];
  activity: ActivityEntry[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function conditions(filters: Omit<OwnerBookingFilters, "limit" | "offset">): SQL | undefined {
  return and(
    filters.status ? eq(bookings.status, filters.status) : undefined,
    filters.propertyId ? eq(bookings.propertyId, filters.propertyId) : undefined,
    filters.from ? gt(bookings.endDate, filters.from) : undefined,
    filters.to ? lt(bookings.startDate, filters.to) : undefined,
  );
}

const rowColumns = {
  id: bookings.id,
  propertyId: bookings.propertyId,
  propertyName: properties.name,
  guestName: bookings.guestName,
  guestEmail: bookings.guestEmail,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  guestCount: bookings.guestCount,
  status: bookings.status,
  totalCents: bookings.totalCents,
  createdAt: bookings.createdAt,
};

type RowRecord = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]["_"]["data"];
};

function toRow(
  row: RowRecord,
  money: { paid: Map<string, number>; refunded: Map<string, number> },
): OwnerBookingRow {
  const { totalCents, createdAt, ...rest } = row;
  return {
    ...rest,
    total: centsToEuros(totalCents),
    amountPaid: centsToEuros(money.paid.get(row.id) ?? 0),
    amountRefunded: centsToEuros(money.refunded.get(row.id) ?? 0),
    createdAt: createdAt.toISOString(),
  };
}

/** A page of every booking, newest first, with the filters given. */
export async function listOwnerBookings(filters: OwnerBookingFilters): Promise<OwnerBookingPage> {
  const db = await getDb();
  const where = conditions(filters);
  const rows = await db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [counted] = await db.select({ n: count() }).from(bookings).where(where);
  const money = await moneyOfBookings(rows.map((row) => row.id));
  return {
    bookings: rows.map((row) => toRow(row, money)),
    total: Number(counted?.n ?? 0),
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** One booking with everything the owner may see of it; an unknown id is a 404. */
export async function getOwnerBooking(bookingId: string): Promise<OwnerBookingDetail> {
  if (!isBookingId(bookingId)) throw notFound("Booking");
  const db = await getDb();
  const [found] = await db
    .select({
      ...rowColumns,
      guestPhone: bookings.guestPhone,
      address: bookings.address,
      specialRequests: bookings.specialRequests,
      quote: bookings.quote,
      depositCents: bookings.depositCents,
      balanceDueOn: bookings.balanceDueOn,
      balancePaymentId: bookings.balancePaymentId,
      balanceRequestedAt: bookings.balanceRequestedAt,
      balanceRemindedAt: bookings.balanceRemindedAt,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  if (!found) throw notFound("Booking");
  const {
    guestPhone,
    address,
    specialRequests,
    quote,
    depositCents,
    balanceDueOn,
    balancePaymentId,
    balanceRequestedAt,
    balanceRemindedAt,
    ...row
  } = found;
  const { totalCents } = row;
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt));
  const refundRows = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(refunds.createdAt));
  const [money, activity, [booking]] = await Promise.all([
    moneyOfBookings([bookingId]),
    listActivity({ subjectId: bookingId, limit: 200 }),
    db.select().from(bookings).where(eq(bookings.id, bookingId)),
  ]);
  return {
    ...toRow(row, money),
    guestPhone,
    address,
    specialRequests,
    quote: isStoredQuote(quote) ? quoteInEuros(quote, "en") : null,
    paymentSchedule: scheduleOf({ depositCents, balanceDueOn, balancePaymentId, totalCents }),
    securityDeposit: booking ? securityDepositOf(booking) : null,
    balanceRequestedAt: iso(balanceRequestedAt),
    balanceRemindedAt: iso(balanceRemindedAt),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      part: payment.part,
      method: payment.method,
      amount: centsToEuros(payment.amountCents),
      securityDeposit: centsToEuros(payment.securityDepositCents),
      createdAt: payment.createdAt.toISOString(),
      paidAt: iso(payment.paidAt),
      expiresAt: payment.expiresAt.toISOString(),
    })),
    refunds: refundRows.map(({ refund }) => ({
      id: refund.id,
      paymentId: refund.paymentId,
      amount: centsToEuros(refund.amountCents),
      reason: refund.reason,
      status: refund.status,
      attempts: refund.attempts,
      lastError: refund.lastError,
      createdAt: refund.createdAt.toISOString(),
      refundedAt: iso(refund.refundedAt),
    })),
    activity,
  };
}

/** The homes for the list's filter, by name. */
export async function listHomeNames(): Promise<{ id: string; name: string }[]> {
  const db = await getDb();
  return db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .orderBy(asc(properties.name));
}

/** The list page's rows per page. */
const OWNER_PAGE_SIZE = 25;

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What /owner/bookings shows for its address: the filters that are right are applied; any that
 * is wrong is named in the form's error and left out, so the page still lists bookings.
 */
export async function loadOwnerBookingsPage(searchParams: SearchParams) {
  const one = (key: string) => {
    const value = searchParams[key];
    const text = Array.isArray(value) ? value[0] : value;
    return text ? text : undefined;
  };
  const given = {
    status: one("status"),
    propertyId: one("propertyId"),
    from: one("from"),
    to: one("to"),
    offset: one("offset"),
  };
  const parsed = ownerBookingsQuerySchema.safeParse({ ...given, limit: OWNER_PAGE_SIZE });
  const filters = parsed.success
    ? parsed.data
    : { limit: OWNER_PAGE_SIZE, offset: 0, status: undefined };
  const error = parsed.success ? null : parsed.error.issues.map((i) => i.message).join("; ");
  const [page, homes] = await Promise.all([listOwnerBookings(filters), listHomeNames()]);
  const query = {
    status: given.status,
    propertyId: given.propertyId,
    from: given.from,
    to: given.to,
  };
  return { page, homes, error, query };
}

/** What /owner/bookings/{id} shows, with the actions the booking's status allows. */
export async function loadOwnerBookingPage(bookingId: string) {
  const booking = await getOwnerBooking(bookingId);
  const quote = isHolding(booking.status) ? await ownerCancellationQuote(bookingId) : null;
  return {
    booking,
    canDecide: booking.status === "paid",
    cancellation: quote
      ? {
          underTerms: centsToEuros(quote.underTerms.cents),
          percent: quote.underTerms.percent,
          refundable: centsToEuros(quote.refundableCents),
          securityDeposit: centsToEuros(quote.securityDepositCents),
        }
      : null,
  };
}

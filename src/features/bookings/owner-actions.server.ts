import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { bookings } from "@/db/schema";
import { clock } from "@/lib/clock";
import {
  balanceDueMail,
  bookingApprovedMail,
  bookingCancelledByHostMail,
  bookingRejectedMail,
  enqueueMail,
} from "@/features/mail/server";
import { recordActivity } from "@/features/owner-activity/server";
import { balanceCancelledOn, LATEST_DUE_DAYS_BEFORE_CHECK_IN } from "@/features/payments";
import { findRefund, retryRefundNow, vouchersRefunded } from "@/features/payments/server";
import {
  addDays,
  daysBetween,
  formatLongDate,
  todayInBrussels,
  type CalendarDate,
} from "@/lib/dates";
import { ApiError, notFound, parseInput } from "@/lib/http";
import { centsToEuros, eurosToCents, formatEuros } from "@/lib/money";
import {
  cancellationQuoteOf,
  moneyOf,
  owe,
  settleAfterCommit,
  type CancellationQuote,
  type RefundOutcome,
} from "./lifecycle/cancellation.server";
import { balanceOwed } from "./lifecycle/payment.server";
import {
  releaseSecurityDeposit,
  securityDepositPayment,
  settleSecurityDeposit,
} from "./lifecycle/security-deposit.server";
import { securityDepositOf } from "./booking-view.server";
import { securityDepositClaimSchema, type SecurityDepositClaim } from "./owner-schemas";
import { CLAIM_REASON_LIMITS } from "./security-deposit";
import type { SecurityDepositView } from "./views";
import { lockBooking, stayMailData, transition } from "./lifecycle/status.server";
import { canTransition } from "./lifecycle/transitions";
import { isBookingId, type BookingStatus } from "./views";

/*
 * The owner's actions on a booking (DESIGN 8), one function per use case for the /api/owner
 * routes. Each is one transaction: the status through the lifecycle, the guest's mail through
 * the outbox, the activity row, and a refund recorded as owed. The provider is asked only after
 * commit; a refund it refuses stays owed, is retried by the refunds job, and can be retried by
 * the owner. `actor` is the signed-in owner's e-mail address.
 */

type Booking = Awaited<ReturnType<typeof lockBooking>> & {};

export interface OwnerActionResult {
  bookingId: string;
  status: BookingStatus;
  /** One per payment the refund comes from: a deposit and a balance are refunded each on its own. */
  refunds: RefundOutcome[];
}

async function lockForOwner(tx: Transaction, bookingId: string): Promise<Booking> {
  const locked = isBookingId(bookingId) ? await lockBooking(tx, bookingId) : null;
  if (!locked) throw notFound("Booking");
  return locked;
}

/** What the activity log keeps of a booking: no personal data, it outlives the booking's. */
function bookingFacts(booking: Booking["booking"], status: BookingStatus = booking.status) {
  return { status, startDate: booking.startDate, endDate: booking.endDate };
}

/** paid -> approved: the request the guest paid for is accepted, and the guest is told. */
export async function approveBooking(actor: string, bookingId: string): Promise<OwnerActionResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await lockForOwner(tx, bookingId);
    await transition(tx, bookingId, "approved", { actor: "owner" });
    await enqueueMail(
      tx,
      locked.booking.guestEmail,
      await bookingApprovedMail({
        ...(await stayMailData(tx, locked.booking, locked.propertyName)),
        homeRegistrationNumber: locked.registrationNumber,
      }),
    );
    await recordActivity(tx, {
      actor,
      action: "booking.approve",
      subject: { kind: "booking", id: bookingId },
      before: bookingFacts(locked.booking),
      after: bookingFacts(locked.booking, "approved"),
    });
    return { bookingId, status: "approved" as const, refunds: [] };
  });
}

/** paid -> rejected: the request is declined and everything paid goes back to the guest. */
export async function rejectBooking(actor: string, bookingId: string): Promise<OwnerActionResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const locked = await lockForOwner(tx, bookingId);
    await transition(tx, bookingId, "rejected", { actor: "owner" });
    const money = await moneyOf(tx, locked.booking);
    // Everything paid goes back, the security deposit with it.
    const securityDepositCents = await releaseSecurityDeposit(tx, locked.booking);
    const refundCents = money.refundableCents + securityDepositCents;
    const refunds = await owe(
      tx,
      money.payments,
      refundCents,
      "rejected_by_owner",
      securityDepositCents,
    );
    await enqueueMail(
      tx,
      locked.booking.guestEmail,
      await bookingRejectedMail({
        ...(await stayMailData(tx, locked.booking, locked.propertyName)),
        refundCents,
        toVouchers: await vouchersRefunded(tx, refunds),
      }),
    );
    await recordActivity(tx, {
      actor,
      action: "booking.reject",
      subject: { kind: "booking", id: bookingId },
      before: bookingFacts(locked.booking),
      after: {
        ...bookingFacts(locked.booking, "rejected"),
        refundCents,
        refundIds: refunds.map((refund) => refund.id),
      },
    });
    return { bookingId, status: "rejected" as const, refunds };
  });
  return { ...result, refunds: await settleAfterCommit(result.refunds) };
}

/** What the owner's 'Cancel booking' dialog offers: the terms' refund, and the most the owner may give. */
export async function ownerCancellationQuote(bookingId: string): Promise<CancellationQuote> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await lockForOwner(tx, bookingId);
    return cancellationQuoteOf(tx, locked.booking);
  });
}

/**
 * Any holding status -> cancelled: the nights are freed at once, the guest is told, and the
 * refund the owner confirmed (the terms' amount is only the dialog's prefill) is owed back: at
 * most what was paid and not yet refunded, else 400 and nothing changes.
 */
export async function cancelBookingByOwner(
  actor: string,
  bookingId: string,
  options: { refundCents: number },
): Promise<OwnerActionResult> {
  const { refundCents } = options;
  if (!Number.isSafeInteger(refundCents) || refundCents < 0) {
    throw new ApiError("INVALID_INPUT", "The refund must be an amount of zero or more", {
      details: [{ path: "refundCents", message: "The refund must be an amount of zero or more" }],
    });
  }
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const locked = await lockForOwner(tx, bookingId);
    const { booking } = locked;
    if (!canTransition(booking.status, "cancelled", "owner")) {
      throw new ApiError("CONFLICT", `A ${booking.status} booking cannot be cancelled`, {
        details: { status: booking.status },
      });
    }
    const money = await moneyOf(tx, booking);
    if (refundCents > money.refundableCents) {
      const most = formatEuros(centsToEuros(money.refundableCents));
      throw new ApiError(
        "INVALID_INPUT",
        `The refund can be at most ${most}, what was paid and not refunded`,
        {
          details: [{ path: "refundCents", message: `At most ${most}` }],
        },
      );
    }
    await transition(tx, bookingId, "cancelled", { actor: "owner" });
    const securityDepositCents = await releaseSecurityDeposit(tx, booking);
    const refunds = await owe(
      tx,
      money.payments,
      refundCents + securityDepositCents,
      "cancelled_by_owner",
      securityDepositCents,
    );
    await enqueueMail(
      tx,
      booking.guestEmail,
      await bookingCancelledByHostMail({
        ...(await stayMailData(tx, locked.booking, locked.propertyName)),
        refundCents,
        toVouchers: await vouchersRefunded(tx, refunds),
        securityDepositCents,
      }),
    );
    await recordActivity(tx, {
      actor,
      action: "booking.cancel",
      subject: { kind: "booking", id: bookingId },
      before: bookingFacts(booking),
      after: {
        ...bookingFacts(booking, "cancelled"),
        refundCents,
        refundIds: refunds.map((refund) => refund.id),
      },
    });
    return { bookingId, status: "cancelled" as const, refunds };
  });
  return { ...result, refunds: await settleAfterCommit(result.refunds) };
}

/**
 * The owner gives the guest longer to pay the balance: a later due date, at the latest 7 days
 * before check-in. The reminder goes again before the new date; a guest already asked to pay
 * is told the new date at once. Earlier than the current date, or a booking without an open
 * balance, is refused and nothing changes.
 */
export async function moveBalanceDueDate(
  actor: string,
  bookingId: string,
  dueOn: CalendarDate,
): Promise<{ bookingId: string; balanceDueDate: CalendarDate }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await lockForOwner(tx, bookingId);
    const { booking } = locked;
    const balance = balanceOwed(booking);
    if (!balance) {
      throw new ApiError("CONFLICT", "This booking has no balance to pay", {
        details: { status: booking.status },
      });
    }
    const latest = addDays(booking.startDate, -LATEST_DUE_DAYS_BEFORE_CHECK_IN);
    const problem =
      daysBetween(balance.dueOn, dueOn) <= 0
        ? `The new due date must be after ${formatLongDate(balance.dueOn)}`
        : daysBetween(dueOn, latest) < 0
          ? `The balance can be due on ${formatLongDate(latest)} at the latest, 7 days before check-in`
          : null;
    if (problem) {
      throw new ApiError("INVALID_INPUT", problem, {
        details: [{ path: "dueDate", message: problem }],
      });
    }
    await tx
      .update(bookings)
      .set({ balanceDueOn: dueOn, balanceRemindedAt: null, updatedAt: clock.now() })
      .where(eq(bookings.id, bookingId));
    if (booking.balanceRequestedAt !== null) {
      await enqueueMail(
        tx,
        booking.guestEmail,
        await balanceDueMail({
          ...(await stayMailData(tx, booking, locked.propertyName)),
          balanceCents: balance.cents,
          dueOn,
          cancelledOn: balanceCancelledOn(dueOn),
          reminder: false,
        }),
      );
    }
    await recordActivity(tx, {
      actor,
      action: "booking.balance_due_date",
      subject: { kind: "booking", id: bookingId },
      before: { balanceDueDate: balance.dueOn },
      after: { balanceDueDate: dueOn },
    });
    return { bookingId, balanceDueDate: dueOn };
  });
}

/**
 * Asks the provider again about a refund it has not made (the owner's 'Retry'); the refunds
 * job would ask again anyway, later. A refund made already is a 409.
 */
export async function retryRefund(
  actor: string,
  refundId: string,
): Promise<RefundOutcome & { lastError: string | null }> {
  const refund = isBookingId(refundId) ? await findRefund(refundId) : null;
  if (!refund) throw notFound("Refund");
  if (refund.status !== "owed") throw new ApiError("CONFLICT", "This refund has been made already");
  const db = await getDb();
  await db.transaction((tx) =>
    recordActivity(tx, {
      actor,
      action: "refund.retry",
      subject: { kind: "refund", id: refund.id },
      before: { status: refund.status, attempts: refund.attempts, lastError: refund.lastError },
    }),
  );
  await retryRefundNow(refund.id);
  const after = await findRefund(refund.id);
  return {
    id: refund.id,
    amountCents: refund.amountCents,
    status: after?.status ?? "owed",
    lastError: after?.lastError ?? null,
  };
}

/**
 * The owner's decision on a stay's security deposit before it goes back on its own (7 days after
 * check-out): `keep` euros (at most the deposit) for `reason`, the rest refunded at once and the
 * guest mailed, once. Keeping nothing refunds it all now. Only once the stay has begun, on a
 * deposit paid and not settled yet; 409 otherwise, 400 for an amount or reason that does not do.
 */
export async function claimSecurityDeposit(
  actor: string,
  bookingId: string,
  input: SecurityDepositClaim,
): Promise<SecurityDepositView> {
  const claim = parseInput(securityDepositClaimSchema, input);
  const keptCents = eurosToCents(claim.keep);
  const reason = claim.reason === "" ? null : claim.reason;
  const invalid = (path: string, message: string) =>
    new ApiError("INVALID_INPUT", message, { details: [{ path, message }] });
  if (keptCents > 0 && (reason === null || reason.length < CLAIM_REASON_LIMITS.min)) {
    throw invalid(
      "reason",
      `Say why you keep part of the deposit, in ${CLAIM_REASON_LIMITS.min} characters or more: the guest reads it`,
    );
  }
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const locked = await lockForOwner(tx, bookingId);
    const { booking } = locked;
    const conflict = (message: string) =>
      new ApiError("CONFLICT", message, { details: { status: booking.status } });
    if (booking.securityDepositCents === 0) throw conflict("This booking has no security deposit");
    if (booking.securityDepositSettledAt !== null) {
      throw conflict("This security deposit has been settled already");
    }
    if (todayInBrussels() < booking.startDate) {
      throw conflict("A security deposit can be kept only once the stay has begun");
    }
    const payment = await securityDepositPayment(tx, booking);
    if (!payment) throw conflict("This security deposit has not been paid");
    if (keptCents > payment.securityDepositCents) {
      const most = formatEuros(centsToEuros(payment.securityDepositCents));
      throw invalid("keep", `You can keep at most ${most}, the deposit`);
    }
    const refundId = await settleSecurityDeposit(tx, locked, keptCents, reason);
    if (refundId === false) throw conflict("This security deposit has been settled already");
    await recordActivity(tx, {
      actor,
      action: "booking.security_deposit",
      subject: { kind: "booking", id: bookingId },
      before: { securityDepositCents: payment.securityDepositCents },
      after: { keptCents, refundId },
    });
    return { refundId, amountCents: payment.securityDepositCents - keptCents };
  });
  if (result.refundId) {
    await settleAfterCommit([
      { id: result.refundId, amountCents: result.amountCents, status: "owed" },
    ]);
  }
  const [after] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const view = after && securityDepositOf(after);
  if (!view) throw notFound("Booking");
  return view;
}

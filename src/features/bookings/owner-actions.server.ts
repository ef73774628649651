import "server-only";
import { getDb } from "@/db/client";
import {
  bookingApprovedMail,
  bookingCancelledByHostMail,
  bookingRejectedMail,
  enqueueMail,
} from "@/features/mail/server";
import { recordActivity } from "@/features/owner-activity/server";
import { findRefund, retryRefundNow } from "@/features/payments/server";
import { ApiError, notFound } from "@/lib/http";
import { centsToEuros, formatEuros } from "@/lib/money";
import {
  cancellationQuoteOf,
  moneyOf,
  owe,
  settleAfterCommit,
  type CancellationQuote,
  type RefundOutcome,
} from "./cancellation.server";
import {
  lockBooking,
  stayMailData,
  transition,
  type Transaction,
} from "./lifecycle/lifecycle.server";
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
  refund: RefundOutcome | null;
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
      await bookingApprovedMail(await stayMailData(tx, locked.booking, locked.propertyName)),
    );
    await recordActivity(tx, {
      actor,
      action: "booking.approve",
      subject: { kind: "booking", id: bookingId },
      before: bookingFacts(locked.booking),
      after: bookingFacts(locked.booking, "approved"),
    });
    return { bookingId, status: "approved" as const, refund: null };
  });
}

/** paid -> rejected: the request is declined and everything paid goes back to the guest. */
export async function rejectBooking(actor: string, bookingId: string): Promise<OwnerActionResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const locked = await lockForOwner(tx, bookingId);
    await transition(tx, bookingId, "rejected", { actor: "owner" });
    const money = await moneyOf(tx, locked.booking);
    const refund = await owe(tx, money.payment, money.refundableCents, "rejected_by_owner");
    const refundCents = refund?.amountCents ?? 0;
    await enqueueMail(
      tx,
      locked.booking.guestEmail,
      await bookingRejectedMail({
        ...(await stayMailData(tx, locked.booking, locked.propertyName)),
        refundCents,
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
        refundId: refund?.id ?? null,
      },
    });
    return { bookingId, status: "rejected" as const, refund };
  });
  return { ...result, refund: await settleAfterCommit(result.refund) };
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
    const refund = await owe(tx, money.payment, refundCents, "cancelled_by_owner");
    await enqueueMail(
      tx,
      booking.guestEmail,
      await bookingCancelledByHostMail({
        ...(await stayMailData(tx, locked.booking, locked.propertyName)),
        refundCents,
      }),
    );
    await recordActivity(tx, {
      actor,
      action: "booking.cancel",
      subject: { kind: "booking", id: bookingId },
      before: bookingFacts(booking),
      after: { ...bookingFacts(booking, "cancelled"), refundCents, refundId: refund?.id ?? null },
    });
    return { bookingId, status: "cancelled" as const, refund };
  });
  return { ...result, refund: await settleAfterCommit(result.refund) };
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

import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { bookings, properties, stayHolds } from "@/db/schema";
import { greetingName } from "@/features/mail/server";
import { textIn } from "@/i18n/translated-texts";
import { clock } from "@/lib/clock";
import { ApiError, notFound } from "@/lib/http";
import { canTransition, releasesHold, type Actor, type BookingStatus } from "./transitions";

/*
 * The only code that changes `bookings.status`, beside the table it follows (a booking is only
 * born pending, in create.server.ts). `applyTransition` is the lifecycle's own, for its event
 * files; code outside the lifecycle changes a status with `transition`. Each runs inside the
 * caller's transaction, so the status, the hold and the mail it causes are written together or
 * not at all, and the caller may lock its own rows first (a payment before its booking).
 */

export type Booking = typeof bookings.$inferSelect;

export interface LockedBooking {
  booking: Booking;
  /** The home's name as the booking's guest reads it (docs/decisions/0034). */
  propertyName: string;
  /** The home's registration with Tourisme Wallonie, which its confirmation states. */
  registrationNumber: string | null;
}

/** Locks the booking for a change in the caller's transaction; payments lock it before theirs. */
export async function lockBooking(
  tx: Transaction,
  bookingId: string,
  options: { skipLocked?: boolean } = {},
): Promise<LockedBooking | null> {
  const [row] = await tx
    .select({
      booking: bookings,
      name: properties.name,
      texts: properties.translations,
      registrationNumber: properties.registrationNumber,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId))
    .for("update", options.skipLocked ? { of: bookings, skipLocked: true } : { of: bookings });
  if (!row) return null;
  return {
    booking: row.booking,
    propertyName: textIn(row.booking.locale, "name", row.name, row.texts),
    registrationNumber: row.registrationNumber,
  };
}

/**
 * What every mail about a booking's stay says of it, in the booking's language; the name only as
 * `greetingName` allows.
 */
export async function stayMailData(tx: Transaction, booking: Booking, propertyName: string) {
  return {
    locale: booking.locale,
    bookingId: booking.id,
    guestName: await greetingName(tx, {
      to: booking.guestEmail,
      name: booking.guestName,
      guestId: booking.guestId,
    }),
    propertyName,
    startDate: booking.startDate,
    endDate: booking.endDate,
  };
}

/** Changes the locked booking's status per the table, with its other columns and its hold. */
export async function applyTransition(
  tx: Transaction,
  booking: Booking,
  to: BookingStatus,
  actor: Actor,
  columns: Partial<
    Pick<
      Booking,
      | "paymentStartedAt"
      | "paymentLastTryAt"
      | "paymentConfirmedAt"
      | "confirmedPaymentId"
      | "holdExpiresAt"
    >
  > = {},
): Promise<void> {
  if (!canTransition(booking.status, to, actor)) {
    throw new ApiError("CONFLICT", `A ${booking.status} booking cannot become ${to}`, {
      details: { status: booking.status },
    });
  }
  await tx
    .update(bookings)
    .set({
      ...columns,
      status: to,
      updatedAt: clock.now(),
      ...(to === "cancelled" || to === "rejected" ? { cancelledAt: clock.now() } : {}),
    })
    .where(eq(bookings.id, booking.id));
  if (releasesHold(booking.status, to)) {
    await tx.delete(stayHolds).where(eq(stayHolds.bookingId, booking.id));
  }
}

/**
 * Any change the table allows, for callers without a named one above (the owner's approve,
 * reject and cancel; the guest's cancel): refused with a 409 when the table does not allow it.
 * Their mails and refunds (DESIGN 8, 11) are added here with those callers.
 */
export async function transition(
  tx: Transaction,
  bookingId: string,
  to: BookingStatus,
  options: { actor: Actor },
): Promise<LockedBooking> {
  const locked = await lockBooking(tx, bookingId);
  if (!locked) throw notFound("Booking");
  await applyTransition(tx, locked.booking, to, options.actor);
  return locked;
}

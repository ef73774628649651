import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, payments, properties } from "@/db/schema";
import {
  confirmPayment,
  isPayable,
  markPaymentStarted,
  recordPaymentNotCompleted,
} from "@/features/bookings/server";
import {
  enqueueMail,
  greetingName,
  latePaymentRefundedMail,
  paymentRefundedMail,
} from "@/features/mail/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { ApiError, notFound } from "@/lib/http";
import { logger } from "@/lib/logger";
import type { BookingStatus } from "@/features/bookings";
import type { PaymentProvider, PaymentStatus } from "./providers/provider";
import { mollieProvider } from "./providers/mollie.server";
import { sandboxProvider } from "./providers/sandbox.server";

export function paymentProvider(): PaymentProvider {
  const config = getConfig();
  if (config.PAYMENT_PROVIDER === "sandbox") {
    if (config.APP_ENV === "production") {
      throw new Error("The sandbox payment provider is refused in production");
    }
    return sandboxProvider;
  }
  return mollieProvider(config);
}

async function loadBooking(bookingId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ booking: bookings, propertyName: properties.name })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw notFound("Booking");
  return row;
}

/**
 * Opens a payment for the booking's stored total (never an amount from the client) and
 * responds with where to send the guest. Only pending and payment_pending bookings can be paid.
 */
export async function startPayment(bookingId: string): Promise<{ checkoutUrl: string }> {
  const { booking, propertyName } = await loadBooking(bookingId);
  if (!isPayable(booking.status)) {
    throw new ApiError("CONFLICT", "This booking cannot be paid", {
      details: { status: booking.status },
    });
  }
  const provider = paymentProvider();
  const base = getConfig().PUBLIC_BASE_URL;
  const created = await provider.createPayment({
    amountCents: booking.totalCents,
    description: `${propertyName}, ${booking.startDate} to ${booking.endDate}`,
    redirectUrl: `${base}/booking/${booking.id}/payment-return`,
    webhookUrl: `${base}/api/public/payments/webhook`,
    bookingId: booking.id,
  });
  const db = await getDb();
  const now = clock.now();
  await db.transaction(async (tx) => {
    // The booking's lock comes first, not as an upgrade of the share lock the payment's
    // foreign key would take, which a concurrent syncPayment could be waiting behind.
    await markPaymentStarted(tx, booking.id);
    await tx.insert(payments).values({
      bookingId: booking.id,
      provider: provider.name,
      providerPaymentId: created.id,
      amountCents: booking.totalCents,
      checkoutUrl: created.checkoutUrl,
      createdAt: now,
      updatedAt: now,
    });
  });
  return { checkoutUrl: created.checkoutUrl };
}

/**
 * Brings our record of a payment in line with the provider's, once: a webhook, a replay, or a
 * guest returning from checkout all end in the same state, in whatever order they come.
 * Unknown ids are ignored (a webhook gets 200 regardless).
 */
export async function syncPayment(providerPaymentId: string): Promise<void> {
  const db = await getDb();
  const [known] = await db
    .select({ provider: payments.provider })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  if (!known) return;
  const provider = paymentProvider();
  const truth = await provider.fetchPayment(providerPaymentId);
  const refund = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, providerPaymentId))
      .for("update");
    if (!payment || payment.status === truth.status) return null;
    const now = clock.now();
    await tx
      .update(payments)
      .set({ status: truth.status, updatedAt: now, paidAt: truth.status === "paid" ? now : null })
      .where(eq(payments.id, payment.id));
    if (truth.status !== "paid") {
      await recordPaymentNotCompleted(tx, payment.bookingId);
      return null;
    }
    const outcome = await confirmPayment(tx, payment.bookingId, payment);
    return outcome.refundOwed ? { payment, ...outcome } : null;
  });
  if (refund)
    await refundUnheldPayment(provider, refund.payment, refund.booking, refund.propertyName);
}

async function refundUnheldPayment(
  provider: PaymentProvider,
  payment: typeof payments.$inferSelect,
  booking: typeof bookings.$inferSelect,
  propertyName: string,
): Promise<void> {
  const db = await getDb();
  const { refundId } = await provider.refund(payment.providerPaymentId, payment.amountCents);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ refundedAt: now, providerRefundId: refundId, updatedAt: now })
      .where(eq(payments.id, payment.id));
    const { amountCents } = payment;
    await enqueueMail(
      tx,
      booking.guestEmail,
      await paymentRefundedMail({
        guestName: await greetingName(tx, {
          to: booking.guestEmail,
          name: booking.guestName,
          guestId: booking.guestId,
        }),
        propertyName,
        amountCents,
      }),
    );
    await enqueueMail(
      tx,
      getConfig().OWNER_EMAIL,
      await latePaymentRefundedMail({
        propertyName,
        guestName: booking.guestName,
        guestEmail: booking.guestEmail,
        amountCents,
        startDate: booking.startDate,
        endDate: booking.endDate,
        refundId,
      }),
    );
  });
  logger().warn({ bookingId: booking.id, refundId }, "refunded a payment for dates not held");
}

/** The booking's latest payment status, checked with the provider while it is still open. */
export async function paymentStatusForBooking(
  bookingId: string,
): Promise<{ status: PaymentStatus | null; bookingStatus: BookingStatus }> {
  const db = await getDb();
  const latest = async () =>
    (
      await db
        .select({ providerPaymentId: payments.providerPaymentId, status: payments.status })
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(desc(payments.createdAt))
        .limit(1)
    )[0];
  let payment = await latest();
  if (payment?.status === "created") {
    // The guest may be back before the webhook: ask the provider rather than say "not paid".
    await syncPayment(payment.providerPaymentId);
    payment = await latest();
  }
  const { booking } = await loadBooking(bookingId);
  return { status: payment?.status ?? null, bookingStatus: booking.status };
}

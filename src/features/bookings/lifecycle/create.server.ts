import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { bookings, properties, stayHolds } from "@/db/schema";
import { bookingReceivedMail, enqueueMail, greetingName } from "@/features/mail/server";
import { DEPOSIT_PERCENT, paymentScheduleFor } from "@/features/payments";
import type { Locale } from "@/i18n/locales";
import { textIn } from "@/i18n/translated-texts";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { todayInBrussels } from "@/lib/dates";

/**
 * (new) -> pending, by the guest: the booking, the hold of its nights and the 'booking received'
 * mail. The caller has checked the stay; the exclusion constraint refuses taken nights.
 */
export async function createPendingBooking(
  tx: Transaction,
  values: Omit<
    typeof bookings.$inferInsert,
    | "id"
    | "status"
    | "holdExpiresAt"
    | "createdAt"
    | "updatedAt"
    | "depositCents"
    | "balanceDueOn"
    | "balancePaymentId"
    | "balanceRequestedAt"
    | "balanceRemindedAt"
    | "securityDepositCents"
  > & { locale: Locale },
): Promise<string> {
  const now = clock.now();
  const holdMinutes = getConfig().BOOKING_HOLD_MINUTES;
  const schedule = paymentScheduleFor({
    totalCents: values.totalCents,
    checkIn: values.startDate,
    today: todayInBrussels(now),
  });
  const [property] = await tx
    .select({
      name: properties.name,
      texts: properties.translations,
      securityDepositCents: properties.securityDepositCents,
    })
    .from(properties)
    .where(eq(properties.id, values.propertyId));
  const [booking] = await tx
    .insert(bookings)
    .values({
      ...values,
      // As the home asks it today: a later change of the home's deposit changes no booking.
      securityDepositCents: property?.securityDepositCents ?? 0,
      depositCents: schedule?.depositCents ?? null,
      balanceDueOn: schedule?.balanceDueOn ?? null,
      status: "pending",
      holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error("booking insert returned nothing");
  await tx.insert(stayHolds).values({
    propertyId: values.propertyId,
    bookingId: booking.id,
    stay: `[${values.startDate},${values.endDate})`,
  });
  await enqueueMail(
    tx,
    values.guestEmail,
    await bookingReceivedMail({
      locale: values.locale,
      bookingId: booking.id,
      guestName: await greetingName(tx, {
        to: values.guestEmail,
        name: values.guestName,
        guestId: values.guestId,
      }),
      propertyName: property && textIn(values.locale, "name", property.name, property.texts),
      startDate: values.startDate,
      endDate: values.endDate,
      guests: values.guestCount,
      totalCents: values.totalCents,
      holdMinutes,
      schedule: schedule && { ...schedule, depositPercent: DEPOSIT_PERCENT },
    }),
  );
  return booking.id;
}

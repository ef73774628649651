import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { EXCLUSION_VIOLATION, sqlStateOf } from "@/db/errors";
import { bookings, properties, stayHolds } from "@/db/schema";
import { nightsOf, STAY_MESSAGES } from "@/features/availability";
import { assertValidStay, isStayFree, loadStayLimits } from "@/features/availability/server";
import { renderMail, enqueueMail } from "@/features/mail/server";
import { quoteStay } from "@/features/pricing";
import { loadRates } from "@/features/pricing/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { formatLongDate } from "@/lib/dates";
import { ApiError } from "@/lib/http";
import { centsToEuros, formatEuros } from "@/lib/money";
import type { bookingRequestSchema } from "./schemas";

type BookingInput = z.output<typeof bookingRequestSchema>;

const datesTaken = () =>
  new ApiError("DATES_UNAVAILABLE", STAY_MESSAGES.datesTaken, { details: { rule: "DATES_TAKEN" } });

/**
 * Creates a pending booking that holds its nights: every stay rule, the quote computed and
 * stored, the hold, and the 'booking received' mail, in one transaction. The application checks
 * availability first for a clear answer; the exclusion constraint is the guarantee.
 * With an idempotency key, a retry or double click gets the booking the first call made.
 */
export async function createBooking(
  input: BookingInput,
  options: { guestId: string | null; idempotencyKey: string | null },
): Promise<{ bookingId: string; created: boolean }> {
  const db = await getDb();
  if (options.idempotencyKey) {
    const existing = await findByIdempotencyKey(options.idempotencyKey, input);
    if (existing) return { bookingId: existing, created: false };
  }
  const stay = { checkIn: input.startDate, checkOut: input.endDate, guests: input.guestCount };
  const now = clock.now();
  try {
    const bookingId = await db.transaction(async (tx) => {
      const limits = await loadStayLimits(tx, input.propertyId);
      if (!limits.isActive) throw new ApiError("NOT_FOUND", "Property not found");
      assertValidStay(stay, limits);
      if (!(await isStayFree(tx, input.propertyId, stay.checkIn, stay.checkOut)))
        throw datesTaken();
      const quote = quoteStay(await loadRates(tx, input.propertyId), nightsOf(stay), stay.guests);
      const [booking] = await tx
        .insert(bookings)
        .values({
          propertyId: input.propertyId,
          guestId: options.guestId,
          guestName: input.guestName,
          guestEmail: input.guestEmail,
          guestPhone: input.guestPhone,
          address: input.address,
          specialRequests: input.specialRequests,
          startDate: stay.checkIn,
          endDate: stay.checkOut,
          guestCount: stay.guests,
          status: "pending",
          quote,
          totalCents: quote.summary.totalPrice,
          idempotencyKey: options.idempotencyKey,
          holdExpiresAt: new Date(now.getTime() + getConfig().BOOKING_HOLD_MINUTES * 60_000),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: bookings.id });
      if (!booking) throw new Error("booking insert returned nothing");
      await tx.insert(stayHolds).values({
        propertyId: input.propertyId,
        bookingId: booking.id,
        stay: `[${stay.checkIn},${stay.checkOut})`,
      });
      const [property] = await tx
        .select({ name: properties.name })
        .from(properties)
        .where(eq(properties.id, input.propertyId));
      await enqueueMail(
        tx,
        input.guestEmail,
        renderMail({
          subject: `We received your booking request: ${property?.name ?? "your stay"}`,
          greeting: `Hello ${input.guestName},`,
          paragraphs: [
            `Thank you for choosing ${property?.name ?? "us"}. We are holding these dates for you:`,
            `${formatLongDate(stay.checkIn)} to ${formatLongDate(stay.checkOut)}, ${stay.guests} ${stay.guests === 1 ? "guest" : "guests"}, ${formatEuros(centsToEuros(quote.summary.totalPrice))} in total.`,
            `The dates stay reserved for ${getConfig().BOOKING_HOLD_MINUTES} minutes while you complete the payment; the stay is confirmed once it is paid.`,
          ],
          action: { label: "View your booking", path: `/bookings/${booking.id}` },
        }),
      );
      return booking.id;
    });
    return { bookingId, created: true };
  } catch (error) {
    const state = sqlStateOf(error);
    if (options.idempotencyKey) {
      // A concurrent request with the same key may have won, and its hold makes these dates
      // look taken: answer with its booking.
      const existing = await findByIdempotencyKey(options.idempotencyKey, input);
      if (existing) return { bookingId: existing, created: false };
    }
    if (state === EXCLUSION_VIOLATION) throw datesTaken();
    throw error;
  }
}

/** The booking an earlier call with this key made; the key may not be reused for another stay. */
async function findByIdempotencyKey(key: string, input: BookingInput): Promise<string | null> {
  const db = await getDb();
  const [existing] = await db
    .select({
      id: bookings.id,
      propertyId: bookings.propertyId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      guestEmail: bookings.guestEmail,
    })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, key));
  if (!existing) return null;
  const same =
    existing.propertyId === input.propertyId &&
    existing.startDate === input.startDate &&
    existing.endDate === input.endDate &&
    existing.guestEmail === input.guestEmail;
  if (!same) {
    throw new ApiError("CONFLICT", "This Idempotency-Key was already used for another booking");
  }
  return existing.id;
}

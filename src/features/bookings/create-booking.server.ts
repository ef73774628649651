import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { getDb } from "@/db/client";
import { EXCLUSION_VIOLATION, sqlStateOf } from "@/db/errors";
import { bookings } from "@/db/schema";
import { nightsOf, STAY_MESSAGES } from "@/features/availability";
import { assertValidStay, isStayFree, loadStayLimits } from "@/features/availability/server";
import { quoteStay } from "@/features/pricing";
import { loadRates } from "@/features/pricing/server";
import { ApiError } from "@/lib/http";
import { createPendingBooking } from "./lifecycle/lifecycle.server";
import type { bookingRequestSchema } from "./schemas";

type BookingInput = z.output<typeof bookingRequestSchema>;

const datesTaken = () =>
  new ApiError("DATES_UNAVAILABLE", STAY_MESSAGES.datesTaken, { details: { rule: "DATES_TAKEN" } });

/**
 * Creates a pending booking that holds its nights: every stay rule, the quote computed and
 * stored, the hold, and the 'booking received' mail, in one transaction. The application checks
 * availability first for a clear response; the exclusion constraint is the guarantee.
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
  try {
    const bookingId = await db.transaction(async (tx) => {
      const limits = await loadStayLimits(tx, input.propertyId);
      if (!limits.isActive) throw new ApiError("NOT_FOUND", "Property not found");
      assertValidStay(stay, limits);
      if (!(await isStayFree(tx, input.propertyId, stay.checkIn, stay.checkOut)))
        throw datesTaken();
      const quote = quoteStay(await loadRates(tx, input.propertyId), nightsOf(stay), stay.guests);
      return createPendingBooking(tx, {
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
        quote,
        totalCents: quote.summary.totalPrice,
        idempotencyKey: options.idempotencyKey,
      });
    });
    return { bookingId, created: true };
  } catch (error) {
    const state = sqlStateOf(error);
    if (options.idempotencyKey) {
      // A concurrent request with the same key may have won, and its hold makes these dates
      // look taken: respond with its booking.
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

import "server-only";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { getDb, type Transaction } from "@/db/client";
import { EXCLUSION_VIOLATION, retryOnDeadlock, sqlStateOf } from "@/db/errors";
import { hitRateLimit } from "@/db/rate-limits";
import { bookings, guests, payments } from "@/db/schema";
import { STAY_MESSAGES } from "@/features/availability";
import { assertValidStay, isStayFree, loadStayLimits } from "@/features/availability/server";
import { quoteStay, taxFreeChildrenOf } from "@/features/pricing";
import type { Locale } from "@/i18n/locales";
import { assertExtrasChoice, assertPriced, loadPricing } from "@/features/pricing/server";
import { promoCodeForStay, tryPromoCode } from "@/features/promotions/server";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { ApiError, rateLimited } from "@/lib/http";
import { limitBookingReceivedMail } from "./booking-mail-limit.server";
import { createPendingBooking } from "./lifecycle/create.server";
import { PAYABLE_STATUSES } from "./lifecycle/transitions";
import { BOOKING_LIMITS } from "./limits";
import type { bookingRequestSchema } from "./schemas";

type BookingInput = z.output<typeof bookingRequestSchema>;

const datesTaken = () =>
  new ApiError("DATES_UNAVAILABLE", STAY_MESSAGES.datesTaken, { details: { rule: "DATES_TAKEN" } });

/** The first key of the advisory locks that serialise one e-mail address's new bookings. */
const UNPAID_HOLDS_LOCK = 7301;

/**
 * Counts one booking request of a client address, before anything else is read of it (a
 * malformed body or an idempotent retry counts too): 429 beyond `BOOKING_REQUESTS_PER_HOUR`.
 */
export async function countBookingRequest(address: string): Promise<void> {
  const allowance = await hitRateLimit(
    await getDb(),
    `booking-requests:${address}`,
    getConfig().BOOKING_REQUESTS_PER_HOUR,
    BOOKING_LIMITS.requestsWindowMs,
    clock.now(),
  );
  if (allowance.allowed) return;
  throw rateLimited("Too many booking requests from your connection", allowance.retryAfterSeconds);
}

/**
 * Refuses a booking while the e-mail address already has as many unpaid holds as it may: a hold
 * counts until it ends, or until the expiry of a payment that keeps it. Concurrent bookings of
 * one address wait for each other (a transaction-scoped advisory lock), so two cannot both be
 * the last one allowed.
 */
async function assertUnpaidHoldsAllowed(tx: Transaction, email: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${UNPAID_HOLDS_LOCK}, hashtext(${email}))`);
  const now = clock.now().toISOString();
  const keptUntil = sql`greatest(${bookings.holdExpiresAt}, (
    SELECT max(${payments.expiresAt}) FROM ${payments}
    WHERE ${payments.bookingId} = ${bookings.id} AND ${payments.status} = 'created'))`;
  const payable = sql.join(
    PAYABLE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const { rows } = await tx.execute<{ holds: number; retry_after: number | null }>(sql`
    SELECT count(*)::int AS holds,
      ceil(extract(epoch FROM min(kept_until) - ${now}::timestamptz))::int AS retry_after
    FROM (SELECT ${keptUntil} AS kept_until FROM ${bookings}
      WHERE ${bookings.guestEmail} = ${email} AND ${bookings.status} IN (${payable})) AS held
    WHERE kept_until > ${now}::timestamptz`);
  const limit = BOOKING_LIMITS.unpaidHoldsPerEmail;
  const held = rows[0];
  if (!held || held.holds < limit) return;
  throw new ApiError(
    "RATE_LIMITED",
    `There are already ${limit} unpaid bookings for this e-mail address. Please pay for one of them, or wait until one expires, before making another booking.`,
    {
      details: { rule: "UNPAID_HOLDS", limit },
      headers: { "Retry-After": String(Math.max(1, held.retry_after ?? 1)) },
    },
  );
}

/**
 * Creates a pending booking that holds its nights: every stay rule, the guest's unpaid holds,
 * the quote computed and stored, the hold, and the 'booking received' mail, in one transaction.
 * The application checks availability first for a clear response; the exclusion constraint is
 * the guarantee. With an idempotency key, a retry or double click gets the booking the first
 * call made, and counts no second mail against the client's limit. The booking keeps the
 * request's language, which its mails are written in, and a signed-in guest's becomes it too.
 */
export async function createBooking(
  input: BookingInput,
  options: {
    guestId: string | null;
    idempotencyKey: string | null;
    client: string;
    locale: Locale;
  },
): Promise<{ bookingId: string; created: boolean }> {
  if (options.idempotencyKey) {
    const existing = await findByIdempotencyKey(options.idempotencyKey, input);
    if (existing) return { bookingId: existing, created: false };
  }
  await limitBookingReceivedMail({
    to: input.guestEmail,
    client: options.client,
    guestId: options.guestId,
  });
  const stay = {
    checkIn: input.startDate,
    checkOut: input.endDate,
    guests: input.guestCount,
    children: input.children,
  };
  const { promoCode } = input;
  const make = () => makeBooking(input, stay, options);
  return promoCode === null ? make() : tryPromoCode(options.client, make);
}

type BookedStay = { checkIn: string; checkOut: string; guests: number; children: number };

/**
 * The booking's transaction: the stay's rules, the guest's holds, the free nights, the price
 * with its promo code (whose row stays locked until the booking is made, so two bookings cannot
 * take its last use) and the booking.
 */
async function makeBooking(
  input: BookingInput,
  stay: BookedStay,
  options: Parameters<typeof createBooking>[1],
): Promise<{ bookingId: string; created: boolean }> {
  const db = await getDb();
  try {
    const bookingId = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const limits = await loadStayLimits(tx, input.propertyId, stay.checkIn);
        if (!limits.isActive) throw new ApiError("NOT_FOUND", "Property not found");
        assertValidStay(stay, limits);
        await assertUnpaidHoldsAllowed(tx, input.guestEmail);
        if (!(await isStayFree(tx, input.propertyId, stay.checkIn, stay.checkOut)))
          throw datesTaken();
        const pricing = await loadPricing(tx, input.propertyId, stay);
        assertExtrasChoice(pricing.rates, input.extras);
        const promo =
          input.promoCode === null
            ? null
            : await promoCodeForStay(
                tx,
                input.promoCode,
                { propertyId: input.propertyId, ...stay },
                { lock: true },
              );
        const quote = quoteStay(pricing.rates, stay, pricing.seasons, input.extras, promo);
        assertPriced(quote.summary.totalPrice);
        if (options.guestId) {
          await tx
            .update(guests)
            .set({ locale: options.locale })
            .where(eq(guests.id, options.guestId));
        }
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
          taxFreeChildren: taxFreeChildrenOf(pricing.rates.touristTax, stay),
          quote,
          totalCents: quote.summary.totalPrice,
          promoCodeId: promo?.id ?? null,
          idempotencyKey: options.idempotencyKey,
          locale: options.locale,
        });
      }),
    );
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

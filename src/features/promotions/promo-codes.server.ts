import "server-only";
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db/client";
import { limitWrongGuesses } from "@/db/rate-limits";
import { bookings, promoCodes } from "@/db/schema";
import { clock } from "@/lib/clock";
import { todayInBrussels } from "@/lib/dates";
import { ApiError } from "@/lib/http";
import { PROMO_LIMITS } from "./limits";
import {
  normalizePromoCode,
  PROMO_MESSAGES,
  promoMessage,
  promoProblem,
  type PromoCode,
  type PromoStay,
} from "./promo-codes";

/*
 * A guest's promo code (issue 36, decision 0060): found, checked against the stay and its uses,
 * and counted as a guess when it fits no stay at all. The owner's side is in
 * owner-promo-codes.server.ts.
 */

type Reader = Pick<Database, "select">;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

export function promoCodeOf(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    includesExtras: row.includesExtras,
    bookedFrom: row.bookedFrom,
    bookedUntil: row.bookedUntil,
    stayFrom: row.stayFrom,
    stayUntil: row.stayUntil,
    propertyIds: row.propertyIds,
    stayKinds: row.stayKinds,
    minNights: row.minNights,
    maxUses: row.maxUses,
    active: row.active,
  };
}

/** Bookings that hold a use until they are paid or end unpaid. */
export const heldUse = sql`${bookings.status} IN ('pending', 'payment_pending')`;
/**
 * Bookings that used it: confirmed, and kept so when the stay is cancelled later; a booking the
 * owner rejected gives its use back, as its whole payment does.
 */
export const spentUse = sql`(${bookings.status} IN ('paid', 'approved') OR (${bookings.status} = 'cancelled' AND ${bookings.confirmedPaymentId} IS NOT NULL))`;

/** The uses of a code that bookings hold or spent. */
async function takenUses(reader: Reader, promoCodeId: string): Promise<number> {
  const [row] = await reader
    .select({ taken: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.promoCodeId, promoCodeId), or(heldUse, spentUse)));
  return row?.taken ?? 0;
}

const promoError = (message: string) =>
  new ApiError("INVALID_INPUT", message, { details: [{ path: "promoCode", message }] });

/** Whether an error is a code that fits no stay: unknown, or for other dates. */
function isWrongCode(error: unknown): boolean {
  return error instanceof ApiError && error.message === PROMO_MESSAGES.dates;
}

/**
 * The code a guest typed, for this stay, or a 400 in the guest's words. With `tx`, the code's
 * row is locked until the booking is made, so two bookings cannot both take its last use.
 */
export async function promoCodeForStay(
  reader: Reader | Transaction,
  typed: string,
  stay: PromoStay,
  options: { lock: boolean },
): Promise<PromoCode> {
  const code = normalizePromoCode(typed);
  if (code === null) throw promoError(PROMO_MESSAGES.dates);
  const query = reader.select().from(promoCodes).where(eq(promoCodes.code, code));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw promoError(PROMO_MESSAGES.dates);
  const promo = promoCodeOf(row);
  const taken = promo.maxUses === null ? 0 : await takenUses(reader, promo.id);
  const problem = promoProblem(promo, stay, todayInBrussels(), taken);
  if (problem !== null) throw promoError(promoMessage(problem, promo));
  return promo;
}

/** The code a guest typed, for a quote: read without a lock, as nothing is taken yet. */
export async function promoCodeForQuote(typed: string, stay: PromoStay): Promise<PromoCode> {
  return promoCodeForStay(await getDb(), typed, stay, { lock: false });
}

/** Runs `work`, which looks a guest's code up, as one of the client's guesses (`limitWrongGuesses`). */
export async function tryPromoCode<T>(client: string, work: () => Promise<T>): Promise<T> {
  const guess = {
    key: `promo-wrong-codes:${client}`,
    ...PROMO_LIMITS.wrongCodesPerClient,
    message: "Too many promo codes tried from your connection",
  };
  return limitWrongGuesses(await getDb(), clock.now(), guess, work, isWrongCode);
}

/** Each code's uses: spent and held. */
export async function usesOf(
  reader: Reader,
  ids: readonly string[],
): Promise<Map<string, { uses: number; held: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await reader
    .select({
      id: bookings.promoCodeId,
      uses: sql<number>`(count(*) FILTER (WHERE ${spentUse}))::int`,
      held: sql<number>`(count(*) FILTER (WHERE ${heldUse}))::int`,
    })
    .from(bookings)
    .where(and(isNotNull(bookings.promoCodeId), inArray(bookings.promoCodeId, [...ids])))
    .groupBy(bookings.promoCodeId);
  return new Map(rows.map((row) => [row.id ?? "", { uses: row.uses, held: row.held }]));
}

/** Every code, newest first. */
export function listPromoCodeRows(reader: Reader): Promise<PromoCodeRow[]> {
  return reader.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

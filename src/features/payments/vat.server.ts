import "server-only";
import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { sqlStateOf, UNIQUE_VIOLATION } from "@/db/errors";
import { vatRates } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { ApiError, notFound } from "@/lib/http";
import { vatIncludedCents } from "./receipt";
import {
  basisPointsOf,
  MAX_COMING_VAT_RATES,
  percentOf,
  VAT_RATE_YEARS_AHEAD,
  type AddVatRate,
  type VatRate,
  type VatRateList,
} from "./vat";

type Reader = Pick<Database, "select">;

/** How the terms and the FAQ speak of VAT: prices include it, or the business is exempt. */
export function vatWording(): "included" | "exempt" {
  return getConfig().VAT_EXEMPT ? "exempt" : "included";
}

/** What a payment received on `day` records: the rate in force then and the VAT inside it. */
export async function vatOfPayment(
  reader: Reader,
  amountCents: number,
  day: CalendarDate,
): Promise<{ vatRateBasisPoints: number | null; vatCents: number | null }> {
  if (getConfig().VAT_EXEMPT) return { vatRateBasisPoints: null, vatCents: null };
  const [rate] = await reader
    .select({ basisPoints: vatRates.rateBasisPoints })
    .from(vatRates)
    .where(lte(vatRates.effectiveFrom, day))
    .orderBy(desc(vatRates.effectiveFrom))
    .limit(1);
  // The first rate (1970) is in force and so can never be removed.
  if (!rate) throw new Error(`no VAT rate is in force on ${day}`);
  return {
    vatRateBasisPoints: rate.basisPoints,
    vatCents: vatIncludedCents(amountCents, percentOf(rate.basisPoints)),
  };
}

/** The owner's list: every rate with its first day, the one in force today marked. */
export async function listVatRates(): Promise<VatRateList> {
  const db = await getDb();
  const rows = await db.select().from(vatRates).orderBy(asc(vatRates.effectiveFrom));
  const today = todayInBrussels();
  const current = rows.findLast((row) => row.effectiveFrom <= today);
  return {
    exempt: getConfig().VAT_EXEMPT,
    rates: rows.map((row): VatRate => ({
      id: row.id,
      from: row.effectiveFrom,
      ratePercent: percentOf(row.rateBasisPoints),
      inForce: row.id === current?.id,
    })),
  };
}

/**
 * Lines up a coming rate. Only after today: money already received keeps the rate it was
 * received under, and its receipts with it.
 */
export async function addVatRate(actor: string, input: AddVatRate): Promise<VatRate> {
  const today = todayInBrussels();
  if (input.from <= today) {
    throw invalidFrom("A new rate must start after today: money already received keeps its rate");
  }
  if (input.from > addDays(today, VAT_RATE_YEARS_AHEAD * 366)) {
    throw invalidFrom(`A new rate can start at most ${VAT_RATE_YEARS_AHEAD} years from today`);
  }
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const coming = await tx
        .select({ id: vatRates.id })
        .from(vatRates)
        .where(gt(vatRates.effectiveFrom, today));
      if (coming.length >= MAX_COMING_VAT_RATES) {
        throw new ApiError(
          "CONFLICT",
          `At most ${MAX_COMING_VAT_RATES} coming rates: remove one first`,
        );
      }
      const [row] = await tx
        .insert(vatRates)
        .values({ effectiveFrom: input.from, rateBasisPoints: basisPointsOf(input.ratePercent) })
        .returning();
      if (!row) throw new Error("the VAT rate was not stored");
      await recordActivity(tx, {
        actor,
        action: "vat_rate.add",
        subject: { kind: "vat_rate", id: row.id },
        after: { from: row.effectiveFrom, ratePercent: input.ratePercent },
      });
      return {
        id: row.id,
        from: row.effectiveFrom,
        ratePercent: input.ratePercent,
        inForce: false,
      };
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      throw new ApiError("CONFLICT", `There is already a rate from ${input.from}`);
    }
    throw error;
  }
}

/** Removes a coming rate; one in force or past stays, as receipts were written with it. */
export async function removeVatRate(actor: string, id: string): Promise<{ id: string }> {
  const today = todayInBrussels();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(vatRates).where(eq(vatRates.id, id)).for("update");
    if (!row) throw notFound("VAT rate");
    if (row.effectiveFrom <= today) {
      throw new ApiError(
        "CONFLICT",
        "A rate in force or past cannot be removed: payments were received under it",
      );
    }
    await tx.delete(vatRates).where(and(eq(vatRates.id, id), gt(vatRates.effectiveFrom, today)));
    await recordActivity(tx, {
      actor,
      action: "vat_rate.remove",
      subject: { kind: "vat_rate", id },
      before: { from: row.effectiveFrom, ratePercent: percentOf(row.rateBasisPoints) },
    });
    return { id };
  });
}

function invalidFrom(message: string): ApiError {
  return new ApiError("INVALID_INPUT", message, { details: [{ path: "from", message }] });
}

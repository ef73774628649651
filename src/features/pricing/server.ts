import "server-only";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { extras, properties, seasons } from "@/db/schema";
import { todayInBrussels } from "@/lib/dates";
import { ApiError, notFound } from "@/lib/http";
import type { Stay } from "@/features/availability";
import { assertValidStay, loadStayLimits } from "@/features/availability/server";
import {
  extraChoiceProblem,
  NO_PRICE_MESSAGE,
  type DiscountTerms,
  quoteStay,
  type ExtraChoice,
  type ExtraPrice,
  type Quote,
  type Rates,
  type SeasonPrice,
} from "./quote";
import { communeRulesColumn, touristTaxRulesOf } from "./tourist-tax.server";

/** A season row as the quote function reads it. */
export function seasonPriceOf(
  season: Pick<
    typeof seasons.$inferSelect,
    | "name"
    | "startDate"
    | "endDate"
    | "pricePerNightCents"
    | "weekendPriceCents"
    | "midweekPriceCents"
    | "weekPriceCents"
  >,
): SeasonPrice {
  return {
    name: season.name,
    from: season.startDate,
    to: season.endDate,
    pricePerNightCents: season.pricePerNightCents,
    stayPriceCents: {
      weekend: season.weekendPriceCents,
      midweek: season.midweekPriceCents,
      week: season.weekPriceCents,
    },
  };
}

/** What a stay at a home is priced by: the home's rates and the seasons its nights fall in. */
export async function loadPricing(
  db: Pick<Database, "select">,
  propertyId: string,
  stay: Pick<Stay, "checkIn" | "checkOut">,
): Promise<{ rates: Rates; seasons: SeasonPrice[] }> {
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const rates = await loadRates(db, propertyId);
  const stayed = await db
    .select()
    .from(seasons)
    .where(
      and(
        eq(seasons.propertyId, propertyId),
        lt(seasons.startDate, stay.checkOut),
        gt(seasons.endDate, stay.checkIn),
      ),
    )
    .orderBy(asc(seasons.startDate));
  return {
    rates,
    seasons: stayed.map(seasonPriceOf),
  };
}

async function loadRates(db: Pick<Database, "select">, propertyId: string): Promise<Rates> {
  const [row] = await db
    .select({
      pricePerNightCents: properties.pricePerNightCents,
      supplementPerPersonCents: properties.supplementPerPersonCents,
      touristTaxCents: properties.touristTaxCents,
      communeId: properties.communeId,
      communeRules: communeRulesColumn(),
      cleaningFeeCents: properties.cleaningFeeCents,
      serviceFeeCents: properties.serviceFeeCents,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!row) throw notFound("Property");
  const { touristTaxCents, communeId, communeRules, ...rates } = row;
  return {
    ...rates,
    touristTax: touristTaxRulesOf({ touristTaxCents, communeId, communeRules }),
    extras: await loadExtras(db, propertyId),
  };
}

/** A home's extras in the owner's order, as the quote reads them. */
export function loadExtras(
  db: Pick<Database, "select">,
  propertyId: string,
): Promise<ExtraPrice[]> {
  return db
    .select({
      id: extras.id,
      name: extras.name,
      translations: extras.translations,
      priceCents: extras.priceCents,
      unit: extras.unit,
      mandatory: extras.mandatory,
      maxQuantity: extras.maxQuantity,
    })
    .from(extras)
    .where(eq(extras.propertyId, propertyId))
    .orderBy(asc(extras.position), asc(extras.createdAt), asc(extras.id));
}

/** Refuses a choice of extras the home does not sell as chosen (400, in the API's words). */
export function assertExtrasChoice(rates: Rates, chosen: readonly ExtraChoice[]): void {
  const problem = extraChoiceProblem(rates.extras, chosen);
  if (problem === null) return;
  throw new ApiError("INVALID_INPUT", problem, { details: [{ path: "extras", message: problem }] });
}

/**
 * Refuses an amount of nothing to book or pay (400): no provider takes €0.00, so such a booking
 * could never be paid. Zero prices are refused where they are set; seasons saved before are not.
 */
export function assertPriced(totalCents: number): void {
  if (totalCents > 0) return;
  throw new ApiError("INVALID_STAY", NO_PRICE_MESSAGE, { details: { rule: "NO_PRICE" } });
}

/**
 * The price of a stay that follows every stay rule (a broken rule is a 400). It depends on the
 * catalogue and the day only, and on a promo code when `discount` finds one: called once the
 * stay is known to be bookable, so a wrong stay is answered before a wrong code.
 */
export async function quotePropertyStay(
  propertyId: string,
  stay: Stay & { children?: number },
  chosen: readonly ExtraChoice[] = [],
  discount: (() => Promise<DiscountTerms>) | null = null,
): Promise<Quote> {
  const db = await getDb();
  const limits = await loadStayLimits(db, propertyId, stay.checkIn);
  if (!limits.isActive) throw notFound("Property");
  assertValidStay(stay, limits, todayInBrussels());
  const { rates, seasons: stayed } = await loadPricing(db, propertyId, stay);
  assertExtrasChoice(rates, chosen);
  const quote = quoteStay(rates, stay, stayed, chosen, discount && (await discount()));
  assertPriced(quote.summary.totalPrice);
  return quote;
}
export { communeRulesColumn, touristTaxRulesOf } from "./tourist-tax.server";

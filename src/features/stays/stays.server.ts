import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { cachedRead } from "@/db/read-cache";
import { extras, properties, propertyPolicies, seasons, stayHolds } from "@/db/schema";
import {
  checkStay,
  DEFAULT_MAX_STAY_NIGHTS,
  MAX_DAYS_AHEAD,
  STAY_KIND_NIGHTS,
  STAY_KINDS,
  type StayLimits,
} from "@/features/availability";
import { stayRange } from "@/features/availability/server";
import { quoteStay, type ExtraPrice, type Rates, type SeasonPrice } from "@/features/pricing";
import { communeRulesColumn, seasonPriceOf, touristTaxRulesOf } from "@/features/pricing/server";
import { addDays, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { notFound } from "@/lib/http";
import { centsToEuros } from "@/lib/money";
import {
  staysStartingIn,
  type CandidateStay,
  type FoundStay,
  type StaySearchKind,
} from "./stay-search";

/** A home as the stays search prices it: what the quote and the stay rules read. */
interface HomeToPrice {
  id: string;
  rates: Rates;
  limits: StayLimits;
  seasons: (SeasonPrice & { minStayNights: number | null })[];
}

type SeasonRow = Parameters<typeof seasonPriceOf>[0] & { minStayNights: number | null };

const homeId = sql`${properties}.${sql.identifier(properties.id.name)}`;

/**
 * Every active home (or the one asked for) with its rates, limits and the seasons not yet over,
 * in one statement. Cached until the catalogue changes: the search prices from it without a
 * database round trip per home.
 */
function homesToPrice(
  db: Database,
  today: CalendarDate,
  propertyId: string | undefined,
): Promise<HomeToPrice[]> {
  return cachedRead(`stays:homes:${today}:${propertyId ?? "all"}`, {}, async () => {
    const rows = await db
      .select({
        id: properties.id,
        pricePerNightCents: properties.pricePerNightCents,
        supplementPerPersonCents: properties.supplementPerPersonCents,
        touristTaxCents: properties.touristTaxCents,
        communeId: properties.communeId,
        communeRules: communeRulesColumn(),
        cleaningFeeCents: properties.cleaningFeeCents,
        serviceFeeCents: properties.serviceFeeCents,
        maxGuests: properties.maxGuests,
        minStayDuration: sql<number>`coalesce(${propertyPolicies.minStayDuration}, 1)`,
        maxStayDuration: sql<number>`coalesce(${propertyPolicies.maxStayDuration}, ${sql.raw(String(DEFAULT_MAX_STAY_NIGHTS))})`,
        seasons: sql<SeasonRow[]>`(
          SELECT coalesce(json_agg(json_build_object(
            'name', s.name, 'startDate', s.start_date, 'endDate', s.end_date,
            'pricePerNightCents', s.price_per_night_cents,
            'weekendPriceCents', s.weekend_price_cents, 'midweekPriceCents', s.midweek_price_cents,
            'weekPriceCents', s.week_price_cents, 'minStayNights', s.min_stay_nights
          ) ORDER BY s.start_date), '[]'::json)
          FROM ${seasons} s WHERE s.property_id = ${homeId} AND s.end_date > ${today}::date)`,
        // The mandatory ones only: every listed price includes them, and no optional one.
        extras: sql<ExtraPrice[]>`(
          SELECT coalesce(json_agg(json_build_object(
            'id', e.id, 'name', e.name, 'translations', e.translations,
            'priceCents', e.price_cents, 'unit', e.unit, 'mandatory', e.mandatory,
            'maxQuantity', e.max_quantity
          ) ORDER BY e.position, e.created_at, e.id), '[]'::json)
          FROM ${extras} e WHERE e.property_id = ${homeId} AND e.mandatory)`,
      })
      .from(properties)
      .leftJoin(propertyPolicies, eq(propertyPolicies.propertyId, properties.id))
      .where(
        propertyId === undefined
          ? eq(properties.isActive, true)
          : sql`${properties.isActive} AND ${homeId} = ${propertyId}::uuid`,
      )
      .orderBy(asc(properties.id));
    return rows.map((row) => ({
      id: row.id,
      rates: {
        pricePerNightCents: row.pricePerNightCents,
        supplementPerPersonCents: row.supplementPerPersonCents,
        touristTax: touristTaxRulesOf(row),
        cleaningFeeCents: row.cleaningFeeCents,
        serviceFeeCents: row.serviceFeeCents,
        extras: row.extras,
      },
      limits: {
        maxGuests: row.maxGuests,
        minStayDuration: row.minStayDuration,
        maxStayDuration: row.maxStayDuration,
        isActive: true,
      },
      seasons: row.seasons.map((season) => ({
        ...seasonPriceOf(season),
        minStayNights: season.minStayNights,
      })),
    }));
  });
}

interface PricedStay {
  propertyId: string;
  totalCents: number;
}

/**
 * The homes that take this stay under every stay rule but the holds, with the total of its quote,
 * cheapest first. Prices do not depend on the holds, so the list is cached with the catalogue.
 */
function priceList(
  homes: HomeToPrice[],
  stay: CandidateStay,
  guests: number,
  today: CalendarDate,
  scope: string,
): Promise<PricedStay[]> {
  const key = `stays:prices:${today}:${scope}:${stay.checkIn}:${stay.checkOut}:${guests}`;
  return cachedRead(
    key,
    {},
    async () => {
      const priced: PricedStay[] = [];
      const wanted = { ...stay, guests };
      for (const home of homes) {
        const season = home.seasons.find((s) => s.from <= stay.checkIn && stay.checkIn < s.to);
        const limits = { ...home.limits, seasonMinStayDuration: season?.minStayNights ?? null };
        if (checkStay(wanted, limits, today) !== null) continue;
        const quote = quoteStay(home.rates, wanted, home.seasons);
        // A booking refuses a stay priced at nothing (the pricing feature's `assertPriced`).
        if (quote.summary.totalPrice <= 0) continue;
        priced.push({ propertyId: home.id, totalCents: quote.summary.totalPrice });
      }
      return priced.sort(byPrice);
    },
    (list) => 64 + list.length * 48,
  );
}

function byPrice(a: PricedStay, b: PricedStay): number {
  return a.totalCents - b.totalCents || (a.propertyId < b.propertyId ? -1 : 1);
}

/**
 * The homes (of the scope) with a hold on some night of the stay: one scan of the holds'
 * exclusion index. Cached until a hold of the scope changes, so a search reads the holds once
 * per stay and booking, and a page costs the same however many homes there are.
 */
function takenHomes(
  db: Database,
  stay: CandidateStay,
  propertyId: string | undefined,
): Promise<ReadonlySet<string>> {
  return cachedRead(
    `stays:taken:${propertyId ?? "all"}:${stay.checkIn}:${stay.checkOut}`,
    propertyId === undefined ? { anyHolds: true } : { holdsOf: propertyId },
    async () => {
      const rows = await db
        .selectDistinct({ id: stayHolds.propertyId })
        .from(stayHolds)
        .where(
          and(
            sql`${stayHolds.stay} && ${stayRange(stay.checkIn, stay.checkOut)}`,
            propertyId === undefined ? undefined : eq(stayHolds.propertyId, propertyId),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },
    (taken) => 64 + taken.size * 48,
  );
}

/** Up to `wanted` free stays of the list, cheapest first. */
async function cheapestFree(
  db: Database,
  list: PricedStay[],
  stay: CandidateStay,
  wanted: number,
  propertyId: string | undefined,
): Promise<(PricedStay & CandidateStay)[]> {
  const found: (PricedStay & CandidateStay)[] = [];
  if (list.length === 0) return found;
  const taken = await takenHomes(db, stay, propertyId);
  for (const priced of list) {
    if (found.length >= wanted) break;
    if (!taken.has(priced.propertyId)) found.push({ ...priced, ...stay });
  }
  return found;
}

export interface StaySearch {
  kind: StaySearchKind;
  from: CalendarDate;
  to: CalendarDate;
  guests: number;
  propertyId?: string;
  /** Stays to skip and to return; without a limit, every stay. */
  offset?: number;
  limit?: number;
}

/**
 * The weekends, midweeks and weeks starting in `[from, to]` that a guest can book now (free,
 * under every stay rule and the season's minimum), each with the total the quote gives it, by
 * check-in day and then price. Works through the check-in days in order and stops when the page
 * is full; the prices and the taken homes of each stay are cached reads, so a page costs about
 * the same however many homes there are.
 */
export async function findStays(
  search: StaySearch,
): Promise<{ stays: FoundStay[]; hasMore: boolean }> {
  const db = await getDb();
  const today = todayInBrussels();
  const homes = await homesToPrice(db, today, search.propertyId);
  if (search.propertyId !== undefined && homes.length === 0) throw notFound("Property");
  const offset = search.offset ?? 0;
  const wanted = search.limit === undefined ? Infinity : offset + search.limit + 1;
  const first = search.from < today ? today : search.from;
  const last = [search.to, addDays(today, MAX_DAYS_AHEAD)].sort()[0]!;
  const candidates = staysStartingIn(search.kind, first, last);
  const scope = search.propertyId ?? "all";

  const found: (PricedStay & CandidateStay)[] = [];
  for (let at = 0; at < candidates.length && found.length < wanted;) {
    const day = candidates[at]!.checkIn;
    const sameDay: (PricedStay & CandidateStay)[] = [];
    for (; at < candidates.length && candidates[at]!.checkIn === day; at++) {
      const stay = candidates[at]!;
      const list = await priceList(homes, stay, search.guests, today, scope);
      sameDay.push(
        ...(await cheapestFree(db, list, stay, wanted - found.length, search.propertyId)),
      );
    }
    sameDay.sort(
      (a, b) => byPrice(a, b) || STAY_KINDS.indexOf(a.kind) - STAY_KINDS.indexOf(b.kind),
    );
    found.push(...sameDay.slice(0, wanted - found.length));
  }

  const end = search.limit === undefined ? found.length : offset + search.limit;
  return {
    stays: found.slice(offset, end).map((stay) => ({
      propertyId: stay.propertyId,
      startDate: stay.checkIn,
      endDate: stay.checkOut,
      kind: stay.kind,
      nights: STAY_KIND_NIGHTS[stay.kind],
      totalPrice: centsToEuros(stay.totalCents),
    })),
    hasMore: found.length > end,
  };
}

import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { cachedRead } from "@/db/read-cache";
import { properties, propertyPolicies, seasons } from "@/db/schema";
import {
  checkStay,
  DEFAULT_MAX_STAY_NIGHTS,
  MAX_DAYS_AHEAD,
  STAY_KIND_NIGHTS,
  STAY_KINDS,
  type StayLimits,
} from "@/features/availability";
import { noHoldOverlaps } from "@/features/availability/server";
import { quoteStay, type Rates, type SeasonPrice } from "@/features/pricing";
import { seasonPriceOf } from "@/features/pricing/server";
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
        touristTaxCents: row.touristTaxCents,
        cleaningFeeCents: row.cleaningFeeCents,
        serviceFeeCents: row.serviceFeeCents,
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

/** The homes among `ids` with no hold on any night of the stay, one index probe each. */
async function freeAmong(db: Database, ids: string[], stay: CandidateStay): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await db.execute<{ id: string }>(
    sql`SELECT x.id FROM unnest(string_to_array(${ids.join(",")}, ',')::uuid[]) AS x(id)
        WHERE ${noHoldOverlaps(sql`x.id`, stay.checkIn, stay.checkOut)}`,
  );
  return new Set(result.rows.map((row) => row.id));
}

/** The smallest batch of homes probed for free ones. */
const FIRST_BATCH = 64;
/** A batch probes this many times the homes the share found free so far says are needed. */
const BATCH_MARGIN = 1.5;
/** The share of free homes assumed when a batch found none (a batch at most doubles anyway). */
const LEAST_FREE_SHARE = 1 / 16;

/**
 * Up to `wanted` free stays of the list, cheapest first. The first batch probes twice the homes
 * wanted; each later one what is still wanted at the share of free homes found so far, with a
 * margin, between `FIRST_BATCH` and twice the last batch: a batch that found almost enough adds a
 * few homes, not twice as many as it probed.
 */
async function cheapestFree(
  db: Database,
  list: PricedStay[],
  stay: CandidateStay,
  wanted: number,
): Promise<(PricedStay & CandidateStay)[]> {
  const found: (PricedStay & CandidateStay)[] = [];
  let batch = Math.max(FIRST_BATCH, Number.isFinite(wanted) ? wanted * 2 : list.length);
  for (let probed = 0; probed < list.length && found.length < wanted;) {
    const part = list.slice(probed, probed + batch);
    const free = await freeAmong(
      db,
      part.map((priced) => priced.propertyId),
      stay,
    );
    for (const priced of part) {
      if (found.length >= wanted) break;
      if (free.has(priced.propertyId)) found.push({ ...priced, ...stay });
    }
    probed += part.length;
    const share = Math.max(found.length / probed, LEAST_FREE_SHARE);
    const needed = Math.ceil(((wanted - found.length) / share) * BATCH_MARGIN);
    batch = Math.min(batch * 2, Math.max(FIRST_BATCH, needed));
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
 * is full, so a page costs about the same however many homes there are.
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
      sameDay.push(...(await cheapestFree(db, list, stay, wanted - found.length)));
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

import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import {
  calendarDateSchema,
  DEFAULT_GUESTS,
  monthOf,
  monthRange,
  parsePersons,
  shiftMonth,
  type StayRule,
} from "@/features/availability";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { getConfig } from "@/lib/config";
import { addDays, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { STAY_SEARCH_KINDS, type FoundStay, type StaySearchKind } from "@/features/stays";
import { findStays } from "@/features/stays/server";
import { listPublishedReviews, REVIEW_LIMITS } from "@/features/reviews/server";
import { ApiError } from "@/lib/http";
import { logger } from "@/lib/logger";
import { pageMetadata } from "@/lib/page-metadata";
import { coverImageUrl, seoDescriptionOf } from "./seo";
import {
  amenitiesOf,
  featuresOf,
  getProperty,
  listProperties,
  policiesOf,
  type PageRequest,
  type PropertyPage,
} from "./queries.server";
import { DEFAULT_PAGE_SIZE } from "@/lib/list-page";
import {
  propertyFiltersSchema,
  propertyIdSchema,
  type Property,
  type PropertyFilters,
  type PropertySearchValues,
  type StayQuery,
} from "./schemas";

export type SearchParams = Record<string, string | string[] | undefined>;

const FEATURED_COUNT = 6;

function single(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

/** A property page's property; a malformed or unknown id is the page's 404. Shared per request. */
const loadProperty = cache(async (rawId: string, locale: Locale): Promise<Property> => {
  const id = propertyIdSchema.safeParse(rawId);
  if (!id.success) notFound();
  try {
    return await getProperty(id.data, locale);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

/** A part of the page that may fail on its own: null tells its panel to say so. */
async function optional<T>(what: string, propertyId: string, load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    logger().error({ err: error, propertyId }, `failed to load property ${what}`);
    return null;
  }
}

function stayQueryOf(searchParams: SearchParams): StayQuery {
  const query: StayQuery = {};
  const startDate = calendarDateSchema("startDate").safeParse(single(searchParams.startDate));
  if (startDate.success) query.startDate = startDate.data;
  const endDate = calendarDateSchema("endDate").safeParse(single(searchParams.endDate));
  if (endDate.success) query.endDate = endDate.data;
  const persons = parsePersons(single(searchParams.persons));
  if (persons !== undefined) query.persons = persons;
  if (single(searchParams.book) === "1") query.book = true;
  return query;
}

/** Everything the property page shows, loaded in parallel, the owner's texts in `locale`. */
export async function loadPropertyPage(
  rawId: string,
  searchParams: SearchParams,
  locale: Locale = DEFAULT_LOCALE,
) {
  const property = await loadProperty(rawId, locale);
  const [amenities, features, policies, reviews] = await Promise.all([
    optional("amenities", property.id, amenitiesOf(property.id, locale)),
    optional("features", property.id, featuresOf(property.id, { locale })),
    optional("policies", property.id, policiesOf(property)),
    optional(
      "reviews",
      property.id,
      listPublishedReviews(property.id, { limit: REVIEW_LIMITS.pageSize, offset: 0 }),
    ),
  ]);
  const config = getConfig();
  return {
    property,
    amenities,
    features,
    highlightedFeatures: features?.filter((f) => f.isHighlighted) ?? null,
    policies,
    reviews,
    stayQuery: stayQueryOf(searchParams),
    baseUrl: config.PUBLIC_BASE_URL,
    tileUrl: config.MAP_TILE_URL,
  };
}

export type PropertyPageData = Awaited<ReturnType<typeof loadPropertyPage>>;

export async function propertyPageMetadata(
  rawId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Metadata> {
  const [property, t] = await Promise.all([
    loadProperty(rawId, locale),
    getTranslations("property"),
  ]);
  const description = seoDescriptionOf(property, t("defaultDescription"));
  const image = coverImageUrl(property, getConfig().PUBLIC_BASE_URL, 1200);
  return pageMetadata({
    title: property.name,
    description,
    path: `/properties/${property.id}`,
    image: image ? { url: image, width: 1200, alt: property.name } : null,
  });
}

/** What is wrong with a search; the page says it in its language. */
export type SearchProblem =
  | { kind: "guestCount" | "bothDates" | "textTooLong" | "other" }
  | { kind: "stay"; rule: StayRule; checkIn: CalendarDate; checkOut: CalendarDate };

interface CatalogueSearch {
  values: PropertySearchValues;
  filters: PropertyFilters | null;
  persons: number | undefined;
  problem: SearchProblem | null;
  /** Stays of a kind in a month, when the guest asked for them rather than for dates. */
  stays: StaysWanted | null;
}

interface StaysWanted {
  kind: StaySearchKind;
  from: CalendarDate;
  to: CalendarDate;
}

/** The months the search form offers: this one and the next eleven. */
export function searchMonths(today: CalendarDate = todayInBrussels()): string[] {
  const months = [monthOf(today)];
  while (months.length < 12) months.push(shiftMonth(months.at(-1)!, 1));
  return months;
}

/**
 * The stays a 'Stay type' and a month ask for: every such stay starting in the month (from today
 * in this one). A type without a month looks in this month; exact dates, when given, win.
 */
function staysWanted(
  stay: string | undefined,
  month: string | undefined,
  dated: boolean,
): { kind?: StaySearchKind; month?: string; wanted: StaysWanted | null } {
  const kind = STAY_SEARCH_KINDS.find((each) => each === stay);
  const months = searchMonths();
  const chosen = months.find((each) => each === month);
  if (dated || (chosen === undefined && (kind === undefined || kind === "any"))) {
    return { kind, month: chosen, wanted: null };
  }
  const { from, to } = monthRange(chosen ?? months[0]!);
  const today = todayInBrussels();
  return {
    kind,
    month: chosen,
    wanted: { kind: kind ?? "any", from: from < today ? today : from, to: addDays(to, -1) },
  };
}

/** A date of the query as the form's date input takes it; text that is no date is dropped. */
function queryDate(value: string | string[] | undefined): CalendarDate | undefined {
  const date = calendarDateSchema("date").safeParse(single(value));
  return date.success ? date.data : undefined;
}

/**
 * Turns the list's query into filters; a problem becomes a message for the guest. Dates and a
 * number of guests that do not parse are dropped, never copied into the form as they came.
 */
function resolveSearch(params: SearchParams): CatalogueSearch {
  const search = single(params.search);
  const startDate = queryDate(params.startDate);
  const endDate = queryDate(params.endDate);
  const persons = parsePersons(single(params.persons) ?? single(params.minGuests));
  const { kind, month, wanted } = staysWanted(
    single(params.stay),
    single(params.month),
    startDate !== undefined || endDate !== undefined,
  );
  const values: PropertySearchValues = {
    search,
    persons: persons === undefined ? undefined : String(persons),
    startDate,
    endDate,
    // 'Any' without a month is no filter: the form sends it with every search.
    stay: kind === "any" && month === undefined ? undefined : kind,
    month,
  };
  if (persons !== undefined && persons > 100) {
    return {
      values,
      filters: null,
      persons: undefined,
      problem: { kind: "guestCount" },
      stays: null,
    };
  }
  if ((startDate === undefined) !== (endDate === undefined)) {
    return {
      values,
      filters: null,
      persons,
      problem: { kind: "bothDates" },
      stays: null,
    };
  }
  const parsed = propertyFiltersSchema.safeParse({
    search,
    minGuests: persons,
    maxGuests: single(params.maxGuests),
    startDate,
    endDate,
  });
  if (!parsed.success) {
    const tooLong = parsed.error.issues.some((issue) => issue.path[0] === "search");
    return {
      values,
      filters: null,
      persons,
      problem: { kind: tooLong ? "textTooLong" : "other" },
      stays: null,
    };
  }
  return { values, filters: parsed.data, persons, problem: null, stays: wanted };
}

/** A page of homes, or why the search cannot be answered (a broken stay rule, say). */
async function search(
  filters: PropertyFilters,
  page: PageRequest,
  locale: Locale,
  onlyIds?: readonly string[],
): Promise<PropertyPage | SearchProblem> {
  try {
    return await listProperties(filters, page, locale, onlyIds);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const { details } = error;
    const rule = typeof details === "object" && details !== null && "rule" in details;
    const { startDate, endDate } = filters;
    // listProperties names the broken rule of checkStayDates in the details.
    return error.code === "INVALID_STAY" && rule && startDate && endDate
      ? { kind: "stay", rule: details.rule as StayRule, checkIn: startDate, checkOut: endDate }
      : { kind: "other" };
  }
}

/** `?page=` of the catalogue, from 1; anything else is the first page. */
function pageNumberOf(params: SearchParams): number {
  const page = Number(single(params.page));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The landing page: the featured homes and one page of the (searched) catalogue, in `locale`. */
export async function loadCataloguePage(params: SearchParams, locale: Locale = DEFAULT_LOCALE) {
  const resolved = resolveSearch(params);
  const hasFilters = Object.values(resolved.values).some((value) => value !== undefined);
  const page = pageNumberOf(params);
  const listFilters = hasFilters ? resolved.filters : {};
  const guests = resolved.persons ?? DEFAULT_GUESTS;
  // Homes with a free stay of the kind in the month, each with those stays, by date then price.
  const staysByHome = resolved.stays
    ? byHome((await findStays({ ...resolved.stays, guests })).stays)
    : null;
  const onlyIds = staysByHome ? Object.keys(staysByHome) : undefined;
  const [featured, searched] = await Promise.all([
    listProperties({}, { limit: FEATURED_COUNT, offset: 0 }, locale),
    listFilters
      ? search(
          listFilters,
          { limit: DEFAULT_PAGE_SIZE, offset: (page - 1) * DEFAULT_PAGE_SIZE },
          locale,
          onlyIds,
        )
      : Promise.resolve(null),
  ]);
  const problem = resolved.problem ?? (searched !== null && "kind" in searched ? searched : null);
  const found = searched !== null && !("kind" in searched) ? searched : null;
  const matches = problem === null ? (found?.properties ?? null) : null;
  return {
    featured: featured.properties,
    matches,
    /** The free stays of each listed home, when the guest looked for a stay type in a month. */
    stays: staysByHome && matches ? pickStays(staysByHome, matches) : null,
    guests,
    months: searchMonths(),
    pagination: { page, hasNext: found?.hasMore ?? false },
    problem,
    hasFilters,
    values: resolved.values,
    persons: resolved.persons,
    baseUrl: getConfig().PUBLIC_BASE_URL,
  };
}

function byHome(stays: FoundStay[]): Record<string, FoundStay[]> {
  const grouped: Record<string, FoundStay[]> = {};
  for (const stay of stays) (grouped[stay.propertyId] ??= []).push(stay);
  return grouped;
}

function pickStays(
  staysByHome: Record<string, FoundStay[]>,
  homes: readonly Property[],
): Record<string, FoundStay[]> {
  return Object.fromEntries(homes.map((home) => [home.id, staysByHome[home.id] ?? []]));
}

export type CataloguePageData = Awaited<ReturnType<typeof loadCataloguePage>>;

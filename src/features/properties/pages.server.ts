import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { calendarDateSchema, parsePersons } from "@/features/availability";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { getConfig } from "@/lib/config";
import type { CalendarDate } from "@/lib/dates";
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
  reviewsOf,
  type PageRequest,
  type PropertyPage,
} from "./queries.server";
import { DEFAULT_PAGE_SIZE } from "./api";
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
    optional("reviews", property.id, reviewsOf(property.id)),
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
  const property = await loadProperty(rawId, locale);
  const description = seoDescriptionOf(property);
  const image = coverImageUrl(property, getConfig().PUBLIC_BASE_URL, 1200);
  return pageMetadata({
    title: property.name,
    description,
    path: `/properties/${property.id}`,
    image: image ? { url: image, width: 1200, alt: property.name } : null,
  });
}

interface CatalogueSearch {
  values: PropertySearchValues;
  filters: PropertyFilters | null;
  persons: number | undefined;
  error: string | null;
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
  const values: PropertySearchValues = {
    search,
    persons: persons === undefined ? undefined : String(persons),
    startDate,
    endDate,
  };
  if (persons !== undefined && persons > 100) {
    return {
      values,
      filters: null,
      persons: undefined,
      error: "Please enter a number of guests between 1 and 100.",
    };
  }
  if ((startDate === undefined) !== (endDate === undefined)) {
    return {
      values,
      filters: null,
      persons,
      error: "Please choose both a check-in and a check-out date.",
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
    return {
      values,
      filters: null,
      persons,
      error: parsed.error.issues[0]?.message ?? "Please check your search.",
    };
  }
  return { values, filters: parsed.data, persons, error: null };
}

async function search(
  filters: PropertyFilters,
  page: PageRequest,
  locale: Locale,
): Promise<PropertyPage | string> {
  try {
    return await listProperties(filters, page, locale);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return error.message;
    throw error;
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
  const [featured, searched] = await Promise.all([
    listProperties({}, { limit: FEATURED_COUNT, offset: 0 }, locale),
    listFilters
      ? search(
          listFilters,
          { limit: DEFAULT_PAGE_SIZE, offset: (page - 1) * DEFAULT_PAGE_SIZE },
          locale,
        )
      : Promise.resolve(null),
  ]);
  const error = resolved.error ?? (typeof searched === "string" ? searched : null);
  const found = searched !== null && typeof searched !== "string" ? searched : null;
  return {
    featured: featured.properties,
    matches: error === null ? (found?.properties ?? null) : null,
    pagination: { page, hasNext: found?.hasMore ?? false },
    error,
    hasFilters,
    values: resolved.values,
    persons: resolved.persons,
    baseUrl: getConfig().PUBLIC_BASE_URL,
  };
}

export type CataloguePageData = Awaited<ReturnType<typeof loadCataloguePage>>;

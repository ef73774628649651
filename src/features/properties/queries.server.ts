import "server-only";
import {
  and,
  asc,
  avg,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb } from "@/db/client";
import { cachedRead } from "@/db/read-cache";
import {
  amenities,
  amenityCategories,
  features,
  houseRules,
  properties,
  propertyAmenities,
  propertyFeatures,
  propertyImages,
  propertyPolicies,
  reviews,
} from "@/db/schema";
import { ApiError, notFound, parseInput } from "@/lib/http";
import { todayInBrussels } from "@/lib/dates";
import { centsToEuros } from "@/lib/money";
import { nightsOf, checkChangeoverDays, stayDatesSchema } from "@/features/availability";
import { noHoldOverlaps } from "@/features/availability/server";
import type {
  Amenity,
  HouseRule,
  PoliciesResponse,
  Property,
  PropertyFeature,
  PropertyFilters,
  PropertyImage,
  Review,
} from "./schemas";
import { DEFAULT_PAGE_SIZE } from "./api";

type PropertyRow = typeof properties.$inferSelect;

const imageColumns = {
  id: propertyImages.id,
  propertyId: propertyImages.propertyId,
  description: propertyImages.description,
  isCover: propertyImages.isCover,
  width: propertyImages.width,
  height: propertyImages.height,
  createdAt: propertyImages.createdAt,
  updatedAt: propertyImages.updatedAt,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The rows that belong with a set of properties, fetched in one query per kind. */
async function loadExtras(ids: string[]) {
  const db = await getDb();
  if (ids.length === 0) return { images: [], rules: [], ratings: [], policies: [] };
  const [images, rules, ratings, policies] = await Promise.all([
    db
      .select(imageColumns)
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, ids))
      .orderBy(desc(propertyImages.isCover), asc(propertyImages.position)),
    db
      .select()
      .from(houseRules)
      .where(and(inArray(houseRules.propertyId, ids), eq(houseRules.enabled, true)))
      .orderBy(asc(houseRules.order)),
    db
      .select({
        propertyId: reviews.propertyId,
        average: avg(reviews.rating),
        count: count(),
      })
      .from(reviews)
      .where(inArray(reviews.propertyId, ids))
      .groupBy(reviews.propertyId),
    db
      .select({
        propertyId: propertyPolicies.propertyId,
        minStayDuration: propertyPolicies.minStayDuration,
      })
      .from(propertyPolicies)
      .where(inArray(propertyPolicies.propertyId, ids)),
  ]);
  return { images, rules, ratings, policies };
}

function toImage(row: {
  id: string;
  propertyId: string;
  description: string | null;
  isCover: boolean;
  width: number;
  height: number;
  createdAt: Date;
  updatedAt: Date;
}): PropertyImage {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function toHouseRule(row: typeof houseRules.$inferSelect): HouseRule {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    icon: row.icon,
    enabled: row.enabled,
    order: row.order,
  };
}

async function toProperties(rows: PropertyRow[]): Promise<Property[]> {
  const extras = await loadExtras(rows.map((r) => r.id));
  return rows.map((row) => {
    const rating = extras.ratings.find((r) => r.propertyId === row.id);
    const policy = extras.policies.find((p) => p.propertyId === row.id);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      location: row.location,
      maxGuests: row.maxGuests,
      pricePerNight: centsToEuros(row.pricePerNightCents),
      supplementPerPerson:
        row.supplementPerPersonCents === null ? null : centsToEuros(row.supplementPerPersonCents),
      touristTax: row.touristTaxCents === null ? null : centsToEuros(row.touristTaxCents),
      securityDeposit: centsToEuros(row.securityDepositCents),
      cleaningFee: centsToEuros(row.cleaningFeeCents),
      serviceFee: centsToEuros(row.serviceFeeCents),
      tags: row.tags,
      isActive: row.isActive,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      area: row.area,
      type: row.type,
      latitude: row.latitude,
      longitude: row.longitude,
      checkInTime: row.checkInTime,
      checkOutTime: row.checkOutTime,
      minStayDuration: policy?.minStayDuration ?? 1,
      images: extras.images.filter((i) => i.propertyId === row.id).map(toImage),
      houseRules: extras.rules.filter((r) => r.propertyId === row.id).map(toHouseRule),
      rating: {
        average: rating?.average ? Math.round(Number(rating.average) * 10) / 10 : null,
        count: rating?.count ?? 0,
      },
    };
  });
}

/** One page of the catalogue in its order, and whether more homes follow it. */
export interface PropertyPage {
  properties: Property[];
  hasMore: boolean;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

const FIRST_PAGE: PageRequest = { limit: DEFAULT_PAGE_SIZE, offset: 0 };

/** Featured homes first (lowest rank first), then by name; the listing index's order. */
const catalogueOrder = [
  sql`${properties.featuredRank} ASC NULLS LAST`,
  asc(properties.name),
  asc(properties.id),
];

/** A kept page's weight against the read cache's budget: about a kilobyte and a half a home. */
const BYTES_PER_LISTED_HOME = 1536;

/**
 * A page of the active properties matching the filters, featured ones first. Lists without
 * search text are kept in the read cache; a dated one until any hold changes, and only for the
 * day (the stay rules depend on today).
 */
export function listProperties(
  filters: PropertyFilters = {},
  page: PageRequest = FIRST_PAGE,
): Promise<PropertyPage> {
  if (filters.search !== undefined) return loadPropertyPage(filters, page);
  const dated = filters.startDate !== undefined;
  const stay = dated ? `${todayInBrussels()}:${filters.startDate}:${filters.endDate}` : "";
  const key = `properties:${filters.minGuests ?? ""}:${filters.maxGuests ?? ""}:${stay}:${page.limit}:${page.offset}`;
  return cachedRead(
    key,
    dated ? { anyHolds: true } : {},
    () => loadPropertyPage(filters, page),
    (found) => found.properties.length * BYTES_PER_LISTED_HOME,
  );
}

async function loadPropertyPage(
  filters: PropertyFilters,
  page: PageRequest,
): Promise<PropertyPage> {
  const db = await getDb();
  const conditions: SQL[] = [eq(properties.isActive, true)];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    conditions.push(
      or(
        ilike(properties.name, pattern),
        ilike(properties.location, pattern),
        ilike(properties.description, pattern),
      ) as SQL,
    );
  }
  if (filters.minGuests !== undefined)
    conditions.push(gte(properties.maxGuests, filters.minGuests));
  if (filters.maxGuests !== undefined)
    conditions.push(lte(properties.maxGuests, filters.maxGuests));
  if (filters.startDate !== undefined && filters.endDate !== undefined) {
    const stay = parseInput(stayDatesSchema, filters);
    const nights = nightsOf({ checkIn: stay.startDate, checkOut: stay.endDate });
    if (nights <= 0) throw new ApiError("INVALID_STAY", "Check-out must be after check-in");
    const weekdayProblem = checkChangeoverDays(stay.startDate, stay.endDate);
    if (weekdayProblem) {
      throw new ApiError("INVALID_STAY", weekdayProblem.message, {
        details: { rule: weekdayProblem.rule },
      });
    }
    conditions.push(noHoldOverlaps(properties.id, stay.startDate, stay.endDate));
    conditions.push(
      sql`coalesce((SELECT ${propertyPolicies.minStayDuration} FROM ${propertyPolicies} WHERE ${propertyPolicies.propertyId} = ${properties.id}), 1) <= ${nights}`,
    );
  }
  // One row more than asked tells whether another page follows.
  const rows = await db
    .select()
    .from(properties)
    .where(and(...conditions))
    .orderBy(...catalogueOrder)
    .limit(page.limit + 1)
    .offset(page.offset);
  return {
    properties: await toProperties(rows.slice(0, page.limit)),
    hasMore: rows.length > page.limit,
  };
}

/** Every active property's id and last change, in list order, without loading the rest. */
export async function listActivePropertyUpdates(): Promise<{ id: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(eq(properties.isActive, true))
    .orderBy(...catalogueOrder);
}

/** An active property by id; unknown or inactive ids are a 404. */
export function getProperty(id: string): Promise<Property> {
  return cachedRead(`property:${id}`, {}, async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(properties)
      .where(and(eq(properties.id, id), eq(properties.isActive, true)));
    const [property] = await toProperties(rows);
    if (!property) throw notFound("Property");
    return property;
  });
}

async function assertPropertyExists(id: string): Promise<void> {
  await getProperty(id);
}

/** Amenities of a property, sorted by category then name; an unknown property is a 404. */
export async function getPropertyAmenities(id: string): Promise<{ amenity: Amenity }[]> {
  await assertPropertyExists(id);
  return amenitiesOf(id);
}

/** Amenities of a property already known to exist. */
export function amenitiesOf(id: string): Promise<{ amenity: Amenity }[]> {
  return cachedRead(`amenities:${id}`, {}, () => loadAmenities(id));
}

async function loadAmenities(id: string): Promise<{ amenity: Amenity }[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: amenities.id,
      name: amenities.name,
      icon: amenities.icon,
      category: amenityCategories.name,
    })
    .from(propertyAmenities)
    .innerJoin(amenities, eq(amenities.id, propertyAmenities.amenityId))
    .innerJoin(amenityCategories, eq(amenityCategories.id, amenities.categoryId))
    .where(eq(propertyAmenities.propertyId, id))
    .orderBy(asc(amenityCategories.name), asc(amenities.name));
  return rows.map((amenity) => ({ amenity }));
}

export async function getPropertyFeatures(
  id: string,
  options: { highlightedOnly?: boolean } = {},
): Promise<PropertyFeature[]> {
  await assertPropertyExists(id);
  return featuresOf(id, options);
}

/** Features of a property already known to exist, highlighted ones first. */
export function featuresOf(
  id: string,
  options: { highlightedOnly?: boolean } = {},
): Promise<PropertyFeature[]> {
  const highlightedOnly = options.highlightedOnly ?? false;
  return cachedRead(`features:${id}:${highlightedOnly}`, {}, () =>
    loadFeatures(id, highlightedOnly),
  );
}

async function loadFeatures(id: string, highlightedOnly: boolean): Promise<PropertyFeature[]> {
  const db = await getDb();
  const conditions = [eq(propertyFeatures.propertyId, id)];
  if (highlightedOnly) conditions.push(eq(propertyFeatures.isHighlighted, true));
  const rows = await db
    .select({
      id: features.id,
      name: features.name,
      icon: features.icon,
      isHighlighted: propertyFeatures.isHighlighted,
    })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .where(and(...conditions))
    .orderBy(desc(propertyFeatures.isHighlighted), asc(features.name));
  return rows.map(({ isHighlighted, ...feature }) => ({ feature, isHighlighted }));
}

export async function getPropertyPolicies(id: string): Promise<PoliciesResponse> {
  return policiesOf(await getProperty(id));
}

/** The policy of a loaded property; times and house rules come from the property itself. */
export async function policiesOf(
  property: Pick<Property, "id" | "checkInTime" | "checkOutTime" | "houseRules">,
): Promise<PoliciesResponse> {
  const policy = await cachedRead(`policy:${property.id}`, {}, async () => {
    const db = await getDb();
    const [row] = await db
      .select()
      .from(propertyPolicies)
      .where(eq(propertyPolicies.propertyId, property.id));
    return row ?? null;
  });
  return {
    policy: policy
      ? {
          checkInTime: property.checkInTime,
          checkOutTime: property.checkOutTime,
          earlyCheckIn: policy.earlyCheckIn,
          lateCheckOut: policy.lateCheckOut,
          earlyCheckInFee:
            policy.earlyCheckInFeeCents === null ? null : centsToEuros(policy.earlyCheckInFeeCents),
          lateCheckOutFee:
            policy.lateCheckOutFeeCents === null ? null : centsToEuros(policy.lateCheckOutFeeCents),
          minStayDuration: policy.minStayDuration,
        }
      : null,
    houseRules: property.houseRules,
  };
}

export async function getPropertyReviews(id: string): Promise<Review[]> {
  await assertPropertyExists(id);
  return reviewsOf(id);
}

/** Reviews of a property already known to exist, latest stay first. */
export function reviewsOf(id: string): Promise<Review[]> {
  return cachedRead(`reviews:${id}`, {}, () => loadReviews(id));
}

async function loadReviews(id: string): Promise<Review[]> {
  const db = await getDb();
  return db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      rating: reviews.rating,
      comment: reviews.comment,
      stayedOn: reviews.stayedOn,
    })
    .from(reviews)
    .where(eq(reviews.propertyId, id))
    .orderBy(desc(reviews.stayedOn));
}

export interface StoredImage {
  id: string;
  data: Uint8Array;
  contentType: string;
  updatedAt: Date;
}

/** Image bytes of an active property. */
export async function getPropertyImage(imageId: string): Promise<StoredImage> {
  const db = await getDb();
  const [image] = await db
    .select({
      id: propertyImages.id,
      data: propertyImages.data,
      contentType: propertyImages.contentType,
      updatedAt: propertyImages.updatedAt,
    })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(and(eq(propertyImages.id, imageId), eq(properties.isActive, true)));
  if (!image) throw notFound("Image");
  return image;
}

import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import {
  amenities,
  communes,
  amenityCategories,
  extras,
  features,
  houseRules,
  properties,
  propertyAmenities,
  propertyFeatures,
  propertyImages,
  propertyPolicies,
  reviews,
} from "@/db/schema";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { ApiError, notFound, parseInput } from "@/lib/http";
import { centsToEuros } from "@/lib/money";
import {
  checkStayDates,
  DEFAULT_MAX_STAY_NIGHTS,
  nightsOf,
  stayDatesSchema,
} from "@/features/availability";
import { noHoldOverlaps, seasonMinimumAt } from "@/features/availability/server";
import type {
  Amenity,
  HouseRule,
  PoliciesResponse,
  Property,
  PropertyFeature,
  PropertyFilters,
  PropertyImage,
} from "./schemas";
import { DEFAULT_PAGE_SIZE } from "@/lib/list-page";
import { todayInBrussels } from "@/lib/dates";
import { ruleOn, type TouristTaxRule } from "@/features/pricing";
import { communeRulesColumn, touristTaxRulesOf } from "@/features/pricing/server";
import { listPublishedReviews } from "@/features/reviews/server";
import { textIn, type Translations } from "@/i18n/translated-texts";

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Drizzle writes a column of a one-table select unqualified, which inside a subquery would
// name the subquery's own column.
const homeId = sql`${properties}.${sql.identifier(properties.id.name)}`;

/** The guest's language, a parameter of every statement that reads a home's texts. */
const locale = sql`${sql.placeholder("locale")}::text`;

/** Only the guest's language of a `translations` column: the others are never read. */
const textsInLocale = (column: SQL | typeof properties.translations) =>
  sql`jsonb_build_object(${locale}, ${column} -> ${locale})`;

const { translations: homeTranslations, ...homeColumns } = getTableColumns(properties);

/**
 * A home with everything the API shows of it, in one statement: its images, enabled house rules,
 * rating and stay lengths come as subqueries per home, which PostgreSQL evaluates only for the
 * rows a page returns. One round trip instead of five is most of a catalogue read's cost.
 */
const listedProperty = {
  ...homeColumns,
  texts: sql<Translations<HomeText>>`${textsInLocale(homeTranslations)}`,
  images: sql<TranslatedImage[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', i.id, 'propertyId', i.property_id, 'description', i.description,
      'isCover', i.is_cover, 'width', i.width, 'height', i.height,
      'createdAt', i.created_at, 'updatedAt', i.updated_at,
      'texts', ${textsInLocale(sql`i.translations`)}
    ) ORDER BY i.is_cover DESC, i.position), '[]'::json)
    FROM ${propertyImages} i WHERE i.property_id = ${homeId})`,
  houseRules: sql<TranslatedRule[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', r.id, 'title', r.title, 'description', r.description, 'icon', r.icon,
      'enabled', r.enabled, 'order', r."order", 'texts', ${textsInLocale(sql`r.translations`)}
    ) ORDER BY r."order"), '[]'::json)
    FROM ${houseRules} r WHERE r.property_id = ${homeId} AND r.enabled)`,
  extras: sql<TranslatedExtra[]>`(
    SELECT coalesce(json_agg(json_build_object(
      'id', e.id, 'name', e.name, 'priceCents', e.price_cents, 'unit', e.unit,
      'mandatory', e.mandatory, 'maxQuantity', e.max_quantity,
      'texts', ${textsInLocale(sql`e.translations`)}
    ) ORDER BY e.position, e.created_at, e.id), '[]'::json)
    FROM ${extras} e WHERE e.property_id = ${homeId})`,
  ratingAverage: sql<number | null>`(
    SELECT round(avg(v.rating), 1) FROM ${reviews} v
    WHERE v.property_id = ${homeId} AND v.hidden_reason IS NULL)`.mapWith((value: string | null) =>
    value === null ? null : Number(value),
  ),
  ratingCount: sql<number>`(
    SELECT count(*)::int FROM ${reviews} v WHERE v.property_id = ${homeId} AND v.hidden_reason IS NULL)`,
  ratingHidden: sql<number>`(
    SELECT count(*)::int FROM ${reviews} v WHERE v.property_id = ${homeId} AND v.hidden_reason IS NOT NULL)`,
  communeName: sql<string | null>`(
    SELECT c.name FROM ${communes} c WHERE c.id = ${properties}.${sql.identifier(properties.communeId.name)})`,
  communeRules: communeRulesColumn(),
  minStayDuration: sql<number>`coalesce((
    SELECT p.min_stay_duration FROM ${propertyPolicies} p WHERE p.property_id = ${homeId}), 1)`,
  maxStayDuration: sql<number>`coalesce((
    SELECT p.max_stay_duration FROM ${propertyPolicies} p WHERE p.property_id = ${homeId}), ${sql.raw(String(DEFAULT_MAX_STAY_NIGHTS))})`,
};

/** The texts of a home the owner writes per language. */
type HomeText = "name" | "description" | "location";
type TranslatedRule = HouseRule & { texts: Translations<"title" | "description"> };
type TranslatedImage = PropertyImage & { texts: Translations<"description"> };
type TranslatedExtra = Omit<Property["extras"][number], "price"> & {
  priceCents: number;
  texts: Translations<"name">;
};

type ListedRow = Omit<typeof properties.$inferSelect, "translations"> & {
  texts: Translations<HomeText>;
  images: TranslatedImage[];
  houseRules: TranslatedRule[];
  extras: TranslatedExtra[];
  ratingAverage: number | null;
  ratingCount: number;
  ratingHidden: number;
  communeName: string | null;
  communeRules: TouristTaxRule[] | null;
  minStayDuration: number;
  maxStayDuration: number;
};

/**
 * The tourist tax as the spec's `touristTax` keeps it (per person per night, 0 under another
 * kind of rule) and the commune's rule in force today, which the page says in words.
 */
function touristTaxShown(
  row: Pick<ListedRow, "communeId" | "touristTaxCents" | "communeRules" | "communeName">,
): Pick<Property, "touristTax" | "touristTaxRule" | "commune"> {
  const rule = ruleOn(touristTaxRulesOf(row), todayInBrussels());
  const perPerson = rule?.kind === "per_person_night";
  return {
    commune: row.communeName,
    touristTax:
      row.communeId === null && row.touristTaxCents === null
        ? null
        : perPerson
          ? centsToEuros(rule.amountCents)
          : 0,
    touristTaxRule: {
      kind: rule?.kind ?? "none",
      amount: rule ? centsToEuros(rule.amountCents) : 0,
      childrenUnder: rule?.exemptUnderAge ?? null,
    },
  };
}

function toProperty(row: ListedRow, locale: Locale): Property {
  return {
    id: row.id,
    name: textIn(locale, "name", row.name, row.texts),
    description: textIn(locale, "description", row.description, row.texts),
    location: textIn(locale, "location", row.location, row.texts),
    maxGuests: row.maxGuests,
    pricePerNight: centsToEuros(row.pricePerNightCents),
    supplementPerPerson:
      row.supplementPerPersonCents === null ? null : centsToEuros(row.supplementPerPersonCents),
    ...touristTaxShown(row),
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
    registrationNumber: row.registrationNumber,
    minStayDuration: row.minStayDuration,
    maxStayDuration: row.maxStayDuration,
    // PostgreSQL writes instants in JSON with microseconds and an offset; the API's are ISO.
    images: row.images.map(({ texts, ...image }) => ({
      ...image,
      description: textIn(locale, "description", image.description, texts),
      createdAt: new Date(image.createdAt).toISOString(),
      updatedAt: new Date(image.updatedAt).toISOString(),
    })),
    houseRules: row.houseRules.map(({ texts, ...rule }) => ({
      ...rule,
      title: textIn(locale, "title", rule.title, texts),
      description: textIn(locale, "description", rule.description, texts),
    })),
    extras: row.extras.map(({ texts, priceCents, ...extra }) => ({
      ...extra,
      name: textIn(locale, "name", extra.name, texts),
      price: centsToEuros(priceCents),
    })),
    rating: { average: row.ratingAverage, count: row.ratingCount, hidden: row.ratingHidden },
  };
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

/** Which filters a page uses; each combination is one prepared statement. */
interface PageShape {
  search: boolean;
  minGuests: boolean;
  maxGuests: boolean;
  dated: boolean;
  /** Only the homes a stays search found. */
  ids: boolean;
}

/**
 * The statement of a catalogue page of one shape, with placeholders for the values. Prepared
 * once per database: Drizzle builds its SQL once and PostgreSQL parses it once per connection,
 * which together cost about as much as running it.
 */
function preparePage(db: Database, shape: PageShape, name: string) {
  const conditions: SQL[] = [eq(properties.isActive, true)];
  if (shape.search) {
    const pattern = sql.placeholder("pattern");
    const translated = (field: HomeText) =>
      sql`${properties.translations} -> ${locale} ->> ${field}`;
    // The guest finds a home by its English texts and by those of their own language.
    conditions.push(
      or(
        ilike(properties.name, pattern),
        ilike(properties.location, pattern),
        ilike(properties.description, pattern),
        ilike(translated("name"), pattern),
        ilike(translated("location"), pattern),
        ilike(translated("description"), pattern),
      ) as SQL,
    );
  }
  if (shape.ids) {
    conditions.push(sql`${homeId} = ANY(string_to_array(${sql.placeholder("ids")}, ',')::uuid[])`);
  }
  if (shape.minGuests) conditions.push(gte(properties.maxGuests, sql.placeholder("minGuests")));
  if (shape.maxGuests) conditions.push(lte(properties.maxGuests, sql.placeholder("maxGuests")));
  if (shape.dated) {
    const nights = sql`${sql.placeholder("nights")}::int`;
    conditions.push(
      noHoldOverlaps(homeId, sql.placeholder("checkIn"), sql.placeholder("checkOut")),
      // The home takes a stay of this length: at least the minimum of the season the stay starts
      // in, else its policy's, and at most its policy's longest, or the defaults.
      sql`${nights} >= coalesce(
        ${seasonMinimumAt(homeId, sql.placeholder("checkIn"))},
        (SELECT p.min_stay_duration FROM ${propertyPolicies} p WHERE p.property_id = ${homeId}),
        1)`,
      sql`${nights} <= coalesce((SELECT p.max_stay_duration FROM ${propertyPolicies} p WHERE p.property_id = ${homeId}), ${sql.raw(String(DEFAULT_MAX_STAY_NIGHTS))})`,
    );
  }
  return db
    .select(listedProperty)
    .from(properties)
    .where(and(...conditions))
    .orderBy(...catalogueOrder)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(name);
}

const statements = new WeakMap<Database, Map<string, unknown>>();

/** The statement `name` of this database, prepared by `build` on first use. */
function prepared<T>(db: Database, name: string, build: () => T): T {
  let named = statements.get(db);
  if (!named) statements.set(db, (named = new Map()));
  if (!named.has(name)) named.set(name, build());
  return named.get(name) as T;
}

function pageStatement(db: Database, shape: PageShape) {
  const name = `catalogue_page_${Object.entries(shape)
    .filter(([, used]) => used)
    .map(([filter]) => filter)
    .join("_")}`;
  return prepared(db, name, () => preparePage(db, shape, name));
}

/**
 * A page of the active properties matching the filters, featured ones first, with their texts in
 * the guest's language (English where the owner wrote none).
 */
export async function listProperties(
  filters: PropertyFilters = {},
  page: PageRequest = FIRST_PAGE,
  locale: Locale = DEFAULT_LOCALE,
  /** Only these homes (the ones a stays search found), in the catalogue's order. */
  onlyIds?: readonly string[],
): Promise<PropertyPage> {
  const values: Record<string, unknown> = {
    locale,
    // One row more than asked tells whether another page follows.
    limit: page.limit + 1,
    offset: page.offset,
    minGuests: filters.minGuests,
    maxGuests: filters.maxGuests,
    pattern: filters.search ? `%${escapeLike(filters.search)}%` : undefined,
    ids: onlyIds?.join(","),
  };
  const dated = filters.startDate !== undefined && filters.endDate !== undefined;
  if (dated) {
    const { startDate, endDate } = parseInput(stayDatesSchema, filters);
    const stay = { checkIn: startDate, checkOut: endDate };
    const problem = checkStayDates(stay);
    if (problem) {
      throw new ApiError("INVALID_STAY", problem.message, { details: { rule: problem.rule } });
    }
    Object.assign(values, { ...stay, nights: nightsOf(stay) });
  }
  const statement = pageStatement(await getDb(), {
    search: Boolean(filters.search),
    minGuests: filters.minGuests !== undefined,
    maxGuests: filters.maxGuests !== undefined,
    dated,
    ids: onlyIds !== undefined,
  });
  const rows: ListedRow[] = await statement.execute(values);
  return {
    properties: rows.slice(0, page.limit).map((row) => toProperty(row, locale)),
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

/** Whether any home is open for booking: none on a new site, before its owner adds one. */
export async function hasActiveProperties(): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.isActive, true))
    .limit(1);
  return rows.length > 0;
}

/** An active property by id, in the guest's language; unknown or inactive ids are a 404. */
export async function getProperty(id: string, locale: Locale = DEFAULT_LOCALE): Promise<Property> {
  const db = await getDb();
  const statement = prepared(db, "property_by_id", () =>
    db
      .select(listedProperty)
      .from(properties)
      .where(and(eq(properties.id, sql.placeholder("id")), eq(properties.isActive, true)))
      .prepare("property_by_id"),
  );
  const [row]: ListedRow[] = await statement.execute({ id, locale });
  if (!row) throw notFound("Property");
  return toProperty(row, locale);
}

async function assertPropertyExists(id: string): Promise<void> {
  await getProperty(id);
}

/** Amenities of a property, sorted by category then name; an unknown property is a 404. */
export async function getPropertyAmenities(
  id: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ amenity: Amenity }[]> {
  await assertPropertyExists(id);
  return amenitiesOf(id, locale);
}

/**
 * Amenities of a property already known to exist, named in the guest's language. Sorted by the
 * English names, so every language lists them in one order.
 */
export async function amenitiesOf(
  id: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ amenity: Amenity }[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: amenities.id,
      name: amenities.name,
      icon: amenities.icon,
      category: amenityCategories.name,
      texts: amenities.translations,
      categoryTexts: amenityCategories.translations,
    })
    .from(propertyAmenities)
    .innerJoin(amenities, eq(amenities.id, propertyAmenities.amenityId))
    .innerJoin(amenityCategories, eq(amenityCategories.id, amenities.categoryId))
    .where(eq(propertyAmenities.propertyId, id))
    .orderBy(asc(amenityCategories.name), asc(amenities.name));
  return rows.map(({ texts, categoryTexts, ...amenity }) => ({
    amenity: {
      ...amenity,
      name: textIn(locale, "name", amenity.name, texts),
      category: textIn(locale, "name", amenity.category, categoryTexts),
    },
  }));
}

interface FeatureOptions {
  highlightedOnly?: boolean;
  locale?: Locale;
}

export async function getPropertyFeatures(
  id: string,
  options: FeatureOptions = {},
): Promise<PropertyFeature[]> {
  await assertPropertyExists(id);
  return featuresOf(id, options);
}

/** Features of a property already known to exist, highlighted ones first, in the guest's language. */
export async function featuresOf(
  id: string,
  options: FeatureOptions = {},
): Promise<PropertyFeature[]> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const highlightedOnly = options.highlightedOnly ?? false;
  const db = await getDb();
  const conditions = [eq(propertyFeatures.propertyId, id)];
  if (highlightedOnly) conditions.push(eq(propertyFeatures.isHighlighted, true));
  const rows = await db
    .select({
      id: features.id,
      name: features.name,
      icon: features.icon,
      texts: features.translations,
      isHighlighted: propertyFeatures.isHighlighted,
    })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .where(and(...conditions))
    .orderBy(desc(propertyFeatures.isHighlighted), asc(features.name));
  return rows.map(({ isHighlighted, texts, ...feature }) => ({
    feature: { ...feature, name: textIn(locale, "name", feature.name, texts) },
    isHighlighted,
  }));
}

export async function getPropertyPolicies(
  id: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PoliciesResponse> {
  return policiesOf(await getProperty(id, locale));
}

/** The policy of a loaded property; times and house rules come from the property itself. */
export async function policiesOf(
  property: Pick<Property, "id" | "checkInTime" | "checkOutTime" | "houseRules">,
): Promise<PoliciesResponse> {
  const db = await getDb();
  const [policy] = await db
    .select()
    .from(propertyPolicies)
    .where(eq(propertyPolicies.propertyId, property.id));
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
          maxStayDuration: policy.maxStayDuration,
        }
      : null,
    houseRules: property.houseRules,
  };
}

/** A home's published reviews, newest first, a page at a time; an unknown home is a 404. */
export async function getPropertyReviews(id: string, page: { limit: number; offset: number }) {
  await assertPropertyExists(id);
  return listPublishedReviews(id, page);
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

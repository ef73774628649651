import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { count, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import {
  amenities,
  amenityCategories,
  bookings,
  communes,
  communeTaxRules,
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
import { TRANSLATED_LOCALES, type Translations } from "@/i18n/translated-texts";
import { sanitizeSvg } from "@/lib/svg";
import { seedCommunes, seedHomeCommunes } from "./communes";
import { icons, type IconName } from "./icons";
import { renderScenes, type RenderedImage } from "./images";
import {
  amenityCatalogue,
  featureCatalogue,
  seedProperties,
  type SeedProperty,
} from "./properties";
import { seedExtras } from "./extras";
import { homeTexts, inEachLanguage } from "./translations";

export interface SeedOptions {
  /** Replace the existing catalogue (refused while any booking exists). */
  reset?: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  properties: number;
  images: number;
}

/** What the read-only checks need; both the database and a transaction provide it. */
type Executor = Pick<Database, "select">;

/** Serializes concurrent seeders (several instances starting at once on one Postgres). */
const SEED_LOCK_KEY = 727275;

/** Rendering is CPU-bound: one picture per core, at least two so encoding overlaps drawing. */
const IMAGE_CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()));

/**
 * Fills an empty catalogue with the demonstration homes, their photos, amenities, features,
 * policies, house rules and reviews. Does nothing when properties already exist, unless
 * `reset` is set. Everything is written in one transaction.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const reset = options.reset ?? false;
  const started = performance.now();

  // Checked before the images are rendered so a refused or unnecessary seed returns at once;
  // checked again under the lock inside the transaction.
  if (reset) {
    await assertNoBookings(db);
  } else {
    const existing = await catalogueSize(db);
    if (existing.properties > 0) {
      log(`Catalogue already has ${existing.properties} properties; not seeding.`);
      return { seeded: false, ...existing };
    }
  }

  const iconMarkup = sanitizedIcons();
  const requests = seedProperties.flatMap((property) =>
    property.images.map((image, index) => ({ kind: image.kind, seed: `${property.key}:${index}` })),
  );
  log(`Rendering ${requests.length} images...`);
  // Drawing runs on sharp's threads while the transaction writes what is ready; the database
  // (PGlite especially) spends about as long storing the bytes as sharp spends making them.
  const pictures = renderScenes(requests, IMAGE_CONCURRENCY);
  let result: SeedResult;
  try {
    result = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
      if (reset) {
        await assertNoBookings(tx);
        await deleteCatalogue(tx);
        log("Deleted the existing catalogue.");
      } else {
        const existing = await catalogueSize(tx);
        if (existing.properties > 0) return { seeded: false, ...existing };
      }
      await insertCatalogue(tx, pictures, iconMarkup);
      return { seeded: true, properties: seedProperties.length, images: pictures.length };
    });
  } catch (error) {
    throw conciseError(error);
  } finally {
    // Never leave rendering running behind a returned (or failed) seed.
    await Promise.allSettled(pictures);
  }

  if (result.seeded) {
    log(
      `Seeded ${result.properties} properties with ${result.images} images in ${seconds(performance.now() - started)}.`,
    );
  } else {
    log(`Another process seeded the catalogue first (${result.properties} properties).`);
  }
  return result;
}

async function catalogueSize(db: Executor): Promise<{ properties: number; images: number }> {
  const [propertyRows] = await db.select({ value: count() }).from(properties);
  const [imageRows] = await db.select({ value: count() }).from(propertyImages);
  return { properties: propertyRows?.value ?? 0, images: imageRows?.value ?? 0 };
}

async function assertNoBookings(db: Executor): Promise<void> {
  const [row] = await db.select({ value: count() }).from(bookings);
  const existing = row?.value ?? 0;
  if (existing > 0) {
    throw new Error(
      `Refusing to reset the catalogue: ${existing === 1 ? "1 booking exists" : `${existing} bookings exist`} and ${existing === 1 ? "refers" : "refer"} to its properties. Reset only a database without bookings.`,
    );
  }
}

/** Properties take their images, links, policies, rules, reviews and holds with them. */
async function deleteCatalogue(tx: Transaction): Promise<void> {
  await tx.delete(properties);
  await tx.delete(amenities);
  await tx.delete(amenityCategories);
  await tx.delete(features);
}

function sanitizedIcons(): Record<IconName, string> {
  const entries = Object.entries(icons).map(([name, markup]) => {
    const clean = sanitizeSvg(markup);
    if (!clean.includes("<svg")) throw new Error(`Seed icon "${name}" did not survive sanitizing`);
    return [name, clean] as const;
  });
  return Object.fromEntries(entries) as Record<IconName, string>;
}

/** The demo communes with their rules, kept where they exist (a reset leaves communes be). */
async function insertCommunes(tx: Transaction): Promise<Map<string, string>> {
  const names = Object.keys(seedCommunes);
  await tx
    .insert(communes)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: communes.name });
  const rows = await tx.select({ id: communes.id, name: communes.name }).from(communes);
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  const rules = Object.entries(seedCommunes).flatMap(([name, list]) =>
    list.map((rule) => ({
      communeId: ids.get(name) ?? "",
      effectiveFrom: rule.from,
      kind: rule.kind,
      amountCents: rule.amountCents,
      exemptUnderAge: rule.exemptUnderAge,
    })),
  );
  await tx.insert(communeTaxRules).values(rules).onConflictDoNothing();
  return ids;
}

async function insertCatalogue(
  tx: Transaction,
  pictures: readonly Promise<RenderedImage>[],
  iconMarkup: Record<IconName, string>,
): Promise<void> {
  const amenityIds = new Map<string, string>();
  const categoryRows: (typeof amenityCategories.$inferInsert)[] = [];
  const amenityRows: (typeof amenities.$inferInsert)[] = [];
  for (const group of amenityCatalogue) {
    const categoryId = randomUUID();
    categoryRows.push({
      id: categoryId,
      name: group.category,
      translations: named(group.category),
    });
    for (const amenity of group.amenities) {
      const id = randomUUID();
      amenityIds.set(amenity.name, id);
      amenityRows.push({
        id,
        name: amenity.name,
        icon: iconMarkup[amenity.icon],
        categoryId,
        translations: named(amenity.name),
      });
    }
  }
  await tx.insert(amenityCategories).values(categoryRows);
  await tx.insert(amenities).values(amenityRows);

  const featureIds = new Map<string, string>();
  const featureRows = featureCatalogue.map((feature) => {
    const id = randomUUID();
    featureIds.set(feature.name, id);
    return {
      id,
      name: feature.name,
      icon: iconMarkup[feature.icon],
      translations: named(feature.name),
    };
  });
  await tx.insert(features).values(featureRows);

  const communeIds = await insertCommunes(tx);
  const propertyIds = seedProperties.map(() => randomUUID());
  await tx.insert(properties).values(
    seedProperties.map((property, index) => {
      const commune = seedHomeCommunes[property.key];
      return {
        id: at(propertyIds, index),
        ...propertyColumns(property),
        communeId: commune === undefined ? null : (communeIds.get(commune) ?? null),
      };
    }),
  );

  let imageIndex = 0;
  for (const [index, property] of seedProperties.entries()) {
    const count = property.images.length;
    if (count === 0) continue;
    const rendered = await Promise.all(pictures.slice(imageIndex, imageIndex + count));
    imageIndex += count;
    // One statement per property keeps each query to about a megabyte of image data.
    await tx.insert(propertyImages).values(
      property.images.map((image, position) => {
        const picture = at(rendered, position);
        return {
          propertyId: at(propertyIds, index),
          description: image.description,
          translations: imageTranslations(property, position),
          isCover: position === 0,
          position,
          contentType: picture.contentType,
          width: picture.width,
          height: picture.height,
          data: picture.data,
        };
      }),
    );
  }

  const amenityLinks = seedProperties.flatMap((property, index) =>
    property.amenities.map((name) => ({
      propertyId: at(propertyIds, index),
      amenityId: lookup(amenityIds, name),
    })),
  );
  const featureLinks = seedProperties.flatMap((property, index) =>
    property.features.map((feature) => ({
      propertyId: at(propertyIds, index),
      featureId: lookup(featureIds, feature.name),
      isHighlighted: feature.highlighted,
    })),
  );
  const policyRows = seedProperties.flatMap((property, index) =>
    property.policy ? [{ propertyId: at(propertyIds, index), ...property.policy }] : [],
  );
  const ruleRows = seedProperties.flatMap((property, index) =>
    property.houseRules.map((rule, order) => ({
      propertyId: at(propertyIds, index),
      title: rule.title,
      description: rule.description,
      icon: iconMarkup[rule.icon],
      order,
      // A home still in English only has its rules in English too.
      translations: homeTexts[property.key] ? ruleTranslations(rule) : {},
    })),
  );
  const reviewRows = seedProperties.flatMap((property, index) =>
    property.reviews.map((review) => ({
      propertyId: at(propertyIds, index),
      authorName: review.authorName,
      rating: review.rating,
      comment: review.comment,
      stayedOn: review.stayedOn,
      // Guests write their review a few days after they leave.
      createdAt: new Date(Date.parse(`${review.stayedOn}T18:00:00Z`) + 4 * 86_400_000),
    })),
  );

  if (amenityLinks.length > 0) await tx.insert(propertyAmenities).values(amenityLinks);
  if (featureLinks.length > 0) await tx.insert(propertyFeatures).values(featureLinks);
  if (policyRows.length > 0) await tx.insert(propertyPolicies).values(policyRows);
  if (ruleRows.length > 0) await tx.insert(houseRules).values(ruleRows);
  if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
  const extraRows = seedProperties.flatMap((property, index) =>
    (seedExtras[property.key] ?? []).map((extra, position) => ({
      propertyId: at(propertyIds, index),
      ...extra,
      position,
    })),
  );
  if (extraRows.length > 0) await tx.insert(extras).values(extraRows);
}

/** A catalogue entry's name in every language. */
function named(english: string): Translations<"name"> {
  const names = inEachLanguage(english);
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, { name: names[locale] }]));
}

function ruleTranslations(rule: SeedProperty["houseRules"][number]) {
  const titles = inEachLanguage(rule.title);
  const descriptions = rule.description === null ? null : inEachLanguage(rule.description);
  const translations: Translations<"title" | "description"> = {};
  for (const locale of TRANSLATED_LOCALES) {
    translations[locale] = {
      title: titles[locale],
      ...(descriptions ? { description: descriptions[locale] } : {}),
    };
  }
  return translations;
}

/** A photo's description in the languages written for its home. */
function imageTranslations(property: SeedProperty, position: number) {
  const texts = homeTexts[property.key];
  const translations: Translations<"description"> = {};
  if (!texts) return translations;
  for (const locale of TRANSLATED_LOCALES) {
    translations[locale] = { description: at(texts[locale].images, position) };
  }
  return translations;
}

/** A home's own texts in the languages written for it; none for a home still in English only. */
function homeTranslations(property: SeedProperty) {
  const texts = homeTexts[property.key];
  const translations: Translations<"name" | "description" | "location"> = {};
  if (!texts) return translations;
  for (const locale of TRANSLATED_LOCALES) {
    const { name, description, location, images } = texts[locale];
    if (images.length !== property.images.length) {
      throw new Error(
        `Seed home "${property.key}" has photo descriptions out of step in ${locale}`,
      );
    }
    translations[locale] = {
      ...(name ? { name } : {}),
      description: description.join("\n\n"),
      location,
    };
  }
  return translations;
}

function propertyColumns(property: SeedProperty): Omit<typeof properties.$inferInsert, "id"> {
  return {
    name: property.name,
    description: property.description,
    location: property.location,
    type: property.type,
    latitude: property.latitude,
    longitude: property.longitude,
    maxGuests: property.maxGuests,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    pricePerNightCents: property.pricePerNightCents,
    supplementPerPersonCents: property.supplementPerPersonCents,
    touristTaxCents: property.touristTaxCents,
    securityDepositCents: property.securityDepositCents,
    cleaningFeeCents: property.cleaningFeeCents,
    serviceFeeCents: property.serviceFeeCents,
    tags: property.tags,
    isActive: true,
    featuredRank: property.featuredRank,
    checkInTime: property.checkInTime,
    checkOutTime: property.checkOutTime,
    // A demo value, plainly so: a real home's number comes from Tourisme Wallonie.
    registrationNumber: `DEMO-${property.key.toUpperCase()}`,
    translations: homeTranslations(property),
  };
}

/**
 * Drizzle's message repeats the whole query with its parameters, image bytes included; the
 * driver's own error (kept as the cause) says what went wrong in one line.
 */
function conciseError(error: unknown): unknown {
  if (error instanceof Error && error.message.startsWith("Failed query:")) {
    if (error.cause instanceof Error) return error.cause;
  }
  return error;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Seed data out of step at index ${index}`);
  return item;
}

function lookup(ids: ReadonlyMap<string, string>, name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`Seed data names an unknown entry "${name}"`);
  return id;
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

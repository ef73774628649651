import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db/client";
import {
  amenities,
  amenityCategories,
  communes,
  features,
  houseRules,
  properties,
  propertyAmenities,
  propertyFeatures,
  propertyImages,
  propertyPolicies,
} from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import {
  byTranslatedLocale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type Translations,
} from "@/i18n/translated-texts";
import { clock } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { ApiError, notFound } from "@/lib/http";
import { centsToEuros, eurosToCents } from "@/lib/money";
import { sanitizeSvg } from "@/lib/svg";
import { DEFAULT_MAX_STAY_NIGHTS } from "@/features/availability";
import type {
  CatalogueAmenity,
  CatalogueFeature,
  CatalogueTranslations,
  HomeForm,
  HomeTranslations,
  OwnerCatalogue,
  OwnerHome,
  OwnerHomeRow,
} from "./owner-home-schemas";

/*
 * The owner's homes (issue 16): every home, active or not, read and written whole through one
 * form. Each change and its activity row commit together; the catalogue triggers (migration
 * 0007) tell every instance's read cache, so guests see the change on their next read.
 */

type Reader = Database | Transaction;

/** A plain dot, for house rules, amenities and features added without an icon of their own. */
export const DEFAULT_ICON = sanitizeSvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="4"/></svg>',
);

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));
const cents = (amount: number | null) => (amount === null ? null : eurosToCents(amount));

function invalid(path: string, message: string): ApiError {
  return new ApiError("INVALID_INPUT", message, { details: [{ path, message }] });
}

/**
 * Since 1 July 2025 the Walloon Tourism Code lets no home be rented before Tourisme Wallonie has
 * registered it, so a production site opens no home to guests without its number. Elsewhere the
 * demo and test homes may go without.
 */
const UNREGISTERED =
  "Add the home's registration number from Tourisme Wallonie: guests can book only a registered home";

function assertRegisteredIfOpen(home: { registrationNumber: string | null }, open: boolean) {
  if (open && home.registrationNumber === null && getConfig().APP_ENV === "production") {
    throw invalid("registrationNumber", UNREGISTERED);
  }
}

/**
 * Translated house rules go line by line with the English ones: as many lines as there are
 * English rules, an empty one where a rule has no translation.
 */
function alignedTranslations(form: HomeForm): HomeTranslations {
  const aligned = (rules: string[]) =>
    form.houseRules.map((_, index) => rules[index]?.trim() ?? "");
  return byTranslatedLocale((locale) => ({
    ...form.translations[locale],
    houseRules: aligned(form.translations[locale].houseRules),
  }));
}

/** A translation with a line for a rule English does not have would translate nothing. */
function assertRulesAligned(form: HomeForm): void {
  for (const locale of TRANSLATED_LOCALES) {
    const rules = form.translations[locale].houseRules;
    const extra = rules.slice(form.houseRules.length).some((rule) => rule.trim() !== "");
    if (extra) {
      throw invalid(
        `translations.${locale}.houseRules`,
        `One line for each English house rule: ${form.houseRules.length} at most`,
      );
    }
  }
}

/** Only what the owner wrote, by language then field: empty texts and languages are left out. */
function storedTexts<F extends string>(
  textsOf: (locale: TranslatedLocale) => Partial<Record<F, string>>,
): Translations<F> {
  const stored: Translations<F> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const written = Object.entries(textsOf(locale)).filter(
      (entry): entry is [F, string] => typeof entry[1] === "string" && entry[1].trim() !== "",
    );
    if (written.length > 0)
      stored[locale] = Object.fromEntries(written) as Partial<Record<F, string>>;
  }
  return stored;
}

/** The form as it will be stored: money in whole cents, no repeated ids or tags. */
function normalized(form: HomeForm): HomeForm {
  const money = (amount: number) => centsToEuros(eurosToCents(amount));
  const maybeMoney = (amount: number | null) => (amount === null ? null : money(amount));
  const features = new Map(form.features.map((feature) => [feature.id, feature.highlighted]));
  return {
    ...form,
    pricePerNight: money(form.pricePerNight),
    supplementPerPerson: maybeMoney(form.supplementPerPerson),
    touristTax: maybeMoney(form.touristTax),
    securityDeposit: money(form.securityDeposit),
    cleaningFee: money(form.cleaningFee),
    serviceFee: money(form.serviceFee),
    tags: [...new Set(form.tags)],
    policy: {
      ...form.policy,
      earlyCheckInFee: maybeMoney(form.policy.earlyCheckInFee),
      lateCheckOutFee: maybeMoney(form.policy.lateCheckOutFee),
    },
    amenityIds: [...new Set(form.amenityIds)].sort(),
    features: [...features]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, highlighted]) => ({ id, highlighted })),
    translations: alignedTranslations(form),
  };
}

// Drizzle writes a one-table select's column unqualified: inside a subquery it would name the
// subquery's own column.
const homeId = sql`${properties}.${sql.identifier(properties.id.name)}`;

/** How many homes the business has, open to guests or not: none until the owner adds the first. */
export async function countHomes(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(properties);
  return row?.count ?? 0;
}

/** Every home for the owner's list, by name: active ones and those hidden from guests. */
export async function listOwnerHomes(): Promise<OwnerHomeRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      type: properties.type,
      location: properties.location,
      maxGuests: properties.maxGuests,
      pricePerNightCents: properties.pricePerNightCents,
      isActive: properties.isActive,
      coverImageId: sql<string | null>`(
        SELECT i.id FROM ${propertyImages} i WHERE i.property_id = ${homeId}
        ORDER BY i.is_cover DESC, i.position LIMIT 1)`,
      photoCount: sql<number>`(
        SELECT count(*)::int FROM ${propertyImages} i WHERE i.property_id = ${homeId})`,
    })
    .from(properties)
    .orderBy(asc(properties.name), asc(properties.id));
  return rows.map(({ pricePerNightCents, photoCount, ...row }) => ({
    ...row,
    pricePerNight: centsToEuros(pricePerNightCents),
    photoCount: Number(photoCount),
  }));
}

async function readHome(db: Reader, id: string, lock = false): Promise<OwnerHome | null> {
  const query = db.select().from(properties).where(eq(properties.id, id));
  const [home] = lock ? await query.for("update") : await query;
  if (!home) return null;
  const [policy] = await db
    .select()
    .from(propertyPolicies)
    .where(eq(propertyPolicies.propertyId, id));
  const rules = await db
    .select({ title: houseRules.title, translations: houseRules.translations })
    .from(houseRules)
    .where(eq(houseRules.propertyId, id))
    .orderBy(asc(houseRules.order), asc(houseRules.title));
  const amenityRows = await db
    .select({ id: propertyAmenities.amenityId })
    .from(propertyAmenities)
    .where(eq(propertyAmenities.propertyId, id));
  const featureRows = await db
    .select({ id: propertyFeatures.featureId, highlighted: propertyFeatures.isHighlighted })
    .from(propertyFeatures)
    .where(eq(propertyFeatures.propertyId, id));
  return {
    id: home.id,
    isActive: home.isActive,
    ...normalized({
      name: home.name,
      description: home.description,
      location: home.location,
      type: home.type,
      bedrooms: home.bedrooms,
      bathrooms: home.bathrooms,
      area: home.area,
      maxGuests: home.maxGuests,
      pricePerNight: centsToEuros(home.pricePerNightCents),
      supplementPerPerson: euros(home.supplementPerPersonCents),
      touristTax: euros(home.touristTaxCents),
      communeId: home.communeId,
      securityDeposit: centsToEuros(home.securityDepositCents),
      cleaningFee: centsToEuros(home.cleaningFeeCents),
      serviceFee: centsToEuros(home.serviceFeeCents),
      tags: home.tags,
      checkInTime: home.checkInTime,
      checkOutTime: home.checkOutTime,
      registrationNumber: home.registrationNumber,
      latitude: home.latitude,
      longitude: home.longitude,
      policy: {
        earlyCheckIn: policy?.earlyCheckIn ?? false,
        lateCheckOut: policy?.lateCheckOut ?? false,
        earlyCheckInFee: euros(policy?.earlyCheckInFeeCents ?? null),
        lateCheckOutFee: euros(policy?.lateCheckOutFeeCents ?? null),
        minStayDuration: policy?.minStayDuration ?? 1,
        maxStayDuration: policy?.maxStayDuration ?? DEFAULT_MAX_STAY_NIGHTS,
      },
      houseRules: rules.map((rule) => rule.title),
      amenityIds: amenityRows.map((row) => row.id),
      features: featureRows,
      translations: formTranslations(home.translations, rules),
    }),
  };
}

/** The stored translations as the form holds them: every language and field, empty where none. */
function formTranslations(
  home: Translations<string>,
  rules: { translations: Translations<string> }[],
): HomeTranslations {
  const textsIn = (locale: TranslatedLocale) => ({
    name: home[locale]?.name ?? "",
    description: home[locale]?.description ?? "",
    location: home[locale]?.location ?? "",
    houseRules: rules.map((rule) => rule.translations[locale]?.title ?? ""),
  });
  return byTranslatedLocale(textsIn);
}

/** A home with every field the owner edits; an unknown id is a 404. */
export async function getOwnerHome(id: string): Promise<OwnerHome> {
  const home = await readHome(await getDb(), id);
  if (!home) throw notFound("Home");
  return home;
}

/** Amenities and features must come from the catalogue: an unknown id names its field. */
async function assertInCatalogue(tx: Transaction, form: HomeForm): Promise<void> {
  if (form.communeId !== null) {
    const [commune] = await tx
      .select({ id: communes.id })
      .from(communes)
      .where(eq(communes.id, form.communeId));
    if (!commune) throw invalid("communeId", "The commune chosen no longer exists");
  }
  if (form.amenityIds.length > 0) {
    const known = await tx
      .select({ id: amenities.id })
      .from(amenities)
      .where(inArray(amenities.id, form.amenityIds));
    if (known.length !== form.amenityIds.length) {
      throw invalid("amenityIds", "An amenity chosen is not in the catalogue");
    }
  }
  const featureIds = form.features.map((feature) => feature.id);
  if (featureIds.length > 0) {
    const known = await tx
      .select({ id: features.id })
      .from(features)
      .where(inArray(features.id, featureIds));
    if (known.length !== featureIds.length) {
      throw invalid("features", "A feature chosen is not in the catalogue");
    }
  }
}

function propertyColumns(form: HomeForm) {
  return {
    name: form.name,
    description: form.description,
    location: form.location,
    type: form.type,
    bedrooms: form.bedrooms,
    bathrooms: form.bathrooms,
    area: form.area,
    maxGuests: form.maxGuests,
    pricePerNightCents: eurosToCents(form.pricePerNight),
    supplementPerPersonCents: cents(form.supplementPerPerson),
    touristTaxCents: cents(form.touristTax),
    communeId: form.communeId,
    securityDepositCents: eurosToCents(form.securityDeposit),
    cleaningFeeCents: eurosToCents(form.cleaningFee),
    serviceFeeCents: eurosToCents(form.serviceFee),
    tags: form.tags,
    checkInTime: form.checkInTime,
    checkOutTime: form.checkOutTime,
    registrationNumber: form.registrationNumber,
    latitude: form.latitude,
    longitude: form.longitude,
    translations: storedTexts((locale) => {
      const { name, description, location } = form.translations[locale];
      return { name, description, location };
    }),
  };
}

function policyColumns(policy: HomeForm["policy"]) {
  return {
    earlyCheckIn: policy.earlyCheckIn,
    lateCheckOut: policy.lateCheckOut,
    earlyCheckInFeeCents: cents(policy.earlyCheckInFee),
    lateCheckOutFeeCents: cents(policy.lateCheckOutFee),
    minStayDuration: policy.minStayDuration,
    maxStayDuration: policy.maxStayDuration,
  };
}

type FormKey = keyof HomeForm;
/** The form's fields stored on the properties row itself. */
const PROPERTY_KEYS: readonly FormKey[] = [
  "name",
  "description",
  "location",
  "type",
  "bedrooms",
  "bathrooms",
  "area",
  "maxGuests",
  "pricePerNight",
  "supplementPerPerson",
  "touristTax",
  "communeId",
  "securityDeposit",
  "cleaningFee",
  "serviceFee",
  "tags",
  "checkInTime",
  "checkOutTime",
  "registrationNumber",
  "latitude",
  "longitude",
  "translations",
];

/** The form's fields that differ, each with its value before and after (the form's keys only). */
function changes(before: HomeForm, after: HomeForm) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as FormKey[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now, changed: Object.keys(now) as FormKey[] };
}

/**
 * House rules as titles in order, each with its translated titles; a kept (English) title keeps
 * its description, the description's translations, its icon and its state.
 */
async function writeHouseRules(tx: Transaction, propertyId: string, form: HomeForm) {
  const existing = await tx.select().from(houseRules).where(eq(houseRules.propertyId, propertyId));
  const byTitle = new Map(existing.map((rule) => [rule.title, rule]));
  await tx.delete(houseRules).where(eq(houseRules.propertyId, propertyId));
  if (form.houseRules.length === 0) return;
  await tx.insert(houseRules).values(
    form.houseRules.map((title, order) => {
      const kept = byTitle.get(title);
      return {
        propertyId,
        title,
        description: kept?.description ?? null,
        icon: kept?.icon ?? DEFAULT_ICON,
        enabled: kept?.enabled ?? true,
        order,
        translations: storedTexts((locale) => ({
          title: form.translations[locale].houseRules[order],
          description: kept?.translations[locale]?.description,
        })),
      };
    }),
  );
}

async function writeAmenities(tx: Transaction, propertyId: string, ids: string[]) {
  await tx.delete(propertyAmenities).where(eq(propertyAmenities.propertyId, propertyId));
  if (ids.length === 0) return;
  await tx.insert(propertyAmenities).values(ids.map((amenityId) => ({ propertyId, amenityId })));
}

async function writeFeatures(tx: Transaction, propertyId: string, chosen: HomeForm["features"]) {
  await tx.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, propertyId));
  if (chosen.length === 0) return;
  await tx.insert(propertyFeatures).values(
    chosen.map(({ id, highlighted }) => ({
      propertyId,
      featureId: id,
      isHighlighted: highlighted,
    })),
  );
}

async function writePolicy(tx: Transaction, propertyId: string, policy: HomeForm["policy"]) {
  await tx
    .insert(propertyPolicies)
    .values({ propertyId, ...policyColumns(policy) })
    .onConflictDoUpdate({ target: propertyPolicies.propertyId, set: policyColumns(policy) });
}

/** Adds a home, active at once, with its policy, rules, amenities and features. */
export async function createHome(actor: string, input: HomeForm): Promise<OwnerHome> {
  assertRulesAligned(input);
  const form = normalized(input);
  assertRegisteredIfOpen(form, true);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await assertInCatalogue(tx, form);
    const [created] = await tx
      .insert(properties)
      .values({ ...propertyColumns(form), isActive: true })
      .returning({ id: properties.id });
    if (!created) throw new Error("the new home was not stored");
    await writePolicy(tx, created.id, form.policy);
    await writeHouseRules(tx, created.id, form);
    await writeAmenities(tx, created.id, form.amenityIds);
    await writeFeatures(tx, created.id, form.features);
    await recordActivity(tx, {
      actor,
      action: "home.add",
      subject: { kind: "home", id: created.id },
      after: { ...form },
    });
    const home = await readHome(tx, created.id);
    if (!home) throw new Error("the new home cannot be read back");
    return home;
  });
}

/** Saves the whole edit form: only what differs is written, and recorded as before and after. */
export async function saveHome(actor: string, id: string, input: HomeForm): Promise<OwnerHome> {
  assertRulesAligned(input);
  const form = normalized(input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await readHome(tx, id, true);
    if (!current) throw notFound("Home");
    assertRegisteredIfOpen(form, current.isActive);
    await assertInCatalogue(tx, form);
    const diff = changes(current, form);
    if (diff.changed.length === 0) return current;
    if (diff.changed.some((key) => PROPERTY_KEYS.includes(key))) {
      await tx
        .update(properties)
        .set({ ...propertyColumns(form), updatedAt: clock.now() })
        .where(eq(properties.id, id));
    }
    if (diff.changed.includes("policy")) await writePolicy(tx, id, form.policy);
    if (diff.changed.includes("houseRules") || diff.changed.includes("translations")) {
      await writeHouseRules(tx, id, form);
    }
    if (diff.changed.includes("amenityIds")) await writeAmenities(tx, id, form.amenityIds);
    if (diff.changed.includes("features")) await writeFeatures(tx, id, form.features);
    await recordActivity(tx, {
      actor,
      action: "home.edit",
      subject: { kind: "home", id },
      before: diff.before,
      after: diff.after,
    });
    return { id, isActive: current.isActive, ...form };
  });
}

/**
 * 'Deactivate' hides a home from guests (the list, its page, new bookings and quotes) and keeps
 * everything else: its bookings, blocks and photos stay, and 'Activate' brings it back.
 */
export async function setHomeActive(
  actor: string,
  id: string,
  active: boolean,
): Promise<{ id: string; isActive: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [home] = await tx
      .select({
        isActive: properties.isActive,
        registrationNumber: properties.registrationNumber,
      })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!home) throw notFound("Home");
    assertRegisteredIfOpen(home, active);
    if (home.isActive !== active) {
      await tx
        .update(properties)
        .set({ isActive: active, updatedAt: clock.now() })
        .where(eq(properties.id, id));
      await recordActivity(tx, {
        actor,
        action: active ? "home.activate" : "home.deactivate",
        subject: { kind: "home", id },
        before: { isActive: home.isActive },
        after: { isActive: active },
      });
    }
    return { id, isActive: active };
  });
}

/** The catalogue the form chooses from: amenities by category then name, features and communes by name. */
export async function getOwnerCatalogue(): Promise<OwnerCatalogue> {
  const db = await getDb();
  const amenityRows = await db
    .select({
      id: amenities.id,
      name: amenities.name,
      icon: amenities.icon,
      category: amenityCategories.name,
    })
    .from(amenities)
    .innerJoin(amenityCategories, eq(amenityCategories.id, amenities.categoryId))
    .orderBy(asc(amenityCategories.name), asc(amenities.name));
  const featureRows = await db
    .select({ id: features.id, name: features.name, icon: features.icon })
    .from(features)
    .orderBy(asc(features.name));
  const communeRows = await db
    .select({ id: communes.id, name: communes.name })
    .from(communes)
    .orderBy(asc(communes.name));
  return { amenities: amenityRows, features: featureRows, communes: communeRows };
}

/** An icon as stored: sanitized like every icon, the default when none or nothing survives. */
function storedIcon(icon: string | undefined): string {
  const clean = icon ? sanitizeSvg(icon).trim() : "";
  return clean.startsWith("<svg") ? clean : DEFAULT_ICON;
}

const sameName = (column: typeof amenities.name | typeof features.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/**
 * Adds an amenity to the catalogue, and its category when new. A name the catalogue has already
 * (in any case) answers that amenity, so two owners adding 'Sauna' get one.
 */
export async function addAmenity(
  actor: string,
  input: {
    name: string;
    category: string;
    icon?: string | undefined;
    translations: CatalogueTranslations;
  },
): Promise<{ amenity: CatalogueAmenity; created: boolean }> {
  const translations = storedTexts((locale) => ({ name: input.translations[locale].name }));
  const db = await getDb();
  return db.transaction(async (tx) => {
    // One owner's addition at a time, so a name is checked and added without a race.
    await tx.execute(sql`LOCK TABLE ${amenities} IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await tx
      .select({
        id: amenities.id,
        name: amenities.name,
        icon: amenities.icon,
        category: amenityCategories.name,
      })
      .from(amenities)
      .innerJoin(amenityCategories, eq(amenityCategories.id, amenities.categoryId))
      .where(sameName(amenities.name, input.name));
    if (existing) return { amenity: existing, created: false };
    // A category the catalogue has already keeps its names in every language.
    await tx
      .insert(amenityCategories)
      .values({
        name: input.category,
        translations: storedTexts((locale) => ({ name: input.translations[locale].category })),
      })
      .onConflictDoNothing({ target: amenityCategories.name });
    const [category] = await tx
      .select()
      .from(amenityCategories)
      .where(eq(amenityCategories.name, input.category));
    if (!category) throw new Error("the amenity's category was not stored");
    const [amenity] = await tx
      .insert(amenities)
      .values({
        name: input.name,
        icon: storedIcon(input.icon),
        categoryId: category.id,
        translations,
      })
      .returning({ id: amenities.id, name: amenities.name, icon: amenities.icon });
    if (!amenity) throw new Error("the amenity was not stored");
    await recordActivity(tx, {
      actor,
      action: "amenity.add",
      subject: { kind: "amenity", id: amenity.id },
      after: {
        name: amenity.name,
        category: category.name,
        translations,
      },
    });
    return { amenity: { ...amenity, category: category.name }, created: true };
  });
}

/** Adds a feature to the catalogue; a name it has already answers that feature. */
export async function addFeature(
  actor: string,
  input: { name: string; icon?: string | undefined; translations: CatalogueTranslations },
): Promise<{ feature: CatalogueFeature; created: boolean }> {
  const translations = storedTexts((locale) => ({ name: input.translations[locale].name }));
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${features} IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await tx
      .select({ id: features.id, name: features.name, icon: features.icon })
      .from(features)
      .where(sameName(features.name, input.name));
    if (existing) return { feature: existing, created: false };
    const [feature] = await tx
      .insert(features)
      .values({ name: input.name, icon: storedIcon(input.icon), translations })
      .returning({ id: features.id, name: features.name, icon: features.icon });
    if (!feature) throw new Error("the feature was not stored");
    await recordActivity(tx, {
      actor,
      action: "feature.add",
      subject: { kind: "feature", id: feature.id },
      after: { name: feature.name, translations },
    });
    return { feature, created: true };
  });
}

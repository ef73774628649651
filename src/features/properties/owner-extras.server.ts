import "server-only";
import { asc, count, eq, max, sql } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db/client";
import { extras, properties } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { byTranslatedLocale, TRANSLATED_LOCALES, type Translations } from "@/i18n/translated-texts";
import { clock } from "@/lib/clock";
import { ApiError, notFound, parseInput } from "@/lib/http";
import { centsToEuros, eurosToCents } from "@/lib/money";
import { isUuid } from "@/lib/text";
import {
  extraFormSchema,
  extraOrderSchema,
  MAX_EXTRAS_PER_HOME,
  type ExtraForm,
  type ExtraOrder,
  type OwnerExtra,
} from "./owner-extra-schemas";
import { lockHome } from "./home-lock.server";

/*
 * The owner's extras of a home (issue 35, decision 0058). The one quote function prices them
 * (features/pricing); here they are only written. A booking keeps the lines it bought in its
 * stored quote, so no change here reaches a booking already made. Each change is one transaction
 * with its activity row, under a lock on the home so that concurrent changes take turns.
 */

type Row = typeof extras.$inferSelect;

function toExtra(row: Row): OwnerExtra {
  return {
    id: row.id,
    propertyId: row.propertyId,
    name: row.name,
    translations: byTranslatedLocale((locale) => row.translations[locale]?.name ?? ""),
    price: centsToEuros(row.priceCents),
    unit: row.unit,
    mandatory: row.mandatory,
    maxQuantity: row.maxQuantity,
  };
}

/** The form as stored: only the languages written, and a mandatory extra counted once. */
function extraValues(input: ExtraForm) {
  const form = parseInput(extraFormSchema, input);
  const translations: Translations<"name"> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const name = form.translations[locale];
    if (name !== "") translations[locale] = { name };
  }
  return {
    name: form.name,
    translations,
    priceCents: eurosToCents(form.price),
    unit: form.unit,
    mandatory: form.mandatory,
    maxQuantity: form.mandatory ? 1 : form.maxQuantity,
  };
}

/** The home's extras in the order guests see them: the quote's order (loadExtras). */
function extrasOf(db: Database | Transaction, propertyId: string): Promise<Row[]> {
  return db
    .select()
    .from(extras)
    .where(eq(extras.propertyId, propertyId))
    .orderBy(asc(extras.position), asc(extras.createdAt), asc(extras.id));
}

/** The extra and, locked, its home: changes to one home's extras take turns. 404 if unknown. */
async function extraForUpdate(tx: Transaction, id: string): Promise<Row> {
  const [found] = isUuid(id)
    ? await tx.select({ propertyId: extras.propertyId }).from(extras).where(eq(extras.id, id))
    : [];
  if (!found) throw notFound("Extra");
  await lockHome(tx, found.propertyId);
  const [row] = await tx.select().from(extras).where(eq(extras.id, id)).for("update");
  // Removed while this waited for the home.
  if (!row) throw notFound("Extra");
  return row;
}

/** A home's extras in the order guests see them; 404 for an unknown home. */
export async function listExtras(propertyId: string): Promise<OwnerExtra[]> {
  if (!isUuid(propertyId)) throw notFound("Property");
  const db = await getDb();
  const [home] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!home) throw notFound("Property");
  return (await extrasOf(db, propertyId)).map(toExtra);
}

/** Adds an extra after the home's others; 409 past MAX_EXTRAS_PER_HOME. */
export async function addExtra(
  actor: string,
  propertyId: string,
  input: ExtraForm,
): Promise<OwnerExtra> {
  const values = extraValues(input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockHome(tx, propertyId);
    const [existing] = await tx
      .select({ count: count(), last: max(extras.position) })
      .from(extras)
      .where(eq(extras.propertyId, propertyId));
    if ((existing?.count ?? 0) >= MAX_EXTRAS_PER_HOME) {
      throw new ApiError(
        "CONFLICT",
        `A home can have at most ${MAX_EXTRAS_PER_HOME} extras; remove one first`,
      );
    }
    const [row] = await tx
      .insert(extras)
      .values({ propertyId, ...values, position: (existing?.last ?? -1) + 1 })
      .returning();
    if (!row) throw new Error("extra insert returned nothing");
    await recordActivity(tx, {
      actor,
      action: "extra.add",
      subject: { kind: "extra", id: row.id },
      after: toExtra(row),
    });
    return toExtra(row);
  });
}

/** Saves an extra; bookings keep the extras they bought, at the price they bought them. */
export async function saveExtra(actor: string, id: string, input: ExtraForm): Promise<OwnerExtra> {
  const values = extraValues(input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const before = await extraForUpdate(tx, id);
    const [row] = await tx
      .update(extras)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(extras.id, before.id))
      .returning();
    if (!row) throw notFound("Extra");
    await recordActivity(tx, {
      actor,
      action: "extra.save",
      subject: { kind: "extra", id: row.id },
      before: toExtra(before),
      after: toExtra(row),
    });
    return toExtra(row);
  });
}

/** Removes an extra: new stays no longer have it; bookings keep it as bought. */
export async function removeExtra(actor: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await extraForUpdate(tx, id);
    await tx.delete(extras).where(eq(extras.id, before.id));
    await recordActivity(tx, {
      actor,
      action: "extra.remove",
      subject: { kind: "extra", id: before.id },
      before: toExtra(before),
    });
  });
}

/** Puts the home's extras in the order of `ids`, which must name each of them once; 400 if not. */
export async function orderExtras(
  actor: string,
  propertyId: string,
  input: ExtraOrder,
): Promise<OwnerExtra[]> {
  const { ids } = parseInput(extraOrderSchema, input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockHome(tx, propertyId);
    const before = (await extrasOf(tx, propertyId)).map((row) => row.id);
    const known = new Set(before);
    if (
      ids.length !== before.length ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => known.has(id))
    ) {
      const message = "ids must name each of this home's extras exactly once";
      throw new ApiError("INVALID_INPUT", message, { details: [{ path: "ids", message }] });
    }
    const [first] = ids;
    if (first) {
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE ${extras}
        SET position = o.ord - 1, updated_at = ${clock.now().toISOString()}::timestamptz
        FROM unnest(ARRAY[${list}]::uuid[]) WITH ORDINALITY AS o(id, ord)
        WHERE ${extras}.id = o.id AND ${extras}.property_id = ${propertyId}`);
      await recordActivity(tx, {
        actor,
        action: "extra.order",
        subject: { kind: "extra", id: first },
        before: { propertyId, order: before },
        after: { propertyId, order: ids },
      });
    }
    return (await extrasOf(tx, propertyId)).map(toExtra);
  });
}

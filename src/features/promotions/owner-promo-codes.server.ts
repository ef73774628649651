import "server-only";
import { count, eq, inArray } from "drizzle-orm";
import { getDb, type Transaction } from "@/db/client";
import { sqlStateOf, UNIQUE_VIOLATION } from "@/db/errors";
import { bookings, promoCodes, properties } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { clock } from "@/lib/clock";
import { ApiError, notFound, parseInput } from "@/lib/http";
import { centsToEuros, eurosToCents } from "@/lib/money";
import { isUuid } from "@/lib/text";
import {
  MAX_PROMO_CODES,
  promoCodeFormSchema,
  type OwnerPromoCode,
  type PromoCodeForm,
} from "./promo-code-schemas";
import { listPromoCodeRows, usesOf, type PromoCodeRow } from "./promo-codes.server";

/*
 * The owner's promo codes (issue 36): created, changed, switched off or removed, each change in
 * the activity log. A booking keeps the discount it was quoted, so a change reaches only bookings
 * made after it.
 */

function toOwnerPromoCode(row: PromoCodeRow, uses = { uses: 0, held: 0 }): OwnerPromoCode {
  return {
    id: row.id,
    code: row.code,
    note: row.note ?? "",
    kind: row.percentOff !== null ? "percent" : "amount",
    value: row.percentOff ?? centsToEuros(row.amountOffCents ?? 0),
    includesExtras: row.includesExtras,
    bookedFrom: row.bookedFrom,
    bookedUntil: row.bookedUntil,
    stayFrom: row.stayFrom,
    stayUntil: row.stayUntil,
    propertyIds: row.propertyIds,
    stayKinds: row.stayKinds as OwnerPromoCode["stayKinds"],
    minNights: row.minNights,
    maxUses: row.maxUses,
    active: row.active,
    uses: uses.uses,
    held: uses.held,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The form as stored; 400 for a home that does not exist. */
async function promoValues(tx: Transaction, input: PromoCodeForm) {
  const form = parseInput(promoCodeFormSchema, input);
  const propertyIds = [...new Set(form.propertyIds)];
  if (propertyIds.length > 0) {
    const found = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(inArray(properties.id, propertyIds));
    if (found.length !== propertyIds.length) {
      const message = "One of the homes chosen does not exist";
      throw new ApiError("INVALID_INPUT", message, {
        details: [{ path: "propertyIds", message }],
      });
    }
  }
  return {
    code: form.code,
    note: form.note === "" ? null : form.note,
    percentOff: form.kind === "percent" ? form.value : null,
    amountOffCents: form.kind === "amount" ? eurosToCents(form.value) : null,
    includesExtras: form.includesExtras,
    bookedFrom: form.bookedFrom,
    bookedUntil: form.bookedUntil,
    stayFrom: form.stayFrom,
    stayUntil: form.stayUntil,
    propertyIds,
    stayKinds: [...new Set(form.stayKinds)],
    minNights: form.minNights,
    maxUses: form.maxUses,
    active: form.active,
  };
}

const codeTaken = (code: string) => {
  const message = `There is already a promo code ${code}`;
  return new ApiError("CONFLICT", message, { details: [{ path: "code", message }] });
};

/** Runs a write, answering 409 when the code is another code's. */
async function writing<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw codeTaken(code);
    throw error;
  }
}

async function codeForUpdate(tx: Transaction, id: string): Promise<PromoCodeRow> {
  const [row] = isUuid(id)
    ? await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update")
    : [];
  if (!row) throw notFound("Promo code");
  return row;
}

/** Every code, newest first, with its uses. */
export async function listPromoCodes(): Promise<OwnerPromoCode[]> {
  const db = await getDb();
  const rows = await listPromoCodeRows(db);
  const uses = await usesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOwnerPromoCode(row, uses.get(row.id)));
}

/** Creates a code; 409 when it exists or the owner has MAX_PROMO_CODES. */
export async function addPromoCode(actor: string, input: PromoCodeForm): Promise<OwnerPromoCode> {
  const db = await getDb();
  const code = parseInput(promoCodeFormSchema, input).code;
  return writing(code, () =>
    db.transaction(async (tx) => {
      const values = await promoValues(tx, input);
      const [existing] = await tx.select({ count: count() }).from(promoCodes);
      if ((existing?.count ?? 0) >= MAX_PROMO_CODES) {
        throw new ApiError(
          "CONFLICT",
          `There can be at most ${MAX_PROMO_CODES} promo codes; remove an old one first`,
        );
      }
      const [row] = await tx.insert(promoCodes).values(values).returning();
      if (!row) throw new Error("promo code insert returned nothing");
      const added = toOwnerPromoCode(row);
      await recordActivity(tx, {
        actor,
        action: "promo_code.add",
        subject: { kind: "promo_code", id: row.id },
        after: added,
      });
      return added;
    }),
  );
}

/**
 * Saves a code. Its text may change only while no booking carries it: a guest's booking page
 * and receipts name the code they used.
 */
export async function savePromoCode(
  actor: string,
  id: string,
  input: PromoCodeForm,
): Promise<OwnerPromoCode> {
  const db = await getDb();
  const code = parseInput(promoCodeFormSchema, input).code;
  return writing(code, () =>
    db.transaction(async (tx) => {
      const before = await codeForUpdate(tx, id);
      const values = await promoValues(tx, input);
      const uses = (await usesOf(tx, [before.id])).get(before.id);
      if (values.code !== before.code && (await isOnBookings(tx, before.id))) {
        const message = `Bookings were made with ${before.code}, so it keeps its name; add a new code instead`;
        throw new ApiError("CONFLICT", message, { details: [{ path: "code", message }] });
      }
      const [row] = await tx
        .update(promoCodes)
        .set({ ...values, updatedAt: clock.now() })
        .where(eq(promoCodes.id, before.id))
        .returning();
      if (!row) throw notFound("Promo code");
      const saved = toOwnerPromoCode(row, uses);
      await recordActivity(tx, {
        actor,
        action: "promo_code.save",
        subject: { kind: "promo_code", id: row.id },
        before: toOwnerPromoCode(before, uses),
        after: saved,
      });
      return saved;
    }),
  );
}

async function isOnBookings(tx: Transaction, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.promoCodeId, id))
    .limit(1);
  return row !== undefined;
}

/** Removes a code no booking carries; one that was used is switched off instead (409). */
export async function removePromoCode(actor: string, id: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before = await codeForUpdate(tx, id);
    if (await isOnBookings(tx, before.id)) {
      throw new ApiError(
        "CONFLICT",
        `Bookings were made with ${before.code}, so it stays on record; switch it off instead`,
      );
    }
    await tx.delete(promoCodes).where(eq(promoCodes.id, before.id));
    await recordActivity(tx, {
      actor,
      action: "promo_code.remove",
      subject: { kind: "promo_code", id: before.id },
      before: toOwnerPromoCode(before),
    });
  });
}

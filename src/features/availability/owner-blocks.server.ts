import "server-only";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { EXCLUSION_VIOLATION, retryOnDeadlock, sqlStateOf } from "@/db/errors";
import {
  bookings,
  calendarFeeds,
  importedStays,
  ownerBlocks,
  properties,
  stayHolds,
} from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { clock } from "@/lib/clock";
import { addDays, daysBetween, formatShortDate, todayInBrussels } from "@/lib/dates";
import { ApiError, ensureStorableText, notFound, parseInput } from "@/lib/http";
import { firstName } from "@/lib/text";
import {
  MAX_BLOCK_DAYS_AHEAD,
  MAX_BLOCK_NIGHTS,
  ownerBlockRequestSchema,
  type OwnerBlock,
  type OwnerBlockRequest,
} from "./owner-blocks";

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/*
 * The owner's blocks (maintenance, own use): a block is one more kind of hold, a `stay_holds`
 * row in the one exclusion constraint with bookings (DESIGN 8), so a block never overlaps a
 * booking and a guest never books a blocked night, however the two race. The holds' triggers
 * (migration 0007) tell every instance's availability cache at once.
 */

function invalid(path: string, message: string): ApiError {
  return new ApiError("INVALID_INPUT", message, { details: [{ path, message }] });
}

function toBlock(row: typeof ownerBlocks.$inferSelect): OwnerBlock {
  return {
    id: row.id,
    propertyId: row.propertyId,
    from: row.startDate,
    to: row.endDate,
    note: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The 409 for dates another hold takes: names the booking, block or other channel's stay, so the
 * owner can act.
 */
async function overlapConflict(propertyId: string, from: string, to: string): Promise<ApiError> {
  const db = await getDb();
  const [hold] = await db
    .select({
      booking: bookings,
      block: ownerBlocks,
      imported: { id: importedStays.id, from: importedStays.startDate, to: importedStays.endDate },
      channel: calendarFeeds.label,
    })
    .from(stayHolds)
    .leftJoin(bookings, eq(bookings.id, stayHolds.bookingId))
    .leftJoin(ownerBlocks, eq(ownerBlocks.id, stayHolds.ownerBlockId))
    .leftJoin(importedStays, eq(importedStays.id, stayHolds.importedStayId))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id, importedStays.feedId))
    .where(
      and(
        eq(stayHolds.propertyId, propertyId),
        sql`${stayHolds.stay} && daterange(${from}::date, ${to}::date, '[)')`,
      ),
    )
    .orderBy(asc(sql`lower(${stayHolds.stay})`))
    .limit(1);
  const dates = (start: string, end: string) =>
    `${formatShortDate(start)} to ${formatShortDate(end)}`;
  if (hold?.booking) {
    const { booking } = hold;
    return new ApiError(
      "DATES_UNAVAILABLE",
      `These dates overlap the booking of ${firstName(booking.guestName)}, ${dates(booking.startDate, booking.endDate)}`,
      {
        details: {
          rule: "DATES_TAKEN",
          booking: {
            id: booking.id,
            guestFirstName: firstName(booking.guestName),
            startDate: booking.startDate,
            endDate: booking.endDate,
            status: booking.status,
          },
        },
      },
    );
  }
  if (hold?.block) {
    const block = toBlock(hold.block);
    return new ApiError(
      "DATES_UNAVAILABLE",
      `These dates overlap your block of ${dates(block.from, block.to)}`,
      { details: { rule: "DATES_TAKEN", block } },
    );
  }
  if (hold?.imported && hold.channel !== null) {
    const { id, from: start, to: end } = hold.imported;
    return new ApiError(
      "DATES_UNAVAILABLE",
      `These dates overlap a stay sold on ${hold.channel}, ${dates(start, end)}`,
      {
        details: {
          rule: "DATES_TAKEN",
          importedStay: { id, channel: hold.channel, from: start, to: end },
        },
      },
    );
  }
  // The other hold went between the insert and this look: the dates are taken all the same.
  return new ApiError("DATES_UNAVAILABLE", "These dates are no longer free", {
    details: { rule: "DATES_TAKEN" },
  });
}

/**
 * Holds [from, to) of a home for the owner: 400 for bad dates (in the past, `to` not after
 * `from`, longer than a year, more than two years ahead), 404 for an unknown home, 409 naming
 * the booking or block it would overlap. The block, its hold and the activity row commit together.
 */
export async function blockDates(actor: string, input: OwnerBlockRequest): Promise<OwnerBlock> {
  const request = parseInput(ownerBlockRequestSchema, input);
  ensureStorableText(request);
  const { propertyId, from, to, note } = request;
  const today = todayInBrussels();
  if (daysBetween(from, to) < 1) throw invalid("to", "'To' must be after 'From'");
  if (from < today) throw invalid("from", "A block cannot start in the past");
  if (daysBetween(from, to) > MAX_BLOCK_NIGHTS) {
    throw invalid("to", `A block can be at most ${MAX_BLOCK_NIGHTS} nights`);
  }
  if (from > addDays(today, MAX_BLOCK_DAYS_AHEAD)) {
    throw invalid("from", `A block can start at most ${MAX_BLOCK_DAYS_AHEAD} days ahead`);
  }
  const db = await getDb();
  try {
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const [home] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, propertyId));
        if (!home) throw notFound("Property");
        const [block] = await tx
          .insert(ownerBlocks)
          .values({
            propertyId,
            startDate: from,
            endDate: to,
            reason: note,
            createdAt: clock.now(),
          })
          .returning();
        if (!block) throw new Error("owner block insert returned nothing");
        await tx
          .insert(stayHolds)
          .values({ propertyId, ownerBlockId: block.id, stay: `[${from},${to})` });
        await recordActivity(tx, {
          actor,
          action: "block.add",
          subject: { kind: "owner_block", id: block.id },
          after: { propertyId, from, to, note },
        });
        return toBlock(block);
      }),
    );
  } catch (error) {
    if (sqlStateOf(error) === EXCLUSION_VIOLATION)
      throw await overlapConflict(propertyId, from, to);
    throw error;
  }
}

/** Frees a block's nights at once; the activity row keeps what it held. */
export async function removeBlock(actor: string, blockId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [block] = isUuid(blockId)
      ? await tx.select().from(ownerBlocks).where(eq(ownerBlocks.id, blockId)).for("update")
      : [];
    if (!block) throw notFound("Block");
    await tx.delete(stayHolds).where(eq(stayHolds.ownerBlockId, block.id));
    await tx.delete(ownerBlocks).where(eq(ownerBlocks.id, block.id));
    const { propertyId, from, to, note } = toBlock(block);
    await recordActivity(tx, {
      actor,
      action: "block.remove",
      subject: { kind: "owner_block", id: block.id },
      before: { propertyId, from, to, note },
    });
  });
}

/** A home's blocks that overlap [from, to), earliest first. */
export async function listBlocks(
  propertyId: string,
  range: { from: string; to: string },
): Promise<OwnerBlock[]> {
  if (!isUuid(propertyId)) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(ownerBlocks)
    .where(
      and(
        eq(ownerBlocks.propertyId, propertyId),
        lt(ownerBlocks.startDate, range.to),
        gt(ownerBlocks.endDate, range.from),
      ),
    )
    .orderBy(asc(ownerBlocks.startDate));
  return rows.map(toBlock);
}

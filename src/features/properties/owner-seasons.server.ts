import "server-only";
import { addYears } from "date-fns";
import { and, asc, count, eq, gt, inArray, lt, ne } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Transaction } from "@/db/client";
import { EXCLUSION_VIOLATION, sqlStateOf } from "@/db/errors";
import { properties, seasons } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import { clock } from "@/lib/clock";
import {
  addDays,
  calendarDateToLocalDate,
  daysBetween,
  formatShortDate,
  localDateToCalendarDate,
  todayInBrussels,
  type CalendarDate,
} from "@/lib/dates";
import { ApiError, ensureStorableText, notFound, parseInput } from "@/lib/http";
import { centsToEuros, eurosToCents } from "@/lib/money";
import { priceYear, seasonYears, shownSeasonYear, type PriceYear } from "./season-calendar";
import {
  MAX_SEASON_DAYS,
  MAX_SEASONS_PER_HOME,
  SEASON_DAYS_AHEAD,
  SEASON_DAYS_BACK,
  seasonCopySchema,
  seasonFormSchema,
  type Season,
  type SeasonCopy,
  type SeasonForm,
} from "./owner-season-schemas";
import { lockHome } from "./home-lock.server";

/*
 * The owner's seasons of a home (issue 19). A season is priced by the one quote function
 * (features/pricing); here it is only written. Its dates never overlap another season of its
 * home: the exclusion constraint decides (migration 0021), and a refusal names the season in the
 * way. Each change is one transaction with its activity row.
 */

type Row = typeof seasons.$inferSelect;

const isUuid = (value: string) => z.uuid().safeParse(value).success;
const cents = (euros: number | null) => (euros === null ? null : eurosToCents(euros));
const euros = (amount: number | null) => (amount === null ? null : centsToEuros(amount));

function toSeason(row: Row): Season {
  return {
    id: row.id,
    propertyId: row.propertyId,
    name: row.name,
    from: row.startDate,
    to: row.endDate,
    pricePerNight: centsToEuros(row.pricePerNightCents),
    weekendPrice: euros(row.weekendPriceCents),
    midweekPrice: euros(row.midweekPriceCents),
    weekPrice: euros(row.weekPriceCents),
    minStay: row.minStayNights,
  };
}

function invalid(path: string, message: string): ApiError {
  return new ApiError("INVALID_INPUT", message, { details: [{ path, message }] });
}

/** The form as stored: 400 for dates out of order, too long, or too far from today. */
function seasonValues(input: SeasonForm) {
  const form = parseInput(seasonFormSchema, input);
  ensureStorableText(form);
  const today = todayInBrussels();
  if (form.to <= form.from) throw invalid("to", "'To' must be after 'From'");
  if (daysBetween(form.from, form.to) > MAX_SEASON_DAYS) {
    throw invalid("to", `A season can be at most ${MAX_SEASON_DAYS} days long`);
  }
  if (form.to < addDays(today, -SEASON_DAYS_BACK)) {
    throw invalid("to", "A season must end within the last year or later");
  }
  if (form.from > addDays(today, SEASON_DAYS_AHEAD)) {
    throw invalid("from", `A season can start at most ${SEASON_DAYS_AHEAD} days ahead`);
  }
  return {
    name: form.name,
    startDate: form.from,
    endDate: form.to,
    pricePerNightCents: eurosToCents(form.pricePerNight),
    weekendPriceCents: cents(form.weekendPrice),
    midweekPriceCents: cents(form.midweekPrice),
    weekPriceCents: cents(form.weekPrice),
    minStayNights: form.minStay,
  };
}

/** The 409 for dates another season of the home holds, naming it. */
async function overlapping(
  tx: Transaction,
  propertyId: string,
  from: CalendarDate,
  to: CalendarDate,
  except: string | null,
): Promise<ApiError | null> {
  const [other] = await tx
    .select()
    .from(seasons)
    .where(
      and(
        eq(seasons.propertyId, propertyId),
        lt(seasons.startDate, to),
        gt(seasons.endDate, from),
        except ? ne(seasons.id, except) : undefined,
      ),
    )
    .orderBy(asc(seasons.startDate))
    .limit(1);
  if (!other) return null;
  return new ApiError(
    "CONFLICT",
    `These dates overlap the season '${other.name}' (${formatShortDate(other.startDate)} to ${formatShortDate(other.endDate)})`,
    { details: { season: toSeason(other) } },
  );
}

/** Runs a write of seasons; a race past the look for overlaps still ends in a clear 409. */
async function writing<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
  const db = await getDb();
  try {
    return await db.transaction(run);
  } catch (error) {
    if (sqlStateOf(error) === EXCLUSION_VIOLATION) {
      throw new ApiError("CONFLICT", "These dates overlap another season of the home");
    }
    throw error;
  }
}

async function assertRoom(tx: Transaction, propertyId: string, adding: number): Promise<void> {
  const [existing] = await tx
    .select({ count: count() })
    .from(seasons)
    .where(eq(seasons.propertyId, propertyId));
  if ((existing?.count ?? 0) + adding > MAX_SEASONS_PER_HOME) {
    throw new ApiError(
      "CONFLICT",
      `A home can have at most ${MAX_SEASONS_PER_HOME} seasons; remove old ones first`,
    );
  }
}

/** A home's seasons, earliest first; 404 for an unknown home. */
export async function listSeasons(propertyId: string): Promise<Season[]> {
  if (!isUuid(propertyId)) throw notFound("Property");
  const db = await getDb();
  const [home] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!home) throw notFound("Property");
  const rows = await db
    .select()
    .from(seasons)
    .where(eq(seasons.propertyId, propertyId))
    .orderBy(asc(seasons.startDate));
  return rows.map(toSeason);
}

export async function addSeason(
  actor: string,
  propertyId: string,
  input: SeasonForm,
): Promise<Season> {
  const values = seasonValues(input);
  return writing(async (tx) => {
    await lockHome(tx, propertyId);
    await assertRoom(tx, propertyId, 1);
    const conflict = await overlapping(tx, propertyId, values.startDate, values.endDate, null);
    if (conflict) throw conflict;
    const [row] = await tx
      .insert(seasons)
      .values({ propertyId, ...values })
      .returning();
    if (!row) throw new Error("season insert returned nothing");
    await recordActivity(tx, {
      actor,
      action: "season.add",
      subject: { kind: "season", id: row.id },
      after: toSeason(row),
    });
    return toSeason(row);
  });
}

async function seasonForUpdate(tx: Transaction, id: string): Promise<Row> {
  const [row] = isUuid(id)
    ? await tx.select().from(seasons).where(eq(seasons.id, id)).for("update")
    : [];
  if (!row) throw notFound("Season");
  return row;
}

/** Saves a season; bookings keep the quotes they were made with. */
export async function saveSeason(actor: string, id: string, input: SeasonForm): Promise<Season> {
  const values = seasonValues(input);
  return writing(async (tx) => {
    const before = await seasonForUpdate(tx, id);
    const conflict = await overlapping(
      tx,
      before.propertyId,
      values.startDate,
      values.endDate,
      before.id,
    );
    if (conflict) throw conflict;
    const [row] = await tx
      .update(seasons)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(seasons.id, before.id))
      .returning();
    if (!row) throw notFound("Season");
    await recordActivity(tx, {
      actor,
      action: "season.save",
      subject: { kind: "season", id: row.id },
      before: toSeason(before),
      after: toSeason(row),
    });
    return toSeason(row);
  });
}

export async function removeSeason(actor: string, id: string): Promise<void> {
  await writing(async (tx) => {
    const before = await seasonForUpdate(tx, id);
    await tx.delete(seasons).where(eq(seasons.id, before.id));
    await recordActivity(tx, {
      actor,
      action: "season.remove",
      subject: { kind: "season", id: before.id },
      before: toSeason(before),
    });
  });
}

/** The same calendar dates a year later (29 February becomes 28 February). */
function nextYearOf(date: CalendarDate): CalendarDate {
  return localDateToCalendarDate(addYears(calendarDateToLocalDate(date), 1));
}

/**
 * Copies a season to other homes on the same dates, to its own home a year later, or both: all
 * or nothing, 409 naming the first season in the way.
 */
export async function copySeason(actor: string, id: string, input: SeasonCopy): Promise<Season[]> {
  const copy = parseInput(seasonCopySchema, input);
  return writing(async (tx) => {
    const source = await seasonForUpdate(tx, id);
    const { propertyId } = source;
    const values = {
      name: source.name,
      startDate: source.startDate,
      endDate: source.endDate,
      pricePerNightCents: source.pricePerNightCents,
      weekendPriceCents: source.weekendPriceCents,
      midweekPriceCents: source.midweekPriceCents,
      weekPriceCents: source.weekPriceCents,
      minStayNights: source.minStayNights,
    };
    const targets = [
      ...[...new Set(copy.homeIds)]
        .filter((homeId) => homeId !== propertyId)
        .map((homeId) => ({ propertyId: homeId, ...values })),
      ...(copy.nextYear
        ? [
            {
              propertyId,
              ...values,
              startDate: nextYearOf(values.startDate),
              endDate: nextYearOf(values.endDate),
            },
          ]
        : []),
    ];
    if (targets.length === 0) {
      throw invalid("homeIds", "Choose homes or next year to copy the season to");
    }
    const homes = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        inArray(
          properties.id,
          targets.map((target) => target.propertyId),
        ),
      )
      .orderBy(asc(properties.id))
      .for("update");
    if (homes.length !== new Set(targets.map((target) => target.propertyId)).size) {
      throw notFound("Property");
    }
    const made: Season[] = [];
    for (const target of targets) {
      await assertRoom(tx, target.propertyId, 1);
      const conflict = await overlapping(
        tx,
        target.propertyId,
        target.startDate,
        target.endDate,
        null,
      );
      if (conflict) throw conflict;
      const [row] = await tx.insert(seasons).values(target).returning();
      if (!row) throw new Error("season insert returned nothing");
      made.push(toSeason(row));
    }
    await recordActivity(tx, {
      actor,
      action: "season.copy",
      subject: { kind: "season", id: source.id },
      after: { copies: made.map((season) => ({ id: season.id, propertyId: season.propertyId })) },
    });
    return made;
  });
}

export interface OwnerSeasonsPage {
  home: { id: string; name: string; pricePerNight: number };
  seasons: Season[];
  /** The homes a season can be copied to: every other one, by name. */
  otherHomes: { id: string; name: string }[];
  years: [number, number];
  calendar: PriceYear;
}

/** What /owner/homes/{id}/seasons shows: `year` is this year or next; 404 for an unknown home. */
export async function loadOwnerSeasonsPage(
  homeId: string,
  searchParams: Record<string, string | string[] | undefined>,
): Promise<OwnerSeasonsPage> {
  if (!isUuid(homeId)) throw notFound("Property");
  const db = await getDb();
  const [homes, rows] = await Promise.all([
    db
      .select({
        id: properties.id,
        name: properties.name,
        pricePerNightCents: properties.pricePerNightCents,
      })
      .from(properties)
      .orderBy(asc(properties.name), asc(properties.id)),
    db.select().from(seasons).where(eq(seasons.propertyId, homeId)).orderBy(asc(seasons.startDate)),
  ]);
  const home = homes.find((each) => each.id === homeId);
  if (!home) throw notFound("Property");
  const today = todayInBrussels();
  const list = rows.map(toSeason);
  const pricePerNight = centsToEuros(home.pricePerNightCents);
  return {
    home: { id: home.id, name: home.name, pricePerNight },
    seasons: list,
    otherHomes: homes.filter((each) => each.id !== homeId).map(({ id, name }) => ({ id, name })),
    years: seasonYears(today),
    calendar: priceYear(shownSeasonYear(searchParams.year, today), pricePerNight, list),
  };
}

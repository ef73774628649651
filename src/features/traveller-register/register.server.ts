import "server-only";
import { CONFIRMED_STATUSES } from "@/db/enums";
import { and, asc, eq, gt, inArray, lt, notInArray } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "@/db/client";
import type { BookingStatus, RegisterWriter } from "@/db/enums";
import { hitRateLimit } from "@/db/rate-limits";
import { bookings, properties, travellerRegisterEntries, travellerRegisters } from "@/db/schema";
import { recordActivity } from "@/features/owner-activity/server";
import type { Locale } from "@/i18n/locales";
import { textIn } from "@/i18n/translated-texts";
import { clock } from "@/lib/clock";
import { toCsv } from "@/lib/csv";
import { addDays, daysBetween, todayInBrussels, type CalendarDate } from "@/lib/dates";
import { ApiError, notFound, rateLimited } from "@/lib/http";
import { isBirthDate } from "./check";
import { REGISTER_LIMITS } from "./limits";
import type { RegisterInput, RegisterView } from "./schemas";

/** A register is written for a confirmed stay only: never for an unpaid hold or an ended one. */
const WRITABLE_STATUSES: readonly BookingStatus[] = CONFIRMED_STATUSES;
/** Stays that did not happen are left out of the export. */
const NOT_STAYED: BookingStatus[] = ["rejected", "cancelled"];

type Reader = Database | Transaction;

interface StayRow {
  id: string;
  guestId: string | null;
  status: BookingStatus;
  startDate: string;
  endDate: string;
  guestCount: number;
  locale: Locale;
  propertyName: string;
  propertyTexts: typeof properties.$inferSelect.translations;
}

async function loadStay(reader: Reader, bookingId: string): Promise<StayRow | null> {
  const [row] = await reader
    .select({
      id: bookings.id,
      guestId: bookings.guestId,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      guestCount: bookings.guestCount,
      locale: bookings.locale,
      propertyName: properties.name,
      propertyTexts: properties.translations,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** Who asks: a signed-in guest (their own bookings only) or an owner (any booking). */
export type RegisterReader = { guestId: string } | { owner: string };

/**
 * The booking, if the reader may see its register. A guest asking for a booking that is not
 * theirs gets the same 404 as for one that does not exist.
 */
async function stayFor(reader: Reader, who: RegisterReader, bookingId: string) {
  const stay = await loadStay(reader, bookingId);
  if (!stay || ("guestId" in who && stay.guestId !== who.guestId)) throw notFound("Booking");
  return stay;
}

function isEditable(stay: StayRow, today: CalendarDate): boolean {
  return WRITABLE_STATUSES.includes(stay.status) && today <= stay.endDate;
}

async function view(
  reader: Reader,
  stay: StayRow,
  locale: Locale,
  today: CalendarDate,
): Promise<RegisterView> {
  const [register] = await reader
    .select()
    .from(travellerRegisters)
    .where(eq(travellerRegisters.bookingId, stay.id));
  const travellers = await reader
    .select({
      surname: travellerRegisterEntries.surname,
      firstNames: travellerRegisterEntries.firstNames,
      birthPlace: travellerRegisterEntries.birthPlace,
      birthDate: travellerRegisterEntries.birthDate,
      nationality: travellerRegisterEntries.nationality,
    })
    .from(travellerRegisterEntries)
    .where(eq(travellerRegisterEntries.bookingId, stay.id))
    .orderBy(asc(travellerRegisterEntries.position));
  return {
    bookingId: stay.id,
    propertyName: textIn(locale, "name", stay.propertyName, stay.propertyTexts),
    startDate: stay.startDate,
    endDate: stay.endDate,
    maxTravellers: stay.guestCount,
    editable: isEditable(stay, today),
    // Who filled it in and when, only while it lists someone (the retention job empties it).
    filledBy: travellers.length > 0 ? (register?.filledBy ?? null) : null,
    filledAt: travellers.length > 0 ? (register?.filledAt?.toISOString() ?? null) : null,
    reminderSentAt: register?.reminderSentAt?.toISOString() ?? null,
    travellers,
  };
}

/** A stay's register, for its guest or an owner. */
export async function getRegister(
  who: RegisterReader,
  bookingId: string,
  locale: Locale = "en",
): Promise<RegisterView> {
  const db = await getDb();
  const stay = await stayFor(db, who, bookingId);
  return view(db, stay, locale, todayInBrussels());
}

/**
 * Replaces a stay's register with `input`: by its guest (rate-limited per guest) or an owner (in
 * the activity log, without the travellers' data). A confirmed stay only, until its day of
 * departure; at most the booking's guest count of travellers.
 */
export async function saveRegister(
  who: RegisterReader,
  bookingId: string,
  input: RegisterInput,
  locale: Locale = "en",
): Promise<RegisterView> {
  const db = await getDb();
  const now = clock.now();
  if ("guestId" in who) {
    const allowance = await hitRateLimit(
      db,
      `traveller-register:${who.guestId}`,
      REGISTER_LIMITS.guestWritesPerHour,
      3_600_000,
      now,
    );
    if (!allowance.allowed) {
      throw rateLimited("Too many changes to the traveller register", allowance.retryAfterSeconds);
    }
  }
  const today = todayInBrussels(now);
  return db.transaction(async (tx) => {
    const stay = await stayFor(tx, who, bookingId);
    if (!isEditable(stay, today)) {
      throw new ApiError(
        "CONFLICT",
        WRITABLE_STATUSES.includes(stay.status)
          ? "The traveller register can no longer be changed: the stay has ended"
          : "The traveller register is filled in for a confirmed booking only",
      );
    }
    if (input.travellers.length > stay.guestCount) {
      throw new ApiError(
        "INVALID_INPUT",
        `This booking is for ${stay.guestCount} ${stay.guestCount === 1 ? "guest" : "guests"}: list at most that many travellers`,
      );
    }
    input.travellers.forEach((traveller, index) => {
      if (!isBirthDate(traveller.birthDate, today)) {
        const message = "Date of birth must be a real date, not in the future";
        throw new ApiError("INVALID_INPUT", message, {
          details: [{ path: `travellers.${index}.birthDate`, message }],
        });
      }
    });
    const writer: RegisterWriter = "guestId" in who ? "guest" : "owner";
    // The register's row first: its lock makes concurrent saves of one stay wait for each other.
    await tx
      .insert(travellerRegisters)
      .values({ bookingId, filledBy: writer, filledAt: now })
      .onConflictDoUpdate({
        target: travellerRegisters.bookingId,
        set: { filledBy: writer, filledAt: now },
      });
    await tx
      .delete(travellerRegisterEntries)
      .where(eq(travellerRegisterEntries.bookingId, bookingId));
    await tx
      .insert(travellerRegisterEntries)
      .values(
        input.travellers.map((traveller, position) => ({ bookingId, position, ...traveller })),
      );
    if ("owner" in who) {
      await recordActivity(tx, {
        actor: who.owner,
        action: "booking.traveller_register",
        subject: { kind: "booking", id: bookingId },
        // How many, never who: the log outlives the register.
        after: { travellers: input.travellers.length },
      });
    }
    return view(tx, stay, locale, today);
  });
}

/**
 * The owner's CSV of the registers of the stays with a night in [from, to): one row per
 * traveller, formula-safe. At most REGISTER_LIMITS.exportDays days at once.
 */
export async function exportRegisters(
  from: CalendarDate,
  to: CalendarDate,
): Promise<{ filename: string; content: string }> {
  if (to <= from) throw new ApiError("INVALID_INPUT", "to must be after from");
  if (daysBetween(from, to) > REGISTER_LIMITS.exportDays) {
    throw new ApiError(
      "INVALID_INPUT",
      `A period of at most ${REGISTER_LIMITS.exportDays} days can be exported at once`,
    );
  }
  const db = await getDb();
  const rows = await db
    .select({
      bookingId: bookings.id,
      home: properties.name,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      surname: travellerRegisterEntries.surname,
      firstNames: travellerRegisterEntries.firstNames,
      birthPlace: travellerRegisterEntries.birthPlace,
      birthDate: travellerRegisterEntries.birthDate,
      nationality: travellerRegisterEntries.nationality,
    })
    .from(travellerRegisterEntries)
    .innerJoin(bookings, eq(bookings.id, travellerRegisterEntries.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        lt(bookings.startDate, to),
        gt(bookings.endDate, from),
        notInArray(bookings.status, NOT_STAYED),
      ),
    )
    .orderBy(
      asc(bookings.startDate),
      asc(properties.name),
      asc(bookings.id),
      asc(travellerRegisterEntries.position),
    );
  const content = toCsv(
    [
      "Home",
      "Arrival",
      "Departure",
      "Surname",
      "First names",
      "Place of birth",
      "Date of birth",
      "Nationality",
      "Booking",
    ],
    rows.map((row) => [
      row.home,
      row.startDate,
      row.endDate,
      row.surname,
      row.firstNames,
      row.birthPlace,
      row.birthDate,
      row.nationality,
      row.bookingId,
    ]),
  );
  return { filename: `traveller-register-${from}-to-${to}.csv`, content };
}

/**
 * The retention job's part (0053): erases the registers of stays that ended more than
 * `retentionDays` ago. Plain deletes by date, safe on several instances.
 */
export async function eraseExpiredRegisters(
  db: Database,
  retentionDays: number,
  now: Date,
): Promise<number> {
  const lastDeparture = addDays(todayInBrussels(now), -retentionDays);
  const ended = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(lt(bookings.endDate, lastDeparture));
  const gone = await db
    .delete(travellerRegisterEntries)
    .where(inArray(travellerRegisterEntries.bookingId, ended))
    .returning({ id: travellerRegisterEntries.id });
  await db.delete(travellerRegisters).where(inArray(travellerRegisters.bookingId, ended));
  return gone.length;
}

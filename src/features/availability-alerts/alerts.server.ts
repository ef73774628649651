import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, not, or, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { hitRateLimit, hitRateLimits } from "@/db/rate-limits";
import { availabilityAlerts, properties } from "@/db/schema";
import { assertValidStay, isStayFree, loadStayLimits } from "@/features/availability/server";
import {
  availabilityAlertConfirmationMail,
  enqueueMail,
  unprovenMailLimit,
} from "@/features/mail/server";
import { RETENTION } from "@/features/privacy";
import type { Locale } from "@/i18n/locales";
import { textIn } from "@/i18n/translated-texts";
import { clock } from "@/lib/clock";
import type { CalendarDate } from "@/lib/dates";
import { ApiError, rateLimited } from "@/lib/http";
import { maskEmail } from "@/lib/text";
import { ALERT_LIMITS } from "./limits";
import { alertConfirmPath, alertOneClickPath } from "./links";
import type { AlertRequest } from "./schemas";
import { ALERT_TEXTS } from "./texts";

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** An alert that has neither fired nor ended. */
export const openAlert = () =>
  and(isNull(availabilityAlerts.firedAt), isNull(availabilityAlerts.endedAt));

/** The home's name in `locale`, as the alert's pages and mails call it. */
export async function homeNameIn(
  db: Pick<Database, "select">,
  propertyId: string,
  locale: Locale,
): Promise<string> {
  const [home] = await db
    .select({ name: properties.name, translations: properties.translations })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return home ? textIn(locale, "name", home.name, home.translations) : "";
}

/**
 * "Tell me when it frees up" (double opt-in): for a stay that is valid and taken now, the address
 * is stored unconfirmed and mailed a link that confirms it; nothing else. The answer is the same
 * whatever the address's state and whether or not a mail went out, so it tells nobody anything;
 * beyond the limits nothing is stored or sent. Asking again for the same stay renews an
 * unconfirmed alert (its language, guests and link's day) rather than adding one; a confirmed
 * one is left as it is, and no mail goes out.
 */
export async function subscribeToAlert(
  input: AlertRequest & { ip: string; locale: Locale },
): Promise<{ message: string }> {
  const db = await getDb();
  const now = clock.now();
  const { perIp, confirmationsPerPair, confirmedPerAddress } = ALERT_LIMITS;
  const byIp = await hitRateLimit(db, `alert-ip:${input.ip}`, perIp.limit, perIp.windowMs, now);
  if (!byIp.allowed) throw rateLimited("Too many alert requests", byIp.retryAfterSeconds);

  const stay = { checkIn: input.startDate, checkOut: input.endDate, guests: input.guests };
  assertValidStay(stay, await loadStayLimits(db, input.propertyId, stay.checkIn));
  if (await isStayFree(db, input.propertyId, stay.checkIn, stay.checkOut)) {
    throw new ApiError("CONFLICT", ALERT_TEXTS.datesFree);
  }

  // Only alerts the address's owner confirmed count (ALERT_LIMITS); nor does the one being renewed.
  const [others] = await db
    .select({ n: count() })
    .from(availabilityAlerts)
    .where(
      and(
        eq(availabilityAlerts.email, input.email),
        openAlert(),
        isNotNull(availabilityAlerts.confirmedAt),
        not(
          and(
            eq(availabilityAlerts.propertyId, input.propertyId),
            eq(availabilityAlerts.checkIn, stay.checkIn),
            eq(availabilityAlerts.checkOut, stay.checkOut),
          )!,
        ),
      ),
    );
  if (Number(others?.n ?? 0) >= confirmedPerAddress) return { message: ALERT_TEXTS.requested };

  const mail = await hitRateLimits(
    db,
    [
      { key: `alert-confirm:${input.email}|${input.ip}`, ...confirmationsPerPair },
      unprovenMailLimit({ to: input.email, client: input.ip }),
    ],
    now,
  );
  if (!mail.allowed) return { message: ALERT_TEXTS.requested };

  const { confirmedAt, createdAt } = availabilityAlerts;
  await db.transaction(async (tx) => {
    const [alert] = await tx
      .insert(availabilityAlerts)
      .values({
        propertyId: input.propertyId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests: stay.guests,
        email: input.email,
        locale: input.locale,
        confirmationToken: newToken(),
        unsubscribeToken: newToken(),
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [
          availabilityAlerts.propertyId,
          availabilityAlerts.checkIn,
          availabilityAlerts.checkOut,
          availabilityAlerts.email,
        ],
        targetWhere: sql`fired_at IS NULL AND ended_at IS NULL`,
        // An unconfirmed alert takes the request's guests and language, and its link its full
        // time again; a confirmed one stays as its owner confirmed it, whoever asks.
        set: {
          guests: sql`CASE WHEN ${confirmedAt} IS NULL THEN ${stay.guests} ELSE ${availabilityAlerts.guests} END`,
          locale: sql`CASE WHEN ${confirmedAt} IS NULL THEN ${input.locale} ELSE ${availabilityAlerts.locale} END`,
          createdAt: sql`CASE WHEN ${confirmedAt} IS NULL THEN ${now.toISOString()}::timestamptz ELSE ${createdAt} END`,
        },
      })
      .returning({
        token: availabilityAlerts.confirmationToken,
        unsubscribeToken: availabilityAlerts.unsubscribeToken,
        confirmedAt: availabilityAlerts.confirmedAt,
      });
    if (!alert) throw new Error("alert upsert returned nothing");
    // Confirmed already: nothing to confirm, and the answer is the same.
    if (alert.confirmedAt) return;
    await enqueueMail(
      tx,
      input.email,
      await availabilityAlertConfirmationMail({
        locale: input.locale,
        homeName: await homeNameIn(tx, input.propertyId, input.locale),
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        confirmPath: alertConfirmPath(alert.token),
      }),
      // The mail kept while the alert waits: a mail client's 'Unsubscribe' on it turns it off.
      { listUnsubscribe: alertOneClickPath(alert.unsubscribeToken) },
    );
  });
  return { message: ALERT_TEXTS.requested };
}

export interface AlertView {
  /** The address, masked. */
  email: string;
  homeName: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  unsubscribeToken: string;
  /** Neither fired nor ended. */
  open: boolean;
}

const viewColumns = {
  email: availabilityAlerts.email,
  propertyId: availabilityAlerts.propertyId,
  checkIn: availabilityAlerts.checkIn,
  checkOut: availabilityAlerts.checkOut,
  unsubscribeToken: availabilityAlerts.unsubscribeToken,
  firedAt: availabilityAlerts.firedAt,
  endedAt: availabilityAlerts.endedAt,
};

async function viewOf(
  row: {
    email: string;
    propertyId: string;
    checkIn: string;
    checkOut: string;
    unsubscribeToken: string;
    firedAt: Date | null;
    endedAt: Date | null;
  },
  locale: Locale,
): Promise<AlertView> {
  return {
    email: maskEmail(row.email),
    homeName: await homeNameIn(await getDb(), row.propertyId, locale),
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    unsubscribeToken: row.unsubscribeToken,
    open: row.firedAt === null && row.endedAt === null,
  };
}

/**
 * Confirms the alert of a confirmation link, idempotently; null for an unknown link, one whose
 * request expired unconfirmed, or one of an alert that has fired or ended since.
 */
export async function confirmAlert(token: string, locale: Locale): Promise<AlertView | null> {
  const db = await getDb();
  const now = clock.now();
  const requestedSince = new Date(now.getTime() - RETENTION.unconfirmedAvailabilityAlerts.ms);
  const [row] = await db
    .update(availabilityAlerts)
    .set({
      confirmedAt: sql`COALESCE(${availabilityAlerts.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(availabilityAlerts.confirmationToken, token),
        openAlert(),
        or(
          isNotNull(availabilityAlerts.confirmedAt),
          gt(availabilityAlerts.createdAt, requestedSince),
        ),
      ),
    )
    .returning(viewColumns);
  return row ? viewOf(row, locale) : null;
}

/** The alert of a confirmation link as the API confirms it: its message, or a 404. */
export async function confirmAlertByApi(token: string): Promise<{ message: string }> {
  if (!(await confirmAlert(token, "en"))) {
    throw new ApiError("NOT_FOUND", ALERT_TEXTS.unknownConfirmation);
  }
  return { message: ALERT_TEXTS.confirmed };
}

/** The alert of an unsubscribe link, or null for an unknown link. */
export async function findAlert(token: string, locale: Locale): Promise<AlertView | null> {
  const db = await getDb();
  const [row] = await db
    .select(viewColumns)
    .from(availabilityAlerts)
    .where(eq(availabilityAlerts.unsubscribeToken, token));
  return row ? viewOf(row, locale) : null;
}

/** Ends the alert of an unsubscribe link; a second click gets the same answer. */
export async function unsubscribeFromAlert(token: string): Promise<{ message: string }> {
  const db = await getDb();
  const [row] = await db
    .update(availabilityAlerts)
    .set({
      endedAt: sql`COALESCE(${availabilityAlerts.endedAt}, ${clock.now().toISOString()}::timestamptz)`,
    })
    .where(eq(availabilityAlerts.unsubscribeToken, token))
    .returning({ id: availabilityAlerts.id });
  if (!row) throw new ApiError("NOT_FOUND", ALERT_TEXTS.unknownLink);
  return { message: ALERT_TEXTS.unsubscribed };
}

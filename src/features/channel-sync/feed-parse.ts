import ICAL from "ical.js";
import { addDays, todayInBrussels, toCalendarDate, type CalendarDate } from "@/lib/dates";

/** One stay a channel lists: the nights [checkIn, checkOut). */
export interface FeedStay {
  /** The event's UID (with its first night when a feed repeats a UID), to follow it over time. */
  key: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

export type ParsedFeed = { ok: true; stays: FeedStay[] } | { ok: false; reason: string };

/** More than any channel lists for one home; a feed with more is refused as a whole. */
export const MAX_FEED_STAYS = 2_000;
/** Stays further ahead than this are of no use and are left out. */
const HORIZON_DAYS = 3 * 366;

const NOT_ICAL = "The feed is not an iCalendar file.";

/** The calendar date a start or end falls on: as written for a date or a local time, else in Brussels. */
function dateOf(time: ICAL.Time): CalendarDate | null {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone || !time.zone) {
    return toCalendarDate(
      `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`,
    );
  }
  return todayInBrussels(time.toJSDate());
}

/**
 * The stays a channel's calendar lists from today on, as the nights they take. A stay that began
 * before today counts from today, so a past night never conflicts with a past booking; cancelled
 * events and events that ended are left out. Anything that is not one VCALENDAR is refused.
 */
export function parseFeed(text: string, today: CalendarDate): ParsedFeed {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    // Several top-level components come back as a list; a feed is one calendar.
    if (!Array.isArray(parsed) || typeof parsed[0] !== "string")
      return { ok: false, reason: NOT_ICAL };
    calendar = new ICAL.Component(parsed);
  } catch {
    return { ok: false, reason: NOT_ICAL };
  }
  if (calendar.name !== "vcalendar") return { ok: false, reason: NOT_ICAL };

  const horizon = addDays(today, HORIZON_DAYS);
  const stays: FeedStay[] = [];
  const seen = new Set<string>();
  const events = calendar.getAllSubcomponents("vevent");
  for (const component of events) {
    if (String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") {
      continue;
    }
    let start: CalendarDate | null;
    let end: CalendarDate | null;
    try {
      const event = new ICAL.Event(component);
      start = dateOf(event.startDate);
      const hasEnd = component.hasProperty("dtend") || component.hasProperty("duration");
      end = hasEnd ? dateOf(event.endDate) : null;
    } catch {
      return { ok: false, reason: "The feed has an event whose dates cannot be read." };
    }
    if (!start) return { ok: false, reason: "The feed has an event whose dates cannot be read." };
    // An event without an end, or one within a day, takes the night it starts.
    if (!end || end <= start) end = addDays(start, 1);
    if (end <= today || start > horizon) continue;
    const checkIn = start < today ? today : start;
    const uid = String(component.getFirstPropertyValue("uid") ?? "").trim() || `${start}/${end}`;
    const key = seen.has(uid) ? `${uid}#${checkIn}` : uid;
    if (seen.has(key)) continue;
    seen.add(key);
    stays.push({ key, checkIn, checkOut: end });
    if (stays.length > MAX_FEED_STAYS) {
      return {
        ok: false,
        reason: `The feed lists more than ${MAX_FEED_STAYS.toLocaleString("en")} stays.`,
      };
    }
  }
  return { ok: true, stays: joinOverlaps(stays) };
}

/**
 * A channel may list overlapping events of its own (a reservation and a block around it); held
 * one by one, the later would be refused by the earlier and its other nights left free. Joined,
 * each night is held once, under the key of the stay that starts first.
 */
function joinOverlaps(stays: FeedStay[]): FeedStay[] {
  const sorted = [...stays].sort(
    (a, b) => a.checkIn.localeCompare(b.checkIn) || a.checkOut.localeCompare(b.checkOut),
  );
  const joined: FeedStay[] = [];
  for (const stay of sorted) {
    const last = joined.at(-1);
    if (last && stay.checkIn < last.checkOut) {
      if (stay.checkOut > last.checkOut) last.checkOut = stay.checkOut;
    } else joined.push({ ...stay });
  }
  return joined;
}

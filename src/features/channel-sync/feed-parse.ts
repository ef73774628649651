import "server-only";
import { Worker } from "node:worker_threads";
import { addDays, toCalendarDate, type CalendarDate } from "@/lib/dates";
import { secondsText } from "./feed-fetch.server";

/** One stay a channel lists: the nights [checkIn, checkOut). */
export interface FeedStay {
  /** The event's UID (with its first night when a feed repeats a UID), to follow it over time. */
  key: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
}

export type ParsedFeed = { ok: true; stays: FeedStay[] } | { ok: false; reason: string };

export interface FeedParseLimits {
  /** From the worker's start to its answer; past it the worker is stopped. */
  budgetMs: number;
  /** Events of any date, cancelled ones included: each costs as much to read. */
  maxEvents: number;
  /** The worker's heap: a feed of 5 MB of small events needs about 64 MB. */
  maxMemoryMb: number;
}

/** More than any channel lists for one home, its past included; a feed with more is refused. */
export const MAX_FEED_EVENTS = 10_000;

export const FEED_PARSE_LIMITS: FeedParseLimits = {
  budgetMs: 5_000,
  maxEvents: MAX_FEED_EVENTS,
  maxMemoryMb: 128,
};

/** More than any channel lists for one home; a feed with more is refused as a whole. */
export const MAX_FEED_STAYS = 2_000;
/**
 * Nights further ahead than this are of no use: a stay that starts there is left out, and one
 * that runs past it ends there, so no event holds a home for longer (issue 30).
 */
const HORIZON_DAYS = 3 * 366;

/** An event as the worker reads it: a day as written, or an instant (ISO) in a time zone. */
interface FeedEvent {
  uid: string;
  start: string;
  end: string | null;
}

type WorkerAnswer =
  | { kind: "events"; events: FeedEvent[] }
  | { kind: "not-ical" | "too-many-events" | "unreadable-dates" };

const UNREADABLE_DATES = "The feed has an event whose dates cannot be read.";

/** Settles with the worker's answer, or a reason when it ran out of time or memory. */
function readEvents(
  text: string,
  limits: FeedParseLimits,
): Promise<WorkerAnswer | { kind: "failed"; reason: string }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./feed-events.worker.mjs", import.meta.url), {
      workerData: { text, maxEvents: limits.maxEvents },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    const timer = setTimeout(() => {
      const reason = `The feed could not be read within ${secondsText(limits.budgetMs)}.`;
      settle(() => resolve({ kind: "failed", reason }));
    }, limits.budgetMs);
    worker.once("message", (answer: WorkerAnswer) => settle(() => resolve(answer)));
    worker.once("error", (error: Error & { code?: string }) => {
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") {
        const reason = `The feed could not be read within ${limits.maxMemoryMb} MB of memory.`;
        settle(() => resolve({ kind: "failed", reason }));
      } else settle(() => reject(error));
    });
    worker.once("exit", (code) => {
      settle(() => reject(new Error(`The feed's worker stopped (${code}) without an answer`)));
    });
  });
}

/**
 * The stays a channel's calendar lists from today on, as the nights they take; read in a worker
 * thread within the limits, so no feed holds up the server. A stay that began before today counts
 * from today, so a past night never conflicts with a past booking; cancelled events and events
 * that ended are left out. Anything that is not one VCALENDAR is refused. Rejects only when the
 * worker fails in a way no feed should cause.
 */
export async function parseFeed(
  text: string,
  today: CalendarDate,
  limits: Partial<FeedParseLimits> = {},
): Promise<ParsedFeed> {
  const within = { ...FEED_PARSE_LIMITS, ...limits };
  const answer = await readEvents(text, within);
  switch (answer.kind) {
    case "failed":
      return { ok: false, reason: answer.reason };
    case "not-ical":
      return { ok: false, reason: "The feed is not an iCalendar file." };
    case "too-many-events":
      return {
        ok: false,
        reason: `The feed lists more than ${within.maxEvents.toLocaleString("en")} events.`,
      };
    case "unreadable-dates":
      return { ok: false, reason: UNREADABLE_DATES };
    case "events":
      return staysOf(answer.events, today);
  }
}

function staysOf(events: FeedEvent[], today: CalendarDate): ParsedFeed {
  const horizon = addDays(today, HORIZON_DAYS);
  const stays: FeedStay[] = [];
  const seen = new Set<string>();
  for (const event of events) {
    const start = toCalendarDate(event.start);
    let end = event.end === null ? null : toCalendarDate(event.end);
    if (!start || (event.end !== null && !end)) return { ok: false, reason: UNREADABLE_DATES };
    // An event without an end, or one within a day, takes the night it starts.
    if (!end || end <= start) end = addDays(start, 1);
    if (end <= today || start >= horizon) continue;
    const checkIn = start < today ? today : start;
    const checkOut = end > horizon ? horizon : end;
    const uid = event.uid.trim() || `${start}/${end}`;
    const key = seen.has(uid) ? `${uid}#${checkIn}` : uid;
    if (seen.has(key)) continue;
    seen.add(key);
    stays.push({ key, checkIn, checkOut });
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

/*
 * Reads the events of a channel's feed, in a worker thread (docs/decisions/0046): the feed is a
 * stranger's text, and some inputs keep ical.js's parser busy for many seconds; here they cost a
 * thread its time budget, not the server its event loop. Plain JavaScript, so that Node runs it
 * as it is under Vitest and tsx, and `next build` bundles it as a worker entry.
 *
 * The events are read from the jCal arrays that ICAL.parse returns ([name, properties,
 * components]; a property is [name, parameters, type, value]): ICAL.Event scans every event of
 * the calendar for each one, and a TZID the feed does not define is looked for among all its
 * components on every read, so a feed of n events took n² steps.
 */
import { parentPort, workerData } from "node:worker_threads";
import ICAL from "ical.js";

/** A component's properties by name, the first of each where a name repeats. */
function firstProperties(event) {
  const first = new Map();
  for (const property of event[1]) if (!first.has(property[0])) first.set(property[0], property);
  return first;
}

/** The feed's own time zones by TZID, each built once and only when an event uses it. */
function zonesOf(components) {
  const defined = new Map();
  for (const component of components) {
    if (component[0] !== "vtimezone") continue;
    const tzid = firstProperties(component).get("tzid")?.[3];
    if (typeof tzid === "string" && !defined.has(tzid)) defined.set(tzid, component);
  }
  const built = new Map();
  return (tzid) => {
    if (!built.has(tzid)) {
      const component = defined.get(tzid);
      built.set(
        tzid,
        component
          ? new ICAL.Timezone({ component: new ICAL.Component(component), tzid })
          : // UTC and GMT by name; any other unknown zone leaves the time as written.
            (ICAL.TimezoneService.get(tzid) ?? null),
      );
    }
    return built.get(tzid);
  };
}

function timeOf(property, zoneOf) {
  const [, parameters, type, value] = property;
  if (typeof value !== "string") throw new Error("no date");
  if (type === "date") return ICAL.Time.fromDateString(value);
  if (type !== "date-time") throw new Error("not a date");
  const time = ICAL.Time.fromDateTimeString(value);
  const zone =
    !value.endsWith("Z") && typeof parameters.tzid === "string" ? zoneOf(parameters.tzid) : null;
  if (!zone) return time;
  const { year, month, day, hour, minute, second } = time;
  return new ICAL.Time({ year, month, day, hour, minute, second, isDate: false }, zone);
}

/** A date, or a time in no zone, is the day as written; a time in a zone is an instant. */
function dayOrInstant(time) {
  if (time.isDate || !time.zone || time.zone === ICAL.Timezone.localTimezone) {
    const pad = (number, digits) => String(number).padStart(digits, "0");
    return `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;
  }
  return time.toJSDate().toISOString();
}

/** The day or instant a DTSTART or DTEND names; feed-parse.ts checks that it is a real one. */
function momentOf(property, zoneOf) {
  // A date, as channels write their stays, comes out of ICAL.parse as `YYYY-MM-DD` already.
  if (property[2] === "date" && typeof property[3] === "string") return property[3];
  return dayOrInstant(timeOf(property, zoneOf));
}

/**
 * Whether the text has more events than the cap, counted before it is parsed so that a feed far
 * over it costs no parse; an event this misses (a folded or lower-case BEGIN) is counted after.
 */
function overCap(text, maxEvents) {
  const begin = /^BEGIN:VEVENT\r?$/gim;
  let count = 0;
  while (begin.exec(text)) if (++count > maxEvents) return true;
  return false;
}

/** Which answer it is; the owner's words for each are in feed-parse.ts. */
function readEvents(text, maxEvents) {
  if (overCap(text, maxEvents)) return { kind: "too-many-events" };
  let calendar;
  try {
    calendar = ICAL.parse(text);
  } catch {
    return { kind: "not-ical" };
  }
  // Several top-level components come back as a list; a feed is one calendar.
  if (!Array.isArray(calendar) || calendar[0] !== "vcalendar") return { kind: "not-ical" };
  const components = calendar[2];
  const vevents = components.filter((component) => component[0] === "vevent");
  // Before any is read: an event that ended long ago costs as much to read as one to come.
  if (vevents.length > maxEvents) return { kind: "too-many-events" };

  const zoneOf = zonesOf(components);
  const events = [];
  for (const vevent of vevents) {
    const properties = firstProperties(vevent);
    if (String(properties.get("status")?.[3] ?? "").toUpperCase() === "CANCELLED") continue;
    const dtstart = properties.get("dtstart");
    const dtend = properties.get("dtend");
    const duration = properties.get("duration");
    try {
      if (!dtstart) return { kind: "unreadable-dates" };
      let end = null;
      if (dtend) end = momentOf(dtend, zoneOf);
      else if (duration) {
        const time = timeOf(dtstart, zoneOf);
        time.addDuration(ICAL.Duration.fromString(String(duration[3])));
        end = dayOrInstant(time);
      }
      events.push({
        uid: String(properties.get("uid")?.[3] ?? ""),
        start: momentOf(dtstart, zoneOf),
        end,
      });
    } catch {
      return { kind: "unreadable-dates" };
    }
  }
  return { kind: "events", events };
}

parentPort.postMessage(readEvents(workerData.text, workerData.maxEvents));

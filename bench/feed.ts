/**
 * Reading a channel's feed (issue 30, decision 0046): the time from a feed's text to its stays
 * as the calendar sync reads it, worker thread included. A feed of 5 MB (the fetch's limit) of
 * small events that ended years ago, read whole with the event cap lifted (what the reading
 * itself costs) and refused at the cap as the sync refuses it; and a feed at the cap.
 */
import { todayInBrussels } from "@/lib/dates";
import { median, round } from "./lib/stats";

export interface FeedRead {
  feed: string;
  bytes: number;
  events: number;
  /** The stays read, or the reason it was refused. */
  outcome: string;
  runs: number[];
  medianMs: number;
  maxMs: number;
}

const RUNS = 5;
const FIVE_MB = 5 * 1024 * 1024;

function feedOf(events: number | "5 MB"): { text: string; events: number } {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bench//EN"];
  let size = 0;
  let count = 0;
  while (events === "5 MB" ? size < FIVE_MB - 200 : count < events) {
    const event = [
      "BEGIN:VEVENT",
      `UID:past-${count}`,
      "DTSTART;VALUE=DATE:20200104",
      "DTEND;VALUE=DATE:20200107",
      "END:VEVENT",
    ];
    lines.push(...event);
    size += event.join("\r\n").length + 2;
    count++;
  }
  lines.push("END:VCALENDAR", "");
  return { text: lines.join("\r\n"), events: count };
}

export async function measureFeedReading(): Promise<FeedRead[]> {
  // The sync's modules guard against browser bundles with `server-only`; a script is none.
  await import(new URL("../scripts/server-only-off.mjs", import.meta.url).href);
  const { MAX_FEED_EVENTS, parseFeed } = await import("@/features/channel-sync/feed-parse");
  const today = todayInBrussels();
  const fiveMb = feedOf("5 MB");
  const atCap = feedOf(MAX_FEED_EVENTS);
  const cases = [
    { feed: "5 MB of small events, cap lifted", ...fiveMb, limits: { maxEvents: Infinity } },
    { feed: "5 MB of small events, refused at the cap", ...fiveMb, limits: {} },
    { feed: `${MAX_FEED_EVENTS.toLocaleString("en")} events (the cap)`, ...atCap, limits: {} },
  ];
  const reads: FeedRead[] = [];
  for (const { feed, text, events, limits } of cases) {
    const runs: number[] = [];
    let outcome = "";
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const parsed = await parseFeed(text, today, limits);
      runs.push(round(performance.now() - started, 0));
      outcome = parsed.ok ? `${parsed.stays.length} stays` : parsed.reason;
    }
    reads.push({
      feed,
      bytes: Buffer.byteLength(text),
      events,
      outcome,
      runs,
      medianMs: median(runs),
      maxMs: Math.max(...runs),
    });
  }
  return reads;
}

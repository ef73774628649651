import { readFileSync, statSync } from "node:fs";
import pg from "pg";
import { openDatabase } from "@/db/client";
import { addDays, todayInBrussels, type CalendarDate } from "@/lib/dates";
import type { PostgresCluster } from "../tests/support/postgres";
import { benchWeekend } from "./api";
import { generateHomes, type GeneratedHomes } from "./data-generator";
import { startApp, type AppInstance } from "../tests/support/app-process";
import { createDatabase } from "./lib/database";
import { closedLoop, openLoop, type OpenLoopResult } from "./lib/load";
import { round } from "./lib/stats";

export interface GrowthRead {
  endpoint: string;
  /**
   * Whether the instance kept reads in the read cache. Off for the catalogue reads (the database
   * path); on for the stays search, whose price lists live there by design.
   */
  readCache: boolean;
  /** The status of the lone first request. */
  firstStatus: number;
  bodyBytes: number;
  requestsPerSecond: number;
  /** Null when no answer came back within the window (the old app at 10,000 homes). */
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  failures: number;
  /** Answers received within the timed window. */
  answered: number;
  /** The lone first request, before the warm-up: how long one answer takes uncontended. */
  firstMs: number;
  /** Whether the app was restarted before this read because the last one left it busy. */
  restartedBefore: boolean;
  /** Latency at a fixed rate well below saturation, each request timed from when it was due. */
  atFixedRate: OpenLoopResult;
}

export interface GrowthStep {
  homes: number;
  bookings: number;
  generateSeconds: number;
  reads: GrowthRead[];
  residentMb: number;
}

export interface GrowthFigures {
  steps: GrowthStep[];
  /** The plans PostgreSQL chose for the date searches at the largest size (auto_explain). */
  plans: { query: string; plan: string[] }[];
  /** Whether those plans read the holds through the exclusion constraint's GiST index. */
  usesExclusionIndex: boolean;
}

const EXCLUSION_INDEX = "stay_holds_no_overlap";

/** CPU time (user + system) of one process, in clock ticks. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * autocannon closes its connections when its window ends, but the server still finishes the
 * requests it had taken: a few milliseconds of work for fast reads, minutes when each answer
 * takes seconds. Waits until the app is idle (under 5% of a core for a second) and the database
 * runs none of its queries, so one read's leftovers do not land in the next read's window;
 * false when that has not happened within `withinMs`.
 */
async function settles(pid: number, client: pg.Client, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  let before = cpuTicks(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuTicks(pid);
    const { rows } = await client.query<{ active: number }>(
      `SELECT count(*)::int AS active FROM pg_stat_activity
       WHERE datname = current_database() AND state <> 'idle' AND pid <> pg_backend_pid()`,
    );
    if (now - before <= 5 && rows[0]!.active === 0) return true;
    before = now;
  }
  return false;
}

/**
 * Each read runs twice. At a fixed 50 requests/s (180,000 an hour, far beyond the busiest
 * holiday-home site) the latency shows what more data costs a guest; the target applies there.
 * At 10 concurrent clients, each sending as soon as it has its answer, the server is saturated:
 * requests/s is its capacity and latency is mostly the queue (10 / capacity).
 */
const GROWTH_RATE = 50;
const GROWTH_CLIENTS = 10;

/** Two connections share the inserts: most of the time goes into the holds' GiST index. */
async function generateInParallel(
  databaseUrl: string,
  from: number,
  to: number,
): Promise<GeneratedHomes> {
  const started = performance.now();
  const middle = from + Math.ceil((to - from) / 2);
  const parts = await Promise.all(
    [
      [from, middle],
      [middle, to],
    ].map(async ([start, end]) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return await generateHomes(client, { from: start!, to: end! });
      } finally {
        await client.end();
      }
    }),
  );
  // Fresh statistics and a vacuumed visibility map, as autovacuum would leave them after such a
  // load: otherwise autovacuum does it in the middle of the measured reads.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("VACUUM (ANALYZE)");
  await client.end();
  return {
    from,
    to,
    bookings: parts.reduce((sum, part) => sum + part.bookings, 0),
    seconds: (performance.now() - started) / 1000,
  };
}

/** The plans auto_explain logs while `probe` runs, for statements that read the holds. */
async function explainWhile(
  cluster: PostgresCluster,
  client: pg.Client,
  probe: () => Promise<void>,
): Promise<{ query: string; plan: string[] }[]> {
  const from = statSync(cluster.logFile).size;
  await client.query("ALTER SYSTEM SET auto_explain.log_min_duration = 0");
  await client.query("ALTER SYSTEM SET auto_explain.log_analyze = on");
  await client.query("SELECT pg_reload_conf()");
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    await probe();
  } finally {
    await client.query("ALTER SYSTEM RESET auto_explain.log_min_duration");
    await client.query("ALTER SYSTEM RESET auto_explain.log_analyze");
    await client.query("SELECT pg_reload_conf()");
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const log = readFileSync(cluster.logFile, "utf8").slice(from);
  // Each entry starts with the log line prefix (a timestamp); its plan follows on tab lines.
  const entries = log.split(/\n(?=\d{4}-\d{2}-\d{2} )/).filter((entry) => entry.includes("plan:"));
  return entries
    .filter((entry) => entry.includes("stay_holds"))
    .map((entry) => {
      const lines = entry.split("\n").map((line) => line.replace(/^\t/, ""));
      const text = lines.find((line) => line.startsWith("Query Text:")) ?? "";
      return {
        query: text.replace("Query Text: ", "").slice(0, 160),
        plan: lines.filter(
          (line) =>
            line.includes("(cost=") ||
            /^\s*(Index Cond|Filter|Join Filter|Hash Cond|Recheck Cond|Sort Key):/.test(line),
        ),
      };
    });
}

type Reads = readonly (readonly [endpoint: string, path: string])[];

/**
 * Measures each read in turn against an app instance: a lone first request (`firstMs`), a
 * second of warm-up at 10 clients, then the fixed rate and the closed loop. Returns the instance
 * still running (a fresh one when a read left the last one busy), for the caller to stop.
 */
async function measureReads(
  start: () => Promise<AppInstance>,
  client: pg.Client,
  reads: Reads,
  seconds: number,
  readCache: boolean,
): Promise<{ app: AppInstance; measured: GrowthRead[] }> {
  let app = await start();
  const measured: GrowthRead[] = [];
  try {
    for (const [endpoint, path] of reads) {
      // A read whose leftovers keep the app busy past 30 s gets a fresh instance after it.
      let restartedBefore = false;
      if (!(await settles(app.pid, client, 30_000))) {
        await app.stop();
        app = await start();
        restartedBefore = true;
      }
      const firstStarted = performance.now();
      const first = await fetch(`${app.url}${path}`);
      const bodyBytes = (await first.arrayBuffer()).byteLength;
      const firstMs = round(performance.now() - firstStarted);
      await closedLoop({ url: `${app.url}${path}`, connections: 10, duration: 1 });
      await settles(app.pid, client, 10_000);
      const atFixedRate = await openLoop([`${app.url}${path}`], GROWTH_RATE, seconds);
      await settles(app.pid, client, 10_000);
      const run = await closedLoop({
        url: `${app.url}${path}`,
        connections: GROWTH_CLIENTS,
        duration: seconds,
      });
      measured.push({
        endpoint,
        readCache,
        firstStatus: first.status,
        bodyBytes,
        requestsPerSecond: run.requestsPerSecond,
        p50Ms: run.requests > 0 ? run.p50Ms : null,
        p95Ms: run.requests > 0 ? run.p95Ms : null,
        p99Ms: run.requests > 0 ? run.p99Ms : null,
        failures: run.failures,
        answered: run.requests,
        firstMs,
        restartedBefore,
        atFixedRate,
      });
    }
    // The closed loop's last requests still run when it ends: not in the plans taken next.
    await settles(app.pid, client, 10_000);
  } catch (error) {
    await app.stop();
    throw error;
  }
  return { app, measured };
}

/**
 * The stays search's month: check-in days from four weeks ahead, for 31 days. Every day of it
 * is bookable under the stay rules whatever the date of the run, and each of its weekends is held
 * in half the generated homes (they alternate weekend and midweek bookings).
 */
export function staysMonth(today: CalendarDate = todayInBrussels()): {
  from: CalendarDate;
  to: CalendarDate;
} {
  const from = addDays(today, 28);
  return { from, to: addDays(from, 30) };
}

/**
 * The same reads at every size: the homes (and their bookings) grow in one database, and a
 * fresh app instance serves each size, so every size starts cold as a deployment would. The
 * catalogue reads run on an instance with the read cache off (the database path); the stays
 * search runs on a second instance with the read cache on, as deployed, because its design keeps
 * its price lists there (they change only with the catalogue) and the homes each stay finds
 * taken (they change only with the holds).
 */
export async function measureGrowth(
  cluster: PostgresCluster,
  sizes: number[],
  seconds: number,
  progress: (line: string) => void,
  /** Filled as each size is measured, so a run stopped at its time limit keeps what it has. */
  figures: GrowthFigures,
): Promise<void> {
  const databaseUrl = await createDatabase(cluster.adminUrl, "bench_growth");
  const migrated = await openDatabase({ databaseUrl, dataDir: "memory://" });
  await migrated.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const uncached = () => startApp({ DATABASE_URL: databaseUrl, READ_CACHE: "false" });
  // READ_CACHE unset: the default, as `npm start` runs in production.
  const cached = () => startApp({ DATABASE_URL: databaseUrl });
  try {
    let homes = 0;
    let bookings = 0;
    for (const size of sizes) {
      const generated = await generateInParallel(databaseUrl, homes, size);
      progress(`${size} homes generated in ${round(generated.seconds)} s; measuring`);
      homes = size;
      bookings += generated.bookings;
      const last = size === sizes[sizes.length - 1];
      const { rows } = await client.query<{ id: string }>(
        "SELECT id FROM properties WHERE name = 'Bench Home 0'",
      );
      const id = rows[0]!.id;
      const { startDate, endDate } = benchWeekend();
      const stay = `startDate=${startDate}&endDate=${endDate}`;
      const reads = [
        ["property list", "/api/public/properties"],
        ["date search", `/api/public/properties?${stay}`],
        ["property", `/api/public/properties/${id}`],
        ["availability", `/api/public/properties/${id}/availability?${stay}`],
        ["quote", `/api/public/properties/${id}/quote?${stay}&guests=2`],
      ] as const;
      const month = staysMonth();
      const staysReads = [
        [
          "stays search",
          `/api/public/stays?kind=weekend&from=${month.from}&to=${month.to}&guests=2`,
        ],
      ] as const;

      const onDatabase = await measureReads(uncached, client, reads, seconds, false);
      const residentMb = round(onDatabase.app.residentBytes() / 2 ** 20, 0);
      try {
        if (last) {
          figures.plans = await explainWhile(cluster, client, async () => {
            for (const [, path] of reads.slice(1, 4))
              await (await fetch(`${onDatabase.app.url}${path}`)).text();
          });
        }
      } finally {
        await onDatabase.app.stop();
      }

      const withCache = await measureReads(cached, client, staysReads, seconds, true);
      try {
        if (last) {
          // Lists and taken homes are kept by now: a statement shows only if a hold changed.
          figures.plans.push(
            ...(await explainWhile(cluster, client, async () => {
              for (const [, path] of staysReads)
                await (await fetch(`${withCache.app.url}${path}`)).text();
            })),
          );
        }
      } finally {
        await withCache.app.stop();
      }

      figures.steps.push({
        homes: size,
        bookings,
        generateSeconds: round(generated.seconds),
        reads: [...onDatabase.measured, ...withCache.measured],
        residentMb,
      });
    }
  } finally {
    await client.end();
  }
  figures.usesExclusionIndex =
    figures.plans.length > 0 &&
    figures.plans.every((p) => p.plan.some((line) => line.includes(EXCLUSION_INDEX)));
}

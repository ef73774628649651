/**
 * `npm run bench`: page speed, API throughput against a bare-Node baseline, booking contention,
 * the owner pages, the channel calendar, growth to 10,000 homes and server memory, on the
 * production build; and reading a channel's feed, in this process. Prints one table and
 * writes bench/results/latest.json. Numbers never fail the run; they are shown beside targets.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, root } from "../scripts/build";
import { openDatabase } from "@/db/client";
import { seedDatabase } from "@/db/seed";
import { startPostgresCluster, type PostgresCluster } from "../tests/support/postgres";
import { measureApi, type ApiFigures } from "./api";
import { measureCalendarExport, type CalendarFigures } from "./calendar";
import { catalogue, freeStays } from "../tests/support/stays";
import { measureContention, type ContentionFigures } from "./contention";
import { measureFeedReading, type FeedRead } from "./feed";
import { measureGrowth, type GrowthFigures } from "./growth";
import { measureOwnerPages, type OwnerFigures } from "./owner";
import { startApp, stopAllApps, type AppInstance } from "../tests/support/app-process";
import { createDatabase } from "./lib/database";
import { atLeast, atMost, printTable, type Row } from "./lib/report";
import { round } from "./lib/stats";
import { prepareBaseline } from "./baseline";
import { measureFirstClicks, type FirstClick } from "./first-click";
import { measurePageSpeed, type PageSpeed } from "./lighthouse";

/** The load generator is one client address making thousands of bookings: not an abuse here. */
const ONE_LOAD_CLIENT = { BOOKING_REQUESTS_PER_HOUR: "100000" };

const APP_SECTIONS = ["pagespeed", "api", "contention", "owner", "calendar", "growth"] as const;
type Section = (typeof APP_SECTIONS)[number] | "feed";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const enabled = (section: Section) => !only || only.includes(section);
/** Page speed measures this commit beside the working tree (issue 38); `--baseline=none` skips it. */
const baselineCommit =
  args.find((arg) => arg.startsWith("--baseline="))?.slice("--baseline=".length) ?? "fc92436";
/** How the working tree's pages are named beside the baseline's. */
const WORKING_TREE = "working tree";

const settings = {
  lighthouseRuns: quick ? 1 : 3,
  firstClickRuns: quick ? 1 : 5,
  loadSeconds: quick ? 2 : 5,
  growthSizes: quick ? [10, 100] : [10, 100, 1000, 10_000],
  growthSeconds: quick ? 2 : 3,
  ownerSeconds: quick ? 2 : 4,
  calendarSeconds: quick ? 2 : 5,
};
/** The whole run is bounded; past this it stops everything it started and exits. */
const TIME_LIMIT_MS = 25 * 60_000;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Memory {
  database: string;
  idleMb: number;
  afterLoadMb: number;
}

interface Results {
  startedAt: string;
  commit: string;
  machine: { cpus: number; memoryGb: number; node: string };
  settings: typeof settings;
  seconds: number;
  /** The commit page speed was measured beside, if any. */
  baseline: string | null;
  pageSpeed: (PageSpeed & { site: string })[];
  firstClicks: FirstClick[];
  api: Record<string, ApiFigures>;
  contention: ContentionFigures | null;
  owner: OwnerFigures | null;
  calendar: CalendarFigures | null;
  feed: FeedRead[];
  growth: GrowthFigures | null;
  memory: Memory[];
  rows: Row[];
}

function commit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      encoding: "utf8",
    }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: root,
      encoding: "utf8",
    }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return "unknown";
  }
}

const mb = (bytes: number) => round(bytes / 2 ** 20, 0);

/**
 * Migrates and seeds before the app starts, as `npm run db:seed` would, so that the app starts
 * as a restarted instance does and its idle memory does not include rendering the demo photos.
 */
async function seed(options: { databaseUrl: string | undefined; dataDir: string }): Promise<void> {
  const handle = await openDatabase(options);
  try {
    await seedDatabase(handle.db);
  } finally {
    await handle.close();
  }
}

/** Lets the server settle after start-up, then reads its resident size. */
async function idleResident(app: AppInstance): Promise<number> {
  await fetch(`${app.url}/api/public/properties`);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return mb(app.residentBytes());
}

function rowsOf(results: Results): Row[] {
  const rows: Row[] = [];
  const english = (page: string) => page.replace(/^\/(nl|fr|de)\b/, "").trim() || page;
  const measured = results.pageSpeed.filter((page) => page.site === WORKING_TREE);
  for (const page of measured) {
    const before = results.pageSpeed.find(
      (other) => other.site !== WORKING_TREE && other.page === page.page,
    );
    const section = `page speed ${page.page}`;
    rows.push({
      section,
      measure: "performance",
      value: page.performance,
      target: before ? `>= 95, > ${before.performance} (${before.site})` : ">= 95",
      met: page.performance >= 95 && (!before || page.performance > before.performance),
    });
    for (const [measure, value] of [
      ["accessibility", page.accessibility],
      ["best practices", page.bestPractices],
    ] as const) {
      rows.push({ section, measure, value, ...atLeast(value, 100) });
    }
    // The booking and sign-in pages ask search engines not to list them, which SEO scores down.
    const listed = !/\/(auth|booking)\//.test(page.path);
    rows.push({
      section,
      measure: "SEO",
      value: page.seo,
      ...(listed ? atLeast(page.seo, 100) : {}),
    });
    rows.push({ section, measure: "LCP", value: page.lcpMs, unit: "ms" });
    rows.push({ section, measure: "TBT", value: page.tbtMs, unit: "ms" });
    rows.push({ section, measure: "CLS", value: page.cls, ...atMost(page.cls, 0) });
    rows.push({
      section,
      measure: "observed first paint",
      value: page.observedFirstPaintMs,
      unit: "ms",
    });
    rows.push({ section, measure: "total transferred", value: page.totalKb, unit: "KB" });
    rows.push({
      section,
      measure: "JavaScript transferred",
      value: page.javascriptKb,
      unit: "KB",
      ...atMost(page.javascriptKb, 140, "KB"),
    });
    if (before) {
      for (const [measure, ratio, most] of [
        ["LCP / baseline", page.lcpMs / before.lcpMs, 0.6],
        ["TBT / baseline", page.tbtMs / before.tbtMs, 0.5],
        ["JavaScript / baseline", page.javascriptKb / before.javascriptKb, 0.75],
      ] as const) {
        rows.push({ section, measure, value: round(ratio, 2), ...atMost(round(ratio, 2), most) });
      }
    }
    const inEnglish = measured.find((other) => other.page === english(page.page));
    if (inEnglish && inEnglish !== page) {
      const difference = round(page.javascriptKb - inEnglish.javascriptKb);
      rows.push({
        section,
        measure: "JavaScript beside English",
        value: difference,
        unit: "KB",
        target: "within 1 KB",
        met: Math.abs(difference) <= 1,
      });
    }
  }
  for (const click of results.firstClicks) {
    const section = `first click ${click.part}`;
    rows.push({
      section,
      measure: "shown after",
      value: click.ms,
      unit: "ms",
      ...atMost(click.ms, 100, "ms"),
    });
    rows.push({ section, measure: "at a quarter of the CPU", value: click.slowCpuMs, unit: "ms" });
  }
  for (const page of results.pageSpeed.filter((other) => other.site !== WORKING_TREE)) {
    const section = `page speed ${page.page}`;
    for (const [measure, value, unit] of [
      ["performance", page.performance, ""],
      ["LCP", page.lcpMs, "ms"],
      ["TBT", page.tbtMs, "ms"],
      ["CLS", page.cls, ""],
      ["observed first paint", page.observedFirstPaintMs, "ms"],
      ["JavaScript transferred", page.javascriptKb, "KB"],
    ] as const) {
      rows.push({ section, measure: `baseline ${page.site}: ${measure}`, value, unit });
    }
  }
  for (const [database, api] of Object.entries(results.api)) {
    for (const endpoint of api.endpoints) {
      const section = `API ${database}`;
      const read = endpoint.baseline !== null;
      rows.push({
        section,
        measure: `${endpoint.endpoint} req/s`,
        value: endpoint.app.requestsPerSecond,
        ...(read ? { target: `baseline ${endpoint.baseline!.requestsPerSecond}` } : {}),
      });
      if (endpoint.ratio !== null) {
        rows.push({
          section,
          measure: `${endpoint.endpoint} ratio to baseline`,
          value: endpoint.ratio,
          ...atLeast(endpoint.ratio, 0.5),
        });
      }
      rows.push({
        section,
        measure: `${endpoint.endpoint} p50`,
        value: endpoint.app.p50Ms,
        unit: "ms",
      });
      rows.push({
        section,
        measure: `${endpoint.endpoint} p99`,
        value: endpoint.app.p99Ms,
        unit: "ms",
        ...(read ? atMost(endpoint.app.p99Ms, 20, "ms") : {}),
      });
      if (endpoint.app.failures > 0) {
        rows.push({
          section,
          measure: `${endpoint.endpoint} failures`,
          value: endpoint.app.failures,
          ...atMost(endpoint.app.failures, 0),
        });
      }
    }
    const open = api.openLoop;
    rows.push({
      section: `API ${database}`,
      measure: `open loop ${open.targetRate} req/s p99`,
      value: open.p99Ms,
      unit: "ms",
      target: `sent at ${open.achievedRate} req/s`,
    });
  }
  const contention = results.contention;
  if (contention) {
    const section = "contention";
    rows.push({
      section,
      measure: `${contention.attempts} attempts, ${contention.clients} clients`,
      value: contention.attemptsPerSecond,
      unit: "attempts/s",
    });
    rows.push({
      section,
      measure: "bookings made",
      value: contention.bookingsMade,
      target: `= ${contention.homes}`,
      met: contention.bookingsMade === contention.homes,
    });
    rows.push({
      section,
      measure: "homes with exactly one winner",
      value: contention.homesWithOneWinner,
      target: `= ${contention.homes}`,
      met: contention.homesWithOneWinner === contention.homes,
    });
    rows.push({
      section,
      measure: "answered 409",
      value: contention.refused409,
      target: `= ${contention.attempts - contention.homes}`,
      met: contention.refused409 === contention.attempts - contention.homes,
    });
    rows.push({
      section,
      measure: "overlapping holds (SQL)",
      value: contention.overlappingHolds,
      ...atMost(contention.overlappingHolds, 0),
    });
  }
  const owner = results.owner;
  if (owner) {
    const section = `owner pages (${owner.homes} homes, ${owner.bookings} bookings)`;
    for (const read of owner.pages) {
      rows.push({
        section,
        measure: `${read.page} at ${read.targetRate}/s p50/p95/p99`,
        value: `${read.p50Ms}/${read.p95Ms}/${read.p99Ms} ms${read.status === 200 ? "" : `, HTTP ${read.status}`}`,
        target: "p95 < 300 ms",
        met: read.status === 200 && read.failures === 0 && read.p95Ms < 300,
      });
    }
  }
  const calendar = results.calendar;
  if (calendar) {
    const section = "channel calendar (1 home, 200 stays)";
    rows.push({
      section,
      measure: "VEVENTs in the answer",
      value: calendar.events,
      target: "= 200",
      met: calendar.events === 200,
    });
    rows.push({
      section,
      measure: "answer size (gzipped)",
      value: `${round(calendar.bodyBytes / 1024)} (${round(calendar.gzipBytes / 1024)})`,
      unit: "KB",
    });
    for (const [mode, read] of [
      ["whole", calendar.full],
      ["If-None-Match", calendar.conditional],
    ] as const) {
      const measure = `${mode} (${read.expectedStatus})`;
      rows.push({
        section,
        measure: `${measure} req/s`,
        value: read.requestsPerSecond,
        ...atLeast(read.requestsPerSecond, 1000),
      });
      rows.push({ section, measure: `${measure} p50`, value: read.p50Ms, unit: "ms" });
      rows.push({ section, measure: `${measure} p99`, value: read.p99Ms, unit: "ms" });
      rows.push({
        section,
        measure: `${measure} other answers and errors`,
        value: read.errors,
        ...atMost(read.errors, 0),
      });
    }
  }
  for (const read of results.feed) {
    const fiveMb = read.bytes > 5_000_000;
    rows.push({
      section: "channel feed reading (worker included)",
      measure: `${read.feed}: ${read.events.toLocaleString("en")} events, ${round(read.bytes / 2 ** 20)} MB, median/max`,
      value: `${read.medianMs}/${read.maxMs} ms (${read.outcome})`,
      ...(fiveMb ? { target: "< 1000 ms", met: read.maxMs < 1000 } : {}),
    });
  }
  const growth = results.growth;
  if (growth) {
    /** The stays search's p95 at the fixed rate for each size, for the growth target. */
    const staysP95 = new Map<number, number>();
    for (const step of growth.steps) {
      const section = `growth ${step.homes} homes`;
      for (const read of step.reads) {
        const last = step.homes === 10_000 && read.endpoint === "date search";
        const fixed = read.atFixedRate;
        const stays = read.endpoint === "stays search";
        const name = `${read.endpoint}${read.readCache ? " (read cache on)" : ""}`;
        const status = read.firstStatus === 200 ? "" : `, HTTP ${read.firstStatus}`;
        const answeredWell = fixed.failures === 0 && status === "";
        if (stays && answeredWell) staysP95.set(step.homes, fixed.p95Ms);
        rows.push({
          section,
          measure: `${name} at ${fixed.targetRate}/s p50/p95/p99`,
          value: `${fixed.p50Ms}/${fixed.p95Ms}/${fixed.p99Ms} ms${status}`,
          ...(last ? { target: "p95 < 50 ms", met: answeredWell && fixed.p95Ms < 50 } : {}),
          ...(stays && step.homes === 1000
            ? { target: "p95 <= 50 ms", met: answeredWell && fixed.p95Ms <= 50 }
            : {}),
        });
        const answered = read.p95Ms !== null;
        rows.push({
          section,
          measure: `${name} at 10 clients p50/p95/p99`,
          value: answered
            ? `${read.p50Ms}/${read.p95Ms}/${read.p99Ms} ms, ${read.requestsPerSecond}/s`
            : `no answer in ${results.settings.growthSeconds} s; alone ${read.firstMs} ms`,
        });
        if (stays) {
          rows.push({ section, measure: `${name} first request`, value: read.firstMs, unit: "ms" });
        }
      }
    }
    const [small, large] = [staysP95.get(1000), staysP95.get(10_000)];
    if (small !== undefined && large !== undefined) {
      const growthFactor = round(large / small, 2);
      rows.push({
        section: "growth",
        measure: "stays search p95 at 50/s, 10,000 over 1,000 homes",
        value: `${growthFactor}x (${large} / ${small} ms)`,
        target: "<= 2x",
        met: growthFactor <= 2,
      });
    }
    rows.push({
      section: "growth",
      measure: "date searches use the GiST index",
      value: growth.usesExclusionIndex ? "yes" : "no",
      target: "yes",
      met: growth.usesExclusionIndex,
    });
  }
  for (const memory of results.memory) {
    rows.push({
      section: `memory ${memory.database}`,
      measure: "resident at idle",
      value: memory.idleMb,
      unit: "MB",
    });
    rows.push({
      section: `memory ${memory.database}`,
      measure: "resident after load",
      value: memory.afterLoadMb,
      unit: "MB",
    });
  }
  return rows;
}

let cluster: PostgresCluster | undefined;
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), "ardennes-bench-"));

/** Ends every process the bench started, by the handles it kept, and removes its folders. */
async function stopEverything(): Promise<void> {
  await stopAllApps();
  await cluster?.stop().catch(() => undefined);
  cluster = undefined;
  rmSync(pgliteDir, { recursive: true, force: true });
}

/**
 * The guest pages page speed measures, in a language: the catalogue, a home with photos, the
 * booking page for one of its free stays, and sign-in.
 */
async function guestPages(url: string, prefix: string): Promise<{ page: string; url: string }[]> {
  const properties = await catalogue(url);
  const home = properties.find((property) => property.images.length > 0) ?? properties[0]!;
  const stay = freeStays([home])[0]!;
  const booking = new URLSearchParams({
    propertyId: home.id,
    startDate: `${stay.startDate}T13:00:00.000Z`,
    endDate: `${stay.endDate}T08:00:00.000Z`,
    persons: "2",
  });
  return [
    { page: `${prefix}/properties`, path: `${prefix}/properties` },
    { page: `${prefix} property page`.trim(), path: `${prefix}/properties/${home.id}` },
    { page: `${prefix}/booking/new`, path: `${prefix}/booking/new?${booking}` },
    { page: `${prefix}/auth/login`, path: `${prefix}/auth/login` },
  ].map(({ page, path: address }) => ({ page, url: `${url}${address}` }));
}

/** The baseline commit, built once and kept (bench/baseline.ts), running on its own database. */
async function startBaseline(
  on: PostgresCluster,
  commit: string,
): Promise<{ name: string; app: AppInstance }> {
  progress(`Preparing the baseline ${commit} (built once, then kept)`);
  const { name, checkout } = prepareBaseline(commit);
  const databaseUrl = await createDatabase(on.adminUrl, "bench_baseline");
  const app = await startApp({ DATABASE_URL: databaseUrl, ...ONE_LOAD_CLIENT }, { checkout });
  return { name, app };
}

const started = performance.now();
const results: Results = {
  startedAt: new Date().toISOString(),
  commit: commit(),
  machine: {
    cpus: os.availableParallelism(),
    memoryGb: round(os.totalmem() / 2 ** 30, 0),
    node: process.version,
  },
  settings,
  seconds: 0,
  baseline: null,
  pageSpeed: [],
  firstClicks: [],
  api: {},
  contention: null,
  owner: null,
  calendar: null,
  feed: [],
  growth: null,
  memory: [],
  rows: [],
};

function progress(line: string): void {
  console.log(`[${round((performance.now() - started) / 1000, 0)} s] ${line}`);
}

/** Prints the table and writes the JSON; after a time-out, with what was measured so far. */
function finish(note = ""): void {
  results.seconds = round((performance.now() - started) / 1000, 0);
  results.rows = rowsOf(results);
  console.log();
  printTable(results.rows);
  if (results.growth) {
    console.log("\nPlans of the date searches at the largest size (auto_explain):");
    for (const { query, plan } of results.growth.plans) {
      console.log(`  ${query}`);
      for (const line of plan) console.log(`    ${line}`);
    }
  }
  const out = path.join(root, "bench/results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `\n${results.seconds} s in all${note}; figures in bench/results/latest.json (${results.commit})`,
  );
}

async function main(): Promise<void> {
  if (enabled("feed")) {
    progress("Reading channel feeds");
    results.feed = await measureFeedReading();
  }
  if (!APP_SECTIONS.some(enabled)) {
    finish();
    return;
  }
  ensureBuild();
  try {
    // Durable commits as in production; auto_explain waits, off, until the growth plans.
    cluster = await startPostgresCluster({
      shared_buffers: "1GB",
      shared_preload_libraries: "auto_explain",
      // Room for the growth data's writes without a checkpoint storm in the middle of them.
      max_wal_size: "8GB",
      checkpoint_timeout: "30min",
    });
    if (enabled("pagespeed") || enabled("api") || enabled("contention")) {
      const databaseUrl = await createDatabase(cluster.adminUrl, "bench_api");
      progress("Starting the app on PostgreSQL");
      await seed({ databaseUrl, dataDir: "memory://" });
      const app = await startApp({ DATABASE_URL: databaseUrl, ...ONE_LOAD_CLIENT });
      const idleMb = await idleResident(app);
      if (enabled("pagespeed")) {
        const baseline =
          baselineCommit === "none" ? null : await startBaseline(cluster, baselineCommit);
        try {
          progress(
            `Page speed (Lighthouse, mobile preset)${baseline ? ` beside ${baseline.name}` : ""}`,
          );
          const sideBySide = [
            ...(await guestPages(app.url, "")).map((page) => ({ site: WORKING_TREE, ...page })),
            ...(baseline
              ? (await guestPages(baseline.app.url, "")).map((page) => ({
                  site: baseline.name,
                  ...page,
                }))
              : []),
          ];
          results.baseline = baseline?.name ?? null;
          results.pageSpeed = await measurePageSpeed(sideBySide, {
            runs: settings.lighthouseRuns,
            chromePath,
          });
        } finally {
          await baseline?.app.stop();
        }
        // The same pages in the other languages must load the same scripts (issue 17); one run each.
        const languages = await Promise.all(
          ["/nl", "/fr", "/de"].map((l) => guestPages(app.url, l)),
        );
        results.pageSpeed.push(
          ...(await measurePageSpeed(
            languages.flat().map((page) => ({ site: WORKING_TREE, ...page })),
            { runs: 1, chromePath },
          )),
        );
        // Last: opening the gallery has the server encode large photos, work that would still be
        // running in the first Lighthouse runs after it.
        progress("First clicks on what pages load on demand");
        const home = (await catalogue(app.url)).find((property) => property.images.length > 0);
        if (home) {
          results.firstClicks = await measureFirstClicks(app.url, home.id, {
            runs: settings.firstClickRuns,
            chromePath,
          });
        }
      }
      if (enabled("api")) {
        progress("API on PostgreSQL");
        results.api.postgres = await measureApi(app.url, settings.loadSeconds);
      }
      if (enabled("contention")) {
        progress("Contention");
        results.contention = await measureContention(app.url, databaseUrl);
      }
      results.memory.push({ database: "postgres", idleMb, afterLoadMb: mb(app.residentBytes()) });
      await app.stop();
    }
    if (enabled("api")) {
      progress("Starting the app on PGlite");
      await seed({ databaseUrl: undefined, dataDir: pgliteDir });
      const app = await startApp({ DATA_DIR: pgliteDir, ...ONE_LOAD_CLIENT });
      const idleMb = await idleResident(app);
      progress("API on PGlite");
      results.api.pglite = await measureApi(app.url, settings.loadSeconds);
      results.memory.push({ database: "pglite", idleMb, afterLoadMb: mb(app.residentBytes()) });
      await app.stop();
    }
    if (enabled("owner")) {
      progress("Owner pages");
      results.owner = await measureOwnerPages(cluster, settings.ownerSeconds, progress);
    }
    if (enabled("calendar")) {
      progress("Channel calendar");
      results.calendar = await measureCalendarExport(cluster, settings.calendarSeconds, progress);
    }
    if (enabled("growth")) {
      progress(`Growth to ${settings.growthSizes.join(", ")} homes`);
      results.growth = { steps: [], plans: [], usesExclusionIndex: false };
      await measureGrowth(
        cluster,
        settings.growthSizes,
        settings.growthSeconds,
        progress,
        results.growth,
      );
    }
  } finally {
    await stopEverything();
  }
  finish();
}

const limit = setTimeout(() => {
  console.error(
    `bench: over its ${TIME_LIMIT_MS / 60_000}-minute limit; stopping what it started.`,
  );
  finish(" (stopped at the time limit: later sections are missing)");
  void stopEverything().finally(() => process.exit(1));
}, TIME_LIMIT_MS);
limit.unref();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void stopEverything().finally(() => process.exit(130)));
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopEverything();
  process.exit(1);
});

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median, round } from "./lib/stats";

export interface PageSpeed {
  page: string;
  path: string;
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKb: number;
  javascriptKb: number;
  /** When the browser really painted first, unthrottled: a late one drags every script into LCP. */
  observedFirstPaintMs: number;
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-dev-shm-usage",
  "--disable-component-update",
  "--no-first-run",
];

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  javascriptBytes: number;
  observedFirstPaintMs: number;
}

/** One Lighthouse run with its defaults: the mobile preset with simulated throttling. */
async function runOnce(url: string, chromePath: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (
        audits["network-requests"]?.details as
          { items: { resourceType?: string; transferSize?: number }[] } | undefined
      )?.items ?? [];
    const javascriptBytes = requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      totalBytes: numeric("total-byte-weight"),
      javascriptBytes,
      observedFirstPaintMs:
        (audits["metrics"]?.details as { items: { observedFirstContentfulPaint?: number }[] })
          ?.items[0]?.observedFirstContentfulPaint ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/** A page of one site: the working tree's or the baseline's. */
export interface PageToMeasure {
  site: string;
  page: string;
  url: string;
}

/**
 * The median of each figure over `runs` runs (Lighthouse's own advice for noisy machines). Runs
 * go round the pages in turn, so the sites of a side-by-side comparison share the machine's
 * quiet and busy moments alike.
 */
export async function measurePageSpeed(
  pages: PageToMeasure[],
  options: { runs: number; chromePath: string },
): Promise<(PageSpeed & { site: string })[]> {
  const runsOf = pages.map(() => [] as RunFigures[]);
  for (let run = 0; run < options.runs; run++) {
    for (const [index, { url }] of pages.entries()) {
      runsOf[index]!.push(await runOnce(url, options.chromePath));
    }
  }
  return pages.map(({ site, page, url }, index) => {
    const runs = runsOf[index]!;
    const mid = (pick: (run: RunFigures) => number) => median(runs.map(pick));
    return {
      site,
      page,
      path: new URL(url).pathname,
      runs: runs.length,
      performance: mid((r) => r.performance),
      accessibility: mid((r) => r.accessibility),
      bestPractices: mid((r) => r.bestPractices),
      seo: mid((r) => r.seo),
      lcpMs: round(
        mid((r) => r.lcpMs),
        0,
      ),
      tbtMs: round(
        mid((r) => r.tbtMs),
        0,
      ),
      cls: round(
        mid((r) => r.cls),
        3,
      ),
      totalKb: round(mid((r) => r.totalBytes) / 1024),
      javascriptKb: round(mid((r) => r.javascriptBytes) / 1024),
      observedFirstPaintMs: round(
        mid((r) => r.observedFirstPaintMs),
        0,
      ),
    };
  });
}

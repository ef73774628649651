import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { median, round } from "./lib/stats";

/** How long the first click on a part a page loads on demand takes to show it (issue 38). */
export interface FirstClick {
  part: string;
  /** Median over the runs, on this machine's CPU. */
  ms: number;
  /** The same with the CPU slowed four times, as Lighthouse's phone is. */
  slowCpuMs: number;
}

interface Part {
  part: string;
  path: string;
  control: (page: Page) => Locator;
  /** What shows once the click has been answered. */
  shown: string;
}

const parts = (homeId: string): Part[] => [
  {
    part: "booking dialog",
    path: `/properties/${homeId}`,
    control: (page) => page.getByRole("button", { name: "Book Now", exact: true }),
    shown: '[role="dialog"]',
  },
  {
    part: "gallery",
    path: `/properties/${homeId}`,
    control: (page) => page.locator("[data-photo-index]").first(),
    shown: '[role="dialog"]',
  },
  {
    part: "map",
    path: `/properties/${homeId}`,
    control: (page) => page.getByRole("tab", { name: "Location" }),
    shown: ".leaflet-container",
  },
  {
    part: "language menu",
    path: "/properties",
    control: (page) => page.getByRole("button", { name: /^Language/ }),
    shown: "#language-menu:popover-open",
  },
];

/**
 * Times, in the page, from the next click to the frame after `shown` is there, as the promise
 * `window.answered`. A string: the bench's TypeScript runner would give a function helpers the
 * page does not have.
 */
const watchForAnswer = (shown: string) => `
  window.answered = new Promise((resolve) => {
    document.addEventListener("click", () => {
      const start = performance.now();
      const look = () => {
        const element = document.querySelector(${JSON.stringify(shown)});
        if (element && element.getBoundingClientRect().height > 0) {
          requestAnimationFrame(() => resolve(performance.now() - start));
        } else requestAnimationFrame(look);
      };
      look();
    }, { capture: true, once: true });
  });
  undefined;`;

/**
 * One first click: a fresh browser context opens the page on a phone's screen and waits for it
 * to settle; the pointer rests on the control for 300 ms (which fetches what it opens) and clicks.
 */
async function clickOnce(
  browser: Browser,
  url: string,
  part: Part,
  cpuSlowdown: number,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(url + part.path, { waitUntil: "networkidle" });
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    }
    await page.evaluate(watchForAnswer(part.shown));
    const control = part.control(page);
    await control.scrollIntoViewIfNeeded();
    await control.hover();
    await page.waitForTimeout(300);
    await control.click();
    const answered = page.evaluate<number>("window.answered");
    const timeout = page.waitForTimeout(10_000).then(() => {
      throw new Error(`${part.part}: nothing shown 10 s after the click`);
    });
    return await Promise.race([answered, timeout]);
  } finally {
    await context.close();
  }
}

/** Each part's first click, `runs` times at full speed and `runs` times at a quarter. */
export async function measureFirstClicks(
  url: string,
  homeId: string,
  options: { runs: number; chromePath: string },
): Promise<FirstClick[]> {
  const browser = await chromium.launch({
    executablePath: options.chromePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const figures: FirstClick[] = [];
    for (const part of parts(homeId)) {
      const at = async (slowdown: number) => {
        const times: number[] = [];
        for (let run = 0; run < options.runs; run++) {
          times.push(await clickOnce(browser, url, part, slowdown));
        }
        return round(median(times), 0);
      };
      figures.push({ part: part.part, ms: await at(1), slowCpuMs: await at(4) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

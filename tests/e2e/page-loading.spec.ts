import { expect, test } from "./fixtures";

/** How a guest page's scripts arrive (docs/decisions/0067 and 0068). */

test("a page's scripts wait for its first paint and are marked for compiling as they arrive", async ({
  request,
}) => {
  const html = await (await request.get("/properties")).text();
  const held = [...html.matchAll(/<script type="text\/x-after-paint" data-src="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
  expect(held.length, "scripts held until the first paint").toBeGreaterThan(3);
  expect(html, "no script of the build runs before the first paint").not.toMatch(
    /<script src="\/_next\/static\/chunks\/[^"]+" [^>]*async=""/,
  );
  for (const src of held) {
    const script = await request.get(src, { headers: { "accept-encoding": "br, gzip" } });
    expect(script.status(), src).toBe(200);
    expect((await script.text()).startsWith("//# allFunctionsCalledOnLoad\n"), src).toBe(true);
  }
});

test("a page asks for its scripts only once its first paint is on screen", async ({ page }) => {
  await page.goto("/properties");
  const timing = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name));
    return {
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      scripts: scripts.length,
      firstRequest: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstRequest).toBeGreaterThanOrEqual(timing.paint);
});

test("a page brings its icon with it, so the browser asks for no icon file", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (/icon|favicon/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  await page.goto("/auth/login");
  const icon = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(decodeURIComponent(icon ?? "")).toMatch(/^data:image\/svg\+xml,<svg [^]*<\/svg>$/);
  await page.waitForLoadState("load");
  expect(requested).toEqual([]);
});

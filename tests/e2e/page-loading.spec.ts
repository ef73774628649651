import { expect, openProperty, test } from "./fixtures";

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
    if (/icon/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  await page.goto("/auth/login");
  const icon = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(decodeURIComponent(icon ?? "")).toMatch(/^data:image\/svg\+xml,<svg [^]*<\/svg>$/);
  expect(requested).toEqual([]);
});

test("what a guest reaches for opens without a moment of loading: the booking dialog and the gallery", async ({
  page,
  properties,
}) => {
  const home = properties.find((property) => property.images.length > 1)!;
  await openProperty(page, home);
  // Records whether a part's loading message was ever put on the page.
  await page.evaluate(() => {
    const seen: string[] = [];
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent ?? "";
        if (text.startsWith("Opening") && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
  });
  const loadingSeen = () =>
    page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);

  const bookNow = page.getByRole("button", { name: "Book Now", exact: true });
  await bookNow.hover();
  await page.waitForLoadState("networkidle");
  await bookNow.click();
  await expect(page.getByRole("dialog", { name: `Book ${home.name}` })).toBeVisible();
  await page.keyboard.press("Escape");

  const photo = page.locator("[data-photo-index]").first();
  await photo.hover();
  await page.waitForLoadState("networkidle");
  await photo.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await loadingSeen()).toEqual([]);
});

import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import type { Property } from "@/features/properties";
import { addDays } from "@/lib/dates";
import { MONDAY, upcoming } from "../support/dates";
import { expect, openProperty, test } from "./fixtures";

/** What every answer carries besides its policy (plain HTTP here, so no Strict-Transport-Security). */
const EVERY_ANSWER = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

/** The policy of everything that is not a page: it may load nothing and be framed by no one. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The one Content-Security-Policy of an answer, after checking the headers every answer has. */
function policyOf(response: APIResponse): string {
  const headers = response.headers();
  for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(headers[name], name).toBe(value);
  expect(headers).not.toHaveProperty("strict-transport-security");
  const policies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "content-security-policy");
  expect(policies, "exactly one Content-Security-Policy").toHaveLength(1);
  return policies[0]!.value;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/**
 * Checks a page's answer: a strict policy with a nonce, and that nonce on every script of the
 * HTML that runs (structured data is not run). Returns the nonce.
 */
async function expectPage(response: APIResponse, status = 200): Promise<string> {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("text/html");
  const policy = directives(policyOf(response));
  const scripts = policy.get("script-src") ?? [];
  const nonce = scripts.map((source) => /^'nonce-([\w+/=-]+)'$/.exec(source)?.[1]).find(Boolean);
  expect(nonce, "a nonce in script-src").toBeTruthy();
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("connect-src")).toEqual(["'self'"]);
  expect(policy.get("img-src")).toEqual([
    "'self'",
    "data:",
    "blob:",
    // The suite's tile server (MAP_TILE_URL in playwright.config.ts).
    `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}`,
  ]);

  const html = await response.text();
  // Data blocks do not run: the structured data, and the scripts held until the first paint
  // (docs/decisions/0067), which the loader inserts with the nonce.
  const running = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !/type="(application\/ld\+json|text\/x-after-paint)"/.test(tag),
  );
  expect(running.length, "the page has scripts").toBeGreaterThan(0);
  expect(html, "the build's scripts held until the first paint").toMatch(
    /<script type="text\/x-after-paint" data-src="\/_next\/static\/chunks\/[^"]+\.js"><\/script>/,
  );
  for (const tag of running) expect(tag).toContain(` nonce="${nonce}"`);
  return nonce!;
}

/** The booking page for four midweek nights, in a week no other spec books. */
function bookingPage(property: Property): string {
  const startDate = upcoming(MONDAY, 140);
  const query = new URLSearchParams({
    propertyId: property.id,
    startDate,
    endDate: addDays(startDate, 4),
    persons: "2",
  });
  return `/booking/new?${query}`;
}

const PAGES: { kind: string; path: (properties: Property[]) => string; status?: number }[] = [
  { kind: "the property list", path: () => "/properties" },
  { kind: "a property page", path: (properties) => `/properties/${properties[0]!.id}` },
  { kind: "the FAQ", path: () => "/faq" },
  { kind: "the terms page", path: () => "/terms" },
  { kind: "the sign-in page", path: () => "/auth/login" },
  { kind: "a booking page", path: (properties) => bookingPage(properties[0]!) },
  { kind: "the 404 page", path: () => "/no-such-page", status: 404 },
];

for (const { kind, path, status } of PAGES) {
  test(`${kind} puts a fresh nonce on every script it runs`, async ({ request, properties }) => {
    const first = await expectPage(await request.get(path(properties)), status);
    const second = await expectPage(await request.get(path(properties)), status);
    expect(second, "a fresh nonce per request").not.toBe(first);
  });
}

test("the redirect from / to the catalogue carries the headers every answer carries", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/?persons=4", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(new URL(response.headers()["location"]!, baseURL).toString()).toBe(
    `${baseURL}/properties?persons=4`,
  );
  expect(policyOf(response)).toBe(RESOURCE_POLICY);
});

async function expectResource(request: APIRequestContext, path: string, type: RegExp) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(type);
  expect(policyOf(response), path).toBe(RESOURCE_POLICY);
}

test("API responses, failures and reads alike, may load and be framed by nothing", async ({
  request,
}) => {
  // A failure of the API application: a JSON error.
  const error = await request.post("/api/public/contact", {
    headers: { "content-type": "application/json" },
    data: Buffer.from("{not json"),
  });
  expect(error.status()).toBe(400);
  expect(await error.json()).toMatchObject({ code: "INVALID_JSON" });
  expect(policyOf(error)).toBe(RESOURCE_POLICY);

  // Reads of the API application, cached ones included.
  await expectResource(request, "/api/public/properties", /^application\/json/);
  await expectResource(request, "/api/health", /^application\/json/);
});

test("images, build files and metadata files may load and be framed by nothing", async ({
  request,
  properties,
}) => {
  const image = properties.find((p) => p.images.length > 0)!.images[0]!;
  await expectResource(request, `/api/public/images/property/${image.id}?w=640`, /^image\//);
  await expectResource(request, "/robots.txt", /^text\/plain/);
  const html = await (await request.get("/faq")).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, "a build script on the page").toBeTruthy();
  await expectResource(request, script!, /javascript/);
});

interface Violation {
  directive: string;
  blocked: string;
}

/** Keeps every policy violation of the page's documents, to read with `violations`. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
}

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}

function scriptRan(page: Page): Promise<boolean> {
  return page.evaluate(() => "__pwned" in window);
}

test("markup injected into a page cannot run its inline event handler", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /Executing inline event handler violates/,
    /Content-Security-Policy violation: script-src-attr blocked inline/,
  );
  await recordViolations(page);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // What a cross-site scripting hole would let through: markup, not script (a script element
  // added from here would count as the test's own code, which the browser trusts).
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      "beforeend",
      '<img alt="" src="data:," onerror="window.__pwned = true">',
    ),
  );
  await expect
    .poll(() => violations(page))
    .toEqual([{ directive: "script-src-attr", blocked: "inline" }]);
  expect(await scriptRan(page)).toBe(false);
});

test("a page altered on its way with an inline script runs its own scripts, not the added one", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /Executing inline script violates/,
    /Content-Security-Policy violation: script-src-elem blocked inline/,
  );
  await recordViolations(page);
  // The real answer, headers and all, with a script that has no nonce before </body>.
  await page.route("**/faq", async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    delete headers["content-encoding"];
    delete headers["content-length"];
    const html = await response.text();
    await route.fulfill({
      status: response.status(),
      headers,
      body: html.replace("</body>", "<script>window.__pwned = true</script></body>"),
    });
  });
  await page.goto("/faq");

  // The accordion opens only once React has hydrated: the page's nonced scripts ran.
  const question = page.getByRole("button", { name: "How and when do I pay?" });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  expect(await scriptRan(page)).toBe(false);
  expect(await violations(page)).toEqual([{ directive: "script-src-elem", blocked: "inline" }]);
});

test("the site's own pages, map tiles, booking dialog and forms break no rule of the policy", async ({
  page,
  properties,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404 .*\/no-such-page/);
  await recordViolations(page);
  const property = properties.find(
    (p) => p.latitude !== null && p.images.length > 0 && p.minStayDuration <= 4,
  )!;
  const expectNone = async () => expect(await violations(page), page.url()).toEqual([]);

  await page.goto("/properties");
  await expect(page.getByRole("region", { name: "All holiday homes" })).toBeVisible();
  await expectNone();

  await openProperty(page, property);
  await page.getByRole("tab", { name: "Location" }).click();
  await expect(page.locator(".leaflet-tile-loaded").first()).toBeVisible();
  await page.getByRole("button", { name: "Book Now" }).click();
  await expect(page.getByRole("dialog", { name: `Book ${property.name}` })).toBeVisible();
  await expectNone();

  await page.goto(bookingPage(property));
  await expect(page.getByText("Booking Summary")).toBeVisible();
  await expectNone();

  for (const path of ["/faq", "/terms", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNone();
  }

  // The sign-in form checks its input with zod, which must not try to compile with eval.
  await page.goto("/auth/login");
  await page.getByLabel("Full Name").fill("Lena Peeters");
  await page.getByLabel("Email Address").fill(`csp-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByPlaceholder("Enter 6-digit code")).toBeVisible();
  await expectNone();
});

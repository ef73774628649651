import type { Page } from "@playwright/test";
import { site } from "@/lib/site";
import { expect, openProperty, test } from "./fixtures";

type LdNode = Record<string, unknown>;

/** Every structured-data object on the page, `@graph` members included. */
async function structuredData(page: Page): Promise<LdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as LdNode & { "@graph"?: LdNode[] };
    return data["@graph"] ?? [data];
  });
}

function nodeOfType(nodes: LdNode[], type: string): LdNode {
  const matches = nodes.filter((node) => node["@type"] === type);
  expect(matches, `one ${type} in the structured data`).toHaveLength(1);
  return matches[0]!;
}

function meta(page: Page, key: string) {
  return page.locator(`meta[property="${key}"], meta[name="${key}"]`);
}

/** Pages for one guest or one step of a booking: crawlers must neither index nor follow them. */
const PRIVATE_PATHS = [
  "/bookings",
  "/profile",
  "/booking/",
  "/auth/",
  "/dev/",
  "/sandbox/",
  "/owner",
  "/newsletter/",
  "/api/",
];

test("the property list has its title, locale, canonical link and Twitter card", async ({
  page,
  baseURL,
}) => {
  await page.goto("/properties");
  await expect(page).toHaveTitle(
    "Holiday homes in the Ardennes | Ardennes Stays · Luxury Holiday Rentals",
  );
  await expect(meta(page, "og:locale")).toHaveAttribute("content", "en_BE");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/properties`,
  );
  await expect(meta(page, "twitter:card")).toHaveAttribute("content", /^summary/);
  await expect(meta(page, "robots")).toHaveCount(0);
});

test("the property list describes its homes and the business as structured data", async ({
  page,
  baseURL,
  properties,
}) => {
  await page.goto("/properties");
  const cards = page.getByRole("region", { name: "All holiday homes" }).getByRole("article");
  await expect(cards).toHaveCount(properties.length);
  const shown = await cards
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute("href"), name: link.textContent?.trim() })),
    );

  const nodes = await structuredData(page);
  const list = nodeOfType(nodes, "ItemList");
  expect(list.numberOfItems).toBe(shown.length);
  expect(list.itemListElement).toEqual(
    shown.map((card, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${baseURL}${card.href}`,
      name: card.name,
    })),
  );

  const business = nodeOfType(nodes, "LodgingBusiness");
  expect(business).toMatchObject({
    name: site.name,
    url: baseURL,
    telephone: site.phone,
    email: site.email,
    foundingDate: "2015",
    address: { addressCountry: "BE", streetAddress: site.address.street },
  });
});

test("a property page previews with its cover photo and the en_BE locale", async ({
  page,
  request,
  baseURL,
  properties,
}) => {
  const property = properties.find((p) => p.images.length > 1)!;
  const cover = property.images.find((image) => image.isCover) ?? property.images[0]!;
  await openProperty(page, property);

  await expect(meta(page, "og:locale")).toHaveAttribute("content", "en_BE");
  const image = await meta(page, "og:image").first().getAttribute("content");
  expect(image).toBe(`${baseURL}/api/public/images/property/${cover.id}?w=1200`);
  const response = await request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
});

test("a property page carries VacationRental data with the rating it shows", async ({
  page,
  baseURL,
  properties,
}) => {
  const property = properties.find(
    (p) => p.rating.count > 0 && p.latitude !== null && p.description.length > 157,
  )!;
  await openProperty(page, property);

  const rental = nodeOfType(await structuredData(page), "VacationRental");
  expect(rental).toMatchObject({
    url: `${baseURL}/properties/${property.id}`,
    name: property.name,
    address: { addressCountry: "BE" },
    geo: { latitude: property.latitude, longitude: property.longitude },
  });
  expect(typeof rental.description).toBe("string");
  expect((rental.description as string).length).toBeLessThanOrEqual(157);
  expect(rental.image).toHaveLength(property.images.length);

  const summary = page.locator("p", { hasText: /^Rated/ }).first();
  const shown = /Rated\s*(\d\.\d)\s*out of 5,\s*\((\d+) reviews?\)/.exec(
    (await summary.textContent()) ?? "",
  );
  expect(shown, "the headline shows a rating and a review count").not.toBeNull();
  expect(rental.aggregateRating).toMatchObject({
    ratingValue: Number(shown![1]),
    reviewCount: Number(shown![2]),
  });
});

test("a property without reviews claims no rating in its structured data", async ({
  page,
  properties,
}) => {
  const property = properties.find((p) => p.rating.count === 0)!;
  await openProperty(page, property);
  const rental = nodeOfType(await structuredData(page), "VacationRental");
  expect(rental.name).toBe(property.name);
  expect(rental).not.toHaveProperty("aggregateRating");
});

test("the sitemap lists every public page and home, and no private page", async ({
  request,
  baseURL,
  properties,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  for (const path of ["/properties", "/faq", "/terms", "/privacy", "/about", "/contact"]) {
    for (const prefix of ["", "/nl", "/fr", "/de"]) {
      expect(urls).toContain(`${baseURL}${prefix}${path}`);
    }
  }
  const homes = urls.filter((url) => url.startsWith(`${baseURL}/properties/`));
  expect(homes.sort()).toEqual(properties.map((p) => `${baseURL}/properties/${p.id}`).sort());
  const dutchHomes = urls.filter((url) => url.startsWith(`${baseURL}/nl/properties/`));
  expect(dutchHomes).toHaveLength(properties.length);
  for (const property of properties) {
    // Each language's entry names every translation and the English page as x-default.
    const entry = new RegExp(
      `<loc>${baseURL}/fr/properties/${property.id}</loc>((?:\\s*<xhtml:link [^>]+>)+)\\s*<lastmod>[^<]+</lastmod>`,
    ).exec(xml);
    expect(entry, property.id).not.toBeNull();
    for (const [language, prefix] of [
      ["en", ""],
      ["nl", "/nl"],
      ["de", "/de"],
      ["x-default", ""],
    ]) {
      expect(entry?.[1]).toContain(
        `hreflang="${language}" href="${baseURL}${prefix}/properties/${property.id}"`,
      );
    }
  }

  const paths = urls.map((url) => {
    expect(url.startsWith(`${baseURL}/`), `${url} is absolute on the site`).toBe(true);
    return new URL(url).pathname;
  });
  expect(paths).not.toContain("/");
  for (const privatePath of PRIVATE_PATHS) {
    expect(paths.filter((path) => path.startsWith(privatePath))).toEqual([]);
  }
});

test("robots.txt points at the sitemap and keeps crawlers out of private pages", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const lines = text.split("\n").map((line) => line.trim());
  for (const path of PRIVATE_PATHS) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain("Allow: /api/public/images/");
});

test("/favicon.ico answers with the site's icon, for browsers that ask for it", async ({
  request,
}) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
});

test("the sign-in page tells search engines not to index or follow it", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(meta(page, "robots")).toHaveAttribute("content", "noindex, nofollow");
});

test("guest and checkout pages tell search engines not to index or follow them", async ({
  request,
}) => {
  const someId = "00000000-0000-4000-8000-000000000000";
  for (const path of [
    "/bookings",
    `/bookings/${someId}`,
    "/profile",
    "/booking/new",
    `/booking/${someId}/payment-return`,
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
});

test("a missing page or home names itself in the title of the HTML, before any script runs", async ({
  request,
}) => {
  for (const [path, title] of [
    ["/no-such-page", "Page not found"],
    ["/properties/00000000-0000-4000-8000-000000000000", "Property not found"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(`<title>${title} | ${site.titleSuffix}</title>`);
  }
});

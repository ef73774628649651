import { addDays } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { FRIDAY, upcoming } from "../support/dates";
import { messagesIn } from "../support/messages";
import { expect, homeIn, openProperty, test } from "./fixtures";

test("the home page sends guests to the property list", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole("link", { name: "Book Your Stay" })).toBeVisible();
});

test("on a phone, 'Book Your Stay' takes the guest past the featured homes to the search", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/properties");
  await page.getByRole("link", { name: "Book Your Stay" }).click();
  await expect(page).toHaveURL(/#all-homes$/);
  const search = page.getByRole("search");
  await expect(search.getByRole("searchbox", { name: "Search" })).toBeInViewport();
  // The search button comes after every filter it applies, the stay's kind and month included.
  const order = await search
    .locator("input, select, button")
    .evaluateAll((controls) => controls.map((c) => c.getAttribute("name") ?? c.textContent));
  expect(order.at(-1)).toBe("Search");
  expect(order.indexOf("month")).toBe(order.length - 2);
});

test("the list shows up to 6 featured homes with image, place, beds and nightly price", async ({
  page,
  properties,
}) => {
  await page.goto("/properties");
  const featured = page.getByRole("region", { name: /featured/i });
  const cards = featured.getByRole("article");
  await expect(cards).toHaveCount(Math.min(6, properties.length));
  const first = properties[0]!;
  const card = cards.first();
  await expect(card).toContainText(first.name);
  await expect(card).toContainText(first.location);
  await expect(card).toContainText(`${first.maxGuests} beds`);
  await expect(card).toContainText(/€[\d,]+\.\d{2}/);
  await expect(card.getByRole("img")).toBeVisible();
});

test("a guest opens a property from the list", async ({ page, properties }) => {
  const first = properties[0]!;
  await page.goto("/properties");
  await page
    .getByRole("link", { name: new RegExp(first.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/properties/${first.id}`));
  await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: /breadcrumb/i });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Properties" })).toHaveAttribute(
    "href",
    "/properties",
  );
});

test("the list remembers the stay a guest came with", async ({ page }) => {
  await page.goto("/properties?persons=4&startDate=2027-01-08&endDate=2027-01-11");
  await expect
    .poll(async () =>
      page.evaluate(() => window.localStorage.getItem("guestPortal_bookingFilters")),
    )
    .toContain('"persons":4');
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem("guestPortal_bookingFilters") ?? "{}"),
  );
  expect(stored.state).toMatchObject({
    persons: 4,
    startDate: "2027-01-08",
    endDate: "2027-01-11",
  });
});

test("searching by place narrows the list", async ({ page, properties }) => {
  const target = properties.find((p) => p.location.includes("Bouillon")) ?? properties[0]!;
  const place = target.location.split(",")[0]!;
  await page.goto("/properties");
  const form = page.getByRole("search", { name: "Search holiday homes" });
  await form.getByRole("searchbox", { name: "Search" }).fill(place);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("link", { name: new RegExp(target.name) }).first()).toBeVisible();
});

test("the list and a search arrive whole, showing their homes without JavaScript", async ({
  browser,
  properties,
}) => {
  const target = properties.find((p) => p.location.includes("Bouillon")) ?? properties[0]!;
  const place = target.location.split(",")[0]!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/properties");
    await expect(page.getByRole("region", { name: /featured/i }).getByRole("article")).toHaveCount(
      Math.min(6, properties.length),
    );
    const form = page.getByRole("search", { name: "Search holiday homes" });
    await form.getByRole("searchbox", { name: "Search" }).fill(place);
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole("link", { name: new RegExp(target.name) }).first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test("every home fits on one page of the list, without page links", async ({
  page,
  properties,
}) => {
  await page.goto("/properties");
  const all = page.getByRole("region", { name: "All holiday homes" });
  await expect(all.getByRole("article")).toHaveCount(properties.length);
  await expect(all).toContainText(`${properties.length} homes to choose from`);
  await expect(page.getByRole("navigation", { name: "Pages of holiday homes" })).toHaveCount(0);
});

test("a page past the last one says so and leads back to the first page", async ({ page }) => {
  await page.goto("/properties?page=2");
  const all = page.getByRole("region", { name: "All holiday homes" });
  await expect(all).toContainText("There are no more homes on this page.");
  await all.getByRole("link", { name: "Back to the first page" }).click();
  await expect(page).toHaveURL(/\/properties#all-homes$/);
  await expect(all.getByRole("article").first()).toBeVisible();
});

test("the environment badge says development on a local host", async ({ page }) => {
  await page.goto("/properties");
  await expect(page.getByRole("complementary", { name: "Site environment" })).toHaveText(
    /development/,
  );
});

test("pages carry their own title with the site-wide suffix and the en_BE locale", async ({
  page,
  properties,
}) => {
  await openProperty(page, properties[0]!);
  await expect(page).toHaveTitle(
    `${properties[0]!.name} | Ardennes Stays · Luxury Holiday Rentals`,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_BE");
});

test.describe("the list in Dutch", () => {
  const t = messagesIn("nl");

  test("says everything in Dutch, with Belgian prices and plurals", async ({
    page,
    properties,
  }) => {
    await page.goto("/nl/properties");
    await expect(page).toHaveTitle(`${t("catalogue.metadata.title")} | ${t("layout.titleSuffix")}`);
    await expect(
      page.getByRole("heading", { level: 1, name: t("catalogue.hero.title") }),
    ).toBeVisible();
    const card = page
      .getByRole("region", { name: t("catalogue.featured.heading") })
      .getByRole("article")
      .first();
    const first = properties[0]!;
    await expect(card).toContainText(t("catalogue.card.beds", { count: first.maxGuests }));
    await expect(card).toContainText(formatEuros(first.pricePerNight, "nl"));
    await expect(card).not.toContainText(formatEuros(first.pricePerNight, "en"));
    const all = page.getByRole("region", { name: t("catalogue.all.heading") });
    await expect(all).toContainText(t("catalogue.all.toChooseFrom", { count: properties.length }));
  });

  test("keeps every link and the search under /nl/", async ({ page, request, properties }) => {
    const english = properties.find((p) => p.location.includes("Bouillon")) ?? properties[0]!;
    const target = await homeIn(request, english.id, "nl");
    const place = target.location.split(",")[0]!;
    await page.goto("/nl/properties");
    const hrefs = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(properties.length);
    // A link within the page (the hero's to the search) stays on it, language and all.
    expect(hrefs.filter((href) => !/^(\/nl(\/|$)|#)/.test(href))).toEqual([]);

    const form = page.getByRole("search", { name: t("catalogue.search.label") });
    await form.getByRole("searchbox", { name: t("catalogue.search.text") }).fill(place);
    await form.getByRole("button", { name: t("catalogue.search.submit") }).click();
    await expect(page).toHaveURL(/\/nl\/properties\?search=/);
    await page
      .getByRole("link", { name: new RegExp(target.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/nl/properties/${target.id}$`));
  });

  test("explains a stay that starts on the wrong day in Dutch", async ({ page }) => {
    const wednesday = addDays(upcoming(FRIDAY, 21), 5);
    await page.goto(`/nl/properties?startDate=${wednesday}&endDate=${addDays(wednesday, 5)}`);
    await expect(page.getByText(t("stayProblems.CHECK_IN_WEEKDAY"))).toBeVisible();
  });

  test("leads back to the first page in Dutch from a page past the last one", async ({ page }) => {
    await page.goto("/nl/properties?page=2");
    const all = page.getByRole("region", { name: t("catalogue.all.heading") });
    await expect(all).toContainText(t("catalogue.all.noMoreOnPage"));
    await all.getByRole("link", { name: t("catalogue.all.firstPage") }).click();
    await expect(page).toHaveURL(/\/nl\/properties#all-homes$/);
  });
});

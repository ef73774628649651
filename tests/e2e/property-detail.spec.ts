import { addDays, formatShortDate } from "@/lib/dates";
import type { EuroQuote } from "@/features/pricing";
import { formatEuros } from "@/lib/money";
import { FRIDAY, upcoming } from "../support/dates";
import { messagesIn } from "../support/messages";
import { expect, homeIn, openProperty, test } from "./fixtures";

test("the gallery opens full screen and wraps around with previous and next", async ({
  page,
  properties,
}) => {
  const property =
    properties.find((p) => p.images.length > 5) ?? properties.find((p) => p.images.length > 1)!;
  const total = property.images.length;
  await openProperty(page, property);
  await page
    .getByRole("button", { name: /view all photos|open photo/i })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(property.name);
  await expect(dialog).toContainText(`1/${total}`);
  await dialog.getByRole("button", { name: /next/i }).click();
  await expect(dialog).toContainText(`2/${total}`);
  await dialog.getByRole("button", { name: /previous/i }).click();
  await dialog.getByRole("button", { name: /previous/i }).click();
  await expect(dialog).toContainText(`${total}/${total}`);
  await expect(
    dialog.getByRole("img", { name: property.images.at(-1)!.description! }),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("every tab of a property shows its content", async ({ page, properties }) => {
  const property = properties.find((p) => p.latitude !== null && p.images.length > 0)!;
  await openProperty(page, property);

  await page.getByRole("tab", { name: "Details" }).click();
  await expect(page.getByRole("heading", { name: "About this property" })).toBeVisible();
  const details = page.getByRole("tabpanel", { name: "Details" });
  await expect(details.getByText(`From ${property.checkInTime}`)).toBeVisible();
  await expect(details.getByText(`Until ${property.checkOutTime}`)).toBeVisible();

  await page.getByRole("tab", { name: "Amenities" }).click();
  await expect(page.getByRole("tabpanel", { name: "Amenities" })).toBeVisible();
  await expect(
    page.getByRole("tabpanel", { name: "Amenities" }).getByText("Key Features"),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Location" }).click();
  await expect(page.getByRole("link", { name: "Open in a maps service" })).toHaveAttribute(
    "href",
    new RegExp(String(property.latitude)),
  );
  await expect(page.getByTestId("property-map")).toBeVisible();
  await expect(page.locator(".leaflet-container")).toBeVisible();

  await page.getByRole("tab", { name: "Reviews" }).click();
  await expect(page.getByRole("tabpanel", { name: "Reviews" })).toBeVisible();
});

test("the tabs answer the arrow keys, Home and End, and Tab leaves for the shown panel", async ({
  page,
  properties,
}) => {
  await openProperty(page, properties[0]!);
  const details = page.getByRole("tab", { name: "Details" });
  await details.focus();

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Amenities" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Amenities" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tabpanel", { name: "Amenities" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Details" })).toBeHidden();

  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Reviews" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(details).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Reviews" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(details).toBeFocused();
  await expect(details).toHaveAttribute("aria-selected", "true");

  // Only the shown tab is in the Tab order: the next stop is its panel.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Details" })).toBeFocused();
});

test("a home says its commune's tourist tax in words, children's age included", async ({
  page,
  properties,
}) => {
  const property = properties.find(
    (p) => p.touristTaxRule.kind === "per_person_night" && p.touristTaxRule.childrenUnder !== null,
  )!;
  await openProperty(page, property);
  await expect(page.getByText(`Tourist tax (${property.commune})`)).toBeVisible();
  await expect(
    page.getByText(
      `€${property.touristTaxRule.amount.toFixed(2)} per person per night, children under ${property.touristTaxRule.childrenUnder} free`,
    ),
  ).toBeVisible();
});

test("a property without images says so", async ({ page, properties }) => {
  const property = properties.find((p) => p.images.length === 0)!;
  await openProperty(page, property);
  await expect(page.getByText("No images available")).toBeVisible();
});

test("the booking card prices a Friday-to-Monday stay and explains a wrong weekday", async ({
  page,
  properties,
}) => {
  const property = properties.find((p) => p.minStayDuration <= 3)!;
  const friday = upcoming(FRIDAY, 21);
  const monday = addDays(friday, 3);
  const wednesday = addDays(friday, 5);

  await page.goto(`/properties/${property.id}?startDate=${friday}&endDate=${monday}&persons=2`);
  await expect(page.getByText("You won't be charged yet")).toBeVisible();
  await expect(page.getByText(/Total/).first()).toBeVisible();
  await expect(page.getByText(/€[\d,]+\.\d{2} x 3 nights/)).toBeVisible();

  // A link may carry a day no stay starts on; the card says so.
  await page.goto(
    `/properties/${property.id}?startDate=${wednesday}&endDate=${addDays(wednesday, 2)}`,
  );
  await expect(page.getByText("Bookings must start on Monday or Friday")).toBeVisible();
});

test("the booking card's days open the booking dialog's calendar, the page's one date picker", async ({
  page,
  properties,
}) => {
  const property = properties.find((p) => p.minStayDuration <= 3)!;
  const friday = upcoming(FRIDAY, 21);
  await page.goto(`/properties/${property.id}?startDate=${friday}&endDate=${addDays(friday, 3)}`);
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  const days = page.getByRole("button", {
    name: `Check-in ${formatShortDate(friday)} Check-out ${formatShortDate(addDays(friday, 3))}`,
  });
  await days.click();
  const dialog = page.getByRole("dialog", { name: `Book ${property.name}` });
  await expect(dialog.getByRole("grid")).toBeVisible();
  await expect(dialog.getByText(formatShortDate(friday)).first()).toBeVisible();
});

test("an unknown property shows 'Property not found.' with a way back", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/properties/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Property not found.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Properties" }).click();
  await expect(page).toHaveURL(/\/properties$/);
});

test("a malformed property address shows 'Property not found.' too", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/properties/not-a-property");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Property not found.")).toBeVisible();
});

test("the property page carries structured data with its real rating and registration", async ({
  page,
  properties,
}) => {
  const property = properties.find((p) => p.rating.count > 0 && p.registrationNumber !== null)!;
  await openProperty(page, property);
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(data.address.addressCountry).toBe("BE");
  expect(data.identifier).toContainEqual({
    "@type": "PropertyValue",
    propertyID: "registrationNumber",
    name: "Registration number",
    value: property.registrationNumber,
  });
  expect(data.description.length).toBeLessThanOrEqual(157);
  expect(data.aggregateRating).toMatchObject({
    ratingValue: property.rating.average,
    reviewCount: property.rating.count,
  });
});

test("a property page arrives rendered with its data, with no loading state", async ({
  request,
  properties,
}) => {
  const property = properties[0]!;
  const response = await request.get(`/properties/${property.id}`);
  const html = await response.text();
  expect(response.status()).toBe(200);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(property.name)}</h1>`));
  expect(html).not.toContain("Loading property details");
});

test.describe("a property page in French", () => {
  const t = messagesIn("fr");

  test("names its tabs, facts and policies in French and keeps its links under /fr/", async ({
    page,
    properties,
  }) => {
    const property = properties.find((p) => p.latitude !== null && p.bedrooms > 1)!;
    await page.goto(`/fr/properties/${property.id}`);
    await expect(page.getByRole("heading", { level: 1, name: property.name })).toBeVisible();
    await expect(
      page.getByText(`Numéro d’enregistrement : ${property.registrationNumber}`),
    ).toBeVisible();
    await expect(
      page.getByRole("list", { name: t("property.headline.facts") }).getByRole("listitem"),
    ).toContainText([t("property.headline.bedrooms", { count: property.bedrooms })]);
    for (const tab of ["details", "amenities", "location", "reviews"] as const) {
      await expect(page.getByRole("tab", { name: t(`property.tabs.${tab}`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: t("property.details.about") })).toBeVisible();
    await expect(page.getByRole("heading", { name: t("property.policies.heading") })).toBeVisible();

    const breadcrumb = page.getByRole("navigation", { name: t("property.breadcrumb.label") });
    await expect(
      breadcrumb.getByRole("link", { name: t("property.breadcrumb.home") }),
    ).toHaveAttribute("href", "/fr");
    await expect(
      breadcrumb.getByRole("link", { name: t("property.breadcrumb.properties") }),
    ).toHaveAttribute("href", "/fr/properties");
    await page.getByRole("link", { name: t("property.backToProperties") }).click();
    await expect(page).toHaveURL(/\/fr\/properties$/);
  });

  test("prices a stay with French money and explains a wrong weekday in French", async ({
    page,
    request,
    properties,
  }) => {
    const property = properties.find((p) => p.minStayDuration <= 3)!;
    const friday = upcoming(FRIDAY, 21);
    const monday = addDays(friday, 3);
    const quote = (await (
      await request.get(
        `/api/public/properties/${property.id}/quote?startDate=${friday}&endDate=${monday}&guests=2`,
      )
    ).json()) as EuroQuote;
    await page.goto(
      `/fr/properties/${property.id}?startDate=${friday}&endDate=${monday}&persons=2`,
    );
    const card = page.getByRole("complementary", { name: t("property.booking") });
    await expect(card).toContainText(formatEuros(property.pricePerNight, "fr"));
    await expect(card.getByText(t("pricing.notChargedYet"))).toBeVisible();
    await expect(
      card.getByText(
        t("pricing.nights", { price: formatEuros(quote.basePrice.perNight, "fr"), nights: 3 }),
      ),
    ).toBeVisible();
    await expect(card).toContainText(formatEuros(quote.summary.totalPrice, "fr"));

    const wednesday = addDays(friday, 5);
    await page.goto(
      `/fr/properties/${property.id}?startDate=${wednesday}&endDate=${addDays(wednesday, 2)}`,
    );
    await expect(card.getByText(t("stayProblems.CHECK_IN_WEEKDAY"))).toBeVisible();
  });
});

test("the gallery speaks Dutch", async ({ page, request, properties }) => {
  const t = messagesIn("nl");
  const english = properties.find((p) => p.images.length > 1)!;
  const property = await homeIn(request, english.id, "nl");
  const total = property.images.length;
  const description =
    property.images[0]!.description?.trim() ||
    t("property.gallery.alt", { name: property.name, number: 1 });
  await page.goto(`/nl/properties/${property.id}`);
  await page
    .getByRole("button", { name: t("property.gallery.open", { number: 1, total, description }) })
    .click();
  const dialog = page.getByRole("dialog", { name: property.name });
  await expect(dialog).toContainText(`1/${total}`);
  await dialog.getByRole("button", { name: t("property.gallery.next") }).click();
  await expect(dialog).toContainText(`2/${total}`);
  await dialog.getByRole("button", { name: t("property.gallery.close") }).click();
  await expect(dialog).toBeHidden();
});

test("an unknown property says so in German, with a way back to the German list", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const t = messagesIn("de");
  const response = await page.goto("/de/properties/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`${t("property.notFound.title")} | ${t("layout.titleSuffix")}`);
  await expect(page.getByText(t("property.notFound.heading"))).toBeVisible();
  await page.getByRole("link", { name: t("property.notFound.back") }).click();
  await expect(page).toHaveURL(/\/de\/properties$/);
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/'/g, "&#x27;")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("a home's page lists its extras: what every price includes, and what a guest may add, in English and Dutch", async ({
  page,
  properties,
}) => {
  const property = properties.find((p) => p.extras.some((extra) => extra.mandatory))!;
  const included = property.extras.find((extra) => extra.mandatory)!;
  const optional = property.extras.find((extra) => !extra.mandatory && extra.maxQuantity > 1)!;
  await openProperty(page, property);
  const extras = page.getByRole("region", { name: "Extras" });
  await expect(extras.getByRole("listitem")).toHaveCount(property.extras.length);
  await expect(extras.getByRole("listitem").filter({ hasText: included.name })).toContainText(
    "Included in every price",
  );
  await expect(extras.getByRole("listitem").filter({ hasText: optional.name })).toContainText(
    `${formatEuros(optional.price, "en")} `,
  );
  await expect(extras.getByRole("listitem").filter({ hasText: optional.name })).toContainText(
    `Optional: add up to ${optional.maxQuantity} when booking`,
  );

  const dutch = await homeIn(page.request, property.id, "nl");
  await page.goto(`/nl/properties/${property.id}`);
  const extrasNl = page.getByRole("region", { name: "Extra's" });
  await expect(
    extrasNl.getByRole("listitem").filter({ hasText: dutch.extras[0]!.name }),
  ).toBeVisible();
  await expect(extrasNl.getByText("Inbegrepen in elke prijs").first()).toBeVisible();
});

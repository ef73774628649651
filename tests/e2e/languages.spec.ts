import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type Messages = { layout: Record<string, string> };

const messages = Object.fromEntries(
  ["en", "nl", "fr", "de"].map((locale) => [
    locale,
    JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Messages,
  ]),
) as Record<"en" | "nl" | "fr" | "de", Messages>;

function hreflangLink(page: Page, language: string) {
  return page.locator(`head link[rel="alternate"][hreflang="${language}"]`);
}

for (const [locale, prefix, ogLocale] of [
  ["en", "", "en_BE"],
  ["nl", "/nl", "nl_BE"],
  ["fr", "/fr", "fr_BE"],
  ["de", "/de", "de_BE"],
] as const) {
  test(`the FAQ at ${prefix || "/"}faq is in ${locale}, with every language as an alternate`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${prefix}/faq`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", ogLocale);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${prefix}/faq`,
    );
    for (const [language, path] of [
      ["en", "/faq"],
      ["nl", "/nl/faq"],
      ["fr", "/fr/faq"],
      ["de", "/de/faq"],
      ["x-default", "/faq"],
    ]) {
      await expect(hreflangLink(page, language!)).toHaveAttribute("href", `${baseURL}${path}`);
    }
    await expect(
      page.getByRole("link", { name: messages[locale].layout.skipToContent }),
    ).toBeAttached();
  });
}

test.describe("a Dutch-speaking browser", () => {
  test.use({ locale: "nl-BE" });

  test("lands on the Dutch catalogue from /, but an English address stays English", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/nl\/properties$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("the header's 'Language' switcher keeps the page and its query, and / remembers the choice", async ({
  page,
  baseURL,
}) => {
  await page.goto("/properties?persons=3");
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: `${messages.en.layout.language}: en` }).click();
  const dutch = page.getByRole("link", { name: "Nederlands" }).first();
  await expect(dutch).toHaveAttribute("hreflang", "nl");
  await expect(dutch).toHaveAttribute("href", "/nl/properties?persons=3");
  await dutch.click();
  await expect(page).toHaveURL(`${baseURL}/nl/properties?persons=3`);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");

  await page.goto("/");
  await expect(page).toHaveURL(`${baseURL}/nl/properties`);

  // The footer's list, in the page's language, leads back to English and remembers that too.
  const footerLanguages = page
    .getByRole("contentinfo")
    .getByRole("navigation", { name: messages.nl.layout.language });
  const english = footerLanguages.getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("hreflang", "en");
  await english.click();
  await expect(page).toHaveURL(`${baseURL}/properties`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/");
  await expect(page).toHaveURL(`${baseURL}/properties`);
});

test("/en/... leads to the English page's own address", async ({ page, baseURL }) => {
  await page.goto("/en/faq");
  await expect(page).toHaveURL(`${baseURL}/faq`);
});

test("a language's start page is its catalogue", async ({ page, baseURL }) => {
  await page.goto("/de");
  await expect(page).toHaveURL(`${baseURL}/de/properties`);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("the built site's API answers its errors in the request's language", async ({
  request,
  properties,
}) => {
  const unknownHome = await request.get(
    "/api/public/properties/00000000-0000-4000-8000-000000000000",
    {
      headers: { "Accept-Language": "nl" },
    },
  );
  expect(unknownHome.status()).toBe(404);
  expect(await unknownHome.json()).toEqual({
    error: "Woning niet gevonden",
    code: "NOT_FOUND",
  });

  // 2 January 2030 is a Wednesday.
  const wednesday = await request.get(
    `/api/public/properties/${properties[0]?.id}/quote?startDate=2030-01-02&endDate=2030-01-04&guests=2`,
    { headers: { "Accept-Language": "de" } },
  );
  expect(wednesday.status()).toBe(400);
  expect(((await wednesday.json()) as { error: string }).error).toBe(
    "Buchungen müssen an einem Montag oder Freitag beginnen",
  );
});

import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { site } from "@/lib/site";
import { expect, test, axeViolations } from "./fixtures";

const TITLE_SUFFIX = "Ardennes Stays · Luxury Holiday Rentals";

/** The accordion's question buttons: each sits in a heading and says whether it is open. */
function questions(page: Page): Locator {
  return page.getByRole("main").locator("h2 > button[aria-expanded]");
}

/** The answer region a question button controls. */
function answerOf(page: Page, question: Locator): Promise<Locator> {
  return question.getAttribute("aria-controls").then((id) => page.locator(`[id="${id}"]`));
}

interface FaqJsonLd {
  "@context": string;
  "@type": string;
  mainEntity: {
    "@type": string;
    name: string;
    acceptedAnswer: { "@type": string; text: string };
  }[];
}

test.describe("the FAQ", () => {
  test("lists 9 questions, each answer closed until asked", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(questions(page)).toHaveCount(9);
    for (const question of await questions(page).all()) {
      await expect(question).toHaveAttribute("aria-expanded", "false");
      await expect(await answerOf(page, question)).toBeHidden();
    }
  });

  test("shows one answer at a time", async ({ page }) => {
    await page.goto("/faq");
    const payment = page.getByRole("button", { name: "How and when do I pay?" });
    const cancel = page.getByRole("button", { name: "What happens if I need to cancel?" });
    const paymentAnswer = page.getByRole("region", { name: "How and when do I pay?" });
    const cancelAnswer = page.getByRole("region", { name: "What happens if I need to cancel?" });

    await payment.click();
    await expect(payment).toHaveAttribute("aria-expanded", "true");
    await expect(paymentAnswer).toBeVisible();
    await expect(paymentAnswer).toContainText("with Bancontact, iDEAL or a credit card");
    await expect(paymentAnswer).toContainText(
      "If you book 30 days or more before check-in, you pay 30% of the total when you book",
    );
    await expect(paymentAnswer).toContainText("a reminder 31 days before");

    await cancel.click();
    await expect(cancel).toHaveAttribute("aria-expanded", "true");
    await expect(cancelAnswer).toBeVisible();
    await expect(cancelAnswer).toContainText("choose “Cancel booking”");
    await expect(cancelAnswer).toContainText("50% if you cancel 14 to 29 days before check-in");
    await expect(payment).toHaveAttribute("aria-expanded", "false");
    await expect(paymentAnswer).toBeHidden();

    await cancel.click();
    await expect(cancel).toHaveAttribute("aria-expanded", "false");
    await expect(cancelAnswer).toBeHidden();
  });

  test("opens and closes a question from the keyboard", async ({ page }) => {
    await page.goto("/faq");
    const first = questions(page).first();
    const second = questions(page).nth(1);
    await expect(first).toBeVisible();
    for (
      let presses = 0;
      presses < 20 && !(await first.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(first).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(await answerOf(page, first)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(await answerOf(page, first)).toBeHidden();

    await page.keyboard.press("ArrowDown");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(await answerOf(page, second)).toBeVisible();
  });

  test("meets WCAG 2.2 AA with an answer open", async ({ page }) => {
    await page.goto("/faq");
    const payment = page.getByRole("button", { name: "How and when do I pay?" });
    await payment.click();
    await expect(page.getByRole("region", { name: "How and when do I pay?" })).toBeVisible();
    expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
  });

  test("carries its title, the en_BE locale and FAQPage structured data of the same questions", async ({
    page,
  }) => {
    await page.goto("/faq");
    await expect(page).toHaveTitle(`Frequently Asked Questions | ${TITLE_SUFFIX}`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_BE");

    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent()) ?? "") as FaqJsonLd;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(9);
    for (const entity of data.mainEntity) {
      expect(entity["@type"]).toBe("Question");
      expect(entity.acceptedAnswer["@type"]).toBe("Answer");
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
    const visible = (await questions(page).allTextContents()).map((text) => text.trim());
    expect(data.mainEntity.map((entity) => entity.name)).toEqual(visible);
  });
});

test.describe("the terms and the privacy policy", () => {
  test("the terms are dated 29 April 2025 and state the payment schedule and the cancellation tiers", async ({
    page,
  }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    await expect(page.locator('time[datetime="2025-04-29"]')).toHaveText("29 April 2025");
    await expect(page.getByText("Last updated: 29 April 2025")).toBeVisible();

    const payment = page.getByRole("region", { name: /Payment/ });
    await expect(payment).toContainText(
      "always offers Bancontact, iDEAL and credit cards (Visa and Mastercard)",
    );
    await expect(payment).toContainText(
      "30 days or more before check-in: you pay 30% of the total when you book (the 30% deposit)",
    );
    await expect(payment).toContainText(
      "less than 30 days before check-in: you pay the full price at once",
    );
    await expect(payment).toContainText(
      "If the balance is still unpaid 7 days after its due date, we cancel the booking",
    );
    await expect(payment).toContainText("Every payment gets a PDF receipt");

    const cancellation = page.getByRole("region", { name: /Cancellation/ });
    await expect(cancellation).toContainText("choose “Cancel booking”");
    await expect(cancellation).toContainText("30 days or more before check-in: full refund");
    await expect(cancellation).toContainText("14 to 29 days before check-in: 50% refund");
    await expect(cancellation).toContainText("less than 14 days before check-in: no refund");

    const securityDeposit = page.getByRole("region", { name: /Security deposit/ });
    await expect(securityDeposit).toContainText("within 7 days after check-out");
    await expect(securityDeposit).toContainText("has nothing to do with the 30% deposit");
    await expect(page.getByRole("region", { name: /Check-in and check-out/ })).toContainText(
      "Check-in is from 16:00 and check-out by 10:00",
    );
    await expect(page.getByRole("region", { name: /Governing law/ })).toContainText("Belgian law");
  });

  test("the privacy policy is dated 29 April 2025 and names storage, periods and rights", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.locator('time[datetime="2025-04-29"]')).toHaveText("29 April 2025");
    const main = page.getByRole("main");
    await expect(main).toContainText("We set no cookies");
    await expect(main).toContainText("guest-auth-storage");
    await expect(main).toContainText("we never see or store card numbers");
    await expect(main).toContainText("seven years after the stay");
    await expect(main).toContainText("12 months after you send them");
    await expect(main).toContainText("Gegevensbeschermingsautoriteit");
  });
});

test("the about page tells the story since 2015 and leads to the homes and to us", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Ardennes Stays");
  await expect(page.getByRole("main")).toContainText("since 2015");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Browse the homes" })).toHaveAttribute(
    "href",
    "/properties",
  );
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
});

test("an unknown URL answers 404 with 'Page not found' inside the site layout", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page).toHaveTitle(`Page not found | ${TITLE_SUFFIX}`);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Browse the homes" })).toHaveAttribute(
    "href",
    "/properties",
  );
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
});

test("an unknown API address answers 404 in the API's error shape, not with a page", async ({
  request,
}) => {
  const response = await request.post("/api/public/no-such-endpoint", { data: {} });
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: "Endpoint not found", code: "NOT_FOUND" });
});

test("the footer leads to About Us, Terms, Privacy and FAQ", async ({ page }) => {
  await page.goto("/faq");
  const footer = page.getByRole("contentinfo");
  for (const [name, path] of [
    ["About Us", "/about"],
    ["Terms", "/terms"],
    ["Privacy", "/privacy"],
    ["FAQ", "/faq"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  await footer.getByRole("link", { name: "Terms", exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
});

for (const [path, title] of [
  ["/faq", "Frequently Asked Questions"],
  ["/terms", "Terms and Conditions"],
  ["/privacy", "Privacy Policy"],
  ["/about", "About Us"],
  ["/no-such-page", "Page not found"],
] as const) {
  test(`${path} has exactly one h1 and the title '${title}'`, async ({ page, consoleErrors }) => {
    if (path === "/no-such-page") consoleErrors.allow(/status of 404/);
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | ${TITLE_SUFFIX}`);
    await expect(page.locator("h1")).toHaveCount(1);
  });
}

/** A page's texts as a language's messages file has them, so the test never repeats them. */
function messagesOf(locale: string): Record<string, Record<string, unknown>> {
  return JSON.parse(
    readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"),
  ) as Record<string, Record<string, unknown>>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The message at a dotted key. */
function message(messages: unknown, key: string): string {
  const text = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
  if (typeof text !== "string") throw new Error(`no message at ${key}`);
  return text;
}

for (const [page, heading, link] of [
  ["faq", "faq.help.title", "faq.help.message"],
  ["terms", "terms.sections.cancellation.title", null],
  ["privacy", "privacy.sections.rights.title", null],
  ["about", "about.story.title", "about.next.contact"],
] as const) {
  test(`/${page} reads in Dutch, French and German and meets WCAG 2.2 AA in each`, async ({
    page: browser,
  }) => {
    // Three pages and three accessibility scans.
    test.slow();
    for (const locale of ["nl", "fr", "de"]) {
      const messages = messagesOf(locale);
      await browser.goto(`/${locale}/${page}`);
      await expect(browser.locator("html")).toHaveAttribute("lang", locale);
      await expect(browser.getByRole("heading", { level: 1 })).toHaveText(
        message(messages, `${page}.title`).replace("{name}", site.name),
      );
      // The legal pages number their sections ("6. Annulering"); French puts a no-break space
      // before "?", which the accessible name reads as a plain space.
      const title = escapeRegExp(message(messages, heading)).replace(/\s+/g, "\\s+");
      const sectionName = new RegExp(`^(\\d+\\. )?${title}$`);
      await expect(browser.getByRole("heading", { level: 2, name: sectionName })).toBeVisible();
      if (link) {
        // Links to other guest pages keep the language.
        await expect(
          browser.getByRole("main").getByRole("link", { name: message(messages, link) }),
        ).toHaveAttribute("href", `/${locale}/contact`);
      }
      expect(
        (await axeViolations(browser)).map((violation) => `${locale}: ${violation.id}`),
      ).toEqual([]);
    }
  });
}

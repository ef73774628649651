import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import type { Property } from "@/features/properties";
import { addDays, formatLongDate, formatShortDate, type CalendarDate } from "@/lib/dates";
import de from "../../messages/de.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import nl from "../../messages/nl.json" with { type: "json" };
import { FRIDAY, upcoming } from "../support/dates";
import { englishTextsNotIn, messagesIn } from "../support/messages";
import {
  bookThroughApi,
  expect,
  homeIn,
  openProperty,
  signInGuest,
  test,
  axeViolations,
} from "./fixtures";

// Weeks of their own: booking.spec.ts holds FRIDAY+49 and +63, property-detail.spec.ts prices +21.
const WIZARD_FRIDAY = upcoming(FRIDAY, 77);
const HELD_FRIDAY = upcoming(FRIDAY, 84);
const KEYBOARD_FRIDAY = upcoming(FRIDAY, 98);

/** axe's violations of what the page shows now (every rule, every impact), one readable line each. */
async function violationsOf(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(" ")).join(" | ");
    return `${violation.id} (${violation.impact}): ${violation.help} -> ${targets}`;
  });
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await violationsOf(page), `axe violations on ${what}`).toEqual([]);
}

function weekendProperty(properties: Property[]): Property {
  return properties.find((p) => p.minStayDuration <= 3 && p.images.length > 2)!;
}

/** A day button of the calendar, found by its long date (a 'Today, ' prefix aside). */
function calendarDay(dialog: Locator, date: CalendarDate): Locator {
  return dialog.getByRole("button", { name: new RegExp(`^(Today, )?${formatLongDate(date)}`) });
}

/** Pages the calendar forward until the day is shown, then clicks it. */
async function pickDay(dialog: Locator, date: CalendarDate): Promise<void> {
  const day = calendarDay(dialog, date);
  for (let month = 0; month < 12 && !(await day.isVisible()); month++) {
    await dialog.getByRole("button", { name: /next month/i }).click();
  }
  await day.click();
}

test.describe("signed out, every page meets WCAG 2.2 AA", () => {
  test("a property page and its gallery in French", async ({ page, request, properties }) => {
    const property = await homeIn(request, weekendProperty(properties).id, "fr");
    await page.goto(`/fr/properties/${property.id}`);
    await expect(page.getByRole("heading", { level: 1, name: property.name })).toBeVisible();
    await expectAccessible(page, "the French property page");
    const t = messagesIn("fr");
    const description =
      property.images[0]!.description?.trim() ||
      t("property.gallery.alt", { name: property.name, number: 1 });
    const total = property.images.length;
    await page
      .getByRole("button", { name: t("property.gallery.open", { number: 1, total, description }) })
      .click();
    await expect(page.getByRole("dialog", { name: property.name })).toBeVisible();
    await expectAccessible(page, "the French gallery dialog");
  });

  test("a property page, its gallery and its booking dialog", async ({ page, properties }) => {
    const property = weekendProperty(properties);
    await openProperty(page, property);
    await expectAccessible(page, "the property page");

    await page.getByRole("button", { name: /^Open photo 1 of/ }).click();
    const gallery = page.getByRole("dialog", { name: property.name });
    await expect(gallery).toContainText(`1/${property.images.length}`);
    await expect(gallery.getByRole("img").first()).toBeVisible();
    await expectAccessible(page, "the gallery dialog");
    await page.keyboard.press("Escape");
    await expect(gallery).toBeHidden();

    await page.getByRole("button", { name: "Book Now" }).click();
    const booking = page.getByRole("dialog", { name: `Book ${property.name}` });
    await expect(booking.getByRole("grid")).toBeVisible();
    await expectAccessible(page, "the booking dialog with its date picker");

    await pickDay(booking, WIZARD_FRIDAY);
    await pickDay(booking, addDays(WIZARD_FRIDAY, 3));
    await expect(booking.getByText(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} - /)).toBeVisible();
    await expectAccessible(page, "the booking dialog with a chosen stay");
  });

  test("the booking page", async ({ page, properties }) => {
    const property = weekendProperty(properties);
    const query = new URLSearchParams({
      propertyId: property.id,
      startDate: `${WIZARD_FRIDAY}T13:00:00.000Z`,
      endDate: `${addDays(WIZARD_FRIDAY, 3)}T08:00:00.000Z`,
      persons: "2",
    });
    await page.goto(`/booking/new?${query}`);
    await expect(page.getByText("Verify Your Email").first()).toBeVisible();
    await expect(page.getByText("Booking Summary")).toBeVisible();
    await expectAccessible(page, "/booking/new");
  });

  test("the sign-in page and its code step", async ({ page }) => {
    await page.goto("/auth/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expectAccessible(page, "/auth/login");

    await page.getByLabel("Full Name").fill("Axe Reader");
    await page.getByLabel("Email Address").fill(`axe-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole("button", { name: "Continue with Email" }).click();
    await expect(page.getByPlaceholder("Enter 6-digit code")).toBeVisible();
    await expectAccessible(page, "the code step of /auth/login");
  });

  test("the page for an unknown address", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, "the 404 page");
  });
});

test.describe("in other languages, the pages meet WCAG 2.2 AA as well", () => {
  test("the French sign-in page", async ({ page }) => {
    await page.goto("/fr/auth/login");
    await expect(page.getByRole("heading", { name: fr.auth.signInPage.heading })).toBeVisible();
    await expectAccessible(page, "/fr/auth/login");
  });

  test("the German contact page with the form's errors", async ({ page }) => {
    await page.goto("/de/contact");
    await page.getByRole("button", { name: de.contact.form.send }).click();
    await expect(page.getByText(de.errors.fields.nameMissing)).toBeVisible();
    await expectAccessible(page, "/de/contact with errors");
  });

  test("the Dutch page for an unknown address", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto("/nl/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page).toHaveTitle(new RegExp(`^${nl.errors.notFound.title} \\| `));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nl.errors.notFound.title);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: nl.errors.notFound.browse })).toHaveAttribute(
      "href",
      "/nl/properties",
    );
    await expect(main.getByRole("link", { name: nl.errors.notFound.contact })).toHaveAttribute(
      "href",
      "/nl/contact",
    );
    await expectAccessible(page, "/nl/no-such-page");
  });
});

/** Books the held weekend as the signed-in guest through the API, as the booking page would. */
async function bookHeldWeekend(page: Page, token: string, property: Property, email: string) {
  const booked = await bookThroughApi(page.request, token, {
    propertyId: property.id,
    startDate: HELD_FRIDAY,
    endDate: addDays(HELD_FRIDAY, 3),
    guestName: "Axe Reader",
    guestEmail: email,
  });
  return booked.id;
}

test("signed in, every page of the guest meets WCAG 2.2 AA", async ({
  page,
  mailbox,
  properties,
}) => {
  test.setTimeout(90_000);
  const email = `axe-${randomUUID().slice(0, 8)}@example.com`;
  const token = await signInGuest(page, mailbox, "Axe Reader", email);
  const candidates = properties.filter((p) => p.minStayDuration <= 3);
  const property = candidates[2] ?? candidates[0]!;
  const bookingId = await bookHeldWeekend(page, token, property, email);

  await page.goto("/bookings");
  await expect(page.getByRole("region", { name: "Pending Requests" })).toContainText(property.name);
  expect.soft(await violationsOf(page), "violations on /bookings").toEqual([]);

  const menu = page.getByRole("button", { name: "Axe Reader" });
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
  expect.soft(await violationsOf(page), "violations with the account menu open").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(menu).toBeFocused();

  await page.goto("/profile");
  await expect(page.getByLabel("Full Name")).toHaveValue("Axe Reader");
  expect.soft(await violationsOf(page), "violations on /profile").toEqual([]);

  await page.goto(`/bookings/${bookingId}`);
  await expect(page.getByRole("button", { name: /^Pay €[\d,.]+ now$/ })).toBeVisible();
  expect.soft(await violationsOf(page), "violations on /bookings/{id}").toEqual([]);

  const query = new URLSearchParams({
    propertyId: property.id,
    startDate: `${WIZARD_FRIDAY}T13:00:00.000Z`,
    endDate: `${addDays(WIZARD_FRIDAY, 3)}T08:00:00.000Z`,
    persons: "2",
  });
  await page.goto(`/booking/new?${query}`);
  await expect(page.getByLabel("Full Name")).toHaveValue("Axe Reader");
  expect.soft(await violationsOf(page), "violations on the guest details step").toEqual([]);

  await page.goto(`/booking/${bookingId}/payment-return`);
  await expect(page.getByRole("heading", { name: "Payment Not Completed" })).toBeVisible();
  expect.soft(await violationsOf(page), "violations on the payment-return page").toEqual([]);
});

const CONTENT_PAGES = new Set(["/faq", "/terms", "/privacy", "/about"]);

for (const locale of ["nl", "fr", "de"] as const) {
  test(`signed out, every public page meets WCAG 2.2 AA in ${locale} too`, async ({
    page,
    request,
    properties,
  }) => {
    test.setTimeout(120_000);
    const t = messagesIn(locale);
    const english = englishTextsNotIn(locale);
    const home = await homeIn(request, weekendProperty(properties).id, locale);
    const pages = [
      "/properties",
      `/properties/${home.id}`,
      "/faq",
      "/terms",
      "/privacy",
      "/about",
      "/contact",
      "/auth/login",
    ];
    for (const path of pages) {
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status(), `/${locale}${path} exists`).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // content-pages.spec.ts scans the four content pages in each language for every violation.
      if (!CONTENT_PAGES.has(path)) {
        expect.soft(await violationsOf(page), `violations on /${locale}${path}`).toEqual([]);
      }
      // No sentence or label of the English messages file is left on the page (issue 33).
      const text = await page.locator("body").innerText();
      expect
        .soft(
          english.filter((sentence) => text.includes(sentence)),
          `English on /${locale}${path}`,
        )
        .toEqual([]);
    }
    await page.goto(`/${locale}/properties/${home.id}`);
    await page.getByRole("button", { name: t("booking.bookNow") }).click();
    await expect(
      page.getByRole("dialog", { name: t("booking.dialogTitle", { name: home.name }) }),
    ).toBeVisible();
    expect.soft(await violationsOf(page), `violations on the ${locale} dialog`).toEqual([]);
  });
}

test("signed in, the guest's pages meet WCAG 2.2 AA in Dutch, French and German too", async ({
  page,
  mailbox,
  request,
  properties,
}) => {
  test.setTimeout(120_000);
  const email = `axe-${randomUUID().slice(0, 8)}@example.com`;
  const token = await signInGuest(page, mailbox, "Axe Lezer", email);
  const candidates = properties.filter((p) => p.minStayDuration <= 3);
  const property = candidates[3] ?? candidates[0]!;
  const bookingId = await bookHeldWeekend(page, token, property, email);

  for (const locale of ["nl", "fr", "de"] as const) {
    const t = messagesIn(locale);
    const home = await homeIn(request, property.id, locale);
    await page.goto(`/${locale}/bookings`);
    await expect(page.getByRole("region", { name: t("bookings.groups.pending") })).toContainText(
      home.name,
    );
    expect.soft(await violationsOf(page), `violations on /${locale}/bookings`).toEqual([]);

    await page.goto(`/${locale}/profile`);
    await expect(page.getByLabel(t("profile.form.fullName"))).toHaveValue("Axe Lezer");
    expect.soft(await violationsOf(page), `violations on /${locale}/profile`).toEqual([]);

    await page.goto(`/${locale}/bookings/${bookingId}`);
    const payAmount = t("bookings.payAmount", { amount: "AMOUNT" }).split("AMOUNT");
    await expect(
      page.getByRole("button", { name: new RegExp(`^${payAmount.join(".+")}$`) }),
    ).toBeVisible();
    expect.soft(await violationsOf(page), `violations on /${locale}/bookings/{id}`).toEqual([]);

    const query = new URLSearchParams({
      propertyId: property.id,
      startDate: `${WIZARD_FRIDAY}T13:00:00.000Z`,
      endDate: `${addDays(WIZARD_FRIDAY, 3)}T08:00:00.000Z`,
      persons: "2",
    });
    await page.goto(`/${locale}/booking/new?${query}`);
    await expect(page.getByLabel(t("booking.wizard.fullName"))).toHaveValue("Axe Lezer");
    expect
      .soft(await violationsOf(page), `violations on the ${locale} guest details step`)
      .toEqual([]);

    await page.goto(`/${locale}/booking/${bookingId}/payment-return`);
    await expect(
      page.getByRole("heading", { name: t("booking.payment.notCompletedTitle") }),
    ).toBeVisible();
    expect
      .soft(await violationsOf(page), `violations on the ${locale} payment-return page`)
      .toEqual([]);
  }
});

/** Presses `key` until `target` has focus; fails after `max` presses. */
async function pressUntilFocused(
  page: Page,
  target: Locator,
  key = "Tab",
  max = 80,
): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(key);
    const focused = await target
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
      .catch(() => false);
    if (focused) return;
  }
  throw new Error(`${max} presses of ${key} never reached ${target}`);
}

async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

test.describe("keyboard only", () => {
  test("a guest browses, looks at photos and chooses a stay without a mouse", async ({
    page,
    properties,
  }) => {
    test.setTimeout(90_000);
    const property = weekendProperty(properties);
    const total = property.images.length;
    await page.goto("/properties");

    await pressUntilFocused(
      page,
      page.getByRole("link", { name: property.name, exact: true }).first(),
    );
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: property.name })).toBeVisible();

    const opener = page.getByRole("button", { name: /^Open photo 1 of/ });
    await pressUntilFocused(page, opener);
    await page.keyboard.press("Enter");
    const gallery = page.getByRole("dialog", { name: property.name });
    await expect(gallery).toContainText(`1/${total}`);
    expect(await focusIsInside(gallery)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect(gallery).toContainText(`2/${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(gallery).toContainText(`${total}/${total}`);
    await pressUntilFocused(page, gallery.getByRole("button", { name: "Next photo" }));
    await page.keyboard.press("Enter");
    await expect(gallery).toContainText(`1/${total}`);
    await page.keyboard.press("Space");
    await expect(gallery).toContainText(`2/${total}`);
    await page.keyboard.press("Escape");
    await expect(gallery).toBeHidden();
    await expect(opener).toBeFocused();

    const bookNow = page.getByRole("button", { name: "Book Now" });
    await pressUntilFocused(page, bookNow);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Book ${property.name}` });
    await expect(dialog).toBeVisible();
    expect(await focusIsInside(dialog), "focus moves into the dialog").toBe(true);
    for (let press = 0; press < 30; press++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInside(dialog), `Tab ${press + 1} stays in the dialog`).toBe(true);
    }
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusIsInside(dialog), `Shift+Tab ${press + 1} stays in the dialog`).toBe(true);
    }

    // The calendar is one tab stop; the arrow keys move between its days.
    const grid = dialog.getByRole("grid");
    await pressUntilFocused(page, grid.locator("button[tabindex='0']"));
    const label = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    const shown = /([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(label ?? "")?.[1];
    expect(shown, `the focused day is labelled with its date (${label})`).toBeTruthy();
    const from = new Date(`${shown} 12:00 UTC`).toISOString().slice(0, 10) as CalendarDate;
    const daysAhead = Math.round((Date.parse(KEYBOARD_FRIDAY) - Date.parse(from)) / 86_400_000);
    for (let week = 0; week < Math.floor(daysAhead / 7); week++) {
      await page.keyboard.press("ArrowDown");
    }
    for (let day = 0; day < daysAhead % 7; day++) await page.keyboard.press("ArrowRight");
    await expect(calendarDay(dialog, KEYBOARD_FRIDAY)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText(formatShortDate(KEYBOARD_FRIDAY)).first()).toBeVisible();

    for (let day = 0; day < 3; day++) await page.keyboard.press("ArrowRight");
    const monday = addDays(KEYBOARD_FRIDAY, 3);
    await expect(calendarDay(dialog, monday)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dialog.getByText(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} - /)).toBeVisible();
    await expect(dialog.getByText("(3 nights)")).toBeVisible();

    const guests = dialog.getByLabel("Guests");
    await pressUntilFocused(page, guests, "Shift+Tab");
    await page.keyboard.press("ArrowDown");
    await expect(guests).toHaveValue("3");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(bookNow).toBeFocused();
  });

  test("the first Tab offers 'Skip to main content', which moves focus to the main content", async ({
    page,
  }) => {
    await page.goto("/properties");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box?.width, "the focused skip link is shown, not clipped").toBeGreaterThan(40);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("the account menu opens, moves with the arrow keys and closes with Escape", async ({
    page,
    mailbox,
  }) => {
    const email = `keys-${randomUUID().slice(0, 8)}@example.com`;
    await signInGuest(page, mailbox, "Key Holder", email);
    const menuButton = page.getByRole("button", { name: "Key Holder" });
    await expect(menuButton).toBeVisible();
    await page.goto("/properties");
    await pressUntilFocused(page, menuButton);
    await page.keyboard.press("Enter");
    const bookings = page.getByRole("menuitem", { name: "My Bookings" });
    const profile = page.getByRole("menuitem", { name: "My Profile" });
    const logout = page.getByRole("menuitem", { name: "Logout" });
    await expect(bookings).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(profile).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(logout).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(bookings).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(profile).toBeHidden();
    await expect(menuButton).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(bookings).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(profile).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("the property tabs move with the arrow keys", async ({ page, properties }) => {
    await openProperty(page, weekendProperty(properties));
    const details = page.getByRole("tab", { name: "Details" });
    await pressUntilFocused(page, details);
    await expect(details).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    const amenities = page.getByRole("tab", { name: "Amenities" });
    await expect(amenities).toBeFocused();
    await expect(amenities).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Amenities" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Reviews" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(details).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Details" })).toBeFocused();
  });
});

test("a control reached with Tab is not hidden under the sticky header", async ({
  page,
  properties,
}) => {
  await openProperty(page, weekendProperty(properties));
  // The booking card's next free stays arrive as the guest nears them; Tab's order is settled then.
  const freeStays = page.getByText("Looking for free stays…");
  await freeStays.scrollIntoViewIfNeeded();
  await expect(freeStays).toHaveCount(0);
  const target = page.getByRole("tab", { name: "Details" });
  await target.focus();
  await page.keyboard.press("Shift+Tab");
  // Park the tab right under the header, where the browser would count it as on screen.
  await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 8));
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
  const seen = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return onTop !== null && element.contains(onTop);
  });
  expect(seen, "the focused tab is the topmost element at its centre").toBe(true);
});

test("with reduced motion asked for, the busy spinner does not spin", async ({
  page,
  properties,
}) => {
  const property = weekendProperty(properties);
  // The availability check is held open so the spinner stays on screen to be measured.
  await page.route(/\/availability\?/, () => undefined);
  await openProperty(page, property);
  await page.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${property.name}` });
  await pickDay(dialog, KEYBOARD_FRIDAY);
  await pickDay(dialog, addDays(KEYBOARD_FRIDAY, 3));
  await dialog.getByRole("button", { name: "Proceed to Booking" }).click();
  const busy = dialog.getByRole("button", { name: "Checking..." });
  await expect(busy).toBeVisible();
  const spinner = busy.locator("svg");

  const animation = () =>
    spinner.evaluate((element) => {
      const style = getComputedStyle(element);
      return { name: style.animationName, seconds: parseFloat(style.animationDuration) };
    });
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await animation(), "it spins by default").toMatchObject({ name: "spin", seconds: 1 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  const reduced = await animation();
  expect(reduced.name === "none" || reduced.seconds < 0.001, JSON.stringify(reduced)).toBe(true);
});

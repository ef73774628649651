import type { Locator, Page } from "@playwright/test";
import { addDays, formatLongDate } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { expect, openBookingDialog, openProperty, shownDay, signInGuest, test } from "./fixtures";

/** At a phone's width (issue 33): no page scrolls sideways, and nothing in the header overlaps. */

test.use({ viewport: { width: 390, height: 844 } });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "the element is laid out").not.toBeNull();
  return found!;
}

/** The header's brand, language button and account control side by side, inside the screen. */
async function expectHeaderFits(page: Page) {
  const header = page.getByRole("banner");
  const brand = await box(header.getByRole("link").first());
  const controls = [
    await box(header.getByRole("button").first()),
    // The account menu's items are in the header too, hidden until it opens.
    await box(header.locator("a:visible, button:visible").last()),
  ];
  for (const control of controls) {
    expect(control.x, "a control starts after the brand").toBeGreaterThanOrEqual(
      brand.x + brand.width,
    );
    expect(control.x + control.width, "a control ends inside the screen").toBeLessThanOrEqual(390);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "the page does not scroll sideways").toBeLessThanOrEqual(390);
}

test("the header fits a phone in English and Dutch, signed out and signed in", async ({
  page,
  mailbox,
}) => {
  for (const path of ["/properties", "/nl/properties"]) {
    await page.goto(path);
    await expectHeaderFits(page);
  }
  await signInGuest(page, mailbox, "Marie-Christine Vandenbroucke", "phone-header@example.com");
  for (const path of ["/bookings", "/nl/bookings", "/nl/properties"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Marie-Christine Vandenbroucke" })).toBeVisible();
    await expectHeaderFits(page);
  }
  // My Bookings, off the phone's header, is in the profile menu.
  await page.getByRole("button", { name: "Marie-Christine Vandenbroucke" }).click();
  await page.getByRole("menuitem", { name: "Mijn boekingen" }).click();
  await expect(page).toHaveURL(/\/nl\/bookings$/);
});

test("the Dutch guest pages fit a phone without scrolling sideways", async ({
  page,
  properties,
}) => {
  for (const path of [`/properties/${properties[0]!.id}`, "/faq", "/contact", "/auth/login"]) {
    await page.goto(`/nl${path}`);
    await expect(page.locator("main")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `/nl${path} does not scroll sideways`).toBeLessThanOrEqual(390);
  }
});

test("the booking dialog on a phone shows whole weeks, and the total beside 'Proceed to Booking'", async ({
  page,
  properties,
}) => {
  const home = properties.find((p) => p.minStayDuration <= 3)!;
  await openProperty(page, home);
  const dialog = await openBookingDialog(page, home.name);
  const friday = upcoming(FRIDAY, 10);
  await (await shownDay(dialog, friday)).click();
  await (await shownDay(dialog, addDays(friday, 3))).click();
  const sunday = dialog.getByRole("button", {
    name: new RegExp(`^${formatLongDate(addDays(friday, 2))}`),
  });
  const [day, frame] = [await box(sunday), await box(dialog)];
  expect(day.x + day.width, "Sunday's column inside the dialog").toBeLessThanOrEqual(
    frame.x + frame.width,
  );
  // A night inside the chosen stay is not struck through as a day no stay starts on.
  await expect(sunday).not.toHaveCSS("text-decoration-line", "line-through");
  await expect(dialog.getByText(/^€[\d,.]+$/).last()).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Proceed to Booking" })).toBeInViewport();
});

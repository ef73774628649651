import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import type { Property } from "@/features/properties";
import { addDays, formatLongDate } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { expect, openProperty, test, type Mailbox } from "./fixtures";

// A whole journey (sign-in, booking, checkout, return) takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Weeks of their own: other specs price the first weeks of the same homes in parallel.

/** Clicks a day in the booking calendar, paging forward through the months to find it. */
async function pickDay(dialog: Locator, date: string): Promise<void> {
  const day = dialog.getByRole("button", { name: new RegExp(`^${formatLongDate(date)}`) });
  for (let page = 0; page < 12 && !(await day.isVisible()); page++) {
    await dialog.getByRole("button", { name: /next month/i }).click();
  }
  await day.click();
}

async function bookAndReachCheckout(
  page: Page,
  mailbox: Mailbox,
  property: Property,
  checkIn: string,
): Promise<void> {
  const email = `booker-${randomUUID().slice(0, 8)}@example.com`;
  await openProperty(page, property);
  await page.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${property.name}` });
  await expect(dialog).toBeVisible();

  await pickDay(dialog, addDays(checkIn, -2));
  await expect(dialog.getByText("Bookings must start on Monday or Friday")).toBeVisible();

  await pickDay(dialog, checkIn);
  await pickDay(dialog, addDays(checkIn, 3));
  await expect(
    dialog.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4} - [A-Z][a-z]{2} \d{1,2}, \d{4}/),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Proceed to Booking" }).click();

  await expect(page).toHaveURL(/\/booking\/new\?/);
  await expect(page.getByText("Verify Your Email").first()).toBeVisible();
  await page.getByLabel("Full Name").fill("Jonas Willems");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByPlaceholder("Enter 6-digit code").fill(await mailbox.codeFor(email));
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page.getByText("Guest Information").first()).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Jonas Willems");
  await expect(page.getByLabel("Email Address")).toHaveValue(email);
  await expect(page.getByText("Booking Summary")).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
}

test("a guest books a weekend and pays for it", async ({ page, mailbox, properties }) => {
  const property = properties.find((p) => p.minStayDuration <= 3 && p.images.length > 0)!;
  await bookAndReachCheckout(page, mailbox, property, upcoming(FRIDAY, 49));
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/payment-return$/);
  await expect(page.getByText("Payment Successful!")).toBeVisible();

  await page.getByRole("link", { name: "View All Bookings" }).click();
  await expect(page.getByRole("heading", { name: "Your Bookings" })).toBeVisible();
  const upcomingStays = page.getByRole("region", { name: "Upcoming Stays" });
  await expect(upcomingStays).toContainText(property.name);
  await expect(upcomingStays).toContainText("Payment Confirmed");
  await upcomingStays.getByRole("link", { name: "View Details" }).first().click();

  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Check-in Instructions" })).toBeVisible();
  await expect(page.getByText("2 people").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "View Property" })).toHaveAttribute(
    "href",
    `/properties/${property.id}`,
  );
});

test("a guest who cancels at the checkout can try again and pay", async ({
  page,
  mailbox,
  properties,
}) => {
  const candidates = properties.filter((p) => p.minStayDuration <= 3 && p.images.length > 0);
  const property = candidates[1] ?? candidates[0]!;
  await bookAndReachCheckout(page, mailbox, property, upcoming(FRIDAY, 63));
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByText("Payment Not Completed")).toBeVisible();
  await page.getByRole("button", { name: "Try Payment Again" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
});

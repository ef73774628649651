import type { Locator, Page } from "@playwright/test";
import { addDays, formatLongDate } from "@/lib/dates";
import { FRIDAY, upcoming } from "../support/dates";
import { expect, openProperty, test, type Mailbox } from "./fixtures";
import { enrolAndSignIn, expectAccessible } from "./owner";

/*
 * The request flow (issue 16) on the second e2e site, which runs with AUTO_APPROVE=false: a
 * guest pays, the booking waits under 'Requests to review', the owner approves, the guest sees it.
 */
test.use({ baseURL: process.env.E2E_SECOND_SITE });
test.describe.configure({ timeout: 180_000 });

const TODAY_OWNER = "today-owner@ardennes-stays.example";
const GUEST = "requesting-guest@example.com";

async function pickDay(dialog: Locator, date: string): Promise<void> {
  const day = dialog.getByRole("button", { name: new RegExp(`^${formatLongDate(date)}`) });
  for (let page = 0; page < 12 && !(await day.isVisible()); page++) {
    await dialog.getByRole("button", { name: /next month/i }).click();
  }
  await day.click();
}

/** The guest's booking of a home as My Bookings shows it. */
async function myBooking(page: Page, home: string): Promise<Locator> {
  await page.goto("/bookings");
  await expect(page.getByRole("heading", { name: "Your Bookings" })).toBeVisible();
  return page.getByRole("article", { name: home });
}

async function signInGuest(page: Page, mailbox: Mailbox): Promise<void> {
  await page.getByLabel("Full Name").fill("Jonas Request");
  await page.getByLabel("Email Address").fill(GUEST);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByPlaceholder("Enter 6-digit code").fill(await mailbox.codeFor(GUEST));
  await page.getByRole("button", { name: "Verify" }).click();
}

test("with AUTO_APPROVE=false a guest pays, the owner approves, the guest sees 'approved'", async ({
  browser,
  page,
  mailbox,
  properties,
}) => {
  const property = properties.find((p) => p.minStayDuration <= 3 && p.images.length > 0)!;
  const checkIn = upcoming(FRIDAY, 28);

  await openProperty(page, property);
  await page.getByRole("button", { name: "Book Now" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${property.name}` });
  await pickDay(dialog, checkIn);
  await pickDay(dialog, addDays(checkIn, 3));
  await dialog.getByRole("button", { name: "Proceed to Booking" }).click();
  await signInGuest(page, mailbox);
  await expect(page.getByText("Booking Summary")).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/payment-return$/);
  const bookingId = /\/booking\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText(/your request is with the owner/)).toBeVisible();

  const waiting = await myBooking(page, property.name);
  await expect(waiting.getByText("Paid", { exact: true })).toBeVisible();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await enrolAndSignIn(owner, mailbox, TODAY_OWNER);
  const requests = owner.getByRole("region", { name: "Requests to review" });
  await requests.getByRole("link", { name: "Jonas Request" }).click();
  await expect(owner).toHaveURL(new RegExp(`/owner/bookings/${bookingId}$`));
  await owner.getByRole("button", { name: "Approve" }).click();
  await expect(owner.getByText("Approved", { exact: true }).first()).toBeVisible();

  const approved = await myBooking(page, property.name);
  await expect(approved.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming Stays" })).toContainText(property.name);
  await mailbox.messageTo(GUEST, /Subject: Your booking is approved/);

  await owner.goto("/owner");
  await expect(
    owner
      .getByRole("region", { name: "Requests to review" })
      .getByText("No requests are waiting for your approval."),
  ).toBeVisible();
  await expectOfficePagesAccessible(owner);
  await ownerContext.close();
});

/** Axe on Today, Messages, Reviews, Subscribers and Activity, at desktop and at phone width. */
async function expectOfficePagesAccessible(page: Page): Promise<void> {
  const pages = [
    ["/owner", "Today"],
    ["/owner/messages", "Messages"],
    ["/owner/reviews", "Reviews"],
    ["/owner/subscribers", "Subscribers"],
    ["/owner/activity", "Activity"],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.goto("/owner");
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Subscribers" })
    .click();
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    "/api/owner/subscribers.csv",
  );
}

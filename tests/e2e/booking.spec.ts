import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { createTranslator } from "use-intl/core";
import type { Property } from "@/features/properties";
import { addDays, formatLongDate, formatShortDate } from "@/lib/dates";
import nlMessages from "../../messages/nl.json" with { type: "json" };
import { FRIDAY, upcoming } from "../support/dates";
import { expect, homeIn, openProperty, test, type Mailbox } from "./fixtures";

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
    dialog.getByText(
      /[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4} - [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    ),
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
  // Beside the pay button, which names the deposit due now (seven weeks ahead), read before
  // paying: what cancelling would give back by date, no right of withdrawal, where the terms are.
  const payNow = page.getByRole("button", { name: /^Pay the €\d+(,\d{3})*\.\d\d deposit$/ });
  await expect(page.getByText(/there is no right of withdrawal/)).toBeVisible();
  await expect(payNow).toHaveAccessibleDescription(
    `If you cancel Until ${formatLongDate(addDays(checkIn, -30))}: everything you paid is refunded. ` +
      `Until ${formatLongDate(addDays(checkIn, -14))}: half of what you paid is refunded. ` +
      `From ${formatLongDate(addDays(checkIn, -13))}: nothing is refunded. ` +
      "As you are booking accommodation for specific dates, there is no right of withdrawal. If you need to cancel, our cancellation terms (opens in a new tab) apply.",
  );
  await expect(
    page.getByRole("link", { name: "cancellation terms (opens in a new tab)" }),
  ).toHaveAttribute("href", "/terms#cancellation");
  await payNow.click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
}

test("a guest books a weekend and pays for it", async ({ page, mailbox, properties }) => {
  const property = properties.find((p) => p.minStayDuration <= 3 && p.images.length > 0)!;
  const checkIn = upcoming(FRIDAY, 49);
  await bookAndReachCheckout(page, mailbox, property, checkIn);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/payment-return$/);
  await expect(page.getByText("Payment Successful!")).toBeVisible();
  // What was paid for: the deposit, the home and the stay's dates with their weekdays.
  await expect(
    page.getByText(
      new RegExp(
        `^€[\\d,.]+ paid for ${property.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, ` +
          `${formatLongDate(checkIn)} to ${formatLongDate(addDays(checkIn, 3))}\\.$`,
      ),
    ),
  ).toBeVisible();

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
  // Until when the dates wait, on the 24-hour clock, not 'for a while'.
  await expect(
    page.getByText(
      /^Your booking and its dates are held for you until \d{2}:\d{2}, so you can try again\.$/,
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Try Payment Again" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
});

test("a Dutch guest books, pays and reads the booking in Dutch, staying under /nl/", async ({
  page,
  request,
  mailbox,
  properties,
}) => {
  // Every expected text comes from the Dutch messages, as the site renders them.
  const t = createTranslator({ locale: "nl", messages: nlMessages });
  const candidates = properties.filter((p) => p.minStayDuration <= 3 && p.images.length > 0);
  const property = candidates[2] ?? candidates[0]!;
  const checkIn = upcoming(FRIDAY, 112);
  const email = `boeker-${randomUUID().slice(0, 8)}@example.com`;
  // The home as a Dutch guest reads it: its Dutch name where the owner wrote one.
  const dutchHome = await homeIn(request, property.id, "nl");

  await page.goto(`/nl/properties/${property.id}`);
  await expect(page.getByRole("heading", { level: 1, name: dutchHome.name })).toBeVisible();
  await page.getByRole("button", { name: t("booking.bookNow") }).click();
  const dialog = page.getByRole("dialog", {
    name: t("booking.dialogTitle", { name: dutchHome.name }),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t("booking.calendar.rules"))).toBeVisible();

  async function pickDutchDay(date: string): Promise<void> {
    const day = dialog.getByRole("button", { name: new RegExp(`^${formatLongDate(date, "nl")}`) });
    for (let month = 0; month < 12 && !(await day.isVisible()); month++) {
      await dialog.getByRole("button", { name: t("booking.calendar.nextMonth") }).click();
    }
    await day.click();
  }
  await pickDutchDay(addDays(checkIn, -2));
  await expect(dialog.getByText(t("stayProblems.CHECK_IN_WEEKDAY"))).toBeVisible();
  await pickDutchDay(checkIn);
  await pickDutchDay(addDays(checkIn, 3));
  await expect(
    dialog.getByText(`(${t("booking.nights", { count: 3 })})`, { exact: true }),
  ).toBeVisible();
  await dialog.getByRole("button", { name: t("booking.proceed") }).click();

  await expect(page).toHaveURL(/\/nl\/booking\/new\?/);
  const progress = page.getByRole("navigation", { name: t("booking.wizard.progress") });
  await expect(progress).toContainText(t("booking.wizard.steps.auth"));
  await expect(page.getByText(t("booking.wizard.verifyTitle")).first()).toBeVisible();
  await expect(page.getByText(t("booking.wizard.summary")).first()).toBeVisible();
  await expect(page.getByText(t("auth.signIn.requestHeading")).first()).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel(t("auth.signIn.fullName")).fill("Lotte Claes");
  await main.getByLabel(t("auth.signIn.email")).fill(email);
  await main.getByRole("button", { name: t("auth.signIn.send") }).click();
  // The sign-in code arrives in Dutch too.
  const codeMail = await mailbox.messageTo(email, /Subject: Uw aanmeldcode/);
  expect(codeMail).toContain(`Subject: ${t("mail.signInCode.subject", { code: "" }).trim()}`);
  await main.getByLabel(t("auth.signIn.code")).fill(await mailbox.codeFor(email));
  await main.getByRole("button", { name: t("auth.signIn.verify") }).click();

  await expect(page.getByText(t("booking.wizard.guestInformation")).first()).toBeVisible();
  await expect(main.getByLabel(t("booking.wizard.fullName"))).toHaveValue("Lotte Claes");
  await expect(main.getByLabel(t("booking.wizard.email"))).toHaveValue(email);
  await expect(page).toHaveURL(/\/nl\/booking\/new\?/);
  // Before paying: no right of withdrawal ('herroepingsrecht'), and the Dutch cancellation terms.
  const notice = main.getByText(/geen herroepingsrecht/);
  await expect(notice).toBeVisible();
  await expect(
    notice.getByRole("link", {
      name: `annuleringsvoorwaarden ${t("cancellation.noWithdrawal.newTab")}`,
    }),
  ).toHaveAttribute("href", "/nl/terms#cancellation");
  await page.getByRole("button", { name: /^Betaal / }).click();

  // The sandbox checkout is the provider's page: it stays English.
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/booking\/[0-9a-f-]{36}\/payment-return$/);
  await expect(
    page.getByRole("heading", { name: t("booking.payment.successTitle") }),
  ).toBeVisible();
  await expect(page.getByText(t("booking.payment.successBooked"))).toBeVisible();

  // The confirmation, captured at the SMTP server, is written in Dutch: subject, dates, link.
  const confirmation = await mailbox.messageTo(email, /Subject: Uw boeking is bevestigd/);
  expect(confirmation).toContain(
    `Subject: ${t("mail.bookingConfirmed.subject", { property: dutchHome.name })}`,
  );
  expect(confirmation).toContain(formatLongDate(checkIn, "nl"));
  expect(confirmation).toMatch(/\/nl\/bookings\/[0-9a-f-]{36}/);
  expect(confirmation).toContain("is er geen herroepingsrecht");
  expect(confirmation).toContain("/nl/terms#cancellation");

  await page.getByRole("link", { name: t("booking.payment.viewAll") }).click();
  await expect(page).toHaveURL(/\/nl\/bookings$/);
  await expect(page.getByRole("heading", { name: t("bookings.meta.listTitle") })).toBeVisible();
  const upcomingStays = page.getByRole("region", { name: t("bookings.groups.upcoming") });
  const card = upcomingStays.getByRole("article", { name: dutchHome.name });
  await expect(card).toContainText(t("bookings.status.approved"));
  await expect(card).toContainText(t("bookings.payments.confirmed"));
  await expect(card).toContainText(
    t("bookings.checkInAt", {
      date: formatShortDate(checkIn, "nl"),
      time: dutchHome.checkInTime,
    }),
  );
  await card.getByRole("link", { name: t("bookings.viewDetails") }).click();

  await expect(page).toHaveURL(/\/nl\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: t("bookings.details") })).toBeVisible();
  await expect(page.getByText(t("bookings.people", { count: 2 })).first()).toBeVisible();
  await expect(
    // The home's own check-out time, as its page says it.
    page.getByText(
      t("bookings.checkOutAt", {
        date: formatLongDate(addDays(checkIn, 3), "nl"),
        time: dutchHome.checkOutTime,
      }),
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: t("bookings.instructionsTitle") })).toBeVisible();
  await expect(
    page.getByText(t("bookings.instructionsCheckIn", { time: dutchHome.checkInTime })),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: t("bookings.viewProperty") })).toHaveAttribute(
    "href",
    `/nl/properties/${property.id}`,
  );
});

test("the booking page shows its sign-in step before its scripts have run, and a placeholder to a guest signed in", async ({
  browser,
  baseURL,
  properties,
}) => {
  const t = createTranslator({ locale: "nl", messages: nlMessages });
  const startDate = upcoming(FRIDAY, 154);
  const query = new URLSearchParams({
    propertyId: properties[0]!.id,
    startDate,
    endDate: addDays(startDate, 3),
    persons: "2",
  });
  // A browser of its own, whose page's scripts never arrive: what shows is the server's HTML,
  // as a guest sees it at the first paint (docs/decisions/0067).
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
    await page.goto(`/nl/booking/new?${query}`, { waitUntil: "commit" });
    const signInStep = page.getByText(t("booking.wizard.verifyTitle")).first();
    await expect(signInStep).toBeVisible();
    await expect(page.getByRole("main").getByLabel(t("auth.signIn.email"))).toBeVisible();

    // A session this browser keeps: the step it will show is not known before the scripts run.
    await page.evaluate(() =>
      localStorage.setItem(
        "guest-auth-storage",
        JSON.stringify({
          state: { token: "token", guest: { id: "guest" }, isAuthenticated: true },
          version: 0,
        }),
      ),
    );
    await page.reload({ waitUntil: "commit" });
    await expect(page.getByText(t("booking.wizard.summary")).first()).toBeVisible();
    await expect(signInStep).toBeHidden();
  } finally {
    await context.close();
  }
});

import { expect, test } from "./fixtures";

/** Each template's subject with the sample data beside it in src/features/mail/templates. */
const SUBJECTS = [
  "Your sign-in code: 482913",
  "Contact form: Dogs in the Forest Lodge?",
  "Confirm your subscription to the Ardennes Stays newsletter",
  "We received your booking request: Forest Lodge",
  "Your payment was not completed: Forest Lodge",
  "Your booking is confirmed: Forest Lodge",
  "Payment received: Forest Lodge",
  "Your booking is approved: Forest Lodge",
  "Your booking request was declined: Forest Lodge",
  "Your booking was cancelled: Forest Lodge",
  "You cancelled your booking: Forest Lodge",
  "Booking cancelled by the guest: Forest Lodge, 2026-07-10",
  "Your payment is being refunded: Forest Lodge",
  "Refund issued: late payment for Forest Lodge",
  "Your booking has expired: Forest Lodge",
  "Balance due for Forest Lodge: €476.00 by Wed, Jun 10, 2026",
  "Balance received: Forest Lodge",
  "Your booking was cancelled for an unpaid balance: Forest Lodge",
  "Booking cancelled, balance unpaid: Forest Lodge, 2026-07-10",
  "Your check-in details for tomorrow: Forest Lodge",
  "Before you arrive at Forest Lodge: the traveller register",
  "How was your stay at Forest Lodge?",
  "Reminder: your review of Forest Lodge",
  "Your review of Forest Lodge is no longer shown",
  "Your security deposit is on its way back: Forest Lodge",
  "About your security deposit: Forest Lodge",
  "Your gift voucher of €150.00",
  "Calendar conflict at Forest Lodge",
  "Calendar sync failing at Forest Lodge: Booking.com",
  "Confirm your alert for Forest Lodge, Fri, Jul 10, 2026 – Mon, Jul 13, 2026",
  "Forest Lodge is free for Fri, Jul 10, 2026 – Mon, Jul 13, 2026",
  "A passkey was added to your back office sign-in: Kitchen laptop",
  "Your back office sign-in was reset",
  "Too many wrong codes for your back office sign-in today",
];

test("the dev mailbox shows every mail template with its sample data", async ({ page }) => {
  await page.goto("/dev/mail");
  const templates = page.getByRole("region", { name: "Templates", exact: true });
  for (const subject of SUBJECTS) {
    await expect(templates.getByRole("heading", { name: subject, exact: true })).toBeVisible();
  }
  await expect(templates.getByRole("listitem")).toHaveCount(SUBJECTS.length);

  // The HTML shows in its sandboxed frame with its inline styles: the page's policy allows them
  // (a refused style would also fail the test as a logged violation).
  const signIn = templates.getByRole("region", { name: "Template sign-in-code" });
  const html = signIn.frameLocator("iframe");
  await expect(html.getByText("482913", { exact: true })).toHaveCSS("font-size", "28px");
  await expect(html.getByRole("link", { name: "http://127.0.0.1", exact: false })).toBeVisible();
  await expect(signIn.locator("pre")).toContainText("    482913");
});

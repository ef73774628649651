import { randomUUID } from "node:crypto";
import { addDays } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { FRIDAY, upcoming } from "../support/dates";
import {
  expect,
  openBookingDialog,
  openProperty,
  quotedTotal,
  shownDay,
  test,
  axeViolations,
} from "./fixtures";

// Sign-in, the voucher's form, two checkouts and the pages they return to.
test.describe.configure({ timeout: 150_000 });

/**
 * A seeded apartment whose week 39 weeks ahead no other spec books (extras.spec.ts lists the weeks
 * others take); booked that far ahead, a 30% deposit is paid now.
 */
const HOME = "Old Town Apartment, Malmedy";

test("a guest buys a gift voucher from the footer, receives it as a PDF, and pays part of a booking's deposit with it and the rest in the sandbox", async ({
  page,
  request,
  mailbox,
  properties,
  consoleErrors,
}) => {
  // The browser logs the payment start's 400 for the wrong voucher code the guest tries.
  consoleErrors.allow(/payments\/start/);
  const email = `gift-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Gift vouchers" }).click();
  await expect(page).toHaveURL(/\/gift-vouchers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Gift vouchers" })).toBeVisible();

  // Not signed in: the address the voucher goes to is confirmed first, on this page.
  await page.getByLabel("Full Name").fill("Marie Lambert");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByPlaceholder("Enter 6-digit code").fill(await mailbox.codeFor(email));
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page.getByRole("heading", { name: "Your voucher" })).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Marie Lambert");
  expect(await axeViolations(page), "the voucher's form").toEqual([]);

  // An amount outside the range is refused by the form, in its words.
  await page.getByLabel("Amount in euros").fill("55");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(
    page.getByText("Choose an amount from €50 to €1,000, in steps of €10."),
  ).toBeVisible();

  await page.getByRole("button", { name: "€150", exact: true }).click();
  await expect(page.getByRole("button", { name: "€150", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByLabel(/^Message/).fill("Happy birthday, Tom! A weekend in the woods is on us.");
  await page.getByRole("button", { name: "Pay €150.00" }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/gift-vouchers\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Thank you! Your gift voucher of €150.00 is paid.")).toBeVisible();
  const code = (await page.locator("dd.font-mono").textContent()) ?? "";
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  await expect(
    page.getByText(`We have e-mailed it to ${email} as a PDF, with its receipt.`),
  ).toBeVisible();
  expect(await axeViolations(page), "the paid voucher's page").toEqual([]);

  const attached = await mailbox.attachmentsOf(
    email,
    /Thank you for buying a gift voucher of €150.00/,
  );
  expect(attached.map((file) => file.filename).sort()).toEqual([
    `gift-voucher-${code}.pdf`,
    expect.stringMatching(/^receipt-\d+\.pdf$/),
  ]);
  expect(attached.every((file) => file.contentType === "application/pdf")).toBe(true);

  // The voucher pays part of a week's 30% deposit; the sandbox takes the rest.
  const home = properties.find((property) => property.name === HOME)!;
  const friday = upcoming(FRIDAY, 273);
  const stay = { startDate: friday, endDate: addDays(friday, 7) };
  const deposit = Math.round((await quotedTotal(request, home, stay)) * 30) / 100;
  expect(deposit).toBeGreaterThan(150);
  await openProperty(page, home);
  const dialog = await openBookingDialog(page, home.name);
  await (await shownDay(dialog, stay.startDate)).click();
  await (await shownDay(dialog, stay.endDate)).click();
  await dialog.getByRole("button", { name: "Proceed to Booking" }).click();
  await expect(page).toHaveURL(/\/booking\/new\?/);

  await page.getByRole("button", { name: "Have a gift voucher?" }).click();
  const field = page.getByRole("textbox", { name: /^Gift voucher code/ });
  await expect(field).toBeFocused();
  // A code that names no voucher: the booking is made, the field says why nothing was paid.
  await field.fill("AAAA-BBBB-CCCC-DDDD");
  const pay = page.getByRole("button", { name: `Pay the ${formatEuros(deposit)} deposit` });
  await pay.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "This gift voucher code is not valid",
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page), "the booking page with a refused voucher code").toEqual([]);

  await field.fill(code.toLowerCase());
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.getByText(formatEuros(deposit - 150)).first()).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Payment Successful!")).toBeVisible();
});

test("the gift voucher page is in Dutch at /nl/gift-vouchers, and fits a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/nl/gift-vouchers");
  await expect(page.getByRole("heading", { level: 1, name: "Cadeaubonnen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Eerst uw e-mailadres" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page), "the Dutch page on a phone").toEqual([]);
});

import { randomUUID } from "node:crypto";
import { expect, test, wcagViolations } from "./fixtures";

// Sign-in, the voucher's form, checkout and the page it returns to.
test.describe.configure({ timeout: 90_000 });

test("a guest buys a gift voucher from the footer, pays it in the sandbox, and receives it as a PDF with its receipt", async ({
  page,
  mailbox,
}) => {
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
  expect(await wcagViolations(page), "the voucher's form").toEqual([]);

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
  expect(await wcagViolations(page), "the paid voucher's page").toEqual([]);

  const attached = await mailbox.attachmentsOf(
    email,
    /Thank you for buying a gift voucher of €150.00/,
  );
  expect(attached.map((file) => file.filename).sort()).toEqual([
    `gift-voucher-${code}.pdf`,
    expect.stringMatching(/^receipt-\d+\.pdf$/),
  ]);
  expect(attached.every((file) => file.contentType === "application/pdf")).toBe(true);
});

test("the gift voucher page is in Dutch at /nl/gift-vouchers, and fits a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/nl/gift-vouchers");
  await expect(page.getByRole("heading", { level: 1, name: "Cadeaubonnen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Eerst uw e-mailadres" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await wcagViolations(page), "the Dutch page on a phone").toEqual([]);
});

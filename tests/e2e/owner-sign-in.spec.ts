import { expect, test } from "./fixtures";
import { authenticator, emailStep, expectAccessible, OWNER, shownSecret } from "./owner";

test("an owner signs in with the e-mailed code and an authenticator, signs out and in again", async ({
  page,
  mailbox,
}) => {
  test.setTimeout(90_000);
  await page.goto("/owner");
  await expect(page).toHaveURL(/\/owner\/login$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page, "/owner/login");

  const firstCode = await emailStep(page, mailbox, OWNER);
  const secret = await shownSecret(page);
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectAccessible(page, "the enrolment step");
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  const totp = authenticator(secret);
  await page.getByLabel("Authenticator code").fill(totp.generate());
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.getByRole("listitem")).toHaveCount(10);
  await expectAccessible(page, "the recovery codes");
  await page.getByRole("button", { name: "Continue to the back office" }).click();

  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
  await expect(page.getByText(OWNER)).toBeVisible();
  await expectAccessible(page, "/owner");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/owner\/login$/);
  await page.goto("/owner");
  await expect(page).toHaveURL(/\/owner\/login$/);

  await emailStep(page, mailbox, OWNER, firstCode);
  await expect(page.getByRole("heading", { name: "Enter your authenticator code" })).toBeVisible();
  await expectAccessible(page, "the second-factor step");
  // The enrolment's code works once; an app whose clock runs up to a step (30 s) ahead shows the
  // next one, which the site accepts, so the owner need not wait for the next step.
  await page
    .getByLabel("Authenticator or recovery code")
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
});

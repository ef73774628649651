import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test, type Mailbox } from "./fixtures";

/** The e2e app's only owner: OWNER_EMAIL's default. */
const OWNER = "owner@ardennes-stays.example";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help}`);
  expect(serious, `serious or critical WCAG violations on ${what}`).toEqual([]);
}

/** The e-mail step; returns once the code has been typed in and accepted. */
async function emailStep(page: Page, mailbox: Mailbox, usedCode?: string): Promise<string> {
  await page.goto("/owner/login");
  await page.getByLabel("Email Address").fill(OWNER);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("heading", { name: "Enter the e-mailed code" })).toBeVisible();
  let code = "";
  await expect
    .poll(
      async () => {
        const message = await mailbox.messageTo(OWNER, /Subject: Your back office sign-in code/);
        code = /Subject: Your back office sign-in code: (\d{6})/.exec(message)?.[1] ?? "";
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBe(usedCode ?? "");
  await page.getByLabel("Verification Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  return code;
}

function authenticator(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
}

test("an owner signs in with the e-mailed code and an authenticator, signs out and in again", async ({
  page,
  mailbox,
}) => {
  test.setTimeout(90_000);
  await page.goto("/owner");
  await expect(page).toHaveURL(/\/owner\/login$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(page, "/owner/login");

  const firstCode = await emailStep(page, mailbox);
  await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectAccessible(page, "the enrolment step");
  const shown = await page.getByText(/^Secret key/).textContent();
  const secret = (shown ?? "").replace(/^Secret key/, "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  const totp = authenticator(secret);
  const enrolledAt = Date.now();
  await page.getByLabel("Authenticator code").fill(totp.generate({ timestamp: enrolledAt }));
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

  await emailStep(page, mailbox, firstCode);
  await expect(page.getByRole("heading", { name: "Enter your authenticator code" })).toBeVisible();
  await expectAccessible(page, "the second-factor step");
  // The enrolment's code works once: wait for the next 30-second step.
  const nextStep = (Math.floor(enrolledAt / 30_000) + 1) * 30_000;
  await page.waitForTimeout(Math.max(0, nextStep - Date.now() + 500));
  await page.getByLabel("Authenticator or recovery code").fill(totp.generate());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole("heading", { name: "Today" })).toBeVisible();
});

import { expect, test } from "./fixtures";
import { authenticator, emailStep, expectAccessible, shownSecret } from "./owner";

/**
 * Passkeys in Chromium with a virtual authenticator. WebAuthn refuses an IP address as RP ID,
 * and the suite's site is `http://127.0.0.1:PORT`; so this spec runs on the second site, the same
 * build at `http://localhost:PORT` (PUBLIC_BASE_URL names it, as in production).
 */

const OWNER = "passkey-owner@ardennes-stays.example";

test.use({ baseURL: process.env.E2E_SECOND_SITE });

test("an owner confirms it is them, adds a passkey on 'Security', signs in with it instead of the code, and removes it", async ({
  page,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  // The first sign-in enrols the authenticator app, as every owner's does.
  const firstCode = await emailStep(page, mailbox, OWNER);
  const totp = authenticator(await shownSecret(page));
  await page.getByLabel("Authenticator code").fill(totp.generate());
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("button", { name: "Continue to the back office" }).click();
  await expect(page).toHaveURL(/\/owner$/);

  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Security" })
    .click();
  await expect(page.getByRole("heading", { name: "Security", level: 1 })).toBeVisible();
  await expect(page.getByText("No passkey yet.")).toBeVisible();
  await expectAccessible(page, "/owner/security");

  // Adding a passkey asks for a fresh code first: a stolen session cookie alone adds none.
  await page.getByLabel("Passkey name").fill("Laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it is you" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, "the 'Confirm it is you' dialog");
  // The enrolment's code works once; the app's next one is accepted (owner-sign-in.spec.ts).
  await confirm
    .getByLabel("Authenticator code")
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Laptop", { exact: true })).toBeVisible();
  await expect(page.getByText("Not used yet")).toBeVisible();
  await expectAccessible(page, "/owner/security with a passkey");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/owner\/login$/);
  await emailStep(page, mailbox, OWNER, firstCode);
  await expect(page.getByRole("heading", { name: "Enter your authenticator code" })).toBeVisible();
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).toHaveURL(/\/owner$/);

  await page.goto("/owner/security");
  await expect(page.getByText(/Last used/)).toBeVisible();
  // Signing in is no confirmation: removing asks again, and the passkey itself answers.
  await page.getByRole("button", { name: "Remove Laptop" }).click();
  await confirm.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByText("No passkey yet.")).toBeVisible();
});

import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import de from "../../messages/de.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import nl from "../../messages/nl.json" with { type: "json" };
import { expect, test, type Mailbox } from "./fixtures";

function newEmail(): string {
  return `guest-${randomUUID().slice(0, 8)}@example.com`;
}

/** Signs in through the form; returns the code used. `usedCode`: wait for a newer one than it. */
async function signIn(
  page: Page,
  mailbox: Mailbox,
  name: string,
  email: string,
  usedCode?: string,
): Promise<string> {
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByText("Sign In to Continue")).toBeVisible();
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Enter Verification Code")).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  let code = "";
  await expect
    .poll(async () => (code = await mailbox.codeFor(email)), { timeout: 15_000 })
    .not.toBe(usedCode);
  await page.getByPlaceholder("Enter 6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  return code;
}

test("a guest signs in with an e-mailed code, edits the profile and logs out", async ({
  page,
  mailbox,
}) => {
  const email = newEmail();
  await signIn(page, mailbox, "Sofie Lambert", email);

  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole("heading", { name: "Your Bookings" })).toBeVisible();
  await expect(page.getByText("You don't have any bookings yet.")).toBeVisible();
  const menu = page.getByRole("button", { name: "Sofie Lambert" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("link", { name: "My Bookings" }).first()).toBeVisible();

  await menu.click();
  await page.getByRole("menuitem", { name: "My Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Your Profile" })).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByText("Email cannot be changed")).toBeVisible();
  await page.getByLabel("Full Name").fill("Sofie Lambert-Dupont");
  await page.getByLabel(/Phone Number/).fill("+32 475 11 22 33");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sofie Lambert-Dupont" })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Full Name")).toHaveValue("Sofie Lambert-Dupont");

  await page.getByRole("button", { name: "Sofie Lambert-Dupont" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const stored = await page.evaluate(() => localStorage.getItem("guest-auth-storage"));
  expect(JSON.parse(stored ?? "{}").state).toMatchObject({ token: null, isAuthenticated: false });
  await page.goto("/properties");
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
});

test("signing out everywhere on the profile page ends the guest's session in every browser", async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  const email = newEmail();
  const laptop = page;
  const code = await signIn(laptop, mailbox, "Lies Wouters", email);
  await expect(laptop).toHaveURL(/\/bookings$/);
  const phoneContext = await browser.newContext({ baseURL });
  try {
    const phone = await phoneContext.newPage();
    await signIn(phone, mailbox, "Lies Wouters", email, code);
    await expect(phone).toHaveURL(/\/bookings$/);
    await expect(phone.getByRole("heading", { name: "Your Bookings" })).toBeVisible();

    await laptop.goto("/profile");
    await laptop.getByRole("button", { name: "Sign out everywhere" }).click();

    await expect(laptop).toHaveURL(/\/auth\/login$/);
    const stored = await laptop.evaluate(() => localStorage.getItem("guest-auth-storage"));
    expect(JSON.parse(stored ?? "{}").state).toMatchObject({ token: null, isAuthenticated: false });
    // The phone still believes it is signed in until its next request is refused.
    await phone.reload();
    await expect(phone).toHaveURL(/\/auth\/login\?next=%2Fbookings$/);
    await expect(phone.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  } finally {
    await phoneContext.close();
  }
});

test("a signed-out visit to /bookings lands on /auth/login", async ({ page }) => {
  await page.goto("/bookings");
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByText("Your Bookings")).toHaveCount(0);
});

test("a signed-out visit to /profile lands on /auth/login and returns after sign-in", async ({
  page,
  mailbox,
}) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile/);
  const email = newEmail();
  await page.getByLabel("Full Name").fill("Marc Evrard");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await page.getByPlaceholder("Enter 6-digit code").fill(await mailbox.codeFor(email));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Your Profile" })).toBeVisible();
});

test("a wrong code is refused with the spec's message", async ({
  page,
  mailbox,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  const email = newEmail();
  await page.goto("/auth/login");
  await page.getByLabel("Full Name").fill("Wrong Code");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  const code = await mailbox.codeFor(email);
  await page.getByPlaceholder("Enter 6-digit code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Invalid verification code. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("the sign-in form explains what it needs", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Full Name").fill("A");
  await page.getByLabel("Email Address").fill("not-an-email");
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Valid email is required")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("the old verify address sends guests to the sign-in page", async ({ page }) => {
  await page.goto("/auth/verify");
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("the dev mailbox lists what the site sent, sign-in codes blanked", async ({
  page,
  mailbox,
}) => {
  const email = newEmail();
  await page.goto("/auth/login");
  await page.getByLabel("Full Name").fill("Dev Mail");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  const code = await mailbox.codeFor(email);
  // Once sent, the outbox keeps the mail without its code.
  await expect(async () => {
    await page.goto("/dev/mail");
    const mail = page.getByRole("article").filter({ hasText: `To ${email}` });
    await expect(mail).toHaveAccessibleName("Your sign-in code: ••••••", { timeout: 1_000 });
    await expect(mail).toContainText("sent", { timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole("main")).not.toContainText(code);
});

test("the sign-in page in French: its title, texts, checks and links in French", async ({
  page,
}) => {
  const { signIn: form, signInPage, meta } = fr.auth;
  await page.goto("/fr/auth/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page).toHaveTitle(`${meta.title} | ${fr.layout.titleSuffix}`);
  await expect(page.getByRole("heading", { level: 1, name: signInPage.heading })).toBeVisible();
  await expect(page.getByRole("heading", { name: form.requestHeading })).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${form.phone} \\(${form.optional}\\)$`))).toBeVisible();

  await page.getByLabel(form.fullName).fill("A");
  await page.getByLabel(form.email).fill("pas-une-adresse");
  await page.getByRole("button", { name: form.send }).click();
  await expect(page.getByText(fr.errors.fields.nameMissing)).toBeVisible();
  await expect(page.getByText(fr.errors.fields.emailInvalid)).toBeVisible();
  await expect(page.getByRole("link", { name: signInPage.contactSupport })).toHaveAttribute(
    "href",
    "/fr/contact",
  );
});

test("a Dutch guest sent to sign in comes back to the Dutch page", async ({ page, mailbox }) => {
  const { signIn: form } = nl.auth;
  await page.goto("/nl/profile");
  await expect(page).toHaveURL(/\/nl\/auth\/login\?next=%2Fprofile$/);
  const email = newEmail();
  await page.getByLabel(form.fullName).fill("Els Claes");
  await page.getByLabel(form.email).fill(email);
  await page.getByRole("button", { name: form.send }).click();
  await expect(page.getByRole("heading", { name: form.verifyHeading })).toBeVisible();
  await page.getByLabel(form.code).fill(await mailbox.codeFor(email));
  await page.getByRole("button", { name: form.verify }).click();
  await expect(page).toHaveURL(/\/nl\/profile$/);
  await expect(page.getByRole("heading", { name: nl.profile.meta.title })).toBeVisible();
  await expect(page.getByText(nl.profile.form.emailFixed)).toBeVisible();

  await page.getByRole("button", { name: "Els Claes" }).click();
  await page.getByRole("menuitem", { name: nl.auth.account.logout }).click();
  await expect(page).toHaveURL(/\/nl\/auth\/login$/);
  await page.goto("/nl/properties");
  await expect(page.getByRole("link", { name: nl.layout.login })).toHaveAttribute(
    "href",
    "/nl/auth/login",
  );
});

test("after signing in, a destination on another site is refused, language prefix or not", async ({
  page,
  baseURL,
  mailbox,
}) => {
  const { signIn: form } = de.auth;
  await page.goto(`/de/auth/login?next=${encodeURIComponent("/de//evil.example/bookings")}`);
  const email = newEmail();
  await page.getByLabel(form.fullName).fill("Jonas Weber");
  await page.getByLabel(form.email).fill(email);
  await page.getByRole("button", { name: form.send }).click();
  await page.getByLabel(form.code).fill(await mailbox.codeFor(email));
  await page.getByRole("button", { name: form.verify }).click();
  await expect(page).toHaveURL(`${baseURL}/de/bookings`);
});

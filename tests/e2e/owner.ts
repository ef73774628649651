import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import sharp from "sharp";
import { expect, axeViolations, type Mailbox } from "./fixtures";

/**
 * The e2e app's owners (OWNER_EMAIL in playwright.config.ts). OWNER gets the owner's mail and
 * enrols in owner-sign-in.spec.ts; the specs that use the back office share SIGNED_IN_OWNER,
 * whom owner.setup.ts signs in once per run.
 */
export const OWNER = "owner@ardennes-stays.example";
export const SIGNED_IN_OWNER = "back-office-owner@ardennes-stays.example";

/** SIGNED_IN_OWNER's browser state (the session cookie), saved by owner.setup.ts. */
const OWNER_STATE = process.env.E2E_OWNER_STATE!;

/** For `test.use`: the spec's pages start signed in as SIGNED_IN_OWNER. */
export const signedInOwner = { storageState: OWNER_STATE };

/** Saves the signed-in owner's browser state for the specs that use `signedInOwner`. */
export async function saveOwnerState(page: Page): Promise<void> {
  await page.context().storageState({ path: OWNER_STATE });
}

/** Opens the back office's first page, as the signed-in owner. */
export async function openBackOffice(page: Page): Promise<void> {
  await page.goto("/owner");
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
}

const PHONE = { width: 390, height: 844 };

/** No serious or critical axe violation on the page as it is, at its width and at a phone's. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const desktop = page.viewportSize();
  for (const [width, size] of [
    ["desktop", desktop],
    ["phone", PHONE],
  ] as const) {
    if (size) await page.setViewportSize(size);
    const serious = (await axeViolations(page))
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.help}`);
    expect(serious, `serious or critical WCAG violations on ${what} at ${width} width`).toEqual([]);
  }
  if (desktop) await page.setViewportSize(desktop);
}

/** The e-mail step; returns once the code has been typed in and accepted. */
export async function emailStep(
  page: Page,
  mailbox: Mailbox,
  owner: string,
  usedCode?: string,
): Promise<string> {
  await page.goto("/owner/login");
  await page.getByLabel("Email Address").fill(owner);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("heading", { name: "Enter the e-mailed code" })).toBeVisible();
  let code = "";
  await expect
    .poll(
      async () => {
        const message = await mailbox.messageTo(owner, /Subject: Your back office sign-in code/);
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

export function authenticator(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
}

/** The authenticator's secret as the enrolment step shows it. */
export async function shownSecret(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
  const shown = await page.getByText(/^Secret key/).textContent();
  return (shown ?? "").replace(/^Secret key/, "").replace(/\s/g, "");
}

/** A first sign-in: the e-mailed code, enrolment, the recovery codes, on to the back office. */
export async function enrolAndSignIn(page: Page, mailbox: Mailbox, owner: string): Promise<void> {
  await emailStep(page, mailbox, owner);
  const totp = authenticator(await shownSecret(page));
  await page.getByLabel("Authenticator code").fill(totp.generate());
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to the back office" }).click();
  await expect(page).toHaveURL(/\/owner$/);
}

/** Two photos as a camera would leave them on disk: made by sharp, so nothing is downloaded. */
export async function photosOnDisk(): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), "owner-photos-"));
  const files: string[] = [];
  for (const [name, background] of [
    ["terrace.jpg", "#2f6f4f"],
    ["sauna.jpg", "#b5651d"],
  ] as const) {
    const file = path.join(folder, name);
    await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
      .jpeg()
      .toFile(file);
    files.push(file);
  }
  return files;
}

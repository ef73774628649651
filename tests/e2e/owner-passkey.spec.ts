import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { authenticator, emailStep, expectAccessible, shownSecret } from "./owner";

/**
 * Passkeys in Chromium with a virtual authenticator. WebAuthn refuses an IP address as RP ID,
 * and the suite's site is `http://127.0.0.1:PORT`; so this spec starts the same build a second
 * time, as `npm start` would, at `http://localhost:PORT` (PUBLIC_BASE_URL names it, as in
 * production), with its own database and the suite's mail catcher.
 */

const OWNER = "passkey-owner@ardennes-stays.example";
const PORT = Number(process.env.E2E_PORT) + 3;
const SITE = `http://localhost:${PORT}`;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: SITE });

let server: ChildProcess | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "ardennes-e2e-passkey-"));
  // Its own process group, so that the server under npx and tsx stops with it.
  server = spawn("npx", ["tsx", "scripts/start.ts"], {
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: SITE,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      OWNER_EMAIL: OWNER,
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 220_000, intervals: [1000] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("an owner adds a passkey on 'Security', signs in with it instead of the code, and removes it", async ({
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
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, "/owner/security on a phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel("Passkey name").fill("Laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
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
  await page.getByRole("button", { name: "Remove Laptop" }).click();
  await expect(page.getByText("No passkey yet.")).toBeVisible();
});

import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Chosen once in the runner; workers inherit the environment, so they agree on both.
// Below Linux's ephemeral range (32768-60999): a client polling a port there before the server
// listens can be given that very port as its own and connect to itself, and the server then
// finds its port taken.
const portBase = 21000 + Math.floor(Math.random() * 8000);
process.env.E2E_PORT ??= String(portBase);
process.env.E2E_SMTP_PORT ??= String(portBase + 1);
process.env.E2E_MAILBOX_PORT ??= String(portBase + 2);
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "ardennes-e2e-"));
// A second site (E2E_SECOND_SITE): paid bookings wait for the owner (AUTO_APPROVE=false), for
// owner-requests.spec.ts; and it is `localhost`, which WebAuthn accepts as a passkey's RP ID where
// it refuses an IP address, for owner-passkey.spec.ts.
process.env.E2E_REQUESTS_PORT ??= String(portBase + 3);
process.env.E2E_SECOND_SITE ??= `http://localhost:${process.env.E2E_REQUESTS_PORT}`;
process.env.E2E_REQUESTS_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "ardennes-e2e-"));
// The back office owner's signed-in browser state, saved once by owner.setup.ts.
process.env.E2E_OWNER_STATE ??= path.join(
  mkdtempSync(path.join(os.tmpdir(), "ardennes-e2e-owner-")),
  "owner.json",
);

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const siteEnv = {
  PORT: process.env.E2E_PORT,
  HOST: "127.0.0.1",
  DATA_DIR: process.env.E2E_DATA_DIR,
  PUBLIC_BASE_URL: baseURL,
  LOG_LEVEL: "warn",
  // The channels' calendars of owner-channel-sync.spec.ts are served on this machine.
  CALENDAR_FETCH_ALLOW_PRIVATE: "true",
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  // Tiles from the suite's stand-in (stand-ins.ts): no page reaches the internet.
  MAP_TILE_URL: `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/tiles/{z}/{x}/{y}.png`,
  // The specs that sign in themselves have an owner each, as each enrols on its first sign-in;
  // the others share the back office owner that owner.setup.ts signs in once.
  // Behind a proxy, as in production: each test is a client of its own (fixtures.ts), so the
  // per-client limits count a test's sign-ins and uploads, not the whole suite's.
  TRUSTED_PROXIES: "1",
  OWNER_EMAIL: ["owner", "back-office-owner", "today-owner", "passkey-owner"]
    .map((name) => `${name}@ardennes-stays.example`)
    .join(","),
};

export default defineConfig({
  testDir: "tests/e2e",
  // Room for a machine twice as slow as this 2-core one, busy: the slowest tests here take 10 to
  // 15 s; the longest flows set budgets of their own (test.setTimeout).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"], ["./tests/e2e/file-times.ts"]],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  projects: [
    { name: "sign-in", testMatch: /\.setup\.ts$/ },
    // Every spec waits for the one sign-in, so all run in one phase and both workers stay busy.
    { name: "site", dependencies: ["sign-in"] },
  ],
  use: {
    baseURL,
    // Recording every test (screencast frames, DOM snapshots) cost a fifth of the run's CPU;
    // record one when looking into a failure: `npm run test:e2e -- --trace=on`.
    trace: "off",
    launchOptions: {
      // Debian's build of Chromium's headless shell, the browser Playwright itself runs headless:
      // the same engine without the full browser's window and GPU process, and the browser
      // tests take 0.6 of the full browser's CPU and time (decision 0070).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: [
    {
      command: "npx tsx tests/e2e/stand-ins.ts",
      url: `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        E2E_SMTP_PORT: process.env.E2E_SMTP_PORT,
        E2E_MAILBOX_PORT: process.env.E2E_MAILBOX_PORT,
      },
    },
    {
      // Both sites through the real start command (builds when the build is stale, migrates,
      // seeds, serves), side by side (sites.ts). The second: the same build, its own data, at
      // localhost, and paid bookings waiting for the owner.
      command: "npx tsx tests/e2e/sites.ts",
      wait: { stdout: /Both sites are serving/ },
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...siteEnv,
        E2E_SECOND_SITE_ENV: JSON.stringify({
          PORT: process.env.E2E_REQUESTS_PORT,
          DATA_DIR: process.env.E2E_REQUESTS_DATA_DIR,
          PUBLIC_BASE_URL: process.env.E2E_SECOND_SITE,
          AUTO_APPROVE: "false",
        }),
      },
    },
  ],
});

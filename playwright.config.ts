import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Chosen once in the runner; workers inherit the environment, so they agree on both.
process.env.E2E_PORT ??= String(41000 + Math.floor(Math.random() * 8000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "ardennes-e2e-"));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    // The real start command: builds when the build is stale, migrates, seeds, serves.
    command: "npx tsx scripts/start.ts",
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_BASE_URL: baseURL,
      LOG_LEVEL: "warn",
    },
  },
});

import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": path.join(root, "src"),
      // The marker package throws outside React Server Components; tests call server code directly.
      "server-only": path.join(root, "tests/support/server-only.ts"),
    },
  },
  test: {
    // next-intl imports `next/server` without the extension Node's ESM loader needs: let Vite
    // resolve it as the bundler does.
    server: { deps: { inline: ["next-intl"] } },
    // Vitest's default leaves a core idle on a 2-core machine; the database tests wait on
    // PostgreSQL as much as they compute.
    maxWorkers: 2,
    reporters: ["default", "./tests/support/vitest-file-times.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          env: { LOG_LEVEL: "silent" },
          // One process per worker for all its files: the modules are imported once, not per file.
          isolate: false,
          setupFiles: ["tests/support/unit-file.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration-pglite",
          include: ["tests/integration/**/*.test.ts"],
          env: { TEST_DATABASE: "pglite", LOG_LEVEL: "silent" },
          isolate: false,
          globalSetup: ["tests/support/pglite-template.ts"],
          setupFiles: ["tests/support/database-per-file.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-postgres",
          // Concurrency needs a real server: PGlite has a single connection.
          include: ["tests/integration/**/*.test.ts", "tests/integration-postgres/**/*.test.ts"],
          env: { TEST_DATABASE: "postgres", LOG_LEVEL: "silent" },
          isolate: false,
          globalSetup: ["tests/support/postgres-cluster.ts"],
          setupFiles: ["tests/support/database-per-file.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "faults",
          // Crashes and outages of the production build, each file on its own PostgreSQL and ports.
          include: ["tests/faults/**/*.test.ts"],
          env: { LOG_LEVEL: "silent" },
          globalSetup: ["tests/faults/global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

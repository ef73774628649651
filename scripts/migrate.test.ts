import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "@/db/client";

const root = path.resolve(import.meta.dirname, "..");

function migrate(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm run db:migrate", () => {
  it("applies every migration to the configured database and exits, and a second run changes nothing", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "migrate-"));
    try {
      for (const run of [1, 2]) {
        const result = migrate({ DATA_DIR: dataDir });
        expect(result.status, `run ${run}: ${result.stderr}`).toBe(0);
        expect(result.stdout).toContain("The embedded database is up to date.");
      }
      const handle = await openDatabase({ dataDir });
      try {
        const applied = await handle.db.execute<{ count: number }>(
          sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
        );
        const files = readdirSync(migrationsFolder).filter((name) => name.endsWith(".sql"));
        expect(applied.rows[0]?.count).toBe(files.length);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two processes that each start and migrate a database: room for a slow, busy machine.
  }, 60_000);

  it("names the failure and exits 1 when the database cannot be reached", () => {
    const result = migrate({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/ardennes" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Migrating failed: connect ECONNREFUSED 127.0.0.1:1");
  }, 30_000);
});

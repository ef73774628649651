import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root } from "../../scripts/build";
import { startApp, type AppInstance } from "../support/app-process";
import { observe } from "../support/http-client";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres";

/*
 * A production start publishes nothing invented (issue 32): on an empty PostgreSQL the built
 * site migrates and seeds nothing, guests are told no home is open yet, and the seed command
 * refuses the production database unless it is told to.
 */

let cluster: PostgresCluster;
let site: AppInstance;
let database: pg.Pool;
let production: Record<string, string>;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  database = new pg.Pool({ connectionString: cluster.adminUrl, max: 1 });
  production = {
    APP_ENV: "production",
    APP_SECRET: "production-start-test-secret-0123456789abcdef",
    DATABASE_URL: cluster.adminUrl,
  };
  site = await startApp(production);
});

afterAll(async () => {
  await site?.stop();
  await database?.end();
  await cluster?.stop();
});

async function count(table: string): Promise<number> {
  const result = await database.query<{ count: number }>(
    `select count(*)::int as count from ${table}`,
  );
  return result.rows[0]?.count ?? -1;
}

/** `npm run db:seed` against the production database, with its output and exit code. */
async function seedCommand(...args: string[]): Promise<{ code: number | null; output: string }> {
  const seeder = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/seed.ts"), ...args],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...production, PUBLIC_BASE_URL: site.url, LOG_LEVEL: "warn" },
    },
  );
  let output = "";
  seeder.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  seeder.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => seeder.once("exit", resolve));
  return { code, output };
}

describe("a production start on an empty PostgreSQL", () => {
  it("migrates the database and seeds no home, review or photo", async () => {
    expect(await count("properties")).toBe(0);
    expect(await count("reviews")).toBe(0);
    expect(await count("property_images")).toBe(0);
    const listed = await observe(`${site.url}/api/public/properties`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
  });

  it("tells guests no home is open for booking yet, on a page search engines leave out", async () => {
    const response = await fetch(`${site.url}/nl/properties`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Er zijn nog geen vakantiehuizen te boeken");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it("has the seed command refuse the production database without --production", async () => {
    const refused = await seedCommand();
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Refusing to seed: APP_ENV=production");
    expect(await count("properties")).toBe(0);
  });
});

import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, openDatabase, useDatabase } from "@/db/client";
import { stopReadCache } from "@/db/read-cache";
import { stopRecurringJobs } from "@/lib/recurring-job";
import { freshProcessPerFile } from "./fresh-process";

/**
 * Every test file runs on its own copy of the run's migrated database, PGlite in memory or real
 * PostgreSQL, in a process whose singletons are as a fresh one's (the worker runs many files).
 */
let dropDatabase: (() => Promise<void>) | undefined;

/** The migrated embedded database's files, read once per worker process (not once per file). */
function pgliteTemplate(): Promise<Blob> {
  const worker = globalThis as { __pgliteTemplate?: Promise<Blob> };
  worker.__pgliteTemplate ??= readFile(inject("pgliteTemplateFile")).then(
    (bytes) => new Blob([bytes]),
  );
  return worker.__pgliteTemplate;
}

freshProcessPerFile();

beforeAll(async () => {
  if (process.env.TEST_DATABASE === "postgres") {
    const adminUrl = inject("postgresAdminUrl");
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    useDatabase(await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" }));
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    useDatabase(await openDatabase({ dataDir: "memory://", pgliteDump: await pgliteTemplate() }));
  }
});

afterAll(async () => {
  // What the file started runs no further: its jobs, its listener, its database.
  await stopRecurringJobs();
  await stopReadCache();
  await closeDatabase();
  await dropDatabase?.();
  dropDatabase = undefined;
});

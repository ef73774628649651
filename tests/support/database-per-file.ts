import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, openDatabase, useDatabase, type DatabaseHandle } from "@/db/client";
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

interface WorkerDatabase {
  handle: DatabaseHandle;
  /** Puts every table and sequence back as the migrations left them. */
  reset(): Promise<void>;
}

/**
 * One embedded database per worker process, put back to its migrated state for each file:
 * loading the migrated files into a new PGlite took ~0.6 s a file, emptying it takes a tenth.
 * What the migrations wrote (rows and sequence values) is read once and written back after the
 * tables are emptied, triggers and foreign keys off meanwhile, as a copy would have them.
 */
async function openWorkerDatabase(): Promise<WorkerDatabase> {
  const handle = await openDatabase({ dataDir: "memory://", pgliteDump: await pgliteTemplate() });
  const { db } = handle;
  const tables = (
    await db.execute<{ name: string }>(
      sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    )
  ).rows.map((row) => row.name);
  const baseline: { table: string; rows: unknown[] }[] = [];
  for (const table of tables) {
    const { rows } = await db.execute<{ rows: unknown[] | null }>(
      sql.raw(`SELECT json_agg(t) AS rows FROM ${table} t`),
    );
    if (rows[0]?.rows) baseline.push({ table, rows: rows[0].rows });
  }
  const sequences = (
    await db.execute<{ name: string; value: string; called: boolean }>(
      sql`SELECT quote_ident(sequencename) AS name, COALESCE(last_value, start_value)::text AS value,
            last_value IS NOT NULL AS called
          FROM pg_sequences WHERE schemaname = 'public'`,
    )
  ).rows;
  return {
    handle,
    async reset() {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`TRUNCATE ${tables.join(", ")} CASCADE`));
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        for (const { table, rows } of baseline) {
          await tx.execute(
            sql`INSERT INTO ${sql.raw(table)} SELECT * FROM json_populate_recordset(NULL::${sql.raw(table)}, ${JSON.stringify(rows)}::json)`,
          );
        }
        for (const { name, value, called } of sequences) {
          await tx.execute(sql`SELECT setval(${name}, ${value}::bigint, ${called})`);
        }
      });
    },
  };
}

async function pgliteForFile(): Promise<DatabaseHandle> {
  const worker = globalThis as { __pgliteWorker?: Promise<WorkerDatabase> };
  worker.__pgliteWorker ??= openWorkerDatabase();
  const { handle, reset } = await worker.__pgliteWorker;
  await reset();
  // The file's `closeDatabase` leaves the worker's database open for the next file.
  return { ...handle, close: async () => undefined };
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
    useDatabase(await pgliteForFile());
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

import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, openDatabase, useDatabase } from "@/db/client";

/** Every test file runs on its own empty, migrated database: PGlite in memory or real PostgreSQL. */
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (process.env.TEST_DATABASE === "postgres") {
    const adminUrl = inject("postgresAdminUrl");
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
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
    useDatabase(await openDatabase({ dataDir: "memory://" }));
  }
});

afterAll(async () => {
  await closeDatabase();
  await dropDatabase?.();
});

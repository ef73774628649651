import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/db/client";
import { startPostgresCluster, type PostgresCluster } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** A database migrated once for the run, which each test file's database is copied from. */
    postgresTemplate: string;
  }
}

const TEMPLATE = "migrated_template";

let cluster: PostgresCluster | undefined;

/**
 * One throwaway PostgreSQL server for the whole run, migrated once into a template database;
 * each test file gets its own copy of it (`CREATE DATABASE ... TEMPLATE`).
 */
export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgresCluster();
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${TEMPLATE}`;
  // A template must have no connections while it is copied: this one closes its pool.
  const migrated = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
  await migrated.close();
  project.provide("postgresAdminUrl", cluster.adminUrl);
  project.provide("postgresTemplate", TEMPLATE);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}

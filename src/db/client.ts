import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { getConfig } from "@/lib/config";
import { listenOnPostgres, type ChangeListener } from "./notifications";
import * as schema from "./schema";

/**
 * One type for both drivers. PGlite's results also carry `rows`, which is all the code reads
 * from `execute`, so the embedded database is typed as the node-postgres one.
 */
export type Database = NodePgDatabase<typeof schema>;

/** What `db.transaction` hands its callback: a database that commits or rolls back as one. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Subscribes to NOTIFY channels; the returned function unsubscribes. */
  listen(listener: ChangeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), "src/db/migrations");

/** `DATA_DIR=memory://` keeps the embedded database in memory (tests). */
function pgliteDataDir(dataDir: string): string | undefined {
  if (dataDir.startsWith("memory://")) return undefined;
  const absolute = path.resolve(dataDir, "pglite");
  mkdirSync(absolute, { recursive: true });
  return absolute;
}

/** Opens a database and brings its schema up to date. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * An embedded database's files as PGlite's `dumpDataDir` gave them, to start from instead of
   * an empty one (the tests copy one migrated database for each file).
   */
  pgliteDump?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its server (restart, outage) must not crash the process.
    pool.on("error", () => undefined);
    const db = drizzlePg({ client: pool, schema });
    await migrateWithLock(pool, db);
    const connectionString = options.databaseUrl;
    return {
      db,
      kind: "postgres",
      listen: async (listener) => listenOnPostgres(connectionString, listener),
      close: () => pool.end(),
    };
  }
  // Options-object form: PGlite ignores the second argument when the first is undefined.
  const client = new PGlite({
    dataDir: pgliteDataDir(options.dataDir),
    extensions: { btree_gist },
    loadDataDir: options.pgliteDump,
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    // One process owns the embedded database, so its notifications cannot be missed.
    listen: async (listener) => {
      const stops = await Promise.all(
        listener.channels.map((channel) =>
          client.listen(channel, (payload) => listener.onNotification(channel, payload)),
        ),
      );
      listener.onListening();
      return async () => {
        listener.onLost();
        await Promise.all(stops.map((stop) => stop()));
      };
    },
    close: () => client.close(),
  };
}

/** Several instances may start at once; one migrates while the others wait. */
async function migrateWithLock(pool: pg.Pool, db: Database): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock(727274)");
    await migratePg(db, { migrationsFolder });
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock(727274)").catch(() => undefined);
    lockClient.release();
  }
}

// Next.js bundles instrumentation and routes separately, so the handle lives on globalThis:
// two PGlite instances on one data directory would corrupt it.
const globalForDb = globalThis as unknown as { __ardennesDb?: Promise<DatabaseHandle> };

/** The process-wide database, opened (and migrated) on first use. */
export function databaseHandle(): Promise<DatabaseHandle> {
  if (!globalForDb.__ardennesDb) {
    const config = getConfig();
    globalForDb.__ardennesDb = openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    // A failed open (e.g. the server is down at start) is retried on the next call.
    globalForDb.__ardennesDb.catch(() => {
      globalForDb.__ardennesDb = undefined;
    });
  }
  return globalForDb.__ardennesDb;
}

export async function getDb(): Promise<Database> {
  return (await databaseHandle()).db;
}

/** Replaces the process-wide database (tests open their own). */
export function useDatabase(handle: DatabaseHandle): void {
  globalForDb.__ardennesDb = Promise.resolve(handle);
}

export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.__ardennesDb;
  globalForDb.__ardennesDb = undefined;
  if (pending) await (await pending).close();
}

export { schema };

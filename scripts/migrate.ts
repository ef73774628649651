import { openDatabase } from "@/db/client";
import { configOrExit } from "@/lib/config";

/**
 * `npm run db:migrate`: brings the configured database's schema up to date and exits, for a
 * deploy that migrates before it starts the new instances (every start also migrates itself).
 */
async function main(): Promise<void> {
  const config = configOrExit();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await handle.close();
  console.log(`The ${config.DATABASE_URL ? "PostgreSQL" : "embedded"} database is up to date.`);
}

main().catch((error: unknown) => {
  console.error(`Migrating failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

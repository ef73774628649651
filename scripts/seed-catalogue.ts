import { openDatabase } from "@/db/client";
import { seedDatabase, type SeedResult } from "@/db/seed";
import { configOrExit } from "@/lib/config";

/**
 * Migrates the configured database and fills an empty catalogue with the demo homes (or replaces
 * it with `reset`). The server itself carries none of the demo catalogue or its photo painter;
 * the database is closed again, as PGlite has one user at a time.
 */
export async function seedConfiguredDatabase(
  options: { reset?: boolean; log?: (line: string) => void } = {},
): Promise<SeedResult> {
  const config = configOrExit();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return await seedDatabase(handle.db, options);
  } finally {
    await handle.close();
  }
}

/**
 * What `npm start` does to the database before it serves: migrates it, and outside production
 * seeds an empty catalogue with the demo homes. A production site never gets invented homes or
 * reviews by starting (issue 32); its owner adds the real ones.
 */
export async function prepareConfiguredDatabase(log: (line: string) => void): Promise<void> {
  const config = configOrExit();
  if (config.APP_ENV === "production") {
    const handle = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    await handle.close();
    log("Production: the database is migrated; nothing is seeded.");
    return;
  }
  const seed = await seedConfiguredDatabase({ log });
  if (seed.seeded) log(`Seeded the demo catalogue: ${seed.properties} homes.`);
}

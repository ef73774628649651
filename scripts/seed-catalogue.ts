import { openDatabase } from "@/db/client";
import { seedDatabase, type SeedResult } from "@/db/seed";
import { configOrExit } from "@/lib/config";

/**
 * Migrates the configured database and fills an empty catalogue with the demo homes (or replaces
 * it with `reset`). Run by `npm start` before the server starts, so the server itself carries
 * none of the demo catalogue or its photo painter; the database is closed again, as PGlite has
 * one user at a time.
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

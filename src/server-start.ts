import { databaseHandle } from "@/db/client";
import { seedDatabase } from "@/db/seed";
import { ConfigError, getConfig } from "@/lib/config";
import { logger } from "@/lib/logger";

/** Stops start-up with a readable message when the configuration or database is unusable. */
export async function prepareServer(): Promise<void> {
  try {
    getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = logger();
  const handle = await databaseHandle();
  log.info({ database: handle.kind }, "database ready, migrations applied");
  const seed = await seedDatabase(handle.db, { log: (line) => log.info(line) });
  if (seed.seeded)
    log.info({ properties: seed.properties, images: seed.images }, "seeded demo catalogue");
}

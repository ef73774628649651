import { getConfig } from "@/lib/config";
import { openDatabase } from "@/db/client";
import { seedDatabase } from "@/db/seed";

/** `npm run db:seed [-- --reset]`: fills an empty catalogue, or replaces it with --reset. */
async function main(): Promise<void> {
  const config = getConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const result = await seedDatabase(handle.db, {
      reset: process.argv.includes("--reset"),
      log: (line) => console.log(line),
    });
    console.log(
      result.seeded
        ? `Seeded ${result.properties} properties and ${result.images} images.`
        : `Nothing to do: the catalogue already holds ${result.properties} properties and ${result.images} images (use --reset to replace it).`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

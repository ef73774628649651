import { configOrExit } from "@/lib/config";
import { seedConfiguredDatabase } from "./seed-catalogue";

/** The flag that lets `npm run db:seed` put the demo homes into a production database. */
const PRODUCTION_FLAG = "--production";

/**
 * `npm run db:seed [-- --reset]`: fills an empty catalogue with the demo homes, or replaces it
 * with --reset. It refuses APP_ENV=production without --production: demo homes and their reviews
 * are invented, and a production site would publish them.
 */
async function main(): Promise<void> {
  if (configOrExit().APP_ENV === "production" && !process.argv.includes(PRODUCTION_FLAG)) {
    console.error(
      `Refusing to seed: APP_ENV=production, and the demo homes and reviews are invented. Run it with ${PRODUCTION_FLAG} to seed them anyway.`,
    );
    process.exit(1);
  }
  const result = await seedConfiguredDatabase({
    reset: process.argv.includes("--reset"),
    log: (line) => console.log(line),
  });
  console.log(
    result.seeded
      ? `Seeded ${result.properties} properties and ${result.images} images.`
      : `Nothing to do: the catalogue already holds ${result.properties} properties and ${result.images} images (use --reset to replace it).`,
  );
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

import { seedConfiguredDatabase } from "./seed-catalogue";

/** `npm run db:seed [-- --reset]`: fills an empty catalogue, or replaces it with --reset. */
async function main(): Promise<void> {
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

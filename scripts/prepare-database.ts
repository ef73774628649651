import { prepareConfiguredDatabase } from "./seed-catalogue";

/*
 * `npm start`'s database step on its own (migrate; outside production, seed an empty catalogue),
 * for the tests that start the built server as `npm start` does.
 */
try {
  await prepareConfiguredDatabase((line) => console.log(line));
} catch (error: unknown) {
  console.error(
    `Preparing the database failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

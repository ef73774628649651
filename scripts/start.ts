/**
 * `npm start`: checks the configuration, builds when the build is missing or older than the
 * source, migrates the database and, outside production, seeds an empty catalogue, then serves
 * the site. The server migrates again at start-up (a no-op here), as every instance of a deploy
 * does.
 */
import { spawn } from "node:child_process";
import { configOrExit } from "../src/lib/config";
import { ensureBuild, root, serverEntry } from "./build";
import { prepareConfiguredDatabase } from "./seed-catalogue";

const config = configOrExit();
ensureBuild();
try {
  await prepareConfiguredDatabase((line) => console.log(line));
} catch (error) {
  const where = config.DATABASE_URL
    ? "the database at DATABASE_URL"
    : `PGlite in ${config.DATA_DIR}`;
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Cannot start: ${where} could not be opened and prepared: ${reason}`);
  process.exit(1);
}

const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: "inherit",
  env: {
    NEXT_TELEMETRY_DISABLED: "1",
    ...process.env,
    PORT: String(config.PORT),
    HOST: config.HOST,
  },
});
console.log(`Serving ${config.PUBLIC_BASE_URL}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

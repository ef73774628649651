/**
 * `npm start`: checks the configuration, builds when the build is missing or older than the
 * source, then serves the site. Migrations and the seed run inside the server at start-up.
 */
import { spawn } from "node:child_process";
import { configOrExit } from "../src/lib/config";
import { ensureBuild, root, serverEntry } from "./build";

const config = configOrExit();
ensureBuild();

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

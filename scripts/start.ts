/**
 * `npm start`: checks the configuration, builds when the build is missing or older than the
 * source, then serves the site. Migrations and the seed run inside the server at start-up.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { configOrExit } from "../src/lib/config";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");

function newestSourceChange(): number {
  let newest = 0;
  const visit = (entry: string) => {
    const stats = statSync(entry);
    // A folder's own time changes when a file in it is added, removed or renamed.
    newest = Math.max(newest, stats.mtimeMs);
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    }
  };
  for (const entry of ["src", "public", "next.config.ts", "package.json", "postcss.config.mjs"]) {
    const full = path.join(root, entry);
    if (existsSync(full)) visit(full);
  }
  return newest;
}

function buildIsCurrent(): boolean {
  const buildId = path.join(distDir, "BUILD_ID");
  return existsSync(buildId) && statSync(buildId).mtimeMs >= newestSourceChange();
}

const config = configOrExit();

if (!buildIsCurrent()) {
  console.log("Building the site (first start or changed source)...");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  [nextBin, "start", "--port", String(config.PORT), "--hostname", config.HOST],
  { cwd: root, stdio: "inherit", env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env } },
);
console.log(`Serving ${config.PUBLIC_BASE_URL}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

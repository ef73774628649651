import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
/** `npm run build`: Next.js's build, then its scripts and style sheets compressed once. */
export const buildCommand = [process.execPath, path.join(root, "scripts/build-site.mjs")];
/** The production server: the API application and Next.js behind one front (see serve.mjs). */
export const serverEntry = path.join(root, "scripts/serve.mjs");
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
  for (const entry of [
    "src",
    "messages",
    "public",
    "next.config.ts",
    "package.json",
    "postcss.config.mjs",
  ]) {
    const full = path.join(root, entry);
    if (existsSync(full)) visit(full);
  }
  return newest;
}

export function buildIsCurrent(): boolean {
  const buildId = path.join(distDir, "BUILD_ID");
  return existsSync(buildId) && statSync(buildId).mtimeMs >= newestSourceChange();
}

/** Builds the production site when the build is missing or older than the source. */
export function ensureBuild(): void {
  if (buildIsCurrent()) return;
  console.log("Building the site (first start or changed source)...");
  const [command, ...args] = buildCommand;
  const build = spawnSync(command!, args, {
    cwd: root,
    stdio: "inherit",
    env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The browser tests' two sites (playwright.config.ts), started side by side through the real
 * start command: each migrates and seeds its own database on one core, so one after the other
 * the second waited ~9 s for a core the first left idle. The build is made (when stale) first,
 * once, so the two starts find it current. Prints "Both sites are serving" once both answer.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { ensureBuild, root } from "../../scripts/build";

const secondSite = JSON.parse(process.env.E2E_SECOND_SITE_ENV ?? "{}") as Record<string, string>;
const sites = [
  // The first site's database also gets a stay that ended yesterday (past-stay.ts).
  { port: process.env.PORT, env: {}, before: "tests/e2e/write-past-stay.ts" },
  { port: secondSite.PORT, env: secondSite },
];

const children = new Set<ChildProcess>();

function run(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** One site gone leaves the suite with half its world: end the other, and fail the start. */
function stopAll(code: number | null): void {
  for (const other of children) other.kill("SIGTERM");
  process.exit(code ?? 1);
}

ensureBuild();
for (const { env, before } of sites) {
  const start = () => run("scripts/start.ts", env).on("exit", stopAll);
  if (!before) start();
  else
    run(before, env).on("exit", (code) => {
      if (code === 0) start();
      else stopAll(code);
    });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

async function serving(port: string | undefined): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

const waiting = new Set(sites.map((site) => site.port));
while (waiting.size > 0) {
  for (const port of waiting) if (await serving(port)) waiting.delete(port);
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log("Both sites are serving");

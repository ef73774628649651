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
  { port: process.env.PORT, env: {} },
  { port: secondSite.PORT, env: secondSite },
];

ensureBuild();
const children: ChildProcess[] = sites.map(({ env }) => {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // One site gone leaves the suite with half its world: end the other, and fail the start.
  child.on("exit", (code) => {
    for (const other of children) other.kill("SIGTERM");
    process.exit(code ?? 1);
  });
  return child;
});

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

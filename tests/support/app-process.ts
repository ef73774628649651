import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { root, serverEntry } from "../../scripts/build";
import { freePort } from "./postgres";

export interface AppInstance {
  url: string;
  port: number;
  pid: number;
  /** Resident memory of the server and any processes it started, in bytes. */
  residentBytes(): number;
  /** Sends a signal to the server process only (fault tests: SIGKILL, SIGTERM). */
  signal(signal: NodeJS.Signals): void;
  /** How the process ended, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last 4,000 characters the server wrote to stderr. */
  stderr(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

const running = new Set<AppInstance>();

/** Every instance still running; the bench stops them all on the way out, whatever happened. */
export async function stopAllApps(): Promise<void> {
  await Promise.all([...running].map((app) => app.stop()));
}

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent id is the fourth field, after the command name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return children;
}

function residentOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

function treeResident(pid: number): number {
  return residentOf(pid) + childrenOf(pid).reduce((sum, child) => sum + treeResident(child), 0);
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app at ${url} was not healthy within ${timeoutMs / 1000} s`);
}

/**
 * What `npm start` does before it serves: migrates, and outside production seeds an empty
 * catalogue. (A checkout older than this script does it in its server.)
 */
async function prepareDatabase(env: NodeJS.ProcessEnv, checkout: string): Promise<void> {
  const script = path.join(checkout, "scripts/prepare-database.ts");
  if (!existsSync(script)) return;
  const seeder = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: checkout,
    stdio: ["ignore", "ignore", "pipe"],
    env,
  });
  let stderr = "";
  seeder.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve) => seeder.once("exit", resolve));
  if (code !== 0) throw new Error(`preparing the app's database failed (${code}): ${stderr}`);
}

/**
 * Starts the production build on loopback as `npm start` does (migrated and, outside production
 * on an empty database, seeded first), on a free port unless one is given (a restart on the same address),
 * with the given settings. `checkout` runs another built copy of the site (the bench's baseline).
 */
export async function startApp(
  env: Record<string, string>,
  options: { port?: number; checkout?: string } = {},
): Promise<AppInstance> {
  const checkout = options.checkout ?? root;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const appEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
    PUBLIC_BASE_URL: url,
    // On loopback unless a test asks otherwise (HOST: "" for the server's own default).
    HOST: "127.0.0.1",
    ...env,
    PORT: String(port),
  };
  await prepareDatabase(appEnv, checkout);
  let stderr = "";
  const server = options.checkout ? path.join(checkout, "scripts/serve.mjs") : serverEntry;
  const child = spawn(process.execPath, [server], {
    cwd: checkout,
    stdio: ["ignore", "ignore", "pipe"],
    env: appEnv,
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error("the app did not start");
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const app: AppInstance = {
    url,
    port,
    pid,
    exited,
    residentBytes: () => treeResident(pid),
    signal: (signal) => child.kill(signal),
    stderr: () => stderr,
    async stop() {
      running.delete(app);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
  running.add(app);
  try {
    await waitForHealth(url, child, 120_000);
  } catch (error) {
    await app.stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return app;
}

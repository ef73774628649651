import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface PostgresCluster {
  adminUrl: string;
  /** The server's log, where auto_explain writes the plans it is asked for. */
  logFile: string;
  port: number;
  dataDir: string;
  /** Stops the server as a crash would, keeping its data (an outage). */
  halt(): void;
  /** Starts the halted server again on the same port. */
  resume(): void;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function findBinary(name: string): string {
  const found = spawnSync(
    "sh",
    ["-c", `command -v ${name} || ls /usr/lib/postgresql/*/bin/${name} 2>/dev/null | tail -n 1`],
    {
      encoding: "utf8",
    },
  ).stdout.trim();
  if (!found) {
    throw new Error(
      `PostgreSQL binary '${name}' not found: install PostgreSQL 15 server binaries.`,
    );
  }
  return found.split("\n")[0] ?? name;
}

/** PostgreSQL refuses to run as root, so under root the cluster runs as the postgres user. */
function asClusterOwner(binary: string, args: string[]): [string, string[]] {
  if (process.getuid?.() === 0) return ["runuser", ["-u", "postgres", "--", binary, ...args]];
  return [binary, args];
}

function run(binary: string, args: string[]): void {
  const [command, commandArgs] = asClusterOwner(binary, args);
  execFileSync(command, commandArgs, { stdio: "pipe" });
}

/** Test settings: nothing a test checks depends on surviving a power cut. */
const THROWAWAY_SETTINGS = {
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
};

/**
 * Starts a fresh cluster on a free loopback port, in a temporary folder removed on stop.
 * `settings` replace the throwaway defaults (the benchmarks run with durable commits).
 */
export async function startPostgresCluster(
  settings: Record<string, string> = THROWAWAY_SETTINGS,
): Promise<PostgresCluster> {
  const initdb = findBinary("initdb");
  const pgCtl = findBinary("pg_ctl");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ardennes-pg-"));
  if (process.getuid?.() === 0) {
    const owner = execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim();
    const group = execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim();
    chownSync(dataDir, Number(owner), Number(group));
  }
  const port = await freePort();
  const logFile = path.join(dataDir, "server.log");
  run(initdb, ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  const start = () =>
    run(pgCtl, [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-o",
      [
        `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
        ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
      ].join(" "),
      "-w",
      "start",
    ]);
  const halt = () => run(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  start();
  return {
    adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    logFile,
    halt,
    resume: start,
    async stop() {
      try {
        halt();
      } catch {
        // Already halted by a fault test.
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

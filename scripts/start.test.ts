import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("npm start", () => {
  // Its own timeout: a Node process with tsx starts in about a second, far slower on a busy machine.
  it("stops before building or serving when a variable is bad, naming it", () => {
    const result = start({ PORT: "eighty", DATABASE_URL: "mysql://db/app" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration:");
    expect(result.stderr).toContain("PORT:");
    expect(result.stderr).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
    expect(result.stdout).not.toContain("Building");
  }, 30_000);
});

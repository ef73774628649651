import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { ownerAuthenticators, ownerRecoveryCodes, ownerSessions } from "@/db/schema";

const root = path.resolve(import.meta.dirname, "..");
const OWNERS = "anna@owners.example,ben@owners.example";

function ownerReset(dataDir: string, email: string) {
  return spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./scripts/server-only-off.mjs",
      "scripts/owner-reset.ts",
      email,
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, OWNER_EMAIL: OWNERS, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
}

async function withDatabase<T>(
  dataDir: string,
  work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
) {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

describe("npm run owner:reset", () => {
  it("removes an owner's authenticator and recovery codes and ends their sessions", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "owner-reset-"));
    const now = new Date();
    await withDatabase(dataDir, async (db) => {
      for (const email of ["anna@owners.example", "ben@owners.example"]) {
        await db.insert(ownerAuthenticators).values({ email, secret: "sealed" });
        await db.insert(ownerRecoveryCodes).values({ email, codeHash: `hash-${email}` });
        await db.insert(ownerSessions).values({
          email,
          tokenHash: `token-${email}`,
          expiresAt: new Date(now.getTime() + 60_000),
        });
      }
    });

    const result = ownerReset(dataDir, "Ben@Owners.example");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);

    await withDatabase(dataDir, async (db) => {
      expect((await db.select().from(ownerAuthenticators)).map((row) => row.email)).toEqual([
        "anna@owners.example",
      ]);
      expect((await db.select().from(ownerRecoveryCodes)).map((row) => row.email)).toEqual([
        "anna@owners.example",
      ]);
      const sessions = await db.select().from(ownerSessions);
      expect(sessions.filter((row) => row.revokedAt !== null).map((row) => row.email)).toEqual([
        "ben@owners.example",
      ]);
    });
  }, 90_000);

  it("refuses an address that is not in OWNER_EMAIL", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "owner-reset-"));
    const result = ownerReset(dataDir, "guest@example.com");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "guest@example.com is not in OWNER_EMAIL; nothing was changed.",
    );
  }, 60_000);
});

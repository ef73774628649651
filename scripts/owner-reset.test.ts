import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { ownerAuthenticators, ownerRecoveryCodes, ownerSessions, rateLimits } from "@/db/schema";

const root = path.resolve(import.meta.dirname, "..");
const OWNERS = "anna@owners.example,ben@owners.example";

function ownerReset(dataDir: string, ...args: string[]) {
  return spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      "./scripts/server-only-off.mjs",
      "scripts/owner-reset.ts",
      ...args,
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

  it("with --limits-only, clears the owner's sign-in limits and keeps their authenticator", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "owner-reset-"));
    const now = new Date();
    const locked = [
      "owner-sign-in-failed-email:ben@owners.example",
      "owner-sign-in-failed-pair:ben@owners.example|192.0.2.7",
      "owner-second-factor-failed:ben@owners.example",
    ];
    const kept = [
      "owner-sign-in-failed-email:anna@owners.example",
      "owner-sign-in-failed-ip:192.0.2.7",
    ];
    await withDatabase(dataDir, async (db) => {
      await db
        .insert(ownerAuthenticators)
        .values({ email: "ben@owners.example", secret: "sealed" });
      for (const key of [...locked, ...kept]) {
        await db.insert(rateLimits).values({ key, windowStart: now, hits: 10 });
      }
    });

    const result = ownerReset(dataDir, "ben@owners.example", "--limits-only");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);

    await withDatabase(dataDir, async (db) => {
      expect((await db.select().from(ownerAuthenticators)).map((row) => row.email)).toEqual([
        "ben@owners.example",
      ]);
      const left = (await db.select().from(rateLimits)).map((row) => row.key).sort();
      expect(left).toEqual([...kept].sort());
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

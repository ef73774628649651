import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppInstance } from "../support/app-process";
import { bookingRequest, postJson } from "../support/bookings";
import { observe } from "../support/http-client";
import { findBinary, startPostgresCluster, type PostgresCluster } from "../support/postgres";
import { catalogue, freeStays } from "../support/stays";

let original: PostgresCluster;
let restored: PostgresCluster;
const apps: AppInstance[] = [];
const backupDir = mkdtempSync(path.join(os.tmpdir(), "ardennes-backup-"));

beforeAll(async () => {
  [original, restored] = await Promise.all([startPostgresCluster(), startPostgresCluster()]);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await Promise.all([original?.stop(), restored?.stop()]);
  rmSync(backupDir, { recursive: true, force: true });
});

describe("backup and restore (docs/operations.md)", () => {
  it("restores a pg_dump into a fresh cluster, and the site there serves the same bookings", async () => {
    const site = await startApp({ DATABASE_URL: original.adminUrl });
    apps.push(site);
    const stays = freeStays(await catalogue(site.url)).slice(0, 8);
    const before = [];
    for (const [n, stay] of stays.entries()) {
      const created = await observe(
        `${site.url}/api/public/bookings`,
        postJson(
          bookingRequest(stay.propertyId, { ...stay, guestEmail: `backup-${n}@example.com` }),
        ),
      );
      expect(created.status).toBe(201);
      const id = (created.body as { id: string }).id;
      before.push((await observe(`${site.url}/api/public/bookings/${id}`)).body);
    }

    // The commands of docs/operations.md, against the live site.
    const backup = path.join(backupDir, "ardennes.dump");
    execFileSync(findBinary("pg_dump"), ["--format=custom", `--file=${backup}`, original.adminUrl]);
    execFileSync(findBinary("pg_restore"), [
      "--no-owner",
      "--exit-on-error",
      `--dbname=${restored.adminUrl}`,
      backup,
    ]);

    const restoredSite = await startApp({ DATABASE_URL: restored.adminUrl });
    apps.push(restoredSite);
    for (const booking of before) {
      const { id } = booking as { id: string };
      const again = await observe(`${restoredSite.url}/api/public/bookings/${id}`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(booking);
    }
    // The restored site is whole: its holds still refuse the same nights.
    const taken = stays[0]!;
    const refused = await observe(
      `${restoredSite.url}/api/public/bookings`,
      postJson(bookingRequest(taken.propertyId, taken)),
    );
    expect(refused.status).toBe(409);
    const database = new pg.Client({ connectionString: restored.adminUrl });
    await database.connect();
    const seeded = await database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM properties",
    );
    await database.end();
    expect(seeded.rows[0]?.count).toBe(12);
  });
});

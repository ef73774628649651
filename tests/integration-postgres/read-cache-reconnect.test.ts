import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { LISTENER_NAME } from "@/db/notifications";
import { readCacheListening, stopReadCache } from "@/db/read-cache";
import { createProperty } from "../support/fixtures";
import { listenForChanges, renameSilently, until } from "../support/read-cache";
import { call } from "../support/routes";

afterEach(async () => {
  await stopReadCache();
});

async function nameOf(id: string): Promise<string> {
  const { body } = await call("GET", `/api/public/properties/${id}`);
  return (body as { name: string }).name;
}

describe("the read cache when its notification connection is lost", () => {
  it("serves nothing kept while it cannot hear changes, and listens again by itself", async () => {
    const home = await createProperty({ overrides: { name: "Kept Cabin" } });
    await listenForChanges();
    expect(await nameOf(home.id)).toBe("Kept Cabin");

    const db = await getDb();
    await db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME}`,
    );
    await until(() => !readCacheListening(), "the loss is noticed");

    await renameSilently(home.id, "Renamed While Deaf");
    expect(await nameOf(home.id), "read from the database, not the cache").toBe(
      "Renamed While Deaf",
    );

    await until(() => readCacheListening(), "it listens again");
    expect(await nameOf(home.id)).toBe("Renamed While Deaf");
  });
});

import { sql } from "drizzle-orm";
import { databaseHandle, getDb } from "@/db/client";
import { readCacheListening, startReadCache } from "@/db/read-cache";

/** Polls until `check` holds; notifications arrive a moment after the commit. */
export async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 250; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** Starts the read cache on the test's database, as the server does at start-up. */
export async function listenForChanges(): Promise<void> {
  await startReadCache(await databaseHandle());
  await until(() => readCacheListening(), "the read cache listens");
}

/** Changes a home's name without telling anyone: the trigger that would notify is off. */
export async function renameSilently(id: string, name: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE properties DISABLE TRIGGER properties_changed`);
    await tx.execute(sql`UPDATE properties SET name = ${name} WHERE id = ${id}`);
    await tx.execute(sql`ALTER TABLE properties ENABLE TRIGGER properties_changed`);
  });
}

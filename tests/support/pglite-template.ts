import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "@/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The files of an embedded database migrated once for the run, each test file's start. */
    pgliteTemplateFile: string;
  }
}

let folder: string | undefined;

/** Migrates one embedded database for the whole run and keeps its files for the test files. */
export async function setup(project: TestProject): Promise<void> {
  const database = new PGlite({ extensions: { btree_gist } });
  await migrate(drizzle({ client: database }), { migrationsFolder });
  const dump = await database.dumpDataDir("none");
  await database.close();
  folder = mkdtempSync(path.join(os.tmpdir(), "ardennes-pglite-"));
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
}

export function teardown(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
}

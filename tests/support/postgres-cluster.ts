import type { TestProject } from "vitest/node";
import { startPostgresCluster, type PostgresCluster } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

let cluster: PostgresCluster | undefined;

/** One throwaway PostgreSQL server for the whole run; each test file gets its own database. */
export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgresCluster();
  project.provide("postgresAdminUrl", cluster.adminUrl);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}

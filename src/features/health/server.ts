import "server-only";
import { sql } from "drizzle-orm";
import { databaseHandle } from "@/db/client";

export interface Health {
  status: "ok" | "degraded";
  database: { status: "up" | "down"; kind?: string; latencyMs?: number };
}

const TIMEOUT_MS = 3_000;

/** Whether the database answers a trivial query within a few seconds. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  try {
    const probe = (async () => {
      const handle = await databaseHandle();
      await handle.db.execute(sql`SELECT 1`);
      return handle.kind;
    })();
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("database health check timed out")), TIMEOUT_MS).unref(),
    );
    const kind = await Promise.race([probe, timeout]);
    return {
      status: "ok",
      database: { status: "up", kind, latencyMs: Math.round(performance.now() - started) },
    };
  } catch {
    return { status: "degraded", database: { status: "down" } };
  }
}

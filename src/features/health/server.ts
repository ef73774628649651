import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { databaseHandle } from "@/db/client";
import { readCacheListening } from "@/db/read-cache";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    status: z.enum(["up", "down"]),
    kind: z.string().optional(),
    latencyMs: z.number().optional(),
  }),
  /** "off" is slower but never wrong: reads go to the database (docs/decisions/0012). */
  readCache: z.enum(["listening", "off"]),
});
export type Health = z.infer<typeof healthSchema>;

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
      readCache: readCacheListening() ? "listening" : "off",
    };
  } catch {
    return {
      status: "degraded",
      database: { status: "down" },
      readCache: readCacheListening() ? "listening" : "off",
    };
  }
}

const PROBE_EVERY_MS = 1_000;

// Shared by the proxy and the pages, which Next.js bundles apart: on globalThis.
const state = globalThis as unknown as { __ardennesDatabaseDown?: boolean };

/** Whether a page render found the database unreachable and it has not answered since. */
export function databaseKnownDown(): boolean {
  return state.__ardennesDatabaseDown === true;
}

/**
 * Records that the database could not be reached, and probes it every second until it answers:
 * meanwhile pages are answered 503 without trying it (src/proxy.ts). The database client is
 * loaded here only, so the proxy, which reads the flag, does not bundle the drivers.
 */
export function noteDatabaseDown(): void {
  if (state.__ardennesDatabaseDown) return;
  state.__ardennesDatabaseDown = true;
  const probe = setInterval(() => {
    void (async () => {
      try {
        const [{ databaseHandle }, { sql }] = await Promise.all([
          import("./client"),
          import("drizzle-orm"),
        ]);
        await (await databaseHandle()).db.execute(sql`SELECT 1`);
        state.__ardennesDatabaseDown = false;
        clearInterval(probe);
      } catch {
        // Still down: the next probe tries again.
      }
    })();
  }, PROBE_EVERY_MS);
  probe.unref();
}

/** Runs once when the server starts, before it serves requests: configuration, schema, seed, jobs. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareServer, shutDownServer } = await import("./server-start");
  await prepareServer();
  // scripts/serve.mjs calls this on SIGTERM once the requests in flight are answered.
  (globalThis as { __ardennesShutDown?: typeof shutDownServer }).__ardennesShutDown =
    shutDownServer;
  // The production server (scripts/serve.mjs) hands every /api/* request to this listener.
  const { apiRequestListener } = await import("./api/node");
  (globalThis as { __ardennesApi?: ReturnType<typeof apiRequestListener> }).__ardennesApi =
    apiRequestListener();
}

/**
 * A page whose render failed because the database is unreachable: later pages answer 503 at
 * once until it is back (src/db/outage.ts), where Next.js could only answer 500.
 */
export async function onRequestError(error: unknown): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isDatabaseUnavailable } = await import("./lib/http");
  if (!isDatabaseUnavailable(error)) return;
  const { noteDatabaseDown } = await import("./db/outage");
  noteDatabaseDown();
}

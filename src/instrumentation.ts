/** Runs once when the server starts, before it answers: configuration, schema, seed, jobs. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareServer, shutDownServer } = await import("./server-start");
  await prepareServer();
  // scripts/serve.mjs calls this on SIGTERM once the requests in flight are answered.
  (globalThis as { __ardennesShutDown?: typeof shutDownServer }).__ardennesShutDown =
    shutDownServer;
  // The production server (scripts/serve.mjs) looks here for the reads it answers directly.
  const { answerDirectRead } = await import("./app/api/direct-reads");
  (globalThis as { __ardennesDirectReads?: typeof answerDirectRead }).__ardennesDirectReads =
    answerDirectRead;
}

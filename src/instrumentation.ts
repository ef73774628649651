/** Runs once when the server starts, before it answers: configuration, schema, seed, jobs. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareServer } = await import("./server-start");
  await prepareServer();
}

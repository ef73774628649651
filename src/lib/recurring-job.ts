import { logger } from "./logger";

const globalForJobs = globalThis as unknown as { __ardennesJobs?: Map<string, NodeJS.Timeout> };

/**
 * Runs `task` every `intervalMs` on this instance: never two runs of one job at once, a failed
 * run is logged and the next one tries again, and a job is started once however often asked
 * (Next.js may load the start-up module more than once). The timer never keeps the process up.
 */
export function startRecurringJob(
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  const jobs = (globalForJobs.__ardennesJobs ??= new Map());
  if (jobs.has(name)) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch((error: unknown) => logger().error({ err: error, job: name }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  jobs.set(name, timer);
}

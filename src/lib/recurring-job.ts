import { logger } from "./logger";

interface Job {
  timer: NodeJS.Timeout;
  /** The run in progress, if any. */
  running: Promise<unknown> | null;
}

const globalForJobs = globalThis as unknown as { __ardennesJobs?: Map<string, Job> };

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
  const job: Job = {
    running: null,
    timer: setInterval(() => {
      if (job.running) return;
      job.running = task()
        .catch((error: unknown) => logger().error({ err: error, job: name }, `${name} failed`))
        .finally(() => {
          job.running = null;
        });
    }, intervalMs),
  };
  job.timer.unref();
  jobs.set(name, job);
}

/** Starts no further runs and waits for the ones in progress (shutdown). */
export async function stopRecurringJobs(): Promise<void> {
  const jobs = globalForJobs.__ardennesJobs;
  if (!jobs) return;
  for (const job of jobs.values()) clearInterval(job.timer);
  await Promise.all([...jobs.values()].map((job) => job.running));
  jobs.clear();
}

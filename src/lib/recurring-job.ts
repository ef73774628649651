import { logger } from "./logger";

/** Lets the server answer its first requests before the jobs' first runs. */
const FIRST_RUN_AFTER_MS = 5_000;

interface Job {
  first: NodeJS.Timeout;
  timer: NodeJS.Timeout;
  /** The run in progress, if any. */
  running: Promise<unknown> | null;
}

const globalForJobs = globalThis as unknown as { __ardennesJobs?: Map<string, Job> };

/**
 * Runs `task` once soon after start-up and then every `intervalMs` on this instance: a deploy or
 * restart more often than a job's interval would otherwise postpone that job for ever. Never two
 * runs of one job at once, a failed run is logged and the next one tries again, and a job is
 * started once however often asked (Next.js may load the start-up module more than once). The
 * timers never keep the process up.
 */
export function startRecurringJob(
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  const jobs = (globalForJobs.__ardennesJobs ??= new Map());
  if (jobs.has(name)) return;
  const run = () => {
    if (job.running) return;
    job.running = task()
      .catch((error: unknown) => logger().error({ err: error, job: name }, `${name} failed`))
      .finally(() => {
        job.running = null;
      });
  };
  const job: Job = {
    running: null,
    first: setTimeout(run, FIRST_RUN_AFTER_MS),
    timer: setInterval(run, intervalMs),
  };
  job.first.unref();
  job.timer.unref();
  jobs.set(name, job);
}

/** Starts no further runs and waits for the ones in progress (shutdown). */
export async function stopRecurringJobs(): Promise<void> {
  const jobs = globalForJobs.__ardennesJobs;
  if (!jobs) return;
  for (const job of jobs.values()) {
    clearTimeout(job.first);
    clearInterval(job.timer);
  }
  await Promise.all([...jobs.values()].map((job) => job.running));
  jobs.clear();
}

import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { percentile, round } from "./stats";

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers outside 2xx, connection errors and timeouts. */
  failures: number;
  statusCounts: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds; ignored when `amount` is set. */
  duration?: number;
  amount?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A fresh body per request (e.g. a booking for other nights each time). */
  nextBody?: () => string;
  /** Paths (with query) to take in turn instead of the url's own. */
  paths?: readonly string[];
}

/**
 * A closed-loop run with autocannon. Latencies are kept per response, so the percentiles are
 * exact (autocannon's own summary has no p95).
 */
export async function closedLoop(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const { nextBody, paths } = options;
  let turn = 0;
  const setupRequest = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    ...(nextBody ? { body: nextBody() } : {}),
    ...(paths?.length ? { path: paths[turn++ % paths.length] } : {}),
  });
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 5 }),
        method: options.method ?? "GET",
        headers: options.headers ?? {},
        timeout: 10,
        ...(nextBody || paths?.length ? { requests: [{ setupRequest }] } : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    });
  });
  // autocannon rounds its own duration to whole seconds; short runs need the real one.
  const seconds = (performance.now() - started) / 1000;
  const ok = Object.entries(statusCounts)
    .filter(([status]) => status.startsWith("2"))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: latencies.length,
    requestsPerSecond: round(latencies.length / seconds, 0),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.reduce((max, ms) => Math.max(max, ms), 0)),
    failures: latencies.length - ok + result.errors + result.timeouts,
    statusCounts,
  };
}

export interface OpenLoopResult {
  targetRate: number;
  sent: number;
  achievedRate: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
}

/**
 * Sends requests at a fixed rate whatever the answers do, and measures each from the moment
 * it was due, so a slow answer cannot hide the queue behind it (no coordinated omission).
 */
export async function openLoop(
  urls: readonly string[],
  rate: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = rate * seconds;
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = urls[i % urls.length]!;
    pending.push(
      new Promise<void>((resolve) => {
        const request = http.get(url, { agent, headers, timeout: 10_000 }, (response) => {
          response.resume();
          response.on("end", () => {
            if ((response.statusCode ?? 500) >= 300) failures++;
            latencies.push(performance.now() - due);
            resolve();
          });
        });
        request.on("timeout", () => request.destroy(new Error("timeout")));
        request.on("error", () => {
          failures++;
          latencies.push(performance.now() - due);
          resolve();
        });
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    targetRate: rate,
    sent: total,
    achievedRate: round(total / elapsed, 0),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.reduce((max, ms) => Math.max(max, ms), 0)),
    failures,
  };
}

/** Runs the same number of requests against a bare Node server with a body of the same size. */
export async function baseline(
  bodyBytes: number,
  requests: number,
  connections: number,
): Promise<LoadResult> {
  const server = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "../baseline-server.mjs"), String(bodyBytes)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  try {
    const port = await new Promise<number>((resolve, reject) => {
      server.stdout?.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      server.once("exit", () => reject(new Error("the baseline server exited")));
    });
    return await closedLoop({
      url: `http://127.0.0.1:${port}/`,
      connections,
      amount: Math.max(requests, connections),
    });
  } finally {
    server.kill("SIGTERM");
  }
}

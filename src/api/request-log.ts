import "server-only";
import type { MiddlewareHandler } from "hono";
import { logger } from "@/lib/logger";

export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  started: number;
  cached?: boolean;
}

/** Whether request lines are written at this LOG_LEVEL: when not, a caller builds none. */
export function requestLogEnabled(): boolean {
  return logger().isLevelEnabled("info");
}

/** A calendar address is its secret: whoever reads the logs must not be able to poll it. */
const SECRET_IN_PATH = /^(\/api\/ical\/)[^/]*$/;

/** The one `api request` log line: no headers, no addresses, no secrets of a path. */
export function logApiRequest(line: RequestLine): void {
  if (!requestLogEnabled()) return;
  const { started, path, ...fields } = line;
  logger().info(
    {
      ...fields,
      path: path.replace(SECRET_IN_PATH, "$1[secret].ics"),
      ms: Math.round(performance.now() - started),
    },
    "api request",
  );
}

/**
 * Logs each request once it is answered. pino itself rather than hono-pino, which made two child
 * loggers for every request whether or not the level logs it (an eighth of a cached read).
 */
export function requestLog(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logApiRequest({
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      started,
    });
  };
}

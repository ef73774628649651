import { randomUUID } from "node:crypto";
import { z } from "zod";
import { pluralize } from "./text";

/** Machine codes of the API and the status each one responds with. */
const statusByCode = {
  INVALID_INPUT: 400,
  INVALID_JSON: 400,
  INVALID_STAY: 400,
  INVALID_CODE: 400,
  UNAUTHORIZED: 401,
  /** A change under /api/owner/ without the site's Origin or the session's CSRF token. */
  CSRF_FAILED: 403,
  NOT_FOUND: 404,
  /** A body that stopped arriving, or came too slowly in all. */
  REQUEST_TIMEOUT: 408,
  DATES_UNAVAILABLE: 409,
  CONFLICT: 409,
  /** Something that could be done once and no longer can (a review after its 30 days). */
  GONE: 410,
  /** A photo upload that does not say its size (a chunked one). */
  LENGTH_REQUIRED: 411,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;
export type ErrorStatus = (typeof statusByCode)[ErrorCode];

export const ERROR_CODES = Object.keys(statusByCode) as [ErrorCode, ...ErrorCode[]];

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: unknown;
}

/** The one error a feature throws to respond to an API call with something other than 200. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }

  get status(): ErrorStatus {
    return statusByCode[this.code];
  }

  get body(): ErrorBody {
    const body: ErrorBody = { error: this.message, code: this.code };
    if (this.details !== undefined) body.details = this.details;
    return body;
  }
}

/** "60 minutes", or in hours beyond an hour: a day's limit reads "23 hours". */
function waitText(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes <= 60 ? pluralize(minutes, "minute") : pluralize(Math.ceil(minutes / 60), "hour");
}

/** The API's 429 for a limit reached: what was done too often, how long to wait, Retry-After. */
export function rateLimited(what: string, retryAfterSeconds: number): ApiError {
  return new ApiError(
    "RATE_LIMITED",
    `${what}. Please try again in ${waitText(retryAfterSeconds)}.`,
    {
      headers: { "Retry-After": String(retryAfterSeconds) },
    },
  );
}

export function notFound(what: string): ApiError {
  return new ApiError("NOT_FOUND", `${what} not found`);
}

/** A schema's failure as the API's 400: the first message, every issue in the details. */
export function invalidInput(error: z.ZodError): ApiError {
  const first = error.issues[0];
  return new ApiError("INVALID_INPUT", first?.message ?? "Invalid input", {
    details: error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  });
}

export const NULL_CHARACTER_MESSAGE = "Text must not contain null characters";

/**
 * Makes parsed input storable, in place: text holding U+0000, which PostgreSQL cannot store or
 * compare, is refused with the API's 400; a lone surrogate, which only a JSON escape (`\ud800`)
 * can carry and which jsonb refuses, becomes U+FFFD, as a UTF-8 body's decoding would have made it.
 * Only what the schema kept is walked, so it is as small as the schema allows.
 */
export function ensureStorableText(value: unknown): void {
  const refusal = (path: string) =>
    new ApiError("INVALID_INPUT", NULL_CHARACTER_MESSAGE, {
      details: [{ path, message: NULL_CHARACTER_MESSAGE }],
    });
  if (typeof value === "string" && value.includes("\u0000")) throw refusal("");
  // Objects and arrays still to look into, with their paths; a stack, as nesting may be deep.
  const pending: [Record<string, unknown>, string][] = [];
  const enter = (item: unknown, path: string) => {
    if (item !== null && typeof item === "object" && !(item instanceof Date)) {
      pending.push([item as Record<string, unknown>, path]);
    }
  };
  enter(value, "");
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [container, path] = next;
    for (const key of Object.keys(container)) {
      const item = container[key];
      const at = path ? `${path}.${key}` : key;
      if (typeof item !== "string") enter(item, at);
      else if (item.includes("\u0000")) throw refusal(at);
      else if (!item.isWellFormed()) container[key] = item.toWellFormed();
    }
  }
}

/** Parses with a schema; failures become a 400 in the API's error shape. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(result.error);
  ensureStorableText(result.data);
  return result.data;
}

/** Socket errors and SQLSTATEs that mean the database cannot be reached right now. */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"]);
/** node-postgres reports a lost or never-made connection by message only. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "not queryable",
];

/**
 * Whether a failure means the database is down or restarting (57P01-57P03, class 08). Drizzle
 * wraps the driver's error, so the causes are searched too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string") {
      if (UNAVAILABLE_CODES.has(code) || /^(57P0[123]|08)/.test(code)) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/**
 * The client's address from the socket's peer and X-Forwarded-For. Each of our trusted proxies
 * appends the address it saw, and the last one is the socket's peer; so the client is the entry
 * `trustedProxies` places before the peer. Entries further left come from the client and are
 * never read; with no trusted proxy the header is not read at all.
 */
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: number,
): string {
  if (trustedProxies === 0) return socketAddress ?? "unknown";
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (socketAddress) hops.push(socketAddress);
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? "unknown";
}

/**
 * The client's address where there is no socket to ask (pages, `next dev`): the front server
 * (scripts/serve.mjs), like Next.js's own, appends the socket's peer to X-Forwarded-For.
 */
export function clientIpForwarded(
  forwardedFor: string | null | undefined,
  trustedProxies: number,
): string {
  const hops = (forwardedFor ?? "").split(",");
  return clientIp(hops.pop()?.trim() || undefined, hops.join(","), trustedProxies);
}

/**
 * Whether an address is this machine's: 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6
 * (`::ffff:127.0.0.1`, what a dual-stack socket reports for an IPv4 peer).
 */
export function isLoopback(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:/, "");
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** A caller's request id is kept (within reason) so a request can be followed across services. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && /^[\w.:=-]{1,100}$/.test(given) ? given : randomUUID();
}

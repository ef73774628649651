import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { z } from "zod";
import { getConfig } from "./config";
import { logger } from "./logger";
import { transportSecurityHeaders } from "./security-headers";

/** Machine codes of the API and the status each one answers with. */
const statusByCode = {
  INVALID_INPUT: 400,
  INVALID_JSON: 400,
  INVALID_STAY: 400,
  INVALID_CODE: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  DATES_UNAVAILABLE: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof statusByCode;

export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: unknown;
}

/** The one error a feature throws to answer an API call with something other than 200. */
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

  get status(): number {
    return statusByCode[this.code];
  }
}

export function notFound(what: string): ApiError {
  return new ApiError("NOT_FOUND", `${what} not found`);
}

export function errorResponse(error: ApiError): NextResponse<ErrorBody> {
  const body: ErrorBody = { error: error.message, code: error.code };
  if (error.details !== undefined) body.details = error.details;
  return NextResponse.json(body, {
    status: error.status,
    headers: { "Cache-Control": "no-store", ...error.headers },
  });
}

function invalidInput(error: z.ZodError): ApiError {
  const first = error.issues[0];
  return new ApiError("INVALID_INPUT", first?.message ?? "Invalid input", {
    details: error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  });
}

export const NULL_CHARACTER_MESSAGE = "Text must not contain null characters";

/**
 * Where the parsed input holds text with U+0000, which PostgreSQL cannot store or compare, or
 * null. Only what the schema kept is walked, so it is as small as the schema allows.
 */
function nullCharacterPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return path;
    } else if (Array.isArray(item)) {
      item.forEach((element, index) =>
        pending.push([element, path ? `${path}.${index}` : `${index}`]),
      );
    } else if (item !== null && typeof item === "object" && !(item instanceof Date)) {
      for (const [key, element] of Object.entries(item)) {
        pending.push([element, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** Parses with a schema; failures become a 400 in the API's error shape. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(result.error);
  const path = nullCharacterPath(result.data);
  if (path !== null) {
    throw new ApiError("INVALID_INPUT", NULL_CHARACTER_MESSAGE, {
      details: [{ path, message: NULL_CHARACTER_MESSAGE }],
    });
  }
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.infer<S> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return parseInput(schema, query);
}

const MAX_BODY_BYTES = 64 * 1024;

/**
 * The body as UTF-8 text, refused with a 413 past 64 KB. The limit counts bytes as they
 * arrive, so an oversized body is neither read to its end nor let through for being few
 * (multi-byte) characters.
 */
export async function readBodyText(request: Request): Promise<string> {
  const tooLarge = () => new ApiError("PAYLOAD_TOO_LARGE", "Request body is too large");
  if (Number(request.headers.get("content-length")) > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a JSON body: malformed or oversized bodies are a 400/413, never a 500. */
export async function parseJsonBody<S extends z.ZodType>(
  schema: S,
  request: Request,
): Promise<z.infer<S>> {
  const text = await readBodyText(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError("INVALID_JSON", "Request body must be valid JSON");
  }
  return parseInput(schema, body);
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

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * The client's address. Each trusted proxy appends the address it saw to X-Forwarded-For (and
 * Next.js fills it from the socket when nothing did), so the client is the entry that many
 * places from the end. Entries further left come from the client and are not trusted.
 */
export function clientIp(request: Request, trustedProxies: number): string {
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - trustedProxies)] ?? "unknown";
}

/** A caller's request id is kept (within reason) so a request can be followed across services. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
}

/**
 * Wraps a route handler: every failure leaves in the one error shape, internals stay in the log,
 * and every log line and response carries the request id.
 */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const started = performance.now();
    const requestId = requestIdFrom(request.headers.get("x-request-id"));
    const log = logger().child({
      requestId,
      method: request.method,
      path: new URL(request.url).pathname,
    });
    let response: Response;
    try {
      response = await handler(request, context);
    } catch (error) {
      response = failureResponse(error, log);
    }
    response.headers.set("X-Request-Id", requestId);
    // next.config.ts sends the other security headers; it is read at build time, this one
    // depends on the public URL at run time.
    for (const { key, value } of transportSecurityHeaders(getConfig())) {
      response.headers.set(key, value);
    }
    log.info(
      { status: response.status, ms: Math.round(performance.now() - started) },
      "api request",
    );
    return response;
  };
}

function failureResponse(error: unknown, log: ReturnType<typeof logger>): Response {
  if (error instanceof ApiError) return errorResponse(error);
  if (error instanceof z.ZodError) return errorResponse(invalidInput(error));
  if (isDatabaseUnavailable(error)) {
    log.error({ err: error }, "database unavailable");
    return errorResponse(
      new ApiError("SERVICE_UNAVAILABLE", "The service is temporarily unavailable", {
        headers: { "Retry-After": "5" },
      }),
    );
  }
  log.error({ err: error }, "unhandled API error");
  return errorResponse(new ApiError("INTERNAL", "An error occurred"));
}

/** A JSON answer; `cache` sets how long shared caches may keep it. */
export function json(body: unknown, init: { status?: number; cache?: string } = {}): NextResponse {
  return NextResponse.json(body, {
    status: init.status ?? 200,
    headers: { "Cache-Control": init.cache ?? "no-store" },
  });
}

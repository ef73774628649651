import "server-only";
import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { ERROR_CODES } from "@/lib/http";

/** The one error shape of the API (DESIGN.md 4.6). */
export const errorSchema = z
  .object({
    error: z.string(),
    code: z.enum(ERROR_CODES),
    details: z.unknown().optional(),
  })
  .openapi("Error");

const ERROR_DESCRIPTIONS = {
  400: "Invalid input",
  401: "No or invalid token",
  403: "Not from the site's own pages (Origin or CSRF token missing or wrong)",
  404: "Unknown, or not yours",
  408: "The body stopped arriving, or came too slowly",
  409: "Dates unavailable or a state conflict",
  410: "No longer possible (a time limit has passed)",
  411: "A photo upload that does not say its Content-Length",
  413: "Request body too large",
  415: "Content type not accepted",
  429: "Rate limited (with Retry-After)",
  503: "Temporarily unavailable (with Retry-After)",
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error responses a route can give, in the error shape. */
export function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status],
        content: { "application/json": { schema: errorSchema } },
      },
    ]),
  ) as Record<
    ErrorStatus,
    { description: string; content: { "application/json": { schema: typeof errorSchema } } }
  >;
}

/** A JSON success response of a route. */
export function jsonResponse<S extends z.ZodType>(schema: S, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** A JSON request body; required, so a body that is missing is checked like a wrong one. */
/** The Idempotency-Key header: a retry or double click with it gets the first call's result. */
/** A response only its caller may keep: an owner's export, a guest's own data. */
export const NO_STORE = { "Cache-Control": "private, no-store" };

/** A file to download (a CSV or a PDF): private data, so kept by no cache, not even the browser's. */
export function attachment(filename: string, type: "csv" | "pdf") {
  return {
    ...NO_STORE,
    "Content-Type": type === "csv" ? "text/csv; charset=utf-8" : "application/pdf",
    "Content-Disposition": `attachment; filename="${filename}"`,
  };
}

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, "Idempotency-Key must be 8 to 200 characters")
  .max(200, "Idempotency-Key must be 8 to 200 characters")
  .optional();

export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { [JSON_TYPE]: { schema } } };
}

/** A form-encoded request body (Mollie's webhooks, the sandbox checkout's buttons). */
export function formBody<S extends z.ZodType>(schema: S) {
  return { required: true, content: { [FORM_TYPE]: { schema } } };
}

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * A route's body is read as the route's one media type whatever the client called it: `fetch`
 * sends a string body as text/plain unless told otherwise, and the spec's calls and Mollie's
 * webhooks have always been read that way. Route middleware, so it runs before validation.
 */
export function readBodyAs(type: "json" | "form"): MiddlewareHandler {
  const mediaType = type === "json" ? JSON_TYPE : FORM_TYPE;
  return async (c, next) => {
    const given = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (given !== mediaType) c.req.raw.headers.set("content-type", mediaType);
    await next();
  };
}

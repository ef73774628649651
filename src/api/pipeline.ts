import "server-only";
import { OpenAPIHono, type Hook } from "@hono/zod-openapi";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, Env } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId, type RequestIdVariables } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { z } from "zod";
import type { OwnerSession } from "@/features/owner/server";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from "@/i18n/locales";
import { getConfig } from "@/lib/config";
import {
  ApiError,
  ensureStorableText,
  clientIp,
  clientIpForwarded,
  invalidInput,
  isDatabaseUnavailable,
  requestIdFrom,
  type ErrorCode,
} from "@/lib/http";
import { logger } from "@/lib/logger";
import { transportSecurityHeaders } from "@/lib/security-headers";
import { errorBodyIn } from "./error-language";
import { requestBody } from "./request-body";
import { requestLog } from "./request-log";
import { addressKey, rememberAddress, type CachedRoute } from "./response-cache";

export const REQUEST_ID_HEADER = "X-Request-Id";

export type ApiEnv = Env & {
  Variables: RequestIdVariables & {
    cachedRoute?: CachedRoute;
    owner?: OwnerSession;
    /** The request's language (DESIGN.md 10): its errors, and the mail it causes. */
    locale: Locale;
  };
};
export type ApiContext = Context<ApiEnv>;

/**
 * A schema's verdict on a request's parameters, query or body: a failure is the API's 400 with
 * the schema's own message; text that PostgreSQL cannot hold is refused the same way.
 */
const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result) => {
  if (!result.success) throw invalidInput(result.error as z.ZodError);
  ensureStorableText(result.data);
};

/** Hono's own refusals (malformed JSON, a wrong media type) in our words. */
const HTTP_EXCEPTIONS: Partial<Record<number, [ErrorCode, string]>> = {
  400: ["INVALID_JSON", "Request body must be valid JSON"],
  415: ["UNSUPPORTED_MEDIA_TYPE", "This content type is not accepted here"],
};

/** Every failure leaves in the one error shape; internals stay in the log. */
function toApiError(error: unknown, c: ApiContext): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return invalidInput(error);
  if (error instanceof HTTPException) {
    const known = HTTP_EXCEPTIONS[error.status];
    if (known) return new ApiError(known[0], known[1]);
  }
  const log = logger().child({ requestId: c.get("requestId") });
  if (isDatabaseUnavailable(error)) {
    log.error({ err: error }, "database unavailable");
    return new ApiError("SERVICE_UNAVAILABLE", "The service is temporarily unavailable", {
      headers: { "Retry-After": "5" },
    });
  }
  log.error({ err: error }, "unhandled API error");
  return new ApiError("INTERNAL", "An error occurred");
}

/**
 * The error shape, in the request's language (the `code` is what clients translate); the back
 * office's answers stay English, as its pages are.
 */
export function errorResponse(error: ApiError, c: ApiContext): Response {
  const locale = c.req.path.startsWith("/api/owner/") ? DEFAULT_LOCALE : c.get("locale");
  return c.json(errorBodyIn(error.body, locale ?? DEFAULT_LOCALE), error.status, {
    "Cache-Control": "no-store",
    Vary: "Accept-Language",
    ...error.headers,
  });
}

/**
 * The client's address (src/lib/http.ts `clientIp`). Behind Next.js's own server (`next dev`)
 * there is no socket here, and the entry that server appended stands for it.
 */
export function clientAddress(c: ApiContext): string {
  const forwarded = c.req.header("x-forwarded-for");
  if (c.env && "incoming" in c.env) {
    const socket = getConnInfo(c).remote.address;
    return clientIp(socket, forwarded, getConfig().TRUSTED_PROXIES);
  }
  return clientIpForwarded(forwarded, getConfig().TRUSTED_PROXIES);
}

/** The language a guest reads the API's texts in: their `Accept-Language`, English when none fits. */
export function requestLocale(acceptLanguage: string | null | undefined): Locale {
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/**
 * A Hono application with the API's pipeline: request id, one log line per request (no
 * addresses, no headers), the security headers, a body limit, and the error shape for every
 * failure and every unknown address. The routes are added by src/api/app.ts; compression is the
 * Node front's (src/api/node.ts).
 */
export function newApiApp(): OpenAPIHono<ApiEnv> {
  const config = getConfig();
  const hsts = transportSecurityHeaders(config)[0]?.value ?? false;
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  // Outermost: a cached route's 200 as it leaves the pipeline, for the same address next time.
  app.use(async (c, next) => {
    await next();
    const cached = c.get("cachedRoute");
    if (cached && c.res.status === 200) {
      const url = c.req.url;
      const address = url.slice(url.indexOf("/", url.indexOf("//") + 2));
      rememberAddress(addressKey(address, c.get("locale")), cached, c.res.headers);
    }
  });
  app.use(
    requestId({
      headerName: REQUEST_ID_HEADER,
      limitLength: 100,
      generator: (c) => requestIdFrom(c.req.header(REQUEST_ID_HEADER)),
    }),
  );
  app.use(requestLog());
  // The language of the answer and of any mail the request causes: English unless
  // Accept-Language picks another of ours (the site's pages send their own).
  app.use(async (c, next) => {
    c.set("locale", requestLocale(c.req.header("accept-language")));
    await next();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      strictTransportSecurity: hsts,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  // Only where a body may come: asking a request without one for its body costs it a copy.
  app.on(["POST", "PUT", "PATCH", "DELETE"], "/*", requestBody);
  // Only the catalogue's reads may be stored by shared caches; each of those says so.
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  app.onError((error, c) => errorResponse(toApiError(error, c), c));
  app.notFound((c) => errorResponse(new ApiError("NOT_FOUND", "Endpoint not found"), c));
  return app;
}

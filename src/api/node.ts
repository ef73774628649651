import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import compression from "compression";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
} from "express-serve-static-core";
import { getConfig } from "@/lib/config";
import { ApiError, requestIdFrom } from "@/lib/http";
import { securityHeaders } from "@/lib/security-headers";
import { apiApp } from "./app";
import { REQUEST_ID_HEADER, requestLocale } from "./pipeline";
import { logApiRequest, requestLogEnabled } from "./request-log";
import { acceptsGzip, addressKey, cachedResponseAt, COMPRESS_FROM_BYTES } from "./response-cache";

/**
 * A request whose address cannot be read never reaches the application; it is answered here, in
 * the error shape and with the headers every other response has.
 */
function unreadableRequest(): Response {
  const error = new ApiError("INVALID_INPUT", "The request address is not valid");
  return Response.json(error.body, {
    status: error.status,
    headers: {
      ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value])),
      "Cache-Control": "no-store",
    },
  });
}

/**
 * The API application as a Node request listener, for the front server (scripts/serve.mjs),
 * which hands it every /api/* request without going through Next.js. Responses from 1 KB are
 * gzipped for clients that accept it by Express's `compression`, which, unlike Hono's compress,
 * knows a body's size before it decides; cached responses arrive gzipped already.
 */
export function apiRequestListener(): (
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) => Promise<void> {
  const app = apiApp();
  const listener = getRequestListener((request, env) => app.fetch(request, env), {
    hostname: new URL(getConfig().PUBLIC_BASE_URL).host,
    overrideGlobalObjects: false,
    errorHandler: async () => unreadableRequest(),
  });
  const compress = compression({ threshold: COMPRESS_FROM_BYTES });
  return (incoming, outgoing) => {
    if (sendCached(incoming, outgoing)) return Promise.resolve();
    // The API reads only the path and query of an address (absolute links come from
    // PUBLIC_BASE_URL); any text may come in a Host header, and none of it may fail a request.
    delete incoming.headers.host;
    return new Promise<void>((resolve, reject) => {
      compress(incoming as ExpressRequest, outgoing as ExpressResponse, () => {
        listener(incoming, outgoing).then(resolve, reject);
      });
    });
  };
}

/**
 * A read whose address the pipeline has already resolved to a current cached response is sent
 * from the cache at once, with the headers that response left the pipeline with and this
 * request's own id: routing, validation and middleware would only make the same bytes again.
 */
function sendCached(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
  const method = incoming.method;
  if ((method !== "GET" && method !== "HEAD") || !incoming.url) return false;
  const started = performance.now();
  const cached = cachedResponseAt(
    addressKey(incoming.url, requestLocale(incoming.headers["accept-language"])),
    acceptsGzip(incoming.headers["accept-encoding"]),
  );
  if (!cached) return false;
  const given = incoming.headers["x-request-id"];
  const requestId = requestIdFrom(typeof given === "string" ? given : undefined);
  // A fresh object per response: the id goes in without another copy.
  cached.headers[REQUEST_ID_HEADER] = requestId;
  outgoing.writeHead(cached.status, cached.headers);
  outgoing.end(method === "HEAD" ? undefined : cached.body);
  if (!requestLogEnabled()) return true;
  const mark = incoming.url.indexOf("?");
  logApiRequest({
    requestId,
    method,
    path: mark === -1 ? incoming.url : incoming.url.slice(0, mark),
    status: cached.status,
    started,
    cached: true,
  });
  return true;
}

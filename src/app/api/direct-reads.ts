import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { cachedRead, keptNow, type ReadDependencies } from "@/db/read-cache";
import { todayInBrussels } from "@/lib/dates";
import { requestIdFrom } from "@/lib/http";
import { logger } from "@/lib/logger";
import { securityHeaders } from "@/lib/security-headers";
import { GET as health } from "./health/route";
import { GET as amenities } from "./public/properties/[id]/amenities/route";
import { GET as availability } from "./public/properties/[id]/availability/route";
import { GET as highlightedFeatures } from "./public/properties/[id]/features/highlighted/route";
import { GET as features } from "./public/properties/[id]/features/route";
import { GET as policies } from "./public/properties/[id]/policies/route";
import { GET as quote } from "./public/properties/[id]/quote/route";
import { GET as reviews } from "./public/properties/[id]/reviews/route";
import { GET as property } from "./public/properties/[id]/route";
import { GET as propertyList } from "./public/properties/route";

/**
 * The catalogue and availability reads, answered by their own route handlers but outside the
 * Next.js request pipeline, which costs more than the read itself. A 200 answer is kept in the
 * read cache until what it depends on changes, so a repeated read costs a lookup. The
 * production server (scripts/serve.mjs) offers every request here first; anything not matched,
 * and every other method, goes to Next.js as usual. See docs/decisions/0012.
 */
type RouteGet = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

interface DirectRoute {
  get: RouteGet;
  id: string;
  /** The address with only the parameters the route reads: the key of a kept answer. */
  url: string;
  /** What a 200 answer depends on (besides the catalogue); null when it is never kept. */
  keptWhile: ReadDependencies | null;
}

const PROPERTY_PREFIX = "/api/public/properties/";

const LIST_PARAMETERS = [
  "search",
  "minGuests",
  "maxGuests",
  "startDate",
  "endDate",
  "limit",
  "offset",
];
const STAY_PARAMETERS = ["startDate", "endDate", "guests"];

const propertyParts: Record<string, { get: RouteGet; holds: boolean; parameters?: string[] }> = {
  "": { get: property, holds: false },
  "/availability": { get: availability, holds: true, parameters: STAY_PARAMETERS },
  "/quote": { get: quote, holds: false, parameters: STAY_PARAMETERS },
  "/amenities": { get: amenities, holds: false },
  "/features": { get: features, holds: false },
  "/features/highlighted": { get: highlightedFeatures, holds: false },
  "/policies": { get: policies, holds: false },
  "/reviews": { get: reviews, holds: false },
};

/**
 * The address as the route reads it: its parameters in a fixed order, the last of repeated ones
 * (as `parseQuery` takes them), the rest dropped. Extra parameters then cannot fill the cache
 * with copies of one answer.
 */
function canonicalUrl(path: string, query: string, names: readonly string[]): string {
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.getAll(name).at(-1);
    if (value !== undefined) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

function routeOf(path: string, query: string): DirectRoute | null {
  if (path === "/api/public/properties") {
    // Search text is unbounded: such answers are not kept. A dated search depends on every hold.
    const params = new URLSearchParams(query);
    const dated = params.has("startDate") || params.has("endDate");
    return {
      get: propertyList as RouteGet,
      id: "",
      url: canonicalUrl(path, query, LIST_PARAMETERS),
      keptWhile: params.has("search") ? null : dated ? { anyHolds: true } : {},
    };
  }
  if (path === "/api/health") {
    return { get: health as RouteGet, id: "", url: path, keptWhile: null };
  }
  if (!path.startsWith(PROPERTY_PREFIX)) return null;
  const rest = path.slice(PROPERTY_PREFIX.length);
  const slash = rest.indexOf("/");
  const id = slash === -1 ? rest : rest.slice(0, slash);
  const part = propertyParts[slash === -1 ? "" : rest.slice(slash)];
  if (!part || !id) return null;
  return {
    get: part.get,
    id,
    url: canonicalUrl(path, query, part.parameters ?? []),
    keptWhile: part.holds ? { holdsOf: id } : {},
  };
}

interface Copy {
  /** Everything to send but the request id, worked out once per kept answer. */
  headers: Record<string, string>;
  body: Buffer;
}

interface Answer extends Copy {
  status: number;
  gzipped?: Promise<Copy>;
  /** The gzipped copy once it is made, for answers sent without waiting. */
  gzippedNow?: Copy;
}

/** Carries a non-200 answer out of a cached read, which keeps only successes. */
class NotKept extends Error {
  constructor(readonly answer: Answer) {
    super("not kept");
  }
}

const compress = promisify(gzip);
/** These answers bypass Next.js, so they add the headers next.config.ts gives every other one. */
const SECURITY_HEADERS = Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value]));
/** Smaller bodies are not worth the CPU; the threshold Next.js uses too. */
const COMPRESS_FROM_BYTES = 1024;

function webHeaders(incoming: IncomingHttpHeaders, remoteAddress: string | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  // As Next.js does: the client's address when no proxy gave one.
  if (!headers.has("x-forwarded-for") && remoteAddress) {
    headers.set("x-forwarded-for", remoteAddress);
  }
  return headers;
}

async function run(route: DirectRoute, incoming: IncomingMessage): Promise<Answer> {
  // Not the client's Host header: any text may come in it, and the routes read only the path
  // and query of their address.
  const request = new Request(new URL(route.url, "http://localhost"), {
    headers: webHeaders(incoming.headers, incoming.socket.remoteAddress),
  });
  const response = await route.get(request, { params: Promise.resolve({ id: route.id }) });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  Object.assign(headers, SECURITY_HEADERS);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length >= COMPRESS_FROM_BYTES) headers.vary = "Accept-Encoding";
  headers["content-length"] = String(body.length);
  return { status: response.status, headers, body };
}

function gzipped(answer: Answer): Promise<Copy> {
  answer.gzipped ??= compress(answer.body).then((body) => {
    answer.gzippedNow = {
      headers: {
        ...answer.headers,
        "content-encoding": "gzip",
        "content-length": String(body.length),
      },
      body,
    };
    return answer.gzippedNow;
  });
  return answer.gzipped;
}

function acceptsGzip(answer: Answer, incoming: IncomingMessage): boolean {
  return (
    answer.body.length >= COMPRESS_FROM_BYTES &&
    /\bgzip\b/.test(String(incoming.headers["accept-encoding"] ?? ""))
  );
}

/** The day is part of the key: stay rules and "today" change at midnight in Brussels. */
function keptKey(route: DirectRoute): string {
  return `response:${todayInBrussels()}:${route.url}`;
}

/** Sends a kept answer under this request's own id; the route logged its own run, not this. */
function sendKept(
  status: number,
  copy: Copy,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  started: number,
): void {
  const requestId = requestIdFrom(incoming.headers["x-request-id"] as string | undefined);
  outgoing.writeHead(status, { ...copy.headers, "x-request-id": requestId });
  const log = logger();
  if (log.isLevelEnabled("info")) {
    log.info(
      {
        requestId,
        method: incoming.method,
        path: incoming.url?.split("?")[0],
        status,
        ms: Math.round(performance.now() - started),
        kept: true,
      },
      "api request",
    );
  }
  outgoing.end(incoming.method === "HEAD" ? undefined : copy.body);
}

/** The route's answer, from the cache when a kept one is current; `fresh` when it ran now. */
async function answerFor(
  route: DirectRoute,
  incoming: IncomingMessage,
): Promise<{ answer: Answer; fresh: boolean }> {
  if (!route.keptWhile) return { answer: await run(route, incoming), fresh: true };
  let fresh = false;
  try {
    const answer = await cachedRead(
      keptKey(route),
      route.keptWhile,
      async () => {
        fresh = true;
        const answer = await run(route, incoming);
        if (answer.status !== 200) throw new NotKept(answer);
        return answer;
      },
      // Counted twice: the body and, once asked for, its gzipped copy.
      (answer) => 2 * answer.body.length,
    );
    return { answer, fresh };
  } catch (error) {
    if (error instanceof NotKept) return { answer: error.answer, fresh };
    throw error;
  }
}

async function send(
  route: DirectRoute,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  const started = performance.now();
  try {
    const { answer, fresh } = await answerFor(route, incoming);
    const copy = acceptsGzip(answer, incoming) ? await gzipped(answer) : answer;
    if (!fresh) {
      sendKept(answer.status, copy, incoming, outgoing, started);
      return;
    }
    outgoing.writeHead(answer.status, copy.headers);
    outgoing.end(incoming.method === "HEAD" ? undefined : copy.body);
  } catch (error) {
    // The route handlers answer their own failures in the error shape; this is the adapter.
    logger().error({ err: error, path: incoming.url }, "direct read failed");
    if (!outgoing.headersSent) {
      outgoing.writeHead(500, {
        ...SECURITY_HEADERS,
        "content-type": "application/json",
        "cache-control": "no-store",
      });
    }
    outgoing.end(JSON.stringify({ error: "An error occurred", code: "INTERNAL" }));
  }
}

/** Answers the request and returns true when it is one of the direct reads; false otherwise. */
export function answerDirectRead(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
  if (incoming.method !== "GET" && incoming.method !== "HEAD") return false;
  const url = incoming.url ?? "";
  const mark = url.indexOf("?");
  const route = routeOf(mark === -1 ? url : url.slice(0, mark), mark === -1 ? "" : url.slice(mark));
  if (!route) return false;
  // A current kept answer goes out at once: no promise, so none of its bookkeeping.
  const kept = route.keptWhile ? keptNow<Answer>(keptKey(route), route.keptWhile) : undefined;
  const copy = kept && (acceptsGzip(kept, incoming) ? kept.gzippedNow : kept);
  if (kept && copy) {
    sendKept(kept.status, copy, incoming, outgoing, performance.now());
    return true;
  }
  void send(route, incoming, outgoing);
  return true;
}

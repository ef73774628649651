import "server-only";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { cachedRead, cachedNow, type ReadDependencies } from "@/db/read-cache";
import { routePath } from "hono/route";
import type { Locale } from "@/i18n/locales";
import { todayInBrussels } from "@/lib/dates";
import type { ApiContext } from "./pipeline";

/**
 * Responses of reads that change rarely, cached in the read cache of docs/decisions/0012 (the one
 * cache of the API) until what they depend on changes. The key is the route and its validated
 * input, so a parameter the schema does not keep cannot make a second copy, and a parameter
 * added to the schema is part of the key without further edits.
 */
interface CachedResponse {
  status: number;
  /** Everything but the request id, which is each request's own. */
  headers: Record<string, string>;
  body: Uint8Array;
  /** Made once, when a client first accepts gzip; the front's compression leaves it alone. */
  gzipped?: Promise<Uint8Array>;
  gzippedNow?: Uint8Array;
}

/** Carries a response that is not a 200 out of a cached read, which keeps only successes. */
class NotCached<R extends Response> extends Error {
  constructor(readonly response: R) {
    super("not cached");
  }
}

const compress = promisify(gzip);
/** Smaller bodies are not worth compressing (src/api/node.ts compresses the others). */
export const COMPRESS_FROM_BYTES = 1024;

/** The day is part of the key: stay rules and "today" change at midnight in Brussels. */
function keyOf(route: string, day = todayInBrussels()): string {
  return `response:${day}:${route}`;
}

export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  return /\bgzip\b/.test(acceptEncoding ?? "");
}

/** What a cached route's request resolved to: the route and its validated input. */
export interface CachedRoute {
  route: string;
  dependsOn: ReadDependencies;
}

interface Address extends CachedRoute {
  /** The response's headers as they left the pipeline, but for the request id and encoding. */
  headers: Record<string, string>;
  /** The cache key of `route` on that day, kept so a hit builds no string to look it up. */
  key: string;
  day: string;
}

/**
 * Addresses (path and query as sent) already resolved by the pipeline to a cached route, so that
 * the same address again can be served from the cache without routing, validation or
 * middleware (src/api/node.ts). Only a pointer into the cache: an entry changes or goes as the
 * cache decides, and a new address always goes through the pipeline once.
 */
const addresses = new Map<string, Address>();

/**
 * The fast path's name for a request: its address and the language it asked for, since a home's
 * texts differ by language at one address. A pointer per language; the entries it points to
 * are keyed by the language only where the route's input holds it.
 */
export function addressKey(address: string, locale: Locale): string {
  return `${locale} ${address}`;
}
const MAX_ADDRESSES = 20_000;
const PER_VARIANT_HEADERS = new Set(["x-request-id", "content-encoding", "content-length"]);

/** Remembers what a pipeline's 200 for a cached route looked like, once per address. */
export function rememberAddress(address: string, cached: CachedRoute, headers: Headers): void {
  if (addresses.has(address) || address.length > 2048) return;
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!PER_VARIANT_HEADERS.has(name)) kept[name] = value;
  });
  if (addresses.size >= MAX_ADDRESSES) {
    const oldest = addresses.keys().next();
    if (!oldest.done) addresses.delete(oldest.value);
  }
  const day = todayInBrussels();
  addresses.set(address, { ...cached, headers: kept, day, key: keyOf(cached.route, day) });
}

/**
 * The cached response for an address the pipeline has resolved before, when it is current and
 * ready in the encoding asked for; undefined otherwise (then the pipeline runs).
 */
export function cachedResponseAt(
  address: string,
  gzip: boolean,
): { status: number; headers: Record<string, string>; body: Uint8Array } | undefined {
  const known = addresses.get(address);
  if (!known) return undefined;
  const day = todayInBrussels();
  if (known.day !== day) Object.assign(known, { day, key: keyOf(known.route, day) });
  const entry = cachedNow<CachedResponse>(known.key, known.dependsOn);
  if (!entry) return undefined;
  if (gzip && entry.body.byteLength >= COMPRESS_FROM_BYTES) {
    if (!entry.gzippedNow) return undefined;
    return {
      status: entry.status,
      headers: {
        ...known.headers,
        "content-encoding": "gzip",
        "content-length": String(entry.gzippedNow.byteLength),
      },
      body: entry.gzippedNow,
    };
  }
  return {
    status: entry.status,
    headers: { ...known.headers, "content-length": String(entry.body.byteLength) },
    body: entry.body,
  };
}

function gzipped(entry: CachedResponse): Promise<Uint8Array> {
  entry.gzipped ??= compress(entry.body).then((body) => (entry.gzippedNow = body));
  return entry.gzipped;
}

/** A cached entry as this request's response; typed as the route's own, which it was made by. */
function send<R extends Response>(
  c: ApiContext,
  entry: CachedResponse,
  body: Uint8Array,
  encoded: boolean,
): R {
  const headers = encoded
    ? { ...entry.headers, "content-encoding": "gzip", "content-length": String(body.byteLength) }
    : entry.headers;
  return c.body(body as Uint8Array<ArrayBuffer>, entry.status as 200, headers) as Response as R;
}

async function store(response: Response): Promise<CachedResponse> {
  if (response.status !== 200) throw new NotCached(response);
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "x-request-id") headers[name] = value;
  });
  headers["content-length"] = String(body.byteLength);
  // As the front's compression says of every JSON response, compressed or not; a route's own
  // Vary (the catalogue's Accept-Language) stays.
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  return { status: response.status, headers, body };
}

/**
 * The route's response for this validated input, from the cache while it is current. `dependsOn`
 * is null for responses that must not be cached (unbounded input such as search text).
 */
export function cachedResponse<R extends Response>(
  c: ApiContext,
  input: unknown,
  dependsOn: ReadDependencies | null,
  respond: () => Promise<R>,
): R | Promise<R> {
  if (!dependsOn) return respond();
  const route = `${routePath(c)}:${JSON.stringify(input)}`;
  c.set("cachedRoute", { route, dependsOn });
  const key = keyOf(route);
  const gzip = acceptsGzip(c.req.header("accept-encoding"));
  // A current entry goes out at once: no promise, so none of its bookkeeping.
  const current = cachedNow<CachedResponse>(key, dependsOn);
  if (current) {
    const compressible = gzip && current.body.byteLength >= COMPRESS_FROM_BYTES;
    if (!compressible) return send<R>(c, current, current.body, false);
    if (current.gzippedNow) return send<R>(c, current, current.gzippedNow, true);
  }
  return (async () => {
    try {
      const entry = await cachedRead(
        key,
        dependsOn,
        async () => store(await respond()),
        // Counted twice: the body and, once asked for, its gzipped copy.
        (entry) => 2 * entry.body.byteLength,
      );
      if (gzip && entry.body.byteLength >= COMPRESS_FROM_BYTES) {
        return send<R>(c, entry, await gzipped(entry), true);
      }
      return send<R>(c, entry, entry.body, false);
    } catch (error) {
      if (error instanceof NotCached) return error.response as R;
      throw error;
    }
  })();
}

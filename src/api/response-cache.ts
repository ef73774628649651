import "server-only";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { cachedRead, cachedNow, type ReadDependencies } from "@/db/read-cache";
import { routePath } from "hono/route";
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

function acceptsGzip(c: ApiContext): boolean {
  return /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
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
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "x-request-id") headers[name] = value;
  });
  headers["content-length"] = String(body.byteLength);
  if (body.byteLength >= COMPRESS_FROM_BYTES) headers.vary = "Accept-Encoding";
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
  // The day is part of the key: stay rules and "today" change at midnight in Brussels.
  const key = `response:${todayInBrussels()}:${routePath(c)}:${JSON.stringify(input)}`;
  const gzip = acceptsGzip(c);
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

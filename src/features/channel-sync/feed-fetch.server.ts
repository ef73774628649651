import "server-only";
import dns, { type LookupAddress } from "node:dns";
import http, { type ClientRequest, type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { isPublicAddress } from "@/lib/public-address";

/*
 * Fetches a channel's calendar from an address the owner typed. The address is someone else's
 * choice, so it must not reach the server's own network (SSRF): every hop's host is resolved
 * here, every address it resolves to must be public, and the connection goes to the very address
 * that was checked, so DNS cannot answer differently in between.
 */

export interface FeedFetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Tests only: loopback and private addresses, on any port. */
  allowPrivate: boolean;
}

export const FEED_FETCH_LIMITS: Omit<FeedFetchLimits, "allowPrivate"> = {
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
};

/** What the last answer said about its version, sent back so an unchanged feed is not resent. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedAnswer =
  | { kind: "calendar"; text: string; etag: string | null; lastModified: string | null }
  | { kind: "not-modified" }
  | { kind: "failed"; reason: string };

const MAX_ADDRESS_LENGTH = 2_000;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const PRIVATE_NETWORK = "The feed's address points to a private network, which is not allowed.";
const NOT_FOUND = "The feed's address could not be found (DNS).";
/** Node refuses to send a header with other characters: such a stored validator is left out. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]+$/;

/** A failure whose message is already the owner's reason. */
class FeedFailure extends Error {}

/** The host as DNS and the checks see it: no IPv6 brackets, no trailing dot. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

/**
 * Why an address can never be fetched (scheme, port, credentials, a literal private address,
 * localhost), in the owner's words; null when it may be. Used both when the owner adds a feed
 * (400) and before each fetch. Whether its name resolves to public addresses is only known when
 * fetching.
 */
export function feedAddressProblem(url: string, allowPrivate: boolean): string | null {
  if (url.length > MAX_ADDRESS_LENGTH) {
    return `The feed's address is longer than ${MAX_ADDRESS_LENGTH.toLocaleString("en")} characters.`;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "The feed's address is not a valid web address.";
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return "The feed's address must start with http:// or https://.";
  }
  if (parsed.username || parsed.password) {
    return "The feed's address must not contain a user name or password.";
  }
  if (allowPrivate) return null;
  // URL leaves the port empty when it is the scheme's default.
  if (parsed.port !== "" && parsed.port !== "80" && parsed.port !== "443") {
    return "The feed's address must use port 80 or 443.";
  }
  const host = hostOf(parsed);
  if (host === "localhost" || host.endsWith(".localhost")) return PRIVATE_NETWORK;
  if (isIP(host) !== 0 && !isPublicAddress(host)) return PRIVATE_NETWORK;
  return null;
}

/** `15 seconds`, `1 second`, `0.5 seconds`: a limit in the owner's words. */
export function secondsText(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

function sizeText(bytes: number): string {
  const [unit, size] =
    bytes >= 1024 * 1024 ? ["MB", 1024 * 1024] : bytes >= 1024 ? ["KB", 1024] : ["bytes", 1];
  return `${Number((bytes / size).toFixed(1))} ${unit}`;
}

/** Settles as the promise does, or rejects as soon as the signal aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The address to connect to: the first one DNS gives, once all of them are found public. */
async function checkedAddress(
  host: string,
  allowPrivate: boolean,
  signal: AbortSignal,
): Promise<LookupAddress> {
  let addresses: LookupAddress[];
  try {
    addresses = await untilAborted(dns.promises.lookup(host, { all: true }), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FeedFailure(NOT_FOUND);
  }
  const first = addresses[0];
  if (!first) throw new FeedFailure(NOT_FOUND);
  if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address))) {
    throw new FeedFailure(PRIVATE_NETWORK);
  }
  return first;
}

/** A lookup that only ever answers the checked address, whatever DNS would say now. */
function pinnedLookup(checked: LookupAddress): LookupFunction {
  return (_host, options, callback) => {
    process.nextTick(() => {
      // With happy eyeballs (autoSelectFamily) net asks for every address.
      if (options.all) callback(null, [checked]);
      else callback(null, checked.address, checked.family);
    });
  };
}

function send(
  target: URL,
  checked: LookupAddress,
  headers: Record<string, string>,
  started: (request: ClientRequest) => void,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = target.protocol === "https:";
    const host = hostOf(target);
    const request = (secure ? https : http).request(
      {
        host,
        port: target.port || (secure ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        method: "GET",
        headers,
        lookup: pinnedLookup(checked),
        // A pooled socket might have been opened to an address this fetch did not check.
        agent: false,
        // The certificate is checked against the name, though the connection goes to an address.
        ...(secure && isIP(host) === 0 ? { servername: host } : {}),
      },
      resolve,
    );
    started(request);
    request.on("error", reject);
    request.end();
  });
}

/**
 * The body, decompressed, as long as it stays within maxBytes: counted as it arrives, so no more
 * than maxBytes and one chunk is ever held, however much the feed sends or inflates to.
 */
async function readBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const tooLarge = () => new FeedFailure(`The feed is larger than ${sizeText(maxBytes)}.`);
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && encoding !== "gzip" && encoding !== "x-gzip") {
    throw new FeedFailure("The feed is compressed in a way that cannot be read.");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  async function* limited(source: AsyncIterable<Buffer>) {
    let received = 0;
    for await (const chunk of source) {
      received += chunk.length;
      if (received > maxBytes) throw tooLarge();
      yield chunk;
    }
  }
  async function collect(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  }
  if (encoding === "identity") await pipeline(response, collect, { signal });
  else await pipeline(response, limited, zlib.createGunzip(), collect, { signal });
  return Buffer.concat(chunks, size);
}

/** The reason for anything that went wrong without a reason of its own: a code, never a URL. */
function connectionReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string" || !/^[A-Z0-9_]{1,60}$/.test(code)) {
    return "The connection to the feed failed.";
  }
  if (code.startsWith("Z_")) return "The feed's compressed data could not be read.";
  if (/CERT|TLS|SSL/.test(code)) {
    return `The feed's secure connection could not be verified (${code}).`;
  }
  return `The connection to the feed failed (${code}).`;
}

/**
 * Fetches a feed within the limits, following redirects and checking each address again. Never
 * throws: anything that goes wrong is a `failed` answer with a reason for the owner.
 */
export async function fetchFeed(
  url: string,
  validators: FeedValidators,
  limits: FeedFetchLimits,
): Promise<FeedAnswer> {
  const controller = new AbortController();
  const { signal } = controller;
  let active: ClientRequest | undefined;
  const timer = setTimeout(() => {
    controller.abort();
    active?.destroy();
  }, limits.timeoutMs);
  try {
    return await follow(url, validators, limits, signal, (request) => {
      active?.destroy();
      active = request;
    });
  } catch (error) {
    if (error instanceof FeedFailure) return { kind: "failed", reason: error.message };
    if (signal.aborted) {
      return {
        kind: "failed",
        reason: `The feed did not answer within ${secondsText(limits.timeoutMs)}.`,
      };
    }
    return { kind: "failed", reason: connectionReason(error) };
  } finally {
    clearTimeout(timer);
    active?.destroy();
  }
}

async function follow(
  url: string,
  validators: FeedValidators,
  limits: FeedFetchLimits,
  signal: AbortSignal,
  started: (request: ClientRequest) => void,
): Promise<FeedAnswer> {
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const problem = feedAddressProblem(current, limits.allowPrivate);
    if (problem) throw new FeedFailure(problem);
    const target = new URL(current);
    const checked = await checkedAddress(hostOf(target), limits.allowPrivate, signal);

    const headers: Record<string, string> = {
      Accept: "text/calendar, text/plain;q=0.9, */*;q=0.5",
      "User-Agent": "ArdennesStays-CalendarSync/1.0",
      "Accept-Encoding": "gzip",
    };
    // The validators belong to the address the owner gave, not to where it redirects.
    const conditional = redirects === 0;
    if (conditional && validators.etag && HEADER_VALUE.test(validators.etag)) {
      headers["If-None-Match"] = validators.etag;
    }
    if (conditional && validators.lastModified && HEADER_VALUE.test(validators.lastModified)) {
      headers["If-Modified-Since"] = validators.lastModified;
    }
    const sentConditions = "If-None-Match" in headers || "If-Modified-Since" in headers;

    const response = await untilAborted(send(target, checked, headers, started), signal);
    const status = response.statusCode ?? 0;

    if (REDIRECT_STATUSES.has(status)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) throw new FeedFailure("The feed redirected without saying where to.");
      if (redirects >= limits.maxRedirects) {
        throw new FeedFailure(`The feed redirected more than ${limits.maxRedirects} times.`);
      }
      try {
        current = new URL(location, target).href;
      } catch {
        throw new FeedFailure("The feed redirected to an address that is not valid.");
      }
      continue;
    }
    if (status === 304 && sentConditions) {
      response.destroy();
      return { kind: "not-modified" };
    }
    if (status < 200 || status > 299) {
      response.destroy();
      const phrase = http.STATUS_CODES[status];
      throw new FeedFailure(`The feed answered ${status}${phrase ? ` (${phrase})` : ""}.`);
    }

    const length = Number(response.headers["content-length"]);
    if (Number.isFinite(length) && length > limits.maxBytes) {
      response.destroy();
      throw new FeedFailure(`The feed is larger than ${sizeText(limits.maxBytes)}.`);
    }
    const body = await untilAborted(readBody(response, limits.maxBytes, signal), signal);
    return {
      kind: "calendar",
      // TextDecoder drops a byte-order mark.
      text: new TextDecoder("utf-8").decode(body),
      etag: response.headers.etag ?? null,
      lastModified: response.headers["last-modified"] ?? null,
    };
  }
}

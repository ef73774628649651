import dns from "node:dns";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import tls from "node:tls";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  FEED_FETCH_LIMITS,
  feedAddressProblem,
  fetchFeed,
  type FeedFetchLimits,
} from "./feed-fetch.server";

const CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n";
const NO_VALIDATORS = { etag: null, lastModified: null };
/** The local test server is loopback on a random port: only allowed with allowPrivate. */
const LIMITS: FeedFetchLimits = {
  timeoutMs: 2_000,
  maxBytes: 64 * 1024,
  maxRedirects: 5,
  allowPrivate: true,
};
const PRIVATE_NETWORK = "The feed's address points to a private network, which is not allowed.";

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
interface Seen {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Settles when the connection closes: whether the whole answer had been sent by then. */
  finished: Promise<boolean>;
}

const routes = new Map<string, Handler>();
const seen: Seen[] = [];
const server = http.createServer((request, response) => {
  const path = request.url ?? "/";
  const finished = new Promise<boolean>((resolve) =>
    response.on("close", () => resolve(response.writableFinished)),
  );
  seen.push({ path, headers: request.headers, finished });
  const handler = routes.get(path);
  if (handler) handler(request, response);
  else response.writeHead(404).end();
});
let port = 0;

/** Serves a path on the local server; its address. */
function serve(path: string, handler: Handler): string {
  routes.set(path, handler);
  return `http://127.0.0.1:${port}${path}`;
}

function requestsTo(path: string): Seen[] {
  return seen.filter((request) => request.path === path);
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("fetching a channel's calendar feed", () => {
  it("answers the text and validators of a 200", async () => {
    const url = serve("/ok.ics", (_request, response) => {
      response.writeHead(200, {
        "Content-Type": "text/calendar; charset=utf-8",
        ETag: '"v1"',
        "Last-Modified": "Wed, 25 Nov 2026 10:00:00 GMT",
      });
      response.end(CALENDAR);
    });

    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "calendar",
      text: CALENDAR,
      etag: '"v1"',
      lastModified: "Wed, 25 Nov 2026 10:00:00 GMT",
    });
    const [request] = requestsTo("/ok.ics");
    expect(request?.headers).toMatchObject({
      accept: "text/calendar, text/plain;q=0.9, */*;q=0.5",
      "user-agent": "ArdennesStays-CalendarSync/1.0",
      "accept-encoding": "gzip",
    });
    expect(request?.headers).not.toHaveProperty("if-none-match");
    expect(request?.headers).not.toHaveProperty("if-modified-since");
  });

  it("answers no validators when the feed gives none", async () => {
    const url = serve("/bare.ics", (_request, response) => response.end(CALENDAR));
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "calendar",
      text: CALENDAR,
      etag: null,
      lastModified: null,
    });
  });

  it("reads the body as UTF-8 and drops a byte-order mark", async () => {
    const url = serve("/bom.ics", (_request, response) => {
      response.end(Buffer.from(`\uFEFF${CALENDAR}SUMMARY:Chalet Hautes Fagnes – été\r\n`, "utf8"));
    });
    const answer = await fetchFeed(url, NO_VALIDATORS, LIMITS);
    expect(answer).toMatchObject({ kind: "calendar" });
    const text = answer.kind === "calendar" ? answer.text : "";
    expect(text.startsWith("BEGIN:VCALENDAR")).toBe(true);
    expect(text).toContain("Hautes Fagnes – été");
  });

  it("sends the validators and answers not-modified to a 304", async () => {
    const url = serve("/same.ics", (_request, response) => response.writeHead(304).end());

    const answer = await fetchFeed(
      url,
      { etag: '"v1"', lastModified: "Wed, 25 Nov 2026 10:00:00 GMT" },
      LIMITS,
    );

    expect(answer).toEqual({ kind: "not-modified" });
    expect(requestsTo("/same.ics")[0]?.headers).toMatchObject({
      "if-none-match": '"v1"',
      "if-modified-since": "Wed, 25 Nov 2026 10:00:00 GMT",
    });
  });

  it("does not take a 304 to a request without validators for not-modified", async () => {
    const url = serve("/odd-304.ics", (_request, response) => response.writeHead(304).end());
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed answered 304 (Not Modified).",
    });
  });

  it("follows a redirect to another path, sending the validators only to the first address", async () => {
    const url = serve("/calendars/old.ics", (_request, response) => {
      response.writeHead(301, { Location: "new.ics?s=secret" }).end();
    });
    serve("/calendars/new.ics?s=secret", (_request, response) => response.end(CALENDAR));

    const answer = await fetchFeed(url, { etag: '"v1"', lastModified: null }, LIMITS);

    expect(answer).toMatchObject({ kind: "calendar", text: CALENDAR });
    expect(requestsTo("/calendars/old.ics")[0]?.headers["if-none-match"]).toBe('"v1"');
    const [moved] = requestsTo("/calendars/new.ics?s=secret");
    expect(moved?.headers).not.toHaveProperty("if-none-match");
  });

  it.each([302, 303, 307, 308])("follows a %i redirect", async (status) => {
    const url = serve(`/redirect-${status}`, (_request, response) => {
      response.writeHead(status, { Location: `/after-${status}.ics` }).end();
    });
    serve(`/after-${status}.ics`, (_request, response) => response.end(CALENDAR));
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toMatchObject({ kind: "calendar" });
  });

  it("follows as many redirects as the limit allows", async () => {
    for (let hop = 0; hop < 5; hop++) {
      serve(`/chain/${hop}`, (_request, response) => {
        response.writeHead(302, { Location: `/chain/${hop + 1}` }).end();
      });
    }
    serve("/chain/5", (_request, response) => response.end(CALENDAR));
    expect(await fetchFeed(`http://127.0.0.1:${port}/chain/0`, NO_VALIDATORS, LIMITS)).toEqual(
      expect.objectContaining({ kind: "calendar" }),
    );
  });

  it("fails a redirect chain longer than the limit", async () => {
    const url = serve("/loop", (_request, response) => {
      response.writeHead(302, { Location: "/loop" }).end();
    });
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed redirected more than 5 times.",
    });
    expect(requestsTo("/loop")).toHaveLength(6);
  });

  it("fails a redirect that does not say where to", async () => {
    const url = serve("/nowhere", (_request, response) => response.writeHead(302).end());
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed redirected without saying where to.",
    });
  });

  it("fails a 500 with its status in plain words", async () => {
    const url = serve("/broken.ics?s=secret-token", (_request, response) => {
      response.writeHead(500).end("stack trace");
    });
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed answered 500 (Internal Server Error).",
    });
  });

  it("fails a 404 with its status in plain words", async () => {
    const url = serve("/gone.ics", (_request, response) => response.writeHead(404).end());
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed answered 404 (Not Found).",
    });
  });

  it("fails a feed that never answers within the time limit, and hangs up", async () => {
    const url = serve("/hangs.ics", () => {});
    const started = performance.now();

    const answer = await fetchFeed(url, NO_VALIDATORS, { ...LIMITS, timeoutMs: 300 });

    expect(answer).toEqual({
      kind: "failed",
      reason: "The feed did not answer within 0.3 seconds.",
    });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await requestsTo("/hangs.ics")[0]?.finished).toBe(false);
  });

  it("fails a feed that trickles its body past the time limit, and hangs up", async () => {
    const url = serve("/trickles.ics", (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      const drip = setInterval(() => response.write("X"), 20);
      response.on("close", () => clearInterval(drip));
    });
    const started = performance.now();

    const answer = await fetchFeed(url, NO_VALIDATORS, { ...LIMITS, timeoutMs: 300 });

    expect(answer).toEqual({
      kind: "failed",
      reason: "The feed did not answer within 0.3 seconds.",
    });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await requestsTo("/trickles.ics")[0]?.finished).toBe(false);
  });

  it("refuses a feed whose Content-Length is over the limit without reading it", async () => {
    const url = serve("/announced-large.ics", (_request, response) => {
      // Only the headers: a body would never be read.
      response.writeHead(200, { "Content-Length": String(64 * 1024 + 1) });
      response.flushHeaders();
    });
    const started = performance.now();

    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed is larger than 64 KB.",
    });
    expect(performance.now() - started).toBeLessThan(LIMITS.timeoutMs);
    expect(await requestsTo("/announced-large.ics")[0]?.finished).toBe(false);
  });

  it("reads a feed of exactly the limit", async () => {
    const body = "X".repeat(64 * 1024);
    const url = serve("/exact.ics", (_request, response) => response.end(body));
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toMatchObject({
      kind: "calendar",
      text: body,
    });
  });

  it("refuses a chunked body that grows past the limit, and hangs up", async () => {
    const block = Buffer.alloc(16 * 1024, "X");
    const url = serve("/grows.ics", (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      const grow = setInterval(() => response.write(block), 5);
      response.on("close", () => clearInterval(grow));
    });

    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed is larger than 64 KB.",
    });
    expect(await requestsTo("/grows.ics")[0]?.finished).toBe(false);
  });

  it("stops reading a 50 MB feed as soon as it passes the real 5 MB limit", async () => {
    const total = 50 * 1024 * 1024;
    const block = Buffer.alloc(64 * 1024, "X");
    let sent = 0;
    const url = serve("/huge.ics", (_request, response) => {
      response.writeHead(200, { "Content-Type": "text/calendar" });
      const pump = () => {
        while (sent < total) {
          sent += block.length;
          if (!response.write(block)) {
            response.once("drain", pump);
            return;
          }
        }
        response.end();
      };
      pump();
    });

    const answer = await fetchFeed(url, NO_VALIDATORS, {
      ...FEED_FETCH_LIMITS,
      allowPrivate: true,
    });

    expect(answer).toEqual({ kind: "failed", reason: "The feed is larger than 5 MB." });
    expect(await requestsTo("/huge.ics")[0]?.finished).toBe(false);
    expect(sent).toBeLessThan(total);
  });

  it("decompresses a gzip body", async () => {
    const url = serve("/zipped.ics", (_request, response) => {
      response.writeHead(200, { "Content-Encoding": "gzip", ETag: '"z"' });
      response.end(gzipSync(CALENDAR));
    });
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "calendar",
      text: CALENDAR,
      etag: '"z"',
      lastModified: null,
    });
  });

  it("refuses a gzip bomb that inflates past the limit", async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(LIMITS.maxBytes);
    const url = serve("/bomb.ics", (_request, response) => {
      response.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": bomb.length });
      response.end(bomb);
    });
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed is larger than 64 KB.",
    });
  });

  it("fails a gzip body that is damaged", async () => {
    const url = serve("/damaged.ics", (_request, response) => {
      response.writeHead(200, { "Content-Encoding": "gzip" });
      response.end(Buffer.from("this is not gzip at all"));
    });
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed's compressed data could not be read.",
    });
  });

  it("fails a body compressed in a way it did not ask for", async () => {
    const url = serve("/brotli.ics", (_request, response) => {
      response.writeHead(200, { "Content-Encoding": "br" }).end("....");
    });
    expect(await fetchFeed(url, NO_VALIDATORS, LIMITS)).toEqual({
      kind: "failed",
      reason: "The feed is compressed in a way that cannot be read.",
    });
  });

  it("fails a refused connection with the error's code", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    expect(
      await fetchFeed(`http://127.0.0.1:${closedPort}/feed.ics`, NO_VALIDATORS, LIMITS),
    ).toEqual({ kind: "failed", reason: "The connection to the feed failed (ECONNREFUSED)." });
  });

  it("fails a host name that cannot be found", { timeout: 15_000 }, async () => {
    const answer = await fetchFeed("https://does-not-exist.invalid/calendar.ics", NO_VALIDATORS, {
      ...LIMITS,
      timeoutMs: 10_000,
      allowPrivate: false,
    });
    expect(answer).toEqual({
      kind: "failed",
      reason: "The feed's address could not be found (DNS).",
    });
  });

  it.each([
    ["the local server's own address", () => `http://127.0.0.1:${port}/ok.ics`],
    ["loopback on port 80", () => "http://127.0.0.1/feed.ics"],
    ["localhost", () => "http://localhost/feed.ics"],
  ])("refuses %s without allowPrivate, before connecting", async (_what, address) => {
    const before = seen.length;
    const answer = await fetchFeed(address(), NO_VALIDATORS, { ...LIMITS, allowPrivate: false });
    expect(answer).toMatchObject({ kind: "failed" });
    expect(seen).toHaveLength(before);
  });

  it("connects to the address DNS gave when it was checked, not asking DNS again", async () => {
    serve("/pinned.ics", (_request, response) => response.end(CALENDAR));
    // Asked again, DNS would not know the name at all.
    const answers = [["127.0.0.1"]];
    const lookup = fakeDns({ "calendar.example": () => answers.shift() ?? [] });

    const answer = await fetchFeed(
      `http://calendar.example:${port}/pinned.ics`,
      NO_VALIDATORS,
      LIMITS,
    );

    expect(answer).toMatchObject({ kind: "calendar", text: CALENDAR });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(requestsTo("/pinned.ics")[0]?.headers.host).toBe(`calendar.example:${port}`);
  });

  it("fails when DNS does not answer within the time limit", async () => {
    vi.spyOn(dns.promises, "lookup").mockReturnValue(new Promise(() => {}));
    expect(
      await fetchFeed("https://calendar.example/feed.ics", NO_VALIDATORS, {
        ...LIMITS,
        timeoutMs: 300,
      }),
    ).toEqual({ kind: "failed", reason: "The feed did not answer within 0.3 seconds." });
  });

  it("names the host to an HTTPS server, so its certificate is checked for that name", async () => {
    const names: string[] = [];
    const tlsServer = tls.createServer({
      SNICallback: (name, done) => {
        names.push(name);
        done(new Error("This test server has no certificate."));
      },
    });
    tlsServer.on("tlsClientError", () => {});
    await new Promise<void>((resolve) => tlsServer.listen(0, "127.0.0.1", resolve));
    const tlsPort = (tlsServer.address() as AddressInfo).port;
    fakeDns({ "calendar.example": ["127.0.0.1"] });

    try {
      const answer = await fetchFeed(
        `https://calendar.example:${tlsPort}/feed.ics`,
        NO_VALIDATORS,
        LIMITS,
      );
      expect(answer).toMatchObject({ kind: "failed" });
      expect(names).toEqual(["calendar.example"]);
    } finally {
      await new Promise((resolve) => tlsServer.close(resolve));
    }
  });

  it("never repeats the address's secret or credentials in a reason", async () => {
    const url = serve("/private.ics?s=s3cr3t-token", (_request, response) => {
      response.writeHead(503).end();
    });
    const answers = await Promise.all([
      fetchFeed(url, NO_VALIDATORS, LIMITS),
      fetchFeed("https://owner:pa55word@does-not-exist.invalid/x.ics", NO_VALIDATORS, LIMITS),
      fetchFeed("https://does-not-exist.invalid/x.ics?s=s3cr3t-token", NO_VALIDATORS, LIMITS),
    ]);
    for (const answer of answers) {
      expect(answer.kind).toBe("failed");
      expect(JSON.stringify(answer)).not.toMatch(/s3cr3t|pa55word|owner|invalid/);
    }
  });
});

/** A public address for a pretend site; nothing is ever sent to it. */
const PUBLIC_ADDRESS = "93.184.215.14";

type DnsAnswers = Record<string, string[] | (() => string[])>;

/** DNS answers the names as given (a function answers afresh each time); other names as usual. */
function fakeDns(names: DnsAnswers) {
  const realLookup = dns.promises.lookup;
  return vi.spyOn(dns.promises, "lookup").mockImplementation((async (
    host: string,
    options: dns.LookupAllOptions,
  ) => {
    const answer = names[host];
    if (!answer) return realLookup(host, options);
    const addresses = typeof answer === "function" ? answer() : answer;
    return addresses.map((address) => ({ address, family: net.isIP(address) }));
  }) as never);
}

/**
 * Makes host names look like sites on the public internet, on port 80, without the internet:
 * DNS answers them as given, and a connection to one of them reaches the local server instead.
 * Where the fetch meant to connect is recorded, as the lookup it hands to net answers it.
 */
function pretendPublic(names: DnsAnswers) {
  const lookup = fakeDns(names);
  const connectedTo: string[] = [];
  const realConnect = http.Agent.prototype.createConnection;
  const connect = vi.spyOn(http.Agent.prototype, "createConnection").mockImplementation(function (
    this: http.Agent,
    options,
    callback,
  ) {
    const host = String(options.host);
    if (!(host in names)) return realConnect.call(this, options, callback);
    options.lookup?.(host, {}, (_error, address) => connectedTo.push(String(address)));
    return net.createConnection({ host: "127.0.0.1", port });
  });
  return { lookup, connect, connectedTo };
}

describe("fetching a feed from a host name on the public internet", () => {
  const PUBLIC: FeedFetchLimits = { ...LIMITS, allowPrivate: false };

  it("connects to the address it checked, even when DNS answers differently afterwards", async () => {
    serve("/public.ics", (_request, response) => response.end(CALENDAR));
    const answers = [[PUBLIC_ADDRESS], ["127.0.0.1"]];
    const { lookup, connectedTo } = pretendPublic({
      "calendar.example": () => answers.shift() ?? ["127.0.0.1"],
    });

    const answer = await fetchFeed("http://calendar.example/public.ics", NO_VALIDATORS, PUBLIC);

    expect(answer).toMatchObject({ kind: "calendar", text: CALENDAR });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(connectedTo).toEqual([PUBLIC_ADDRESS]);
    expect(requestsTo("/public.ics").at(-1)?.headers.host).toBe("calendar.example");
  });

  it("refuses a host name when any of its addresses is private, before connecting", async () => {
    const { connect } = pretendPublic({ "calendar.example": [PUBLIC_ADDRESS, "10.0.0.7"] });
    expect(await fetchFeed("http://calendar.example/public.ics", NO_VALIDATORS, PUBLIC)).toEqual({
      kind: "failed",
      reason: PRIVATE_NETWORK,
    });
    expect(connect).not.toHaveBeenCalled();
  });

  it.each([
    ["a private address", "http://10.0.0.1/feed.ics", PRIVATE_NETWORK],
    ["loopback", "http://127.0.0.1/internal.ics", PRIVATE_NETWORK],
    ["loopback in IPv6", "http://[::1]/internal.ics", PRIVATE_NETWORK],
    ["localhost", "http://localhost/internal.ics", PRIVATE_NETWORK],
    ["cloud metadata", "http://169.254.169.254/latest/meta-data/", PRIVATE_NETWORK],
    ["a name that resolves privately", "http://intranet.example/internal.ics", PRIVATE_NETWORK],
    [
      "another port",
      "http://calendar.example:8080/internal.ics",
      "The feed's address must use port 80 or 443.",
    ],
    ["a file", "file:///etc/passwd", "The feed's address must start with http:// or https://."],
  ])("refuses a redirect to %s", async (_what, location, reason) => {
    const path = `/redirect-to/${encodeURIComponent(location)}`;
    serve(path, (_request, response) => response.writeHead(302, { Location: location }).end());
    serve("/internal.ics", (_request, response) => response.end("secret"));
    pretendPublic({
      "calendar.example": [PUBLIC_ADDRESS],
      "intranet.example": ["192.168.1.20"],
    });
    const before = requestsTo("/internal.ics").length;

    const answer = await fetchFeed(`http://calendar.example${path}`, NO_VALIDATORS, PUBLIC);

    expect(answer).toEqual({ kind: "failed", reason });
    expect(requestsTo(path)).toHaveLength(1);
    expect(requestsTo("/internal.ics")).toHaveLength(before);
  });
});

describe("whether an address can be a feed", () => {
  it.each([
    [
      "ftp:",
      "ftp://calendar.example/feed.ics",
      "The feed's address must start with http:// or https://.",
    ],
    ["file:", "file:///etc/passwd", "The feed's address must start with http:// or https://."],
    [
      "credentials",
      "https://owner:secret@calendar.example/feed.ics",
      "The feed's address must not contain a user name or password.",
    ],
    [
      "a user name alone",
      "https://owner@calendar.example/feed.ics",
      "The feed's address must not contain a user name or password.",
    ],
    [
      "port 8080",
      "https://calendar.example:8080/feed.ics",
      "The feed's address must use port 80 or 443.",
    ],
    ["port 22", "http://calendar.example:22/", "The feed's address must use port 80 or 443."],
    ["localhost", "http://localhost/feed.ics", PRIVATE_NETWORK],
    ["a name under localhost", "https://calendar.localhost/feed.ics", PRIVATE_NETWORK],
    ["localhost with a trailing dot", "http://localhost./feed.ics", PRIVATE_NETWORK],
    ["127.0.0.1", "http://127.0.0.1/feed.ics", PRIVATE_NETWORK],
    ["127.0.0.1 written as a number", "http://2130706433/feed.ics", PRIVATE_NETWORK],
    ["[::1]", "http://[::1]/feed.ics", PRIVATE_NETWORK],
    ["an IPv4-mapped loopback", "http://[::ffff:127.0.0.1]/feed.ics", PRIVATE_NETWORK],
    ["10.0.0.1", "https://10.0.0.1/feed.ics", PRIVATE_NETWORK],
    ["169.254.169.254", "http://169.254.169.254/latest/meta-data/", PRIVATE_NETWORK],
    [
      "text that is no address",
      "calendar.example/feed.ics",
      "The feed's address is not a valid web address.",
    ],
    [
      "an address over 2,000 characters",
      `https://calendar.example/${"x".repeat(2_000)}`,
      "The feed's address is longer than 2,000 characters.",
    ],
  ])("refuses %s", (_what, url, reason) => {
    expect(feedAddressProblem(url, false)).toBe(reason);
  });

  it.each([
    "https://www.airbnb.com/calendar/ical/123.ics?s=abc",
    "http://calendar.example/feed.ics",
    "https://calendar.example:443/feed.ics",
    "http://calendar.example:443/feed.ics",
    "https://8.8.8.8/feed.ics",
    "https://[2a00:1450::1]/feed.ics",
  ])("accepts %s", (url) => {
    expect(feedAddressProblem(url, false)).toBeNull();
  });

  it("accepts loopback and private addresses on any port with allowPrivate, but no other scheme", () => {
    expect(feedAddressProblem("http://127.0.0.1:8080/feed.ics", true)).toBeNull();
    expect(feedAddressProblem("http://localhost:3000/feed.ics", true)).toBeNull();
    expect(feedAddressProblem("http://[::1]:8080/feed.ics", true)).toBeNull();
    expect(feedAddressProblem("ftp://127.0.0.1/feed.ics", true)).toBe(
      "The feed's address must start with http:// or https://.",
    );
    expect(feedAddressProblem("http://user:pw@127.0.0.1/feed.ics", true)).toBe(
      "The feed's address must not contain a user name or password.",
    );
  });
});

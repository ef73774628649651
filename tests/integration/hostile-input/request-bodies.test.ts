import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stopReadCache } from "@/db/read-cache";
import { BODY_DEADLINES, PHOTO_UPLOADS_AT_ONCE, photoUploadsBeingRead } from "@/api/request-body";
import { configureForFile, withOwners } from "../../support/config";
import { startFrontServer, type FrontServer } from "../../support/front-server";
import { createProperty } from "../../support/fixtures";
import { enrolOwner, SITE_ORIGIN } from "../../support/owner";

/**
 * Bodies that never finish, never say their size, or come slowly (issue 30, hole 1): none may
 * make the server hold memory for a stranger, nor answer 500.
 */

const OWNER = "bodies-owner@owners.example";
configureForFile(withOwners(OWNER));

let server: FrontServer;
let ownerHeaders: Record<string, string>;
let homeId: string;
const deadlines = { ...BODY_DEADLINES };

beforeAll(async () => {
  const { browser } = await enrolOwner(OWNER);
  const { cookie, csrfToken, origin } = await browser.credentials();
  ownerHeaders = { cookie, "x-csrf-token": csrfToken, origin };
  homeId = (await createProperty({ images: 0 })).id;
  server = await startFrontServer();
});
afterAll(async () => {
  await stopReadCache();
  await server.close();
});
afterEach(() => {
  Object.assign(BODY_DEADLINES, deadlines);
});

interface Exchange {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection after its answer. */
  closed: boolean;
}

/**
 * A request written byte for byte on a socket, as curl or a script would: its head, then what
 * `send` gives, with no end unless the head's framing ends it. Resolves with the answer once the
 * server has closed the connection, or, if it keeps it, 5 seconds after the answer began.
 */
function exchange(
  head: string[],
  send: (socket: net.Socket) => void = () => {},
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let received = "";
    let keptOpen: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(keptOpen);
      socket.destroy();
      const [top = "", ...rest] = received.split("\r\n\r\n");
      const [statusLine = "", ...lines] = top.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const raw = rest.join("\r\n\r\n");
      const body = headers["transfer-encoding"] === "chunked" ? dechunk(raw) : raw;
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body, closed });
    };
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
      keptOpen ??= setTimeout(() => finish(false), 5_000);
    });
    socket.on("end", () => finish(true));
    socket.on("error", (error) => (received ? finish(true) : reject(error)));
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
    send(socket);
  });
}

/** A chunked answer's body, its chunks joined. */
function dechunk(raw: string): string {
  let body = "";
  for (let at = 0; at < raw.length;) {
    const lineEnd = raw.indexOf("\r\n", at);
    const size = parseInt(raw.slice(at, lineEnd), 16);
    if (!(size > 0)) break;
    body += raw.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
  return body;
}

const lines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `${name}: ${value}`);

/** The head of a photo upload to the test's home, with these headers. */
const photoUpload = (headers: Record<string, string>) => [
  `POST /api/owner/homes/${homeId}/photos HTTP/1.1`,
  "Host: 127.0.0.1",
  "Content-Type: multipart/form-data; boundary=xyz",
  ...lines(headers),
];
const errorOf = (answer: Exchange): unknown => JSON.parse(answer.body);

describe("a request body without a Content-Length", () => {
  it("an empty POST is answered 400 in the error shape, not 500", async () => {
    const answer = await exchange([
      "POST /api/public/contact HTTP/1.1",
      "Host: 127.0.0.1",
      "Connection: close",
    ]);
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({ code: "INVALID_JSON" });
  });

  it("a chunked JSON body is read like any other, and refused past 64 KB", async () => {
    const chunked = (body: string) => (socket: net.Socket) => {
      socket.write(`${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`);
    };
    const head = [
      "POST /api/public/contact HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      "Transfer-Encoding: chunked",
      "Connection: close",
    ];
    const small = await exchange(head, chunked(JSON.stringify({ name: "Ann" })));
    expect(small.status).toBe(400);
    expect(errorOf(small)).toMatchObject({ code: "INVALID_INPUT" });

    const large = await exchange(head, chunked(JSON.stringify({ name: "x".repeat(70_000) })));
    expect(large.status).toBe(413);
    expect(errorOf(large)).toEqual({
      error: "Request body is too large",
      code: "PAYLOAD_TOO_LARGE",
    });
  });
});

describe("a photo upload", () => {
  it("is refused with 411 when chunked, before the server reads it, even from the owner", async () => {
    const answer = await exchange(
      photoUpload({ "transfer-encoding": "chunked", ...ownerHeaders }),
      // A megabyte of a body that never ends.
      (socket) => socket.write(`100000\r\n${"a".repeat(0x100000)}\r\n`),
    );
    expect(answer.status).toBe(411);
    expect(errorOf(answer)).toMatchObject({ code: "LENGTH_REQUIRED" });
    expect(answer.closed).toBe(true);
  });

  it("from a stranger is answered 401 unread, and its connection closed", async () => {
    const answer = await exchange(
      photoUpload({ "content-length": String(19 * 1024 * 1024), origin: SITE_ORIGIN }),
      (socket) => socket.write("a".repeat(64 * 1024)),
    );
    expect(answer.status).toBe(401);
    expect(answer.closed).toBe(true);
  });

  it("from the owner without the CSRF token is answered 403 unread", async () => {
    const withoutToken = Object.fromEntries(
      Object.entries(ownerHeaders).filter(([name]) => name !== "x-csrf-token"),
    );
    const answer = await exchange(
      photoUpload({ "content-length": String(19 * 1024 * 1024), ...withoutToken }),
      (socket) => socket.write("a".repeat(64 * 1024)),
    );
    expect(answer.status).toBe(403);
    expect(answer.closed).toBe(true);
  });

  it("that stops arriving is answered 408 and its connection closed", async () => {
    BODY_DEADLINES.idleMs = 300;
    const answer = await exchange(
      photoUpload({ "content-length": String(1024 * 1024), ...ownerHeaders }),
      (socket) => socket.write("a".repeat(10_000)),
    );
    expect(answer.status).toBe(408);
    expect(errorOf(answer)).toMatchObject({ code: "REQUEST_TIMEOUT" });
    expect(answer.closed).toBe(true);
  });

  it(`is read ${PHOTO_UPLOADS_AT_ONCE} at a time: one more is asked to try again shortly`, async () => {
    BODY_DEADLINES.idleMs = 1_500;
    const stalled = Array.from({ length: PHOTO_UPLOADS_AT_ONCE }, () =>
      exchange(photoUpload({ "content-length": String(1024 * 1024), ...ownerHeaders }), (socket) =>
        socket.write("a".repeat(1_000)),
      ),
    );
    // Each stalled upload holds its place once its head has passed the owner gate.
    await vi.waitFor(() => expect(photoUploadsBeingRead()).toBe(PHOTO_UPLOADS_AT_ONCE));
    const oneMore = await exchange(
      photoUpload({ "content-length": String(1024 * 1024), ...ownerHeaders }),
      (socket) => socket.write("a".repeat(1_000)),
    );
    expect(oneMore.status).toBe(503);
    expect(oneMore.headers["retry-after"]).toBe("5");
    expect(errorOf(oneMore)).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(oneMore.closed).toBe(true);

    // Timed out, the stalled ones give their places back.
    for (const answer of await Promise.all(stalled)) expect(answer.status).toBe(408);
    const after = await exchange(
      photoUpload({ "content-length": "3", connection: "close", ...ownerHeaders }),
      (socket) => socket.write("abc"),
    );
    expect(after.status).toBe(400);
  });
});

describe("a JSON body that stops arriving", () => {
  it("is answered 408 and its connection closed", async () => {
    BODY_DEADLINES.idleMs = 300;
    const answer = await exchange(
      [
        "POST /api/public/contact HTTP/1.1",
        "Host: 127.0.0.1",
        "Content-Type: application/json",
        "Content-Length: 1000",
      ],
      (socket) => socket.write('{"name":'),
    );
    expect(answer.status).toBe(408);
    expect(errorOf(answer)).toEqual({
      error: "The request's body arrived too slowly",
      code: "REQUEST_TIMEOUT",
    });
    expect(answer.closed).toBe(true);
  });
});

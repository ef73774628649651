import http from "node:http";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopReadCache } from "@/db/read-cache";
import { startFrontServer, type FrontServer } from "../../support/front-server";
import { createProperty } from "../../support/fixtures";

import {
  RUNS,
  STAY_QUERY,
  authorizations,
  encodePathSegment,
  expectSafeAnswer,
  forwardedFor,
  headerText,
  pathParams,
  queries,
} from "../../support/hostile-input";

/** The front server over real HTTP: what reaches it on the wire, path and headers as sent. */

describe("the front server, given generated hostile requests", () => {
  let server: FrontServer;
  let port: number;
  let home: Awaited<ReturnType<typeof createProperty>>;

  beforeAll(async () => {
    home = await createProperty({ images: 1, houseRules: ["No smoking"], reviewRatings: [5] });
    server = await startFrontServer();
    port = server.port;
  });

  afterAll(async () => {
    await stopReadCache();
    await server.close();
  });

  /** Node's limit on a request's head (HTTP parser): an address past it never reaches the app. */
  const MAX_HEAD_BYTES = 16 * 1024;

  /**
   * Sent as is: `fetch` would tidy the path (`../`, case, encoding) before the server saw it.
   * Status 0 is a connection the server reset.
   */
  function rawRequest(method: string, path: string, headers: Record<string, string>) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const request = http.request(
          { host: "127.0.0.1", port, method, path, headers, setHost: !("host" in headers) },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => {
              const body = Buffer.concat(chunks);
              // A HEAD answer says gzip but carries no body to unzip.
              const zipped = response.headers["content-encoding"] === "gzip" && body.length > 0;
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                text: (zipped ? gunzipSync(body) : body).toString("utf8"),
              });
            });
          },
        );
        request.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNRESET" || error.code === "EPIPE") {
            resolve({ status: 0, headers: {}, text: "" });
          } else reject(error);
        });
        request.end();
      },
    );
  }

  /** What a path segment may hold on the wire: any byte from `!` up, `/`, `?` and `%` too. */
  const wireSegment = fc.oneof(
    pathParams([]).map(encodePathSegment),
    fc.constantFrom("..", "../..", "%2e%2e", "..%2f..%2f", "%00", "%zz", "%", "//", "~", "."),
    fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)),
      maxLength: 40,
    }),
  );

  /** Printable ASCII as it is, the rest percent-encoded: what an HTTP client may put in a path. */
  function onTheWire(text: string): string {
    return Array.from(text, (char) =>
      /[\x21-\x7e]/.test(char) ? char : encodePathSegment(char),
    ).join("");
  }

  const PARTS = [
    "",
    "/availability",
    "/quote",
    "/amenities",
    "/features",
    "/features/highlighted",
    "/policies",
    "/reviews",
    "/unknown",
  ];

  const directRequests = fc.record({
    method: fc.constantFrom("GET", "HEAD"),
    path: fc.oneof(
      {
        arbitrary: fc
          .tuple(fc.oneof(fc.constant(null), wireSegment), fc.constantFrom(...PARTS))
          .map(([id, part]) => `/api/public/properties/${id ?? "{known}"}${part}`),
        weight: 4,
      },
      fc.constantFrom("/api/public/properties", "/api/health", "/api/public/properties/"),
    ),
    query: queries([...STAY_QUERY, "search", "minGuests", "maxGuests", "limit", "offset"]),
    headers: fc.record(
      {
        host: fc.oneof(
          headerText,
          fc.constantFrom("a b", "evil.example/path", "[::1", "@", "localhost:99999", "%00"),
        ),
        "accept-encoding": fc.oneof(
          fc.constantFrom("gzip", "gzip, br", "*", "identity"),
          headerText,
        ),
        "x-forwarded-for": forwardedFor,
        "x-request-id": headerText,
        authorization: authorizations([]),
      },
      { requiredKeys: [] },
    ),
  });

  it("never answers 500 or leaks internals to generated paths, queries and headers", async () => {
    await fc.assert(
      fc.asyncProperty(directRequests, async ({ method, path, query, headers }) => {
        const address = `${path.replace("{known}", home.id)}${query ? `?${onTheWire(query)}` : ""}`;
        const answer = await rawRequest(method, address, headers);
        const label = `${method} ${address}`;
        if (answer.text === "not the API") return;
        // Node's HTTP parser refuses a head (address and headers) past its 16 KB limit before any
        // app runs: a 431, or, when it closes while the client still sends, a reset.
        if (answer.status === 431 && answer.text === "") return;
        const head = Object.entries(headers).reduce(
          (bytes, [name, value]) => bytes + name.length + value.length,
          address.length,
        );
        if (answer.status === 0 && head > MAX_HEAD_BYTES) return;
        expect(answer.status, `${label}: the connection was reset`).not.toBe(0);
        if (method === "HEAD") {
          expect(answer.status, label).toBeLessThan(500);
          expect(answer.text, label).toBe("");
          return;
        }
        expectSafeAnswer(answer, label);
      }),
      { numRuns: 2 * RUNS },
    );
  });
});

import http from "node:http";
import { gunzipSync } from "node:zlib";
import { desc, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as unknownEndpoint from "@/app/api/[...path]/route";
import { POST as requestCodeRoute } from "@/app/api/guest/booking/request-code/route";
import { POST as verifyCodeRoute } from "@/app/api/guest/booking/verify-code/route";
import { GET as guestBookingRoute } from "@/app/api/guest/bookings/[id]/route";
import { GET as guestBookingsRoute } from "@/app/api/guest/bookings/route";
import { POST as logoutRoute } from "@/app/api/guest/logout/route";
import { GET as paymentStatusRoute } from "@/app/api/guest/payments/booking/[bookingId]/status/route";
import { GET as profileRoute, PATCH as updateProfileRoute } from "@/app/api/guest/profile/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as publicBookingRoute } from "@/app/api/public/bookings/[id]/route";
import { POST as createBookingRoute } from "@/app/api/public/bookings/route";
import { POST as contactRoute } from "@/app/api/public/contact/route";
import { GET as imageRoute } from "@/app/api/public/images/property/[imageId]/route";
import { POST as unsubscribeRoute } from "@/app/api/public/newsletter/unsubscribe/route";
import { POST as newsletterRoute } from "@/app/api/public/newsletter/route";
import { POST as startPaymentRoute } from "@/app/api/public/payments/start/[bookingId]/route";
import { POST as webhookRoute } from "@/app/api/public/payments/webhook/route";
import { GET as amenitiesRoute } from "@/app/api/public/properties/[id]/amenities/route";
import { GET as availabilityRoute } from "@/app/api/public/properties/[id]/availability/route";
import { GET as highlightedRoute } from "@/app/api/public/properties/[id]/features/highlighted/route";
import { GET as featuresRoute } from "@/app/api/public/properties/[id]/features/route";
import { GET as policiesRoute } from "@/app/api/public/properties/[id]/policies/route";
import { GET as quoteRoute } from "@/app/api/public/properties/[id]/quote/route";
import { GET as reviewsRoute } from "@/app/api/public/properties/[id]/reviews/route";
import { GET as propertyRoute } from "@/app/api/public/properties/[id]/route";
import { GET as propertiesRoute } from "@/app/api/public/properties/route";
import { getDb } from "@/db/client";
import { stopReadCache } from "@/db/read-cache";
import { bookings, contactMessages, guests, outboxEmails, payments } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { NULL_CHARACTER_MESSAGE } from "@/lib/http";
import { bearer, signInAs, type SignedInGuest } from "../support/auth";
import { bookingRequest, postJson } from "../support/bookings";
import { FRIDAY, upcoming } from "../support/dates";
import { startDirectReadServer, type DirectReadServer } from "../support/direct-read-server";
import { createProperty, holdDates } from "../support/fixtures";
import { call } from "../support/routes";

/**
 * Hostile input (issue 7): whatever a client sends, the API answers in its error shape and
 * never with a 500 or its internals. Generated requests are reproducible: fast-check prints the
 * seed and path of a failing run, to be given back to `fc.assert` while investigating.
 */
const RUNS = 40;

// ---------------------------------------------------------------------------------------------
// What a hostile client sends

/** Strings that have broken SQL, HTML or a parser somewhere before. */
const INJECTIONS = [
  "'; DROP TABLE bookings; --",
  "' OR 1=1 --",
  '" OR ""="',
  "Robert'); DELETE FROM guests; --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "javascript:alert(1)",
] as const;

const ODD_TEXT = [
  "\u0000",
  "Ann\u0000Peeters",
  "%00",
  "\uFEFFAnn",
  "\u202Eevil",
  "𝕏🏡👨‍👩‍👧",
  "\uD800",
  "../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "${7*7}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "%",
  "_",
  "\\",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1F",
  "",
  " ",
  "\t\n\r",
  "null",
  "true",
];

const LONG_TEXT = [
  "a".repeat(101),
  "a".repeat(301),
  "é".repeat(2_100),
  "x".repeat(5_001),
  "€".repeat(22_000),
  "y".repeat(70_000),
];

const DATE_LIKE = [
  "0000-01-01",
  "0001-01-01",
  "9999-12-31",
  "2026-02-30",
  "2026-13-01",
  "2026-06-05T13:00:00.000Z",
  "9999-12-31T23:59:59+14:00",
  "+275760-09-13T00:00:00.000Z",
  "-000001-01-01T00:00:00Z",
  "2026-06-05T25:61:00Z",
];

const dateText = fc.oneof(
  fc.constantFrom(...DATE_LIKE),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);

const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTIONS, ...ODD_TEXT), weight: 3 },
  // PostgreSQL refuses U+0000 in text: anywhere in a string it must be refused before.
  { arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`), weight: 2 },
  fc.constantFrom(...LONG_TEXT),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer().map(String),
  dateText,
);

/** Nested `depth` levels deep: parsers and validators that recurse run out of stack. */
function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  fc.oneof(
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5),
  ),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer({ min: 10, max: 2_000 }).map(nested),
);

/** Bodies that are not the JSON asked for, or are but far too big. */
const BROKEN_BODIES = [
  "",
  "{",
  "[",
  '{"a":',
  "null",
  "undefined",
  "\uFEFF{}",
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  JSON.stringify({ name: "x".repeat(70_000) }),
  // 66 KB in 22,000 characters: a limit counted in characters lets it through.
  JSON.stringify({ name: "€".repeat(22_000) }),
  `[${"1,".repeat(40_000)}1]`,
];

const anyBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 100 }),
  fc.constantFrom(...BROKEN_BODIES),
  fc.integer({ min: 1, max: 30_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc
    .integer({ min: 1, max: 10_000 })
    .map((depth) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
);

type Body = string | Uint8Array<ArrayBuffer>;

/** Bytes that are not UTF-8 text at all. */
const rawBytes = fc.uint8Array({ maxLength: 200 }).map((bytes) => new Uint8Array(bytes));

/**
 * A valid body with some fields made hostile, so that checks past the first field are reached;
 * `valid` may vary (a booking's week) so that one accepted body does not decide the rest.
 */
function jsonBodies(
  valid: fc.Arbitrary<Record<string, unknown>> | Record<string, unknown>,
): fc.Arbitrary<Body> {
  const bodies = valid instanceof fc.Arbitrary ? valid : fc.constant(valid);
  const keys = Object.keys(fc.sample(bodies, 1)[0] ?? {});
  const oneChanged = fc
    .tuple(bodies, fc.constantFrom(...keys), wrongValue)
    .map(([body, key, value]) => JSON.stringify({ ...body, [key]: value }));
  const someChanged = fc
    .tuple(bodies, fc.dictionary(fc.constantFrom(...keys), wrongValue, { maxKeys: keys.length }))
    .map(([body, changes]) => JSON.stringify({ ...body, ...changes }));
  return fc.oneof(
    { arbitrary: oneChanged, weight: 5 },
    someChanged,
    fc.dictionary(fc.constantFrom(...keys), wrongValue).map((body) => JSON.stringify(body)),
    bodies.map((body) => JSON.stringify(body)),
    anyBody,
    rawBytes,
  );
}

/** A form body as a payment provider posts it, and everything a forger would try instead. */
function formBodies(knownIds: readonly string[]): fc.Arbitrary<Body> {
  const id = fc.oneof(fc.constantFrom(...knownIds), hostileText);
  return fc.oneof(
    { arbitrary: id.map((value) => new URLSearchParams({ id: value }).toString()), weight: 3 },
    fc.constantFrom("id=", "id", "id=a&id=b", "id=%zz", "id=%00", "=", "&&&"),
    anyBody,
    rawBytes,
  );
}

/** Header values a client can really send: Latin-1 without control characters. */
const headerText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }))
    .map((code) => String.fromCharCode(code)),
  maxLength: 200,
});

/** Each generated request from its own address, so per-address limits do not answer them all. */
const clientAddress = fc
  .integer({ min: 1, max: 2 ** 24 - 2 })
  .map((n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);

/**
 * A hop of 4 to 8 KB that does not compress (a generated string is too regular), so it is
 * longer than a database index entry may be should it end up in a key. Made from `seed` alone,
 * so a failing run replays.
 */
function noiseHop(seed: number): string {
  let state = seed | 1;
  const bytes = Buffer.alloc(3_000 + (Math.abs(seed) % 3_000));
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 255;
  }
  return bytes.toString("base64");
}

const forwardedFor = fc.oneof(
  { arbitrary: clientAddress, weight: 4 },
  headerText,
  fc.constantFrom("", ",", " , ", "unknown", "::1", "[::1]:80", "300.1.1.1"),
  fc.array(clientAddress, { maxLength: 50 }).map((hops) => hops.join(", ")),
  fc.integer().map(noiseHop),
);

function authorizations(validTokens: readonly string[]): fc.Arbitrary<string> {
  const garbage = fc.oneof(
    headerText,
    headerText.map((text) => `Bearer ${text}`),
    fc.stringMatching(/^[A-Za-z0-9_-]{20,200}$/).map((token) => `Bearer ${token}`),
    fc.constantFrom(
      "Bearer",
      "Bearer ",
      "bearer abc",
      "Basic dXNlcjpwYXNzd29yZA==",
      `Bearer ${"a".repeat(201)}`,
      "Bearer ' OR 1=1 --",
      "Bearer ../../../etc/passwd",
    ),
  );
  if (validTokens.length === 0) return garbage;
  const valid = fc.constantFrom(...validTokens);
  return fc.oneof(
    { arbitrary: valid.map((token) => `Bearer ${token}`), weight: 3 },
    valid.map((token) => `Bearer ${token} ${token}`),
    valid.map((token) => `Bearer ${token}x`),
    garbage,
  );
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----lie",
  "application/xml",
  "image/png",
];

function hostileHeaders(validTokens: readonly string[]): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      authorization: authorizations(validTokens),
      "content-type": fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerText),
      "content-length": fc.constantFrom("0", "1", "-1", "abc", "99999999999"),
      "x-forwarded-for": forwardedFor,
      "idempotency-key": fc.oneof(headerText, fc.stringMatching(/^[\w-]{8,200}$/)),
      accept: fc.oneof(fc.constantFrom("image/avif", "image/webp", "*/*", ""), headerText),
      "if-none-match": headerText,
      "x-request-id": headerText,
    },
    { requiredKeys: ["x-forwarded-for"] },
  );
}

function pathParams(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(knownIds.length > 0 ? [{ arbitrary: fc.constantFrom(...knownIds), weight: 3 }] : []),
    fc.uuid(),
    fc.uuid().map((id) => id.toUpperCase()),
    fc.uuid().map((id) => `{${id}}`),
    fc.uuid().map((id) => `${id}\n`),
    fc.string({ maxLength: 60 }),
    fc.string({ unit: "binary", maxLength: 60 }),
    fc.integer().map(String),
    fc.constantFrom(
      "../",
      "..",
      "../../../etc/passwd",
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2f",
      "%00",
      "\u0000",
      "null",
      "undefined",
      "0",
      "-1",
      "1e9",
      "NaN",
      "' OR 1=1 --",
      "<script>alert(1)</script>",
      "00000000-0000-0000-0000-000000000000",
      "a".repeat(5_000),
      "𝕏".repeat(500),
    ),
  );
}

function queries(names: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof({ arbitrary: hostileText, weight: 3 }, dateText, fc.nat().map(String));
  const key = fc.oneof(
    ...(names.length > 0 ? [{ arbitrary: fc.constantFrom(...names), weight: 3 }] : []),
    fc.constantFrom("__proto__", "constructor", "limit[]", "a[b]"),
    fc.string({ maxLength: 8 }),
  );
  return fc.oneof(
    { arbitrary: fc.constant(""), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(key, value), { maxLength: 6 })
        .map((pairs) => new URLSearchParams(pairs).toString()),
      weight: 5,
    },
    fc.string({ maxLength: 60 }),
    fc.constantFrom("%", "%zz", "a=%E0%A4%A", "limit=1&limit=-1", "guests=1e400", "&&==&"),
  );
}

// ---------------------------------------------------------------------------------------------
// What the API must answer

type Params = Record<string, string>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface Endpoint {
  method: Method;
  /** As the spec writes it: the path parameter in braces. */
  path: string;
  handle(request: Request, context: { params: Promise<Params> }): Promise<Response>;
  /** Values of the path parameter that exist, so generated requests also get past the lookup. */
  knownIds?: () => readonly string[];
  query?: readonly string[];
  body?: () => fc.Arbitrary<Body>;
  /** Tokens of signed-in guests, so requests also get past the sign-in check. */
  tokens?: () => readonly string[];
}

interface HostileRequest {
  param: string;
  query: string;
  headers: Record<string, string>;
  body: Body | undefined;
}

function hostileRequests(endpoint: Endpoint): fc.Arbitrary<HostileRequest> {
  const takesParam = endpoint.path.includes("{");
  return fc.record({
    param: takesParam ? pathParams(endpoint.knownIds?.() ?? []) : fc.constant(""),
    query: queries(endpoint.query ?? []),
    headers: hostileHeaders(endpoint.tokens?.() ?? []),
    body:
      endpoint.method === "GET"
        ? fc.constant(undefined)
        : fc.oneof({ arbitrary: endpoint.body?.() ?? anyBody, weight: 5 }, fc.constant(undefined)),
  });
}

/** Every byte percent-encoded: the address stays valid whatever the parameter holds. */
function encodePathSegment(segment: string): string {
  return Array.from(Buffer.from(segment, "utf8"), (byte) => `%${byte.toString(16)}`).join("");
}

async function send(endpoint: Endpoint, request: HostileRequest) {
  const name = /\{(\w+)\}/.exec(endpoint.path)?.[1];
  const path = endpoint.path.replace(/\{\w+\}/, encodePathSegment(request.param));
  const params: Params = name === undefined ? {} : { [name]: request.param };
  return call(endpoint.handle, `${path}${request.query ? `?${request.query}` : ""}`, params, {
    method: endpoint.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

/** Signs of internals: stack frames, file paths, the driver's or the database's own words. */
const INTERNALS = [
  /\n\s+at \S/,
  /\bat \S+ \(.*:\d+:\d+\)/,
  /node_modules/,
  /\b\w*Error:/,
  /\/(?:work|srv|home|app|usr)\//,
  /failed query|sqlstate|syntax error at or near|violates .* constraint|relation "|column "/i,
  /\b(?:select|insert into|delete from|update)\b[^]*\b(?:from|values|set|where)\b/i,
  /drizzle|postgres|pglite|invalid byte sequence/i,
];

function expectErrorShape(body: unknown, label: string): void {
  expect(body, label).toEqual(
    expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
  );
  const { error, code, ...rest } = body as { error: string; code: string };
  expect(
    Object.keys(rest).filter((key) => key !== "details"),
    label,
  ).toEqual([]);
  expect(error.length, label).toBeGreaterThan(0);
  expect(code, label).toMatch(/^[A-Z_]+$/);
}

/** What every answer to a hostile request must be, whatever else it is. */
function expectSafeAnswer(
  answer: { status: number; headers: Headers | http.IncomingHttpHeaders; text: string },
  label: string,
): void {
  const header = (name: string) =>
    answer.headers instanceof Headers
      ? answer.headers.get(name)
      : ((answer.headers[name] as string | undefined) ?? null);
  expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  // A success may echo what was sent; only an error is checked for internals in its words.
  const patterns = answer.status < 400 ? INTERNALS.slice(0, 3) : INTERNALS;
  for (const pattern of patterns) expect(answer.text, label).not.toMatch(pattern);
  if (answer.status < 400) return;
  expect(header("content-type"), label).toContain("application/json");
  expectErrorShape(JSON.parse(answer.text), label);
  if (answer.status === 429) expect(header("retry-after"), label).toMatch(/^\d+$/);
}

async function textOf(response: Response): Promise<string> {
  const type = response.headers.get("content-type") ?? "";
  return type.startsWith("image/") ? "" : response.text();
}

// ---------------------------------------------------------------------------------------------
// The world the requests arrive in

let home: Awaited<ReturnType<typeof createProperty>>;
let guest: SignedInGuest;
let leaving: SignedInGuest;
let bookingId: string;
let payingBookingId: string;
let providerPaymentId: string;

beforeAll(async () => {
  home = await createProperty({
    images: 1,
    amenities: [{ name: "Hostile Wi-Fi", category: "Hostile Tech" }],
    features: [{ name: "Hostile Garden", highlighted: true }],
    houseRules: ["No smoking"],
    reviewRatings: [5],
  });
  guest = await signInAs("fuzzed.guest@example.com", { name: "Fuzzed Guest" });
  leaving = await signInAs("leaving.guest@example.com");
  const created = await call(
    createBookingRoute,
    "/api/public/bookings",
    {},
    bearer(
      guest.token,
      postJson(bookingRequest(home.id, { guestEmail: guest.guest.email }), {
        "x-forwarded-for": "192.0.2.200",
      }),
    ),
  );
  bookingId = (created.body as { id: string }).id;
  // A booking whose payment has started, so status reads and webhooks reach the provider.
  payingBookingId = (await holdDates(home.id, "2030-01-04", "2030-01-07")).id;
  const started = await call(
    startPaymentRoute,
    `/api/public/payments/start/${payingBookingId}`,
    { bookingId: payingBookingId },
    { method: "POST" },
  );
  expect(created.status).toBe(201);
  expect(started.status).toBe(200);
  const [payment] = await (
    await getDb()
  )
    .select()
    .from(payments)
    .where(eq(payments.bookingId, payingBookingId));
  providerPaymentId = payment!.providerPaymentId;
});

/** A Friday-to-Monday stay `week` weeks ahead: each week can be booked once. */
function stayInWeek(week: number) {
  const friday = addDays(upcoming(FRIDAY, 7), 7 * week);
  return { startDate: friday, endDate: addDays(friday, 3) };
}

const propertyIds = () => [home.id];
const bookingIds = () => [bookingId, payingBookingId];
const guestTokens = () => [guest.token];
const STAY_QUERY = ["startDate", "endDate", "guests"];

const endpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/api/guest/booking/request-code",
    handle: requestCodeRoute,
    body: () => jsonBodies({ email: "code.requester@example.com", name: "Ann Peeters" }),
  },
  {
    method: "POST",
    path: "/api/guest/booking/verify-code",
    handle: verifyCodeRoute,
    body: () =>
      jsonBodies({
        email: guest.guest.email,
        code: "123456",
        name: "Ann Peeters",
        phone: "+32 470 11 22 33",
      }),
  },
  { method: "GET", path: "/api/guest/bookings", handle: guestBookingsRoute, tokens: guestTokens },
  {
    method: "GET",
    path: "/api/guest/bookings/{id}",
    handle: guestBookingRoute,
    knownIds: bookingIds,
    tokens: guestTokens,
  },
  {
    method: "POST",
    path: "/api/guest/logout",
    handle: logoutRoute,
    tokens: () => [leaving.token],
  },
  {
    method: "GET",
    path: "/api/guest/payments/booking/{bookingId}/status",
    handle: paymentStatusRoute,
    knownIds: bookingIds,
  },
  { method: "GET", path: "/api/guest/profile", handle: profileRoute, tokens: guestTokens },
  {
    method: "PATCH",
    path: "/api/guest/profile",
    handle: updateProfileRoute,
    tokens: guestTokens,
    body: () => jsonBodies({ name: "Fuzzed Guest", phone: "+32 470 00 00 00" }),
  },
  { method: "GET", path: "/api/health", handle: healthRoute },
  {
    method: "GET",
    path: "/api/public/bookings/{id}",
    handle: publicBookingRoute,
    knownIds: bookingIds,
  },
  {
    method: "POST",
    path: "/api/public/bookings",
    handle: createBookingRoute,
    tokens: guestTokens,
    body: () =>
      jsonBodies(
        fc.integer({ min: 2, max: 50 }).map((week) => ({
          ...bookingRequest(home.id, stayInWeek(week)),
          address: "Rue de la Gare 1, 6940 Durbuy",
          specialRequests: "A cot, please.",
        })),
      ),
  },
  {
    method: "POST",
    path: "/api/public/contact",
    handle: contactRoute,
    body: () =>
      jsonBodies({
        name: "Ann Peeters",
        email: "ann@example.com",
        subject: "A question",
        message: "May we bring a dog?",
      }),
  },
  {
    method: "GET",
    path: "/api/public/images/property/{imageId}",
    handle: imageRoute,
    knownIds: () => home.imageIds,
    query: ["w"],
  },
  {
    method: "POST",
    path: "/api/public/newsletter",
    handle: newsletterRoute,
    body: () => jsonBodies({ email: "reader@example.com" }),
  },
  {
    method: "POST",
    path: "/api/public/newsletter/unsubscribe",
    handle: unsubscribeRoute,
    body: () => jsonBodies({ token: "AbCdEfGhIjKlMnOpQrStUvWxYz012345" }),
  },
  {
    method: "POST",
    path: "/api/public/payments/start/{bookingId}",
    handle: startPaymentRoute,
    knownIds: bookingIds,
  },
  {
    method: "POST",
    path: "/api/public/payments/webhook",
    handle: webhookRoute,
    body: () => formBodies([providerPaymentId]),
  },
  ...(
    [
      ["", propertyRoute, []],
      ["/amenities", amenitiesRoute, []],
      ["/availability", availabilityRoute, STAY_QUERY],
      ["/features", featuresRoute, []],
      ["/features/highlighted", highlightedRoute, []],
      ["/policies", policiesRoute, []],
      ["/quote", quoteRoute, STAY_QUERY],
      ["/reviews", reviewsRoute, []],
    ] as const
  ).map(([part, handle, query]): Endpoint => ({
    method: "GET",
    path: `/api/public/properties/{id}${part}`,
    handle,
    knownIds: propertyIds,
    query,
  })),
  {
    method: "GET",
    path: "/api/public/properties",
    handle: propertiesRoute,
    query: ["search", "minGuests", "maxGuests", "startDate", "endDate", "limit", "offset"],
  },
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method): Endpoint => ({
    method,
    path: "/api/{path}",
    handle: unknownEndpoint[method],
  })),
];

describe("every API endpoint, given generated hostile requests", () => {
  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "never answers 500 or leaks internals to generated bodies, queries, ids and headers on %s",
    async (name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(hostileRequests(endpoint), async (request) => {
          const { status, headers, raw } = await send(endpoint, request);
          expectSafeAnswer({ status, headers, text: await textOf(raw) }, name);
        }),
        { numRuns: RUNS },
      );
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The direct reads: the production server's plain Node path, outside the route handlers

describe("the direct reads, given generated hostile requests", () => {
  let server: DirectReadServer;
  let port: number;

  beforeAll(async () => {
    server = await startDirectReadServer();
    port = server.port;
  });

  afterAll(async () => {
    await stopReadCache();
    await server.close();
  });

  /** Sent as is: `fetch` would tidy the path (`../`, case, encoding) before the server saw it. */
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
        request.on("error", reject);
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
        if (answer.text === "not a direct read") return;
        // Node's HTTP parser refuses an address past its 16 KB header limit before any app runs.
        if (answer.status === 431 && answer.text === "") return;
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

// ---------------------------------------------------------------------------------------------
// Free text a guest writes: SQL and markup are text, and U+0000 is refused

let addresses = 0;
/** Its own client address per call: the per-address limits are not what these tests are about. */
function fromNewAddress(): Record<string, string> {
  addresses += 1;
  return { "x-forwarded-for": `198.18.${addresses >> 8}.${addresses & 255}` };
}

let people = 0;
function newEmail(who: string): string {
  people += 1;
  return `${who}.${people}@example.com`;
}

/** How an HTML e-mail must carry text a guest wrote: as text, never as markup. */
function asHtmlText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

async function latestMailTo(address: string) {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return mail;
}

function expectMailedAsText(
  mail: { htmlBody: string; textBody: string } | undefined,
  text: string,
  label: string,
): void {
  expect(mail, label).toBeDefined();
  expect(mail!.textBody, label).toContain(text);
  expect(mail!.htmlBody, label).toContain(asHtmlText(text));
  if (/[<>"']/.test(text)) expect(mail!.htmlBody, label).not.toContain(text);
}

type Answer = Awaited<ReturnType<typeof call>>;

/**
 * Either refused with a 400 in the error shape, or accepted and then `kept` checks that the
 * text was stored (and shown) exactly as sent. Returns whether it was accepted.
 */
async function expectRefusedOrKept(
  answer: Answer,
  label: string,
  kept: () => Promise<void>,
): Promise<boolean> {
  if (answer.status === 400) {
    expectErrorShape(answer.body, label);
    return false;
  }
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  await kept();
  return true;
}

function expectNullRefused(answer: Answer, label: string, message = NULL_CHARACTER_MESSAGE) {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(400);
  expectErrorShape(answer.body, label);
  expect(answer.body, label).toMatchObject({ error: message, code: "INVALID_INPUT" });
}

describe("SQL and script text in what a guest writes", () => {
  let week = 0;
  /** A booking of its own week, so that earlier ones never make the dates taken. */
  function bookingOf(propertyId: string, fields: Record<string, unknown>) {
    week += 1;
    return { ...bookingRequest(propertyId, stayInWeek(week)), ...fields };
  }

  it.each(["guestName", "guestPhone", "address", "specialRequests"] as const)(
    "keeps it in a booking's %s exactly as sent, shown and mailed as text, or refuses it with a 400",
    async (field) => {
      const property = await createProperty({ images: 0 });
      const booker = await signInAs(newEmail("booker"));
      const db = await getDb();
      for (const text of INJECTIONS) {
        const created = await call(
          createBookingRoute,
          "/api/public/bookings",
          {},
          bearer(
            booker.token,
            postJson(
              bookingOf(property.id, { guestEmail: booker.guest.email, [field]: text }),
              fromNewAddress(),
            ),
          ),
        );
        await expectRefusedOrKept(created, text, async () => {
          const id = (created.body as { id: string }).id;
          const [stored] = await db.select().from(bookings).where(eq(bookings.id, id));
          expect(stored?.[field], text).toBe(text);
          const shown = await call(
            guestBookingRoute,
            `/api/guest/bookings/${id}`,
            { id },
            bearer(booker.token),
          );
          if (field === "guestName" || field === "guestPhone") {
            expect((shown.body as Record<string, unknown>)[field], text).toBe(text);
          }
          if (field === "guestName") {
            expectMailedAsText(await latestMailTo(booker.guest.email), text, text);
          }
        });
      }
    },
  );

  it.each(["name", "phone"] as const)(
    "keeps it in a guest's profile %s exactly as sent, or refuses it with a 400",
    async (field) => {
      const profile = await signInAs(newEmail("profile"));
      for (const text of INJECTIONS) {
        const changes = { name: "Profile Guest", phone: null, [field]: text };
        const updated = await call(
          updateProfileRoute,
          "/api/guest/profile",
          {},
          bearer(profile.token, { method: "PATCH", body: JSON.stringify(changes) }),
        );
        await expectRefusedOrKept(updated, text, async () => {
          expect((updated.body as Record<string, unknown>)[field], text).toBe(text);
          const read = await call(profileRoute, "/api/guest/profile", {}, bearer(profile.token));
          expect((read.body as Record<string, unknown>)[field], text).toBe(text);
        });
      }
    },
  );

  it("keeps it in the name and phone given at sign-in exactly as sent, and mails it as text", async () => {
    for (const text of INJECTIONS) {
      const email = newEmail("signin");
      const requested = await call(
        requestCodeRoute,
        "/api/guest/booking/request-code",
        {},
        postJson({ email, name: text }, fromNewAddress()),
      );
      const asked = await expectRefusedOrKept(requested, text, async () => {
        expectMailedAsText(await latestMailTo(email), `Hello ${text},`, text);
      });
      if (!asked) continue;
      const signedIn = (await signInAs(email, { name: text, phone: text })) as unknown;
      if ((signedIn as { code?: unknown }).code !== undefined) {
        expectErrorShape(signedIn, text);
        continue;
      }
      expect((signedIn as SignedInGuest).guest, text).toMatchObject({ name: text, phone: text });
      const read = await call(
        profileRoute,
        "/api/guest/profile",
        {},
        bearer((signedIn as SignedInGuest).token),
      );
      expect(read.body, text).toMatchObject({ name: text, phone: text });
    }
  });

  it.each(["name", "subject", "message"] as const)(
    "keeps it in a contact message's %s exactly as sent, mailed to the owner as text, or refuses it with a 400",
    async (field) => {
      const db = await getDb();
      for (const text of INJECTIONS) {
        const email = newEmail("writer");
        const message = {
          name: "Ann Peeters",
          email,
          subject: "A question",
          message: "May we bring a dog?",
          [field]: text,
        };
        const sent = await call(
          contactRoute,
          "/api/public/contact",
          {},
          postJson(message, fromNewAddress()),
        );
        await expectRefusedOrKept(sent, text, async () => {
          const [stored] = await db
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.email, email));
          expect(stored?.[field], text).toBe(text);
          const [mail] = await db
            .select()
            .from(outboxEmails)
            .where(eq(outboxEmails.replyTo, email));
          expectMailedAsText(mail, text, text);
        });
      }
    },
  );

  it("refuses it as an e-mail address wherever one is asked, with the spec's message", async () => {
    const property = await createProperty({ images: 0 });
    for (const text of INJECTIONS) {
      const answers = {
        booking: await call(
          createBookingRoute,
          "/api/public/bookings",
          {},
          postJson(bookingOf(property.id, { guestEmail: text }), fromNewAddress()),
        ),
        "sign-in": await call(
          requestCodeRoute,
          "/api/guest/booking/request-code",
          {},
          postJson({ email: text }, fromNewAddress()),
        ),
        contact: await call(
          contactRoute,
          "/api/public/contact",
          {},
          postJson(
            { name: "Ann", email: text, subject: "A question", message: "Hello" },
            fromNewAddress(),
          ),
        ),
        newsletter: await call(
          newsletterRoute,
          "/api/public/newsletter",
          {},
          postJson({ email: text }, fromNewAddress()),
        ),
      };
      for (const [where, answer] of Object.entries(answers)) {
        expect(answer.status, `${where}: ${text}`).toBe(400);
        expect(answer.body, `${where}: ${text}`).toEqual({
          error: "Valid email is required",
          code: "INVALID_INPUT",
          details: expect.any(Array),
        });
      }
    }
  });

  it("finds a property search's SQL and LIKE wildcards as plain text", async () => {
    const odd = await createProperty({
      images: 0,
      overrides: { name: "O'Brien's 100% Cabin_ by the river" },
    });
    const search = async (text: string) => {
      const answer = await call(
        propertiesRoute,
        `/api/public/properties?${new URLSearchParams({ search: text })}`,
      );
      expect(answer.status, text).toBe(200);
      return (answer.body as { id: string }[]).map((property) => property.id);
    };
    for (const text of [...INJECTIONS, "\\", "' OR '1'='1"]) {
      expect(await search(text), text).toEqual([]);
    }
    // Only this home has a literal % or _ anywhere; as wildcards they would match every home.
    for (const text of ["%", "_", "n's 100% Cabin_"]) {
      expect(await search(text), text).toEqual([odd.id]);
    }
  });

  it("leaves a payment alone when a webhook names it with SQL", async () => {
    const db = await getDb();
    const before = await db.select().from(payments).orderBy(payments.id);
    for (const text of INJECTIONS) {
      const answer = await call(
        webhookRoute,
        "/api/public/payments/webhook",
        {},
        {
          method: "POST",
          body: new URLSearchParams({ id: text }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
      );
      expect(answer.status, text).toBe(200);
    }
    expect(await db.select().from(payments).orderBy(payments.id)).toEqual(before);
  });

  it("leaves every table in place and whole", async () => {
    const db = await getDb();
    for (const table of ["bookings", "guests", "contact_messages", "payments", "properties"]) {
      const result = await db.execute(sql`SELECT to_regclass(${`public.${table}`}) AS found`);
      const rows = (result as unknown as { rows: { found: string | null }[] }).rows;
      expect(rows[0]?.found, table).toBe(table);
    }
    expect((await db.select().from(bookings)).length).toBeGreaterThan(4);
    expect((await db.select().from(guests)).length).toBeGreaterThan(4);
  });
});

describe("a null character (U+0000) in text, which PostgreSQL cannot store", () => {
  const NUL = "Ann\u0000Peeters";

  it("is refused with a 400 that says so in every field of a booking", async () => {
    const property = await createProperty({ images: 0 });
    for (const field of ["guestName", "guestPhone", "address", "specialRequests"]) {
      const answer = await call(
        createBookingRoute,
        "/api/public/bookings",
        {},
        postJson({ ...bookingRequest(property.id), [field]: NUL }),
      );
      expectNullRefused(answer, field);
      expect(answer.body, field).toMatchObject({ details: [{ path: field }] });
    }
    const [held] = await (
      await getDb()
    )
      .select()
      .from(bookings)
      .where(eq(bookings.propertyId, property.id));
    expect(held, "no booking was made").toBeUndefined();
  });

  it("is refused with a 400 in a guest's profile and at sign-in", async () => {
    const profile = await signInAs(newEmail("nul"));
    for (const changes of [{ name: NUL }, { name: "Ann Peeters", phone: NUL }]) {
      expectNullRefused(
        await call(
          updateProfileRoute,
          "/api/guest/profile",
          {},
          bearer(profile.token, { method: "PATCH", body: JSON.stringify(changes) }),
        ),
        JSON.stringify(changes),
      );
    }
    expectNullRefused(
      await call(
        requestCodeRoute,
        "/api/guest/booking/request-code",
        {},
        postJson({ email: newEmail("nul"), name: NUL }, fromNewAddress()),
      ),
      "request-code name",
    );
    for (const extra of [{ name: NUL }, { phone: NUL }]) {
      expectNullRefused(
        await call(
          verifyCodeRoute,
          "/api/guest/booking/verify-code",
          {},
          postJson({ email: profile.guest.email, code: "123456", ...extra }, fromNewAddress()),
        ),
        `verify-code ${JSON.stringify(extra)}`,
      );
    }
  });

  it("is refused with a 400 in every field of a contact message and in e-mail addresses", async () => {
    for (const field of ["name", "subject", "message"]) {
      expectNullRefused(
        await call(
          contactRoute,
          "/api/public/contact",
          {},
          postJson(
            { name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hi", [field]: NUL },
            fromNewAddress(),
          ),
        ),
        field,
      );
    }
    expectNullRefused(
      await call(
        newsletterRoute,
        "/api/public/newsletter",
        {},
        postJson({ email: "ann\u0000@example.com" }, fromNewAddress()),
      ),
      "newsletter e-mail",
      "Valid email is required",
    );
  });

  it("is refused with a 400 in a property search, an unsubscribe link and a webhook", async () => {
    expectNullRefused(
      await call(propertiesRoute, `/api/public/properties?search=${encodeURIComponent(NUL)}`),
      "search",
    );
    expectNullRefused(
      await call(
        unsubscribeRoute,
        "/api/public/newsletter/unsubscribe",
        {},
        postJson({ token: `${"a".repeat(30)}\u0000` }),
      ),
      "unsubscribe token",
      "This unsubscribe link is not valid.",
    );
    expectNullRefused(
      await call(
        webhookRoute,
        "/api/public/payments/webhook",
        {},
        { method: "POST", body: new URLSearchParams({ id: NUL }).toString() },
      ),
      "webhook id",
    );
  });
});

describe("bodies past 64 KB", () => {
  it("are refused with a 413 whether they are many characters or fewer, wider ones", async () => {
    for (const body of [
      JSON.stringify({ name: "x".repeat(70_000) }),
      JSON.stringify({ name: "€".repeat(22_000) }),
    ]) {
      const answer = await call(
        contactRoute,
        "/api/public/contact",
        {},
        { method: "POST", body, headers: fromNewAddress() },
      );
      expect(answer.status, `${body.length} characters`).toBe(413);
      expect(answer.body).toEqual({
        error: "Request body is too large",
        code: "PAYLOAD_TOO_LARGE",
      });
    }
  });
});

describe("a stay of centuries", () => {
  it("is refused as too long instead of overflowing the booking's total", async () => {
    const property = await createProperty({ images: 0 });
    const answer = await call(
      createBookingRoute,
      "/api/public/bookings",
      {},
      postJson(bookingRequest(property.id, { endDate: "9999-12-27" })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: "A stay can be at most 365 nights",
      code: "INVALID_STAY",
    });
  });
});

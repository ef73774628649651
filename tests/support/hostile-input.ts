import http from "node:http";
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { getDb } from "@/db/client";
import { outboxEmails } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { NULL_CHARACTER_MESSAGE } from "@/lib/http";
import { FRIDAY, upcoming } from "./dates";
import { call, CLIENT_ADDRESS, type Method } from "./routes";

/**
 * Hostile input (issue 7): whatever a client sends, the API answers in its error shape and
 * never with a 500 or its internals. Generated requests are reproducible: fast-check prints the
 * seed and path of a failing run, to be given back to `fc.assert` while investigating. Each
 * database's run draws its own random samples, so `npm test` sends each endpoint twice `RUNS`.
 */
export const RUNS = 20;

// ---------------------------------------------------------------------------------------------
// What a hostile client sends

/** Strings that have broken SQL, HTML or a parser somewhere before. */
export const INJECTIONS = [
  "'; DROP TABLE bookings; --",
  "' OR 1=1 --",
  '" OR ""="',
  "Robert'); DELETE FROM guests; --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg onload=alert(1)>",
  "javascript:alert(1)",
] as const;

export const ODD_TEXT = [
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

export const LONG_TEXT = [
  "a".repeat(101),
  "a".repeat(301),
  "é".repeat(2_100),
  "x".repeat(5_001),
  "€".repeat(22_000),
  "y".repeat(70_000),
];

export const DATE_LIKE = [
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

export const dateText = fc.oneof(
  fc.constantFrom(...DATE_LIKE),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
);

export const hostileText = fc.oneof(
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
export function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
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
export const BROKEN_BODIES = [
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

export const anyBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 100 }),
  fc.constantFrom(...BROKEN_BODIES),
  fc.integer({ min: 1, max: 30_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc
    .integer({ min: 1, max: 10_000 })
    .map((depth) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
);

export type Body = string | Uint8Array<ArrayBuffer>;

/** Bytes that are not UTF-8 text at all. */
export const rawBytes = fc.uint8Array({ maxLength: 200 }).map((bytes) => new Uint8Array(bytes));

/**
 * A valid body with some fields made hostile, so that checks past the first field are reached;
 * `valid` may vary (a booking's week) so that one accepted body does not decide the rest.
 */
export function jsonBodies(
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
export function formBodies(knownIds: readonly string[]): fc.Arbitrary<Body> {
  const id = fc.oneof(fc.constantFrom(...knownIds), hostileText);
  return fc.oneof(
    { arbitrary: id.map((value) => new URLSearchParams({ id: value }).toString()), weight: 3 },
    fc.constantFrom("id=", "id", "id=a&id=b", "id=%zz", "id=%00", "=", "&&&"),
    anyBody,
    rawBytes,
  );
}

/** The boundary of the multipart content type hostile headers send. */
const MULTIPART_BOUNDARY = "----lie";

/**
 * A photo upload as a browser sends it (one file in the field `photo`, with the boundary of the
 * multipart content type among CONTENT_TYPES), with hostile names, file names and bytes.
 */
export function multipartBodies(photos: readonly Uint8Array[]): fc.Arbitrary<Body> {
  const bytes = fc.oneof(
    fc.constantFrom(...photos),
    rawBytes,
    fc
      .constantFrom(...photos)
      .chain((photo) => fc.nat({ max: photo.length }).map((end) => photo.slice(0, end))),
  );
  const part = fc
    .tuple(
      fc.oneof({ arbitrary: fc.constant("photo"), weight: 4 }, hostileText),
      fc.oneof(fc.constant("photo.jpg"), hostileText),
      bytes,
    )
    .map(([name, filename, content]) =>
      Buffer.concat([
        Buffer.from(
          `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        content,
        Buffer.from("\r\n"),
      ]),
    );
  return fc.oneof(
    {
      arbitrary: fc
        .array(part, { minLength: 0, maxLength: 3 })
        .map(
          (parts) =>
            new Uint8Array(Buffer.concat([...parts, Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`)])),
        ),
      weight: 4,
    },
    anyBody,
    rawBytes,
  );
}

/** Header values a client can really send: Latin-1 without control characters. */
export const headerText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }))
    .map((code) => String.fromCharCode(code)),
  maxLength: 200,
});

/** Each generated request from its own address, so per-address limits do not answer them all. */
export const clientAddress = fc
  .integer({ min: 1, max: 2 ** 24 - 2 })
  .map((n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);

/**
 * A hop of 4 to 8 KB that does not compress (a generated string is too regular), so it is
 * longer than a database index entry may be should it end up in a key. Made from `seed` alone,
 * so a failing run replays.
 */
export function noiseHop(seed: number): string {
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

export const forwardedFor = fc.oneof(
  { arbitrary: clientAddress, weight: 4 },
  headerText,
  fc.constantFrom("", ",", " , ", "unknown", "::1", "[::1]:80", "300.1.1.1"),
  fc.array(clientAddress, { maxLength: 50 }).map((hops) => hops.join(", ")),
  fc.integer().map(noiseHop),
);

export function authorizations(validTokens: readonly string[]): fc.Arbitrary<string> {
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

export const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----lie",
  "application/xml",
  "image/png",
];

export function hostileHeaders(
  validTokens: readonly string[],
): fc.Arbitrary<Record<string, string>> {
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

export function pathParams(knownIds: readonly string[]): fc.Arbitrary<string> {
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

export function queries(names: readonly string[]): fc.Arbitrary<string> {
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

export interface Endpoint {
  method: Method;
  /** As the spec writes it: the path parameter in braces. */
  path: string;
  /** Values of the path parameter that exist, so generated requests also get past the lookup. */
  knownIds?: () => readonly string[];
  query?: readonly string[];
  body?: () => fc.Arbitrary<Body>;
  /** Tokens of signed-in guests, so requests also get past the sign-in check. */
  tokens?: () => readonly string[];
  /** A signed-in owner's cookie and CSRF token, so requests also get past the owner gate. */
  owner?: () => OwnerCredentials;
  /** Path parameters kept at a value that exists; the first other one is generated. */
  params?: () => Record<string, string>;
  /** Headers every request carries as they are, such as a pending owner sign-in's cookie. */
  headers?: () => Record<string, string>;
}

export interface OwnerCredentials {
  cookie: string;
  csrfToken: string;
  origin: string;
}

/** The owner gate's three headers: mostly right, so generated bodies reach the handler. */
function ownerHeaders(owner: OwnerCredentials): fc.Arbitrary<Record<string, string>> {
  const rightOrNot = (right: string) =>
    fc.oneof({ arbitrary: fc.constant(right), weight: 4 }, headerText);
  return fc.record({
    cookie: rightOrNot(owner.cookie),
    "x-csrf-token": rightOrNot(owner.csrfToken),
    origin: rightOrNot(owner.origin),
  });
}

export interface HostileRequest {
  param: string;
  query: string;
  headers: Record<string, string>;
  body: Body | undefined;
}

export function hostileRequests(endpoint: Endpoint): fc.Arbitrary<HostileRequest> {
  const takesParam = endpoint.path.includes("{");
  return fc.record({
    param: takesParam ? pathParams(endpoint.knownIds?.() ?? []) : fc.constant(""),
    query: queries(endpoint.query ?? []),
    headers: endpoint.owner
      ? fc
          .tuple(hostileHeaders([]), ownerHeaders(endpoint.owner()))
          .map(([headers, owner]) => ({ ...headers, ...owner }))
      : hostileHeaders(endpoint.tokens?.() ?? []),
    body:
      endpoint.method === "GET"
        ? fc.constant(undefined)
        : fc.oneof({ arbitrary: endpoint.body?.() ?? anyBody, weight: 5 }, fc.constant(undefined)),
  });
}

/** Every byte percent-encoded: the address stays valid whatever the parameter holds. */
export function encodePathSegment(segment: string): string {
  return Array.from(Buffer.from(segment, "utf8"), (byte) => `%${byte.toString(16)}`).join("");
}

export async function send(endpoint: Endpoint, request: HostileRequest) {
  let path = endpoint.path;
  for (const [name, value] of Object.entries(endpoint.params?.() ?? {})) {
    path = path.replace(`{${name}}`, value);
  }
  path = path.replace(/\{\w+\}/, encodePathSegment(request.param));
  return call(endpoint.method, `${path}${request.query ? `?${request.query}` : ""}`, {
    headers: { ...request.headers, ...endpoint.headers?.() },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

/** Signs of internals: stack frames, file paths, the driver's or the database's own words. */
export const INTERNALS = [
  /\n\s+at \S/,
  /\bat \S+ \(.*:\d+:\d+\)/,
  /node_modules/,
  /\b\w*Error:/,
  /\/(?:work|srv|home|app|usr)\//,
  /failed query|sqlstate|syntax error at or near|violates .* constraint|relation "|column "/i,
  /\b(?:select|insert into|delete from|update)\b[^]*\b(?:from|values|set|where)\b/i,
  /drizzle|postgres|pglite|invalid byte sequence/i,
];

export function expectErrorShape(body: unknown, label: string): void {
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
export function expectSafeAnswer(
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

export async function textOf(response: Response): Promise<string> {
  const type = response.headers.get("content-type") ?? "";
  return type.startsWith("image/") ? "" : response.text();
}
/** A Friday-to-Monday stay `week` weeks ahead: each week can be booked once. */
export function stayInWeek(week: number) {
  const friday = addDays(upcoming(FRIDAY, 7), 7 * week);
  return { startDate: friday, endDate: addDays(friday, 3) };
}

export const STAY_QUERY = ["startDate", "endDate", "guests"];
// ---------------------------------------------------------------------------------------------
// Free text a guest writes: SQL and markup are text, and U+0000 is refused

let addresses = 0;
/** Its own client address per call: the per-address limits are not what these tests are about. */
export function fromNewAddress(): Record<string, string> {
  addresses += 1;
  return { [CLIENT_ADDRESS]: `198.18.${addresses >> 8}.${addresses & 255}` };
}

let people = 0;
export function newEmail(who: string): string {
  people += 1;
  return `${who}.${people}@example.com`;
}

/** How an HTML e-mail must carry text a guest wrote: as text, never as markup. */
export function asHtmlText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export async function latestMailTo(address: string) {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return mail;
}

export function expectMailedAsText(
  mail: { htmlBody: string; textBody: string } | undefined,
  text: string,
  label: string,
): void {
  expect(mail, label).toBeDefined();
  expect(mail!.textBody, label).toContain(text);
  expect(mail!.htmlBody, label).toContain(asHtmlText(text));
  if (/[<>"']/.test(text)) expect(mail!.htmlBody, label).not.toContain(text);
}

export type Answer = Awaited<ReturnType<typeof call>>;

/**
 * Either refused with a 400 in the error shape, or accepted and then `kept` checks that the
 * text was stored (and shown) exactly as sent. Returns whether it was accepted.
 */
export async function expectRefusedOrKept(
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

export function expectNullRefused(answer: Answer, label: string, message = NULL_CHARACTER_MESSAGE) {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(400);
  expectErrorShape(answer.body, label);
  expect(answer.body, label).toMatchObject({ error: message, code: "INVALID_INPUT" });
}

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { payments } from "@/db/schema";
import { bearer, signInAs, type SignedInGuest } from "../../support/auth";
import { bookingRequest, postJson } from "../../support/bookings";
import { createProperty, holdDates } from "../../support/fixtures";
import { enrolOwner, OwnerBrowser, SITE_ORIGIN } from "../../support/owner";
import { SoftwareAuthenticator } from "../../support/passkey";
import { call, CLIENT_ADDRESS } from "../../support/routes";
import { getConfig } from "@/lib/config";

import {
  Endpoint,
  RUNS,
  STAY_QUERY,
  expectSafeAnswer,
  formBodies,
  hostileRequests,
  jsonBodies,
  send,
  stayInWeek,
  textOf,
} from "../../support/hostile-input";

/** Generated hostile requests to every endpoint of the API: never a 500, never internals. */

// ---------------------------------------------------------------------------------------------
// The world the requests arrive in

let home: Awaited<ReturnType<typeof createProperty>>;
let guest: SignedInGuest;
let leaving: SignedInGuest;
let leavingEverywhere: SignedInGuest;
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
  leavingEverywhere = await signInAs("leaving.everywhere@example.com");
  const created = await call(
    "POST",
    "/api/public/bookings",
    bearer(
      guest.token,
      postJson(bookingRequest(home.id, { guestEmail: guest.guest.email }), {
        [CLIENT_ADDRESS]: "192.0.2.200",
      }),
    ),
  );
  bookingId = (created.body as { id: string }).id;
  // A booking whose payment has started, so status reads and webhooks reach the provider.
  payingBookingId = (await holdDates(home.id, "2030-01-04", "2030-01-07")).id;
  const started = await call("POST", `/api/public/payments/start/${payingBookingId}`, {
    method: "POST",
  });
  expect(created.status).toBe(201);
  expect(started.status).toBe(200);
  const [payment] = await (
    await getDb()
  )
    .select()
    .from(payments)
    .where(eq(payments.bookingId, payingBookingId));
  providerPaymentId = payment!.providerPaymentId!;
});

// An owner with a passkey, signed in, and a pending sign-in of theirs at the passkey step.
const OWNER = "fuzzed-owner@owners.example";
const config = getConfig();
const configuredOwners = config.OWNER_EMAILS;
const ownerKey = new SoftwareAuthenticator(SITE_ORIGIN);
let owner: OwnerBrowser;
let ownerCsrf: string;
let pending: OwnerBrowser;
let passkeyId: string;

beforeAll(async () => {
  config.OWNER_EMAILS = [...configuredOwners, OWNER];
  ({ browser: owner } = await enrolOwner(OWNER));
  ownerCsrf = await owner.csrfToken();
  const options = await owner.change("/api/owner/passkeys/options");
  const added = await owner.change("/api/owner/passkeys", {
    name: "Fuzzed",
    response: ownerKey.register(options.body as { challenge: string }),
  });
  expect(added.status).toBe(200);
  passkeyId = (added.body as { id: string }).id;
  pending = new OwnerBrowser();
  await pending.emailStep(OWNER);
});
afterAll(() => {
  config.OWNER_EMAILS = configuredOwners;
});

const cookieOf = (browser: OwnerBrowser) =>
  [...browser.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
const ownerHeaders = () => ({
  cookie: cookieOf(owner),
  origin: SITE_ORIGIN,
  "x-csrf-token": ownerCsrf,
});
const pendingHeaders = () => ({ cookie: cookieOf(pending), origin: SITE_ORIGIN });

const propertyIds = () => [home.id];
const bookingIds = () => [bookingId, payingBookingId];
const guestTokens = () => [guest.token];

const endpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/api/guest/booking/request-code",

    body: () => jsonBodies({ email: "code.requester@example.com", name: "Ann Peeters" }),
  },
  {
    method: "POST",
    path: "/api/guest/booking/verify-code",

    body: () =>
      jsonBodies({
        email: guest.guest.email,
        code: "123456",
        name: "Ann Peeters",
        phone: "+32 470 11 22 33",
      }),
  },
  { method: "GET", path: "/api/guest/bookings", tokens: guestTokens },
  {
    method: "GET",
    path: "/api/guest/bookings/{id}",

    knownIds: bookingIds,
    tokens: guestTokens,
  },
  {
    method: "POST",
    path: "/api/guest/logout",

    tokens: () => [leaving.token],
  },
  {
    method: "POST",
    path: "/api/guest/logout-all",

    tokens: () => [leavingEverywhere.token],
  },
  {
    method: "GET",
    path: "/api/guest/payments/booking/{bookingId}/status",

    knownIds: bookingIds,
  },
  { method: "GET", path: "/api/guest/profile", tokens: guestTokens },
  {
    method: "PATCH",
    path: "/api/guest/profile",

    tokens: guestTokens,
    body: () => jsonBodies({ name: "Fuzzed Guest", phone: "+32 470 00 00 00" }),
  },
  { method: "GET", path: "/api/health" },
  {
    method: "GET",
    path: "/api/public/bookings/{id}",

    knownIds: bookingIds,
  },
  {
    method: "POST",
    path: "/api/public/bookings",

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

    knownIds: () => home.imageIds,
    query: ["w"],
  },
  {
    method: "POST",
    path: "/api/public/newsletter",

    body: () => jsonBodies({ email: "reader@example.com" }),
  },
  {
    method: "POST",
    path: "/api/public/newsletter/unsubscribe",

    body: () => jsonBodies({ token: "AbCdEfGhIjKlMnOpQrStUvWxYz012345" }),
  },
  {
    method: "POST",
    path: "/api/public/payments/start/{bookingId}",

    knownIds: bookingIds,
  },
  {
    method: "POST",
    path: "/api/public/payments/webhook",

    body: () => formBodies([providerPaymentId]),
  },
  ...(
    [
      ["", []],
      ["/amenities", []],
      ["/availability", STAY_QUERY],
      ["/features", []],
      ["/features/highlighted", []],
      ["/policies", []],
      ["/quote", STAY_QUERY],
      ["/reviews", []],
    ] as const
  ).map(([part, query]): Endpoint => ({
    method: "GET",
    path: `/api/public/properties/{id}${part}`,
    knownIds: propertyIds,
    query,
  })),
  {
    method: "GET",
    path: "/api/public/properties",

    query: ["search", "minGuests", "maxGuests", "startDate", "endDate", "limit", "offset"],
  },
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method): Endpoint => ({
    method,
    path: "/api/{path}",
  })),
  { method: "POST", path: "/api/owner/login/passkey/options", headers: pendingHeaders },
  {
    method: "POST",
    path: "/api/owner/login/passkey",
    headers: pendingHeaders,
    body: () => jsonBodies(ownerKey.assert({ challenge: "AAAAAAAAAAAAAAAAAAAAAA" })),
  },
  { method: "GET", path: "/api/owner/passkeys", headers: ownerHeaders },
  { method: "POST", path: "/api/owner/passkeys/options", headers: ownerHeaders },
  {
    method: "POST",
    path: "/api/owner/passkeys",
    headers: ownerHeaders,
    body: () =>
      jsonBodies({
        name: "Fuzzed too",
        response: new SoftwareAuthenticator(SITE_ORIGIN).register({ challenge: "AAAAAAAA" }),
      }),
  },
  {
    method: "POST",
    path: "/api/owner/passkeys/{id}/remove",
    headers: ownerHeaders,
    knownIds: () => [passkeyId],
  },
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

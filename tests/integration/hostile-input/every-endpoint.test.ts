import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { payments } from "@/db/schema";
import { getConfig } from "@/lib/config";
import { bearer, signInAs, type SignedInGuest } from "../../support/auth";
import { bookingRequest, postJson } from "../../support/bookings";
import { createProperty, holdDates } from "../../support/fixtures";
import { enrolOwner, SITE_ORIGIN } from "../../support/owner";
import { call, CLIENT_ADDRESS } from "../../support/routes";

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
/** A home only the owner's calls touch, so deactivating it hides nothing the others read. */
let ownedHome: Awaited<ReturnType<typeof createProperty>>;
let ownerHeaders: Record<string, string>;

const OWNER = "fuzzed-owner@owners.example";
const config = getConfig();
const configuredOwners = config.OWNER_EMAILS;
afterAll(() => {
  config.OWNER_EMAILS = configuredOwners;
});

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
  ownedHome = await createProperty({ images: 1 });
  config.OWNER_EMAILS = [...configuredOwners, OWNER];
  const { browser } = await enrolOwner(OWNER);
  ownerHeaders = {
    cookie: `owner_session=${browser.cookies.get("owner_session")}`,
    origin: SITE_ORIGIN,
    "x-csrf-token": await browser.csrfToken(),
  };
});

const propertyIds = () => [home.id];
const bookingIds = () => [bookingId, payingBookingId];
const guestTokens = () => [guest.token];
const owner = () => ownerHeaders;

const HOME_FORM = {
  name: "Fuzzed Lodge",
  description: "A lodge.",
  location: "Durbuy",
  type: "Cabin",
  bedrooms: 2,
  bathrooms: 1,
  area: 80,
  maxGuests: 4,
  pricePerNight: 120,
  supplementPerPerson: null,
  touristTax: 2,
  securityDeposit: 0,
  cleaningFee: 60,
  serviceFee: 45,
  tags: ["river"],
  checkInTime: "15:00",
  checkOutTime: "11:00",
  latitude: 50.3,
  longitude: 5.5,
  policy: {
    earlyCheckIn: false,
    lateCheckOut: false,
    earlyCheckInFee: null,
    lateCheckOutFee: null,
    minStayDuration: 1,
    maxStayDuration: 28,
  },
  houseRules: ["No smoking"],
  amenityIds: [],
  features: [],
};

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
  { method: "GET", path: "/api/owner/homes", headers: owner },
  { method: "POST", path: "/api/owner/homes", headers: owner, body: () => jsonBodies(HOME_FORM) },
  {
    method: "GET",
    path: "/api/owner/homes/{id}",
    headers: owner,
    knownIds: () => [ownedHome.id],
  },
  {
    method: "POST",
    path: "/api/owner/homes/{id}",
    headers: owner,
    knownIds: () => [ownedHome.id],
    body: () => jsonBodies(HOME_FORM),
  },
  ...(["deactivate", "activate"] as const).map((action): Endpoint => ({
    method: "POST",
    path: `/api/owner/homes/{id}/${action}`,
    headers: owner,
    knownIds: () => [ownedHome.id],
  })),
  { method: "GET", path: "/api/owner/catalogue", headers: owner },
  {
    method: "POST",
    path: "/api/owner/amenities",
    headers: owner,
    body: () => jsonBodies({ name: "Fuzzed Sauna", category: "Wellness", icon: "<svg/>" }),
  },
  {
    method: "POST",
    path: "/api/owner/features",
    headers: owner,
    body: () => jsonBodies({ name: "Fuzzed Oven", icon: "<svg/>" }),
  },
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method): Endpoint => ({
    method,
    path: "/api/{path}",
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

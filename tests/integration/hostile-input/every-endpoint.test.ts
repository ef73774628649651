import { eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  calendarFeeds,
  contactMessages,
  extras,
  promoCodes,
  outboxEmails,
  payments,
  seasons,
} from "@/db/schema";
import { blockDates } from "@/features/availability/server";
import { calendarTokenOf, newCalendarToken } from "@/features/channel-sync/server";
import { enqueueMail } from "@/features/mail/server";
import { addDays } from "@/lib/dates";
import { bearer, signInAs, type SignedInGuest } from "../../support/auth";
import { bookingRequest, postJson } from "../../support/bookings";
import { soldVoucher } from "../../support/gift-vouchers";
import { createProperty, holdDates } from "../../support/fixtures";
import { configureForFile, withOwners } from "../../support/config";
import { authenticatorCode, enrolOwner, OwnerBrowser, SITE_ORIGIN } from "../../support/owner";
import { SoftwareAuthenticator } from "../../support/passkey";
import { call, CLIENT_ADDRESS } from "../../support/routes";

import {
  Endpoint,
  OwnerCredentials,
  RUNS,
  STAY_QUERY,
  expectSafeAnswer,
  formBodies,
  hostileRequests,
  jsonBodies,
  multipartBodies,
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
let paidBookingId: string;
let paidPaymentId: string;
let owner: OwnerCredentials;
let leavingOwner: OwnerCredentials;
let blockId: string;
let deadMailId: string;
let messageId: string;
let photos: Uint8Array[];
let calendarFile: string;
let feedId: string;
let seasonId: string;
let extraId: string;
let promoCodeId: string;
let giftVoucherId: string;
let soldVoucherId: string;

const OWNERS = ["fuzzing.owner@owners.example", "leaving.owner@owners.example"];
const PASSKEY_OWNER = "passkey.owner@owners.example";
/** Confirms it is them with generated codes: wrong ones end their session, no one else's. */
const CONFIRMING_OWNER = "confirming.owner@owners.example";
configureForFile(withOwners(...OWNERS, PASSKEY_OWNER, CONFIRMING_OWNER));
/** A home only the owner's calls touch, so deactivating it hides nothing the others read. */
let ownedHome: Awaited<ReturnType<typeof createProperty>>;

/** What the back office's calls act on. */
beforeAll(async () => {
  const db = await getDb();
  deadMailId = await enqueueMail(db, "dead.letter@example.com", {
    subject: "Undelivered",
    text: "Hello.",
    html: "<p>Hello.</p>",
  });
  await db.update(outboxEmails).set({ status: "dead" }).where(eq(outboxEmails.id, deadMailId));
  const [message] = await db
    .insert(contactMessages)
    .values({ name: "Ann", email: "ann@example.com", subject: "Hi", message: "Hello" })
    .returning();
  messageId = message!.id;
});

beforeAll(async () => {
  owner = await (await enrolOwner(OWNERS[0]!)).browser.credentials();
  leavingOwner = await (await enrolOwner(OWNERS[1]!)).browser.credentials();
  // The owner's headers pass the gate, so the generated requests below reach the handlers.
  const session = await call("GET", "/api/owner/session", { headers: { ...owner } });
  expect(session.status).toBe(200);
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
  const voucher = await call(
    "POST",
    "/api/guest/gift-vouchers",
    bearer(
      guest.token,
      postJson({ amount: 50, buyerName: "Fuzzed Guest" }, { [CLIENT_ADDRESS]: "192.0.2.201" }),
    ),
  );
  giftVoucherId = (voucher.body as { id: string }).id;
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
  // A paid booking of the guest's, so receipt requests also reach a receipt.
  const paid = await call(
    "POST",
    "/api/public/bookings",
    bearer(
      guest.token,
      postJson(bookingRequest(home.id, { guestEmail: guest.guest.email, ...stayInWeek(0) }), {
        [CLIENT_ADDRESS]: "192.0.2.201",
      }),
    ),
  );
  expect(paid.status).toBe(201);
  paidBookingId = (paid.body as { id: string }).id;
  const paying = await call("POST", `/api/public/payments/start/${paidBookingId}`);
  const sandboxId = (paying.body as { checkoutUrl: string }).checkoutUrl.split("/").at(-1)!;
  for (const [path, form] of [
    [`/api/sandbox/payments/${sandboxId}`, { outcome: "pay" }],
    ["/api/public/payments/webhook", { id: sandboxId }],
  ] as const) {
    await call("POST", path, {
      body: new URLSearchParams(form).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  }
  const [paidPayment] = await (
    await getDb()
  )
    .select()
    .from(payments)
    .where(eq(payments.bookingId, paidBookingId));
  expect(paidPayment?.receiptNumber).not.toBeNull();
  paidPaymentId = paidPayment!.id;
  const from = stayInWeek(60).startDate;
  blockId = (await blockDates(OWNERS[0]!, { propertyId: home.id, from, to: addDays(from, 7) })).id;
  const plain = sharp({ create: { width: 32, height: 24, channels: 3, background: "#3a7" } });
  photos = [
    new Uint8Array(await plain.clone().jpeg().toBuffer()),
    new Uint8Array(await plain.clone().png().toBuffer()),
  ];
  ownedHome = await createProperty({ images: 1 });
  calendarFile = `${await calendarTokenOf(ownedHome.id)}.ics`;
  // Written straight in, so no fetch runs; the generated feeds below name a host that never resolves.
  const [feed] = await (
    await getDb()
  )
    .insert(calendarFeeds)
    .values({
      propertyId: ownedHome.id,
      label: "Fuzzed channel",
      url: "https://calendar.invalid/home.ics",
      exportToken: newCalendarToken(),
    })
    .returning();
  feedId = feed!.id;
  const [season] = await (
    await getDb()
  )
    .insert(seasons)
    .values({
      propertyId: ownedHome.id,
      name: "Fuzzed season",
      startDate: stayInWeek(40).startDate,
      endDate: stayInWeek(44).startDate,
      pricePerNightCents: 20000,
    })
    .returning();
  seasonId = season!.id;
  const [extra] = await (
    await getDb()
  )
    .insert(extras)
    .values({ propertyId: ownedHome.id, name: "Fuzzed firewood", priceCents: 1200, unit: "item" })
    .returning();
  extraId = extra!.id;
  const [promo] = await (
    await getDb()
  )
    .insert(promoCodes)
    .values({ code: "FUZZED-CODE", percentOff: 10 })
    .returning();
  promoCodeId = promo!.id;
  soldVoucherId = (await soldVoucher()).id;
});

// An owner with a passkey, signed in, and a pending sign-in of theirs at the passkey step.
const ownerKey = new SoftwareAuthenticator(SITE_ORIGIN);
let passkeyOwner: OwnerCredentials;
let pending: OwnerBrowser;
let passkeyId: string;

let confirmingOwner: OwnerCredentials;

beforeAll(async () => {
  const { browser, secret } = await enrolOwner(PASSKEY_OWNER);
  // Confirmed, so that the generated requests reach the passkey calls' handlers.
  expect((await browser.confirm(authenticatorCode(secret, 1))).status).toBe(200);
  const options = await browser.change("/api/owner/passkeys/options");
  const added = await browser.change("/api/owner/passkeys", {
    name: "Fuzzed",
    response: ownerKey.register(options.body as { challenge: string }),
  });
  expect(added.status).toBe(200);
  passkeyId = (added.body as { id: string }).id;
  passkeyOwner = await browser.credentials();
  pending = new OwnerBrowser();
  await pending.emailStep(PASSKEY_OWNER);
  confirmingOwner = await (await enrolOwner(CONFIRMING_OWNER)).browser.credentials();
});

const pendingHeaders = () => ({
  cookie: [...pending.cookies].map(([key, value]) => `${key}=${value}`).join("; "),
  origin: SITE_ORIGIN,
});

const propertyIds = () => [home.id];
const bookingIds = () => [bookingId, payingBookingId];
const guestTokens = () => [guest.token];
const signedInOwner = () => owner;

/** A traveller register: its one traveller's fields, each may be changed to anything. */
const registerBodies = () =>
  jsonBodies({
    travellers: [
      {
        surname: "Peeters",
        firstNames: "Ann",
        birthPlace: "Leuven",
        birthDate: "1984-03-09",
        nationality: "Belgian",
      },
    ],
  });

/** The owner's calls on a booking: the ids of real bookings, so some reach the action itself. */
const ownerBookingCalls = (
  [
    ["GET", ""],
    ["GET", "/cancellation"],
    ["POST", "/approve"],
    ["POST", "/reject"],
    ["POST", "/cancel"],
    ["POST", "/balance-due-date"],
    ["POST", "/security-deposit"],
    ["GET", "/register"],
    ["POST", "/register"],
  ] as const
).map(([method, part]): Endpoint => ({
  method,
  path: `/api/owner/bookings/{id}${part}`,
  knownIds: bookingIds,
  owner: signedInOwner,
  ...(part === "/cancel"
    ? { body: () => jsonBodies(fc.double({ min: -10, max: 1e6 }).map((refund) => ({ refund }))) }
    : {}),
  ...(part === "/register" && method === "POST" ? { body: registerBodies } : {}),
  ...(part === "/security-deposit"
    ? {
        body: () =>
          jsonBodies(
            fc.record({
              keep: fc.double({ min: -10, max: 1e6 }),
              reason: fc.string({ maxLength: 1200 }),
            }),
          ),
      }
    : {}),
  ...(part === "/balance-due-date"
    ? {
        body: () =>
          jsonBodies(
            fc
              .date({
                min: new Date("2020-01-01"),
                max: new Date("2035-01-01"),
                noInvalidDate: true,
              })
              .map((day) => ({ dueDate: day.toISOString().slice(0, 10) })),
          ),
      }
    : {}),
}));
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
    method: "GET",
    path: "/api/guest/bookings/{id}/cancellation",
    knownIds: bookingIds,
    tokens: guestTokens,
  },
  {
    method: "POST",
    path: "/api/guest/bookings/{id}/cancel",
    knownIds: bookingIds,
    tokens: guestTokens,
  },
  {
    method: "GET",
    path: "/api/guest/bookings/{id}/register",
    knownIds: bookingIds,
    tokens: guestTokens,
  },
  {
    method: "POST",
    path: "/api/guest/bookings/{id}/register",
    knownIds: bookingIds,
    tokens: guestTokens,
    body: registerBodies,
  },
  {
    method: "GET",
    path: "/api/guest/bookings/{id}/payments/{paymentId}/receipt",
    params: () => ({ id: paidBookingId }),
    knownIds: () => [paidPaymentId],
    tokens: guestTokens,
  },
  {
    method: "POST",
    path: "/api/guest/gift-vouchers",
    tokens: guestTokens,
    body: () => jsonBodies({ amount: 100, buyerName: "Fuzzed Buyer", message: "For you" }),
  },
  {
    method: "GET",
    path: "/api/guest/gift-vouchers/{id}",
    knownIds: () => [giftVoucherId],
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
    path: "/api/public/availability-alerts",

    body: () =>
      jsonBodies(
        fc.integer({ min: 2, max: 50 }).map((week) => ({
          propertyId: home.id,
          ...stayInWeek(week),
          guests: 2,
          email: "waiting.guest@example.com",
        })),
      ),
  },
  ...(["confirm", "unsubscribe"] as const).map((action): Endpoint => ({
    method: "POST",
    path: `/api/public/availability-alerts/${action}`,
    body: () => jsonBodies({ token: "AbCdEfGhIjKlMnOpQrStUvWxYz012345" }),
  })),
  {
    method: "POST",
    path: "/api/public/availability-alerts/unsubscribe/{token}",
    knownIds: () => ["AbCdEfGhIjKlMnOpQrStUvWxYz012345"],
  },
  {
    method: "POST",
    path: "/api/public/payments/start/{bookingId}",
    knownIds: bookingIds,
    body: () => jsonBodies({ voucherCode: "ABCD-EFGH-JKLM-NPQR" }),
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
      ["/quote", [...STAY_QUERY, "promoCode"]],
      ["/reviews", []],
      ["/taken-nights", ["from", "to"]],
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
  {
    method: "GET",
    path: "/api/public/stays",
    query: ["kind", "from", "to", "guests", "propertyId", "limit", "offset"],
  },
  {
    method: "POST",
    path: "/api/owner/login/request-code",
    body: () => jsonBodies({ email: "someone@owners.example" }),
  },
  {
    method: "POST",
    path: "/api/owner/login/verify-code",
    body: () => jsonBodies({ email: OWNERS[0], code: "123456" }),
  },
  { method: "POST", path: "/api/owner/login/enrol" },
  {
    method: "POST",
    path: "/api/owner/login/enrol/confirm",
    body: () => jsonBodies({ code: "123456" }),
  },
  {
    method: "POST",
    path: "/api/owner/login/second-factor",
    body: () => jsonBodies({ code: "123456" }),
  },
  { method: "GET", path: "/api/owner/session", owner: signedInOwner },
  { method: "POST", path: "/api/owner/logout", owner: () => leavingOwner },
  {
    method: "POST",
    path: "/api/owner/owners/reset",
    owner: signedInOwner,
    body: () => jsonBodies({ email: "nobody@owners.example" }),
  },
  {
    method: "GET",
    path: "/api/owner/bookings",
    owner: signedInOwner,
    query: ["status", "propertyId", "from", "to", "limit", "offset"],
  },
  ...ownerBookingCalls,
  {
    method: "POST",
    path: "/api/owner/refunds/{id}/retry",
    owner: signedInOwner,
  },
  { method: "GET", path: "/api/owner/calendar", query: ["month"], owner: signedInOwner },
  {
    method: "GET",
    path: "/api/owner/homes/{id}/calendar",
    knownIds: propertyIds,
    query: ["month"],
    owner: signedInOwner,
  },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/blocks",
    knownIds: propertyIds,
    owner: signedInOwner,
    body: () =>
      jsonBodies(
        fc.integer({ min: 2, max: 50 }).map((week) => {
          const { startDate, endDate } = stayInWeek(week);
          return { from: startDate, to: endDate, note: "Maintenance" };
        }),
      ),
  },
  {
    method: "POST",
    path: "/api/owner/blocks/{id}/remove",
    knownIds: () => [blockId],
    owner: signedInOwner,
  },
  ...(
    [
      ["GET", "/api/owner/today", []],
      ["GET", "/api/owner/messages", ["limit", "offset"]],
      ["GET", "/api/owner/subscribers", ["limit", "offset"]],
      ["GET", "/api/owner/subscribers.csv", []],
      ["GET", "/api/owner/traveller-register.csv", ["from", "to"]],
      ["GET", "/api/owner/payments.csv", ["from", "to"]],
      ["GET", "/api/owner/stays.csv", ["from", "to", "home"]],
      ["GET", "/api/owner/reports/year.pdf", ["year", "home"]],
      ["GET", "/api/owner/activity", ["limit", "before", "kind"]],
    ] as const
  ).map(([method, path, query]): Endpoint => ({
    method,
    path,
    query,
    owner: signedInOwner,
  })),
  {
    method: "POST",
    path: "/api/owner/mail/{id}/send-again",
    knownIds: () => [deadMailId],
    owner: signedInOwner,
  },
  ...(["read", "unread"] as const).map((state): Endpoint => ({
    method: "POST",
    path: `/api/owner/messages/{id}/${state}`,
    knownIds: () => [messageId],
    owner: signedInOwner,
  })),
  {
    method: "GET",
    path: "/api/owner/homes/{id}/photos",
    knownIds: propertyIds,
    owner: signedInOwner,
  },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/photos",
    knownIds: propertyIds,
    owner: signedInOwner,
    body: () => multipartBodies(photos),
  },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/photos/order",
    knownIds: propertyIds,
    owner: signedInOwner,
    body: () => jsonBodies({ ids: home.imageIds }),
  },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/photos/{photoId}",
    params: () => ({ id: home.id }),
    knownIds: () => home.imageIds,
    owner: signedInOwner,
    body: () => jsonBodies({ description: "The terrace", isCover: true }),
  },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/photos/{photoId}/delete",
    params: () => ({ id: home.id }),
    knownIds: () => home.imageIds,
    owner: signedInOwner,
  },
  { method: "GET", path: "/api/owner/homes", owner: signedInOwner },
  {
    method: "POST",
    path: "/api/owner/homes",
    owner: signedInOwner,
    body: () => jsonBodies(HOME_FORM),
  },
  {
    method: "GET",
    path: "/api/owner/homes/{id}",
    owner: signedInOwner,
    knownIds: () => [ownedHome.id],
  },
  {
    method: "POST",
    path: "/api/owner/homes/{id}",
    owner: signedInOwner,
    knownIds: () => [ownedHome.id],
    body: () => jsonBodies(HOME_FORM),
  },
  ...(["deactivate", "activate"] as const).map((action): Endpoint => ({
    method: "POST",
    path: `/api/owner/homes/{id}/${action}`,
    owner: signedInOwner,
    knownIds: () => [ownedHome.id],
  })),
  { method: "GET", path: "/api/owner/catalogue", owner: signedInOwner },
  { method: "GET", path: "/api/ical/{file}", knownIds: () => [calendarFile] },
  ...(["calendar-address", "feeds/sync"] as const).map((action): Endpoint => ({
    method: "POST",
    path: `/api/owner/homes/{id}/${action}`,
    owner: signedInOwner,
    knownIds: () => [ownedHome.id],
  })),
  {
    method: "GET",
    path: "/api/owner/homes/{id}/feeds",
    owner: signedInOwner,
    knownIds: () => [ownedHome.id],
  },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/feeds",
    owner: signedInOwner,
    knownIds: () => [ownedHome.id],
    body: () => jsonBodies({ label: "Fuzzed", url: "https://calendar.invalid/other.ics" }),
  },
  {
    method: "POST",
    path: "/api/owner/feeds/{id}/remove",
    owner: signedInOwner,
    knownIds: () => [feedId],
  },
  {
    method: "GET",
    path: "/api/owner/homes/{id}/seasons",
    owner: signedInOwner,
    knownIds: () => [ownedHome.id],
  },
  ...(["/api/owner/homes/{id}/seasons", "/api/owner/seasons/{id}"] as const).map(
    (path): Endpoint => ({
      method: "POST",
      path,
      owner: signedInOwner,
      knownIds: () => (path.startsWith("/api/owner/homes") ? [ownedHome.id] : [seasonId]),
      body: () =>
        jsonBodies(
          fc.integer({ min: 50, max: 90 }).map((week) => ({
            name: "Fuzzed",
            from: stayInWeek(week).startDate,
            to: stayInWeek(week + 2).startDate,
            pricePerNight: 150,
            weekendPrice: 400,
            minStay: 3,
          })),
        ),
    }),
  ),
  {
    method: "POST",
    path: "/api/owner/seasons/{id}/copy",
    owner: signedInOwner,
    knownIds: () => [seasonId],
    body: () => jsonBodies({ homeIds: [home.id], nextYear: true }),
  },
  {
    method: "POST",
    path: "/api/owner/seasons/{id}/remove",
    owner: signedInOwner,
    knownIds: () => [seasonId],
  },
  {
    method: "GET",
    path: "/api/owner/homes/{id}/extras",
    owner: signedInOwner,
    knownIds: () => [ownedHome.id],
  },
  ...(["/api/owner/homes/{id}/extras", "/api/owner/extras/{id}"] as const).map(
    (path): Endpoint => ({
      method: "POST",
      path,
      owner: signedInOwner,
      knownIds: () => (path.startsWith("/api/owner/homes") ? [ownedHome.id] : [extraId]),
      body: () =>
        jsonBodies({
          name: "Fuzzed dog",
          translations: { nl: "Hond", fr: "Chien", de: "Hund" },
          price: 25,
          unit: "stay",
          mandatory: false,
          maxQuantity: 2,
        }),
    }),
  ),
  {
    method: "POST",
    path: "/api/owner/homes/{id}/extras/order",
    owner: signedInOwner,
    knownIds: () => [ownedHome.id],
    body: () => jsonBodies({ ids: [extraId] }),
  },
  {
    method: "POST",
    path: "/api/owner/extras/{id}/remove",
    owner: signedInOwner,
    knownIds: () => [extraId],
  },
  { method: "GET", path: "/api/owner/promo-codes", owner: signedInOwner },
  ...(["/api/owner/promo-codes", "/api/owner/promo-codes/{id}"] as const).map((path): Endpoint => ({
    method: "POST",
    path,
    owner: signedInOwner,
    ...(path.endsWith("{id}") ? { knownIds: () => [promoCodeId] } : {}),
    body: () =>
      jsonBodies({
        code: "FUZZ-WINTER",
        note: "Fuzzed",
        kind: "percent",
        value: 15,
        includesExtras: false,
        bookedFrom: "2031-01-01",
        bookedUntil: "2031-02-01",
        stayFrom: "2031-01-05",
        stayUntil: "2031-03-01",
        propertyIds: [ownedHome.id],
        stayKinds: ["midweek"],
        minNights: 2,
        maxUses: 10,
        active: true,
      }),
  })),
  {
    method: "POST",
    path: "/api/owner/promo-codes/{id}/remove",
    owner: signedInOwner,
    knownIds: () => [promoCodeId],
  },
  { method: "GET", path: "/api/owner/gift-vouchers", owner: signedInOwner },
  {
    method: "POST",
    path: "/api/owner/gift-vouchers/{id}/extend",
    owner: signedInOwner,
    // The unpaid voucher answers 404, the sold one reaches the day's checks.
    knownIds: () => [soldVoucherId, giftVoucherId],
    body: () => jsonBodies({ expiresOn: "2031-01-01" }),
  },
  {
    method: "POST",
    path: "/api/owner/gift-vouchers/{id}/refund",
    owner: signedInOwner,
    knownIds: () => [soldVoucherId, giftVoucherId],
  },
  {
    method: "POST",
    path: "/api/owner/amenities",
    owner: signedInOwner,
    body: () => jsonBodies({ name: "Fuzzed Sauna", category: "Wellness", icon: "<svg/>" }),
  },
  {
    method: "POST",
    path: "/api/owner/features",
    owner: signedInOwner,
    body: () => jsonBodies({ name: "Fuzzed Oven", icon: "<svg/>" }),
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
  {
    method: "POST",
    path: "/api/owner/session/confirm",
    owner: () => confirmingOwner,
    body: () => jsonBodies({ code: "123456" }),
  },
  {
    method: "POST",
    path: "/api/owner/session/confirm/passkey/options",
    owner: () => passkeyOwner,
  },
  {
    method: "POST",
    path: "/api/owner/session/confirm/passkey",
    owner: () => confirmingOwner,
    body: () => jsonBodies(ownerKey.assert({ challenge: "AAAAAAAAAAAAAAAAAAAAAA" })),
  },
  { method: "GET", path: "/api/owner/passkeys", owner: () => passkeyOwner },
  { method: "POST", path: "/api/owner/passkeys/options", owner: () => passkeyOwner },
  {
    method: "POST",
    path: "/api/owner/passkeys",
    owner: () => passkeyOwner,
    body: () =>
      jsonBodies({
        name: "Fuzzed too",
        response: new SoftwareAuthenticator(SITE_ORIGIN).register({ challenge: "AAAAAAAA" }),
      }),
  },
  {
    method: "POST",
    path: "/api/owner/passkeys/{id}/remove",
    owner: () => passkeyOwner,
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

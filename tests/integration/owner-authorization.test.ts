import { beforeAll, describe, expect, it } from "vitest";
import { apiApp } from "@/api/app";
import { configureForFile, withOwners } from "../support/config";
import { bearer, signInAs } from "../support/auth";
import { authenticatorCode, enrolOwner, OwnerBrowser, SITE_ORIGIN } from "../support/owner";
import { SoftwareAuthenticator } from "../support/passkey";
import { call, type Method } from "../support/routes";

/**
 * Nothing under /api/owner/ answers without an owner session, a guest's token counts for
 * nothing, and every change needs the site's Origin and the session's CSRF token (issue 16).
 */

const OWNER = "authz-owner@owners.example";
const OTHER_OWNER = "authz-other@owners.example";
configureForFile(withOwners(OWNER, OTHER_OWNER));

/** The address of a call the OpenAPI document names with an `{id}`. */
const at = (path: string) => path.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000");

/** An upload as the photos page sends it: one file in the field `photo`. */
function photoForm(): FormData {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array([0xff, 0xd8, 0xff])], "photo.jpg"));
  return form;
}

/** Every owner call, and paths that match none: the gate answers before routing. */
const OWNER_CALLS: { method: Method; path: string; body?: unknown }[] = [
  { method: "GET", path: "/api/owner/session" },
  { method: "POST", path: "/api/owner/session/confirm", body: { code: "123456" } },
  { method: "POST", path: "/api/owner/session/confirm/passkey/options" },
  {
    method: "POST",
    path: "/api/owner/session/confirm/passkey",
    body: new SoftwareAuthenticator(SITE_ORIGIN).assert({ challenge: "AAAAAAAA" }),
  },
  { method: "POST", path: "/api/owner/logout" },
  { method: "POST", path: "/api/owner/owners/reset", body: { email: OTHER_OWNER } },
  { method: "GET", path: "/api/owner/passkeys" },
  { method: "POST", path: "/api/owner/passkeys/options" },
  { method: "POST", path: "/api/owner/passkeys", body: { name: "Key", response: {} } },
  { method: "POST", path: "/api/owner/passkeys/{id}/remove" },
  { method: "GET", path: "/api/owner/bookings" },
  { method: "GET", path: "/api/owner/bookings/{id}" },
  { method: "GET", path: "/api/owner/bookings/{id}/cancellation" },
  { method: "POST", path: "/api/owner/bookings/{id}/approve" },
  { method: "POST", path: "/api/owner/bookings/{id}/reject" },
  { method: "POST", path: "/api/owner/bookings/{id}/cancel", body: { refund: 0 } },
  {
    method: "POST",
    path: "/api/owner/bookings/{id}/balance-due-date",
    body: { dueDate: "2030-01-01" },
  },
  {
    method: "POST",
    path: "/api/owner/bookings/{id}/security-deposit",
    body: { keep: 10, reason: "A broken glass table top." },
  },
  { method: "POST", path: "/api/owner/refunds/{id}/retry" },
  { method: "GET", path: "/api/owner/bookings/{id}/register" },
  { method: "POST", path: "/api/owner/bookings/{id}/register", body: { travellers: [] } },
  { method: "GET", path: "/api/owner/traveller-register.csv" },
  { method: "GET", path: "/api/owner/payments.csv" },
  { method: "GET", path: "/api/owner/stays.csv" },
  { method: "GET", path: "/api/owner/reports/year.pdf" },
  { method: "GET", path: "/api/owner/calendar" },
  { method: "GET", path: "/api/owner/homes/{id}/calendar" },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/blocks",
    body: { from: "2031-01-06", to: "2031-01-10" },
  },
  { method: "POST", path: "/api/owner/blocks/{id}/remove" },
  { method: "GET", path: "/api/owner/today" },
  { method: "POST", path: "/api/owner/mail/{id}/send-again" },
  { method: "GET", path: "/api/owner/messages" },
  { method: "POST", path: "/api/owner/messages/{id}/read" },
  { method: "POST", path: "/api/owner/messages/{id}/unread" },
  { method: "GET", path: "/api/owner/subscribers" },
  { method: "GET", path: "/api/owner/subscribers.csv" },
  { method: "GET", path: "/api/owner/activity" },
  { method: "GET", path: "/api/owner/homes/{id}/photos" },
  { method: "POST", path: "/api/owner/homes/{id}/photos", body: photoForm() },
  { method: "POST", path: "/api/owner/homes/{id}/photos/order", body: { ids: [] } },
  { method: "POST", path: "/api/owner/homes/{id}/photos/{photoId}", body: { isCover: true } },
  { method: "POST", path: "/api/owner/homes/{id}/photos/{photoId}/delete" },
  { method: "GET", path: "/api/owner/homes" },
  { method: "POST", path: "/api/owner/homes", body: {} },
  { method: "GET", path: "/api/owner/homes/{id}" },
  { method: "POST", path: "/api/owner/homes/{id}", body: {} },
  { method: "POST", path: "/api/owner/homes/{id}/deactivate" },
  { method: "POST", path: "/api/owner/homes/{id}/activate" },
  { method: "GET", path: "/api/owner/catalogue" },
  { method: "POST", path: "/api/owner/amenities", body: { name: "Sauna", category: "Wellness" } },
  { method: "POST", path: "/api/owner/features", body: { name: "Pizza oven" } },
  { method: "POST", path: "/api/owner/homes/{id}/calendar-address" },
  { method: "GET", path: "/api/owner/homes/{id}/feeds" },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/feeds",
    body: { label: "Airbnb", url: "https://www.airbnb.com/calendar/ical/1.ics" },
  },
  { method: "POST", path: "/api/owner/homes/{id}/feeds/sync" },
  { method: "POST", path: "/api/owner/feeds/{id}/remove" },
  { method: "GET", path: "/api/owner/vat-rates" },
  { method: "POST", path: "/api/owner/vat-rates", body: { from: "2031-01-01", ratePercent: 12 } },
  { method: "POST", path: "/api/owner/vat-rates/{id}/remove" },
  { method: "GET", path: "/api/owner/communes" },
  {
    method: "POST",
    path: "/api/owner/communes",
    body: { name: "Spa", rule: { kind: "per_stay", amount: 5 } },
  },
  { method: "POST", path: "/api/owner/communes/{id}/remove" },
  {
    method: "POST",
    path: "/api/owner/communes/{id}/rules",
    body: { from: "2031-01-01", kind: "per_stay", amount: 5 },
  },
  { method: "POST", path: "/api/owner/communes/{id}/rules/{ruleId}/remove" },
  { method: "GET", path: "/api/owner/communes/{id}/declaration" },
  { method: "GET", path: "/api/owner/communes/{id}/declaration.csv" },
  { method: "GET", path: "/api/owner/communes/{id}/declaration.pdf" },
  { method: "GET", path: "/api/owner/homes/{id}/seasons" },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/seasons",
    body: { name: "Summer", from: "2031-07-04", to: "2031-09-01", pricePerNight: 240 },
  },
  {
    method: "POST",
    path: "/api/owner/seasons/{id}",
    body: { name: "Summer", from: "2031-07-04", to: "2031-09-01", pricePerNight: 240 },
  },
  { method: "POST", path: "/api/owner/seasons/{id}/remove" },
  { method: "POST", path: "/api/owner/seasons/{id}/copy", body: { nextYear: true } },
  { method: "GET", path: "/api/owner/homes/{id}/extras" },
  {
    method: "POST",
    path: "/api/owner/homes/{id}/extras",
    body: { name: "Dog", price: 25, unit: "stay", maxQuantity: 2 },
  },
  { method: "POST", path: "/api/owner/homes/{id}/extras/order", body: { ids: [] } },
  {
    method: "POST",
    path: "/api/owner/extras/{id}",
    body: { name: "Dog", price: 25, unit: "stay", maxQuantity: 2 },
  },
  { method: "POST", path: "/api/owner/extras/{id}/remove" },
  { method: "GET", path: "/api/owner/promo-codes" },
  {
    method: "POST",
    path: "/api/owner/promo-codes",
    body: { code: "WINTER-10", kind: "percent", value: 10 },
  },
  {
    method: "POST",
    path: "/api/owner/promo-codes/{id}",
    body: { code: "WINTER-10", kind: "percent", value: 10 },
  },
  { method: "POST", path: "/api/owner/promo-codes/{id}/remove" },
  { method: "GET", path: "/api/owner/gift-vouchers" },
  {
    method: "POST",
    path: "/api/owner/gift-vouchers/{id}/extend",
    body: { expiresOn: "2030-01-01" },
  },
  { method: "POST", path: "/api/owner/gift-vouchers/{id}/refund" },
  { method: "GET", path: "/api/owner/reviews" },
  { method: "POST", path: "/api/owner/reviews/{id}/answer", body: { answer: "Thank you!" } },
  { method: "POST", path: "/api/owner/reviews/{id}/hide", body: { reason: "offensive" } },
  { method: "GET", path: "/api/owner/no-such-call" },
  { method: "DELETE", path: "/api/owner/bookings/00000000-0000-0000-0000-000000000000" },
  { method: "GET", path: "/api/owner" },
];
const CHANGES = OWNER_CALLS.filter((ownerCall) => ownerCall.method !== "GET");

const LOGIN_CALLS = [
  "/api/owner/login/request-code",
  "/api/owner/login/verify-code",
  "/api/owner/login/enrol",
  "/api/owner/login/enrol/confirm",
  "/api/owner/login/second-factor",
  "/api/owner/login/passkey/options",
  "/api/owner/login/passkey",
];

function init(method: Method, body: unknown, headers: Record<string, string>): RequestInit {
  return {
    method,
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    headers: {
      ...(body instanceof FormData ? {} : { "content-type": "application/json" }),
      origin: SITE_ORIGIN,
      ...headers,
    },
  };
}

describe("the owner API's routes", () => {
  it("are all in this file's list", () => {
    const documented = Object.keys(paths());
    const listed = new Set([...OWNER_CALLS.map((c) => c.path), ...LOGIN_CALLS]);
    expect(documented.filter((path) => !listed.has(path))).toEqual([]);
  });
});

function paths(): Record<string, unknown> {
  const document = apiApp().getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
  });
  return Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith("/api/owner")),
  );
}

describe.each(OWNER_CALLS)("$method $path", ({ method, path, body }) => {
  it("answers 401 in the error shape without an owner session", async () => {
    const answer = await call(method, at(path), init(method, body, {}));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: "UNAUTHORIZED", error: expect.any(String) });
  });

  it("answers 401 to a guest's bearer token", async () => {
    const guest = await signInAs("authz-guest@example.com");
    const answer = await call(method, at(path), bearer(guest.token, init(method, body, {})));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("answers 401 to a guest's token sent as the owner's cookie", async () => {
    const guest = await signInAs("authz-guest@example.com");
    const answer = await call(
      method,
      path,
      init(method, body, { cookie: `owner_session=${guest.token}` }),
    );
    expect(answer.status).toBe(401);
  });
});

describe("changes in an owner session", () => {
  let browser: OwnerBrowser;
  let secret: string;
  beforeAll(async () => {
    ({ browser, secret } = await enrolOwner(OWNER));
  });

  it.each(CHANGES)("$method $path: 403 without the CSRF token", async ({ method, path, body }) => {
    const answer = await browser.send(method, at(path), body);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "CSRF_FAILED" });
  });

  it.each(CHANGES)("$method $path: 403 with a wrong CSRF token", async ({ method, path, body }) => {
    const answer = await browser.send(method, at(path), body, {
      "x-csrf-token": "0".repeat(64),
    });
    expect(answer.status).toBe(403);
  });

  it.each(CHANGES)(
    "$method $path: 403 from a foreign origin, even with the token",
    async ({ method, path, body }) => {
      const token = await browser.csrfToken();
      const foreign = await browser.send(method, at(path), body, {
        origin: "https://evil.example",
        "x-csrf-token": token,
      });
      expect(foreign.status).toBe(403);
      const cookie = `owner_session=${browser.cookies.get("owner_session")}`;
      // The body as sent, so that a photo upload is refused for its origin, not its framing.
      const request = init(method, body, { cookie, "x-csrf-token": token });
      const headers = new Headers(request.headers);
      headers.delete("origin");
      const noOrigin = await call(method, at(path), { ...request, headers });
      expect(noOrigin.status).toBe(403);
    },
  );

  it("the session's token gets a change through, and 'Sign out' is one", async () => {
    const other = await enrolOwner(OTHER_OWNER);
    expect((await browser.confirm(authenticatorCode(secret, 1))).status).toBe(200);
    const reset = await browser.change("/api/owner/owners/reset", { email: OTHER_OWNER });
    expect(reset.status).toBe(200);
    expect((await other.browser.send("GET", "/api/owner/session")).status).toBe(401);
    const unknown = await browser.change("/api/owner/no-such-call");
    expect(unknown.status).toBe(404);
    expect((await browser.change("/api/owner/logout")).status).toBe(200);
  });
});

describe("the sign-in calls", () => {
  it.each(LOGIN_CALLS)("POST %s answers 403 from a foreign origin", async (path) => {
    const answer = await call(
      "POST",
      path,
      init("POST", { email: OWNER, code: "123456" }, { origin: "https://evil.example" }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "CSRF_FAILED" });
  });

  it("the second-factor steps answer 401 without a pending sign-in", async () => {
    for (const path of LOGIN_CALLS.slice(2)) {
      const body = path.endsWith("/passkey")
        ? new SoftwareAuthenticator(SITE_ORIGIN).assert({ challenge: "AAAAAAAA" })
        : { code: "123456" };
      const answer = await call("POST", path, init("POST", body, {}));
      expect(answer.status).toBe(401);
    }
  });

  it("a guest's bearer token does not pass the second factor", async () => {
    const guest = await signInAs("authz-guest@example.com");
    const answer = await call(
      "POST",
      "/api/owner/login/second-factor",
      bearer(guest.token, init("POST", { code: "123456" }, {})),
    );
    expect(answer.status).toBe(401);
  });
});

import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { MiddlewareHandler } from "hono";
import {
  addPasskey,
  assertConfirmed,
  assertCsrf,
  assertSameOrigin,
  authenticationResponseSchema,
  type Confirmation,
  confirmedSchema,
  confirmedUntil,
  confirmEnrolment,
  confirmWithCode,
  confirmWithPasskey,
  CSRF_HEADER,
  endOwnerSession,
  enrolledSchema,
  enrolmentSchema,
  listPasskeys,
  newPasskeySchema,
  OWNER_CONFIRMED_COOKIE,
  OWNER_LIMITS,
  OWNER_PENDING_COOKIE,
  OWNER_SESSION_COOKIE,
  ownerCodeSchema,
  ownerCodeVerifiedSchema,
  ownerCookieOptions,
  ownerEmailSchema,
  ownerSession,
  ownerSessionSchema,
  passkeyConfirmationOptions,
  passkeyEnrolmentOptions,
  passkeyIdSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySchema,
  passkeySignInOptions,
  removePasskey,
  requestOwnerCode,
  resetOwner,
  secondFactorSchema,
  signInWithPasskey,
  startEnrolment,
  verifyOwnerCode,
  verifySecondFactor,
} from "@/features/owner/server";
import {
  DEVICE_COOKIE,
  deviceCookieOptions,
  newDeviceToken,
  requestCodeResponseSchema,
} from "@/features/auth/server";
import { ApiError } from "@/lib/http";
import { clientAddress, type ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";

const tags = ["Owner"];
const ownerCookie = [{ ownerSession: [] }];
/** What every back office route's OpenAPI entry says of itself. */
export const OWNER_ROUTE = { tags, security: ownerCookie };
const LOGIN_PREFIX = "/api/owner/login/";
const PENDING_PATH = "/api/owner/login";
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Before any routing under /api/owner/: without an owner session every path answers 401, known or
 * not, and a guest's bearer token counts for nothing. A change must come from the site's own
 * origin and, in a session, carry its CSRF token. The sign-in calls have their own cookie and
 * need only the origin.
 */
export const ownerGate: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const unsafe = UNSAFE_METHODS.has(c.req.method);
  if (c.req.path.startsWith(LOGIN_PREFIX)) {
    if (unsafe) assertSameOrigin(c.req.header("origin"));
    return next();
  }
  const session = await ownerSession(getCookie(c, OWNER_SESSION_COOKIE));
  if (!session) throw new ApiError("UNAUTHORIZED", "Please sign in to the back office");
  if (unsafe) assertCsrf(session, c.req.header("origin"), c.req.header(CSRF_HEADER));
  c.set("owner", session);
  return next();
};

function signedInOwner(c: Context<ApiEnv>) {
  const owner = c.get("owner");
  // The gate runs first; this only keeps a route from running without it.
  if (!owner) throw new ApiError("UNAUTHORIZED", "Please sign in to the back office");
  return owner;
}

/** The signed-in owner, who confirmed with a current code or passkey in the last 5 minutes. */
function confirmedOwner(c: Context<ApiEnv>) {
  const owner = signedInOwner(c);
  assertConfirmed(owner, getCookie(c, OWNER_CONFIRMED_COOKIE));
  return owner;
}

/** The signed-in owner's e-mail address: the actor of the activity log. */
export function actor(c: Context<ApiEnv>): string {
  return signedInOwner(c).email;
}

/** The session's cookie, and the device's: it passed the second factor. */
function startSession(c: Context<ApiEnv>, token: string, email: string): void {
  setCookie(
    c,
    OWNER_SESSION_COOKIE,
    token,
    ownerCookieOptions(OWNER_LIMITS.sessionLifetimeMs / 1000),
  );
  deleteCookie(c, OWNER_PENDING_COOKIE, ownerCookieOptions(0, PENDING_PATH));
  setCookie(c, DEVICE_COOKIE.owner, newDeviceToken("owner", email), deviceCookieOptions("owner"));
}

const CONFIRMED_PATH = "/api/owner";

function keepConfirmation(c: Context<ApiEnv>, { token, until }: Confirmation) {
  setCookie(
    c,
    OWNER_CONFIRMED_COOKIE,
    token,
    ownerCookieOptions(OWNER_LIMITS.confirmationMs / 1000, CONFIRMED_PATH),
  );
  return c.json({ confirmedUntil: until.toISOString() }, 200);
}

const okSchema = z.object({ ok: z.literal(true) });

const requestCodeRoute = createRoute({
  method: "post",
  path: "/api/owner/login/request-code",
  tags,
  summary: "E-mail an owner a back office sign-in code; the same answer for any address",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(ownerEmailSchema) },
  responses: {
    200: jsonResponse(requestCodeResponseSchema, "A code is on its way to an owner"),
    ...errors(400, 403, 413, 429, 503),
  },
});

const verifyCodeRoute = createRoute({
  method: "post",
  path: "/api/owner/login/verify-code",
  tags,
  summary:
    "Trade the e-mailed code for a pending sign-in (cookie): next, enrol or the second factor. A device that passed the second factor before (its owner_device cookie) has a wrong-code allowance of its own",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(ownerCodeSchema) },
  responses: {
    200: jsonResponse(ownerCodeVerifiedSchema, "The code is right"),
    ...errors(400, 403, 413, 429, 503),
  },
});

const enrolRoute = createRoute({
  method: "post",
  path: "/api/owner/login/enrol",
  tags,
  summary: "Offer a new authenticator secret (QR code and text) to an owner not yet enrolled",
  responses: {
    200: jsonResponse(enrolmentSchema, "The secret to add to an authenticator app"),
    ...errors(401, 403, 409, 503),
  },
});

const confirmEnrolmentRoute = createRoute({
  method: "post",
  path: "/api/owner/login/enrol/confirm",
  tags,
  summary:
    "Complete enrolment with a current code; answers the recovery codes and starts a session",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(secondFactorSchema) },
  responses: {
    200: jsonResponse(enrolledSchema, "Enrolled and signed in"),
    ...errors(400, 401, 403, 413, 429, 503),
  },
});

const secondFactorRoute = createRoute({
  method: "post",
  path: "/api/owner/login/second-factor",
  tags,
  summary: "Sign in with an authenticator code or a recovery code",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(secondFactorSchema) },
  responses: {
    200: jsonResponse(z.object({ email: z.string() }), "Signed in"),
    ...errors(400, 401, 403, 413, 429, 503),
  },
});

const sessionRoute = createRoute({
  method: "get",
  path: "/api/owner/session",
  tags,
  security: ownerCookie,
  summary: "The signed-in owner and the session's CSRF token",
  responses: {
    200: jsonResponse(ownerSessionSchema, "The owner's session"),
    ...errors(401, 503),
  },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/api/owner/logout",
  tags,
  security: ownerCookie,
  summary: "Sign out: end this owner session",
  responses: {
    200: jsonResponse(okSchema, "Signed out"),
    ...errors(401, 403, 503),
  },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/api/owner/session/confirm",
  tags,
  security: ownerCookie,
  summary:
    "Confirm it is you with a current authenticator or recovery code: for 5 minutes this session may add and remove passkeys and reset owners. 5 wrong codes end the session",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(secondFactorSchema) },
  responses: {
    200: jsonResponse(confirmedSchema, "Confirmed (an owner_confirmed cookie)"),
    ...errors(400, 401, 403, 413, 503),
  },
});

const passkeyConfirmOptionsRoute = createRoute({
  method: "post",
  path: "/api/owner/session/confirm/passkey/options",
  tags,
  security: ownerCookie,
  summary: "Options for confirming it is you with one of your passkeys",
  responses: {
    200: jsonResponse(passkeyOptionsSchema, "For startAuthentication of @simplewebauthn/browser"),
    ...errors(401, 403, 409, 503),
  },
});

const passkeyConfirmRoute = createRoute({
  method: "post",
  path: "/api/owner/session/confirm/passkey",
  tags,
  security: ownerCookie,
  summary: "Confirm it is you with a passkey instead of a code",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(authenticationResponseSchema) },
  responses: {
    200: jsonResponse(confirmedSchema, "Confirmed (an owner_confirmed cookie)"),
    ...errors(400, 401, 403, 413, 503),
  },
});

const resetOwnerRoute = createRoute({
  method: "post",
  path: "/api/owner/owners/reset",
  tags,
  security: ownerCookie,
  summary:
    "Reset another owner who lost their authenticator, passkeys and recovery codes: they enrol again at their next sign-in. Needs a confirmation in the last 5 minutes; the owner is mailed",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(ownerEmailSchema) },
  responses: {
    200: jsonResponse(okSchema, "Reset; their sessions have ended"),
    ...errors(400, 401, 403, 413, 503),
  },
});

const passkeySignInOptionsRoute = createRoute({
  method: "post",
  path: "/api/owner/login/passkey/options",
  tags,
  summary: "Options for signing in with one of the owner's passkeys, after the e-mailed code",
  responses: {
    200: jsonResponse(passkeyOptionsSchema, "For startAuthentication of @simplewebauthn/browser"),
    ...errors(401, 403, 409, 503),
  },
});

const passkeySignInRoute = createRoute({
  method: "post",
  path: "/api/owner/login/passkey",
  tags,
  summary: "Sign in with a passkey in place of the authenticator code",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(authenticationResponseSchema) },
  responses: {
    200: jsonResponse(z.object({ email: z.string() }), "Signed in"),
    ...errors(400, 401, 403, 413, 429, 503),
  },
});

const passkeysRoute = createRoute({
  method: "get",
  path: "/api/owner/passkeys",
  tags,
  security: ownerCookie,
  summary: "The signed-in owner's passkeys",
  responses: {
    200: jsonResponse(passkeyListSchema, "Oldest first"),
    ...errors(401, 503),
  },
});

const passkeyEnrolmentOptionsRoute = createRoute({
  method: "post",
  path: "/api/owner/passkeys/options",
  tags,
  security: ownerCookie,
  summary:
    "Options for adding a passkey to the signed-in owner; needs a confirmation in the last 5 minutes",
  responses: {
    200: jsonResponse(passkeyOptionsSchema, "For startRegistration of @simplewebauthn/browser"),
    ...errors(401, 403, 409, 503),
  },
});

const addPasskeyRoute = createRoute({
  method: "post",
  path: "/api/owner/passkeys",
  tags,
  security: ownerCookie,
  summary:
    "Keep the passkey the browser made for the options' challenge; needs a confirmation in the last 5 minutes, and the owner is mailed",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(newPasskeySchema) },
  responses: {
    200: jsonResponse(passkeySchema, "Added"),
    ...errors(400, 401, 403, 409, 413, 503),
  },
});

const removePasskeyRoute = createRoute({
  method: "post",
  path: "/api/owner/passkeys/{id}/remove",
  tags,
  security: ownerCookie,
  summary:
    "Remove one of the signed-in owner's passkeys; needs a confirmation in the last 5 minutes",
  request: { params: z.object({ id: passkeyIdSchema }) },
  responses: {
    200: jsonResponse(okSchema, "Removed"),
    ...errors(400, 401, 403, 404, 503),
  },
});

export function addOwnerRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "ownerSession", {
    type: "apiKey",
    in: "cookie",
    name: OWNER_SESSION_COOKIE,
    description: `The owner's session; changes also need Origin and ${CSRF_HEADER}`,
  });
  app.use("/api/owner/*", ownerGate);

  app.openapi(requestCodeRoute, async (c) =>
    c.json(await requestOwnerCode({ ...c.req.valid("json"), ip: clientAddress(c) }), 200),
  );

  app.openapi(verifyCodeRoute, async (c) => {
    const { token, next, passkey } = await verifyOwnerCode({
      ...c.req.valid("json"),
      ip: clientAddress(c),
      deviceToken: getCookie(c, DEVICE_COOKIE.owner),
    });
    setCookie(
      c,
      OWNER_PENDING_COOKIE,
      token,
      ownerCookieOptions(OWNER_LIMITS.pendingLifetimeMs / 1000, PENDING_PATH),
    );
    return c.json({ next, passkey }, 200);
  });

  app.openapi(enrolRoute, async (c) =>
    c.json(await startEnrolment(getCookie(c, OWNER_PENDING_COOKIE)), 200),
  );

  app.openapi(confirmEnrolmentRoute, async (c) => {
    const { code } = c.req.valid("json");
    const { token, email, recoveryCodes } = await confirmEnrolment(
      getCookie(c, OWNER_PENDING_COOKIE),
      code,
    );
    startSession(c, token, email);
    return c.json({ email, recoveryCodes }, 200);
  });

  app.openapi(secondFactorRoute, async (c) => {
    const { code } = c.req.valid("json");
    const { token, email } = await verifySecondFactor(getCookie(c, OWNER_PENDING_COOKIE), code);
    startSession(c, token, email);
    return c.json({ email }, 200);
  });

  app.openapi(passkeySignInOptionsRoute, async (c) =>
    c.json(await passkeySignInOptions(getCookie(c, OWNER_PENDING_COOKIE)), 200),
  );

  app.openapi(passkeySignInRoute, async (c) => {
    const { token, email } = await signInWithPasskey(
      getCookie(c, OWNER_PENDING_COOKIE),
      c.req.valid("json"),
    );
    startSession(c, token, email);
    return c.json({ email }, 200);
  });

  app.openapi(passkeysRoute, async (c) =>
    c.json({ passkeys: await listPasskeys(signedInOwner(c)) }, 200),
  );

  app.openapi(passkeyEnrolmentOptionsRoute, async (c) =>
    c.json(await passkeyEnrolmentOptions(confirmedOwner(c)), 200),
  );

  app.openapi(addPasskeyRoute, async (c) =>
    c.json(await addPasskey(confirmedOwner(c), c.req.valid("json")), 200),
  );

  app.openapi(removePasskeyRoute, async (c) => {
    await removePasskey(confirmedOwner(c), c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(sessionRoute, (c) => {
    const owner = signedInOwner(c);
    const until = confirmedUntil(owner, getCookie(c, OWNER_CONFIRMED_COOKIE));
    return c.json(
      {
        email: owner.email,
        csrfToken: owner.csrfToken,
        confirmedUntil: until?.toISOString() ?? null,
      },
      200,
    );
  });

  app.openapi(confirmRoute, async (c) =>
    keepConfirmation(c, await confirmWithCode(signedInOwner(c), c.req.valid("json").code)),
  );

  app.openapi(passkeyConfirmOptionsRoute, async (c) =>
    c.json(await passkeyConfirmationOptions(signedInOwner(c)), 200),
  );

  app.openapi(passkeyConfirmRoute, async (c) =>
    keepConfirmation(c, await confirmWithPasskey(signedInOwner(c), c.req.valid("json"))),
  );

  app.openapi(logoutRoute, async (c) => {
    await endOwnerSession(signedInOwner(c).sessionId);
    deleteCookie(c, OWNER_SESSION_COOKIE, ownerCookieOptions(0));
    deleteCookie(c, OWNER_CONFIRMED_COOKIE, ownerCookieOptions(0, CONFIRMED_PATH));
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(resetOwnerRoute, async (c) => {
    const { email } = c.req.valid("json");
    const owner = confirmedOwner(c);
    // Resetting oneself would be signing out with extra steps, and the way a stolen session
    // would lock its owner out of their own authenticator.
    if (email === owner.email) {
      throw new ApiError("INVALID_INPUT", "You cannot reset your own sign-in; ask another owner");
    }
    await resetOwner(email, owner.email);
    return c.json({ ok: true as const }, 200);
  });
}

import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  authenticationResponseSchema,
  type Confirmation,
  confirmedSchema,
  confirmedUntil,
  confirmEnrolment,
  confirmWithCode,
  confirmWithPasskey,
  endOwnerSession,
  enrolledSchema,
  enrolmentSchema,
  OWNER_CONFIRMED_COOKIE,
  OWNER_LIMITS,
  OWNER_PENDING_COOKIE,
  OWNER_SESSION_COOKIE,
  ownerCodeSchema,
  ownerCodeVerifiedSchema,
  ownerCookieOptions,
  ownerEmailSchema,
  ownerSessionSchema,
  passkeyConfirmationOptions,
  passkeyOptionsSchema,
  passkeySignInOptions,
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
import { confirmedOwner, OWNER_ROUTE, signedInOwner } from "../owner-gate";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";

const { tags } = OWNER_ROUTE;
const ownerCookie = OWNER_ROUTE.security;
const PENDING_PATH = "/api/owner/login";

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
  operationId: "requestOwnerCode",
  security: [],
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
  operationId: "verifyOwnerCode",
  security: [],
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
  operationId: "startOwnerEnrolment",
  security: [],
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
  operationId: "confirmOwnerEnrolment",
  security: [],
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
  operationId: "verifyOwnerSecondFactor",
  security: [],
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
  operationId: "getOwnerSession",
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
  operationId: "signOutOwner",
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
  operationId: "confirmWithCode",
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
  operationId: "getPasskeyConfirmationOptions",
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
  operationId: "confirmWithPasskey",
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
  operationId: "resetOwner",
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
  operationId: "getPasskeySignInOptions",
  security: [],
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
  operationId: "signInWithPasskey",
  security: [],
  tags,
  summary: "Sign in with a passkey in place of the authenticator code",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(authenticationResponseSchema) },
  responses: {
    200: jsonResponse(z.object({ email: z.string() }), "Signed in"),
    ...errors(400, 401, 403, 413, 429, 503),
  },
});

export function addOwnerRoutes(app: OpenAPIHono<ApiEnv>): void {
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

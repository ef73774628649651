import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { getCookie, setCookie } from "hono/cookie";
import {
  DEVICE_COOKIE,
  deviceCookieOptions,
  newDeviceToken,
  requestCodeResponseSchema,
  requestCodeSchema,
  requestSignInCode,
  requireGuest,
  revokeAllSessions,
  revokeSession,
  signedInResponseSchema,
  trustedDevice,
  verifyCodeSchema,
  verifySignInCode,
} from "@/features/auth/server";
import { guestSchema, profileUpdateSchema } from "@/features/guests";
import { getGuestProfile, updateGuestProfile } from "@/features/guests/server";
import { clientAddress, type ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";

const tags = ["Guests"];
const bearer = [{ bearer: [] }];

const requestCodeRoute = createRoute({
  method: "post",
  path: "/api/guest/booking/request-code",
  operationId: "requestGuestCode",
  security: [],
  tags,
  summary: "E-mail a 6-digit sign-in code; the same response whether or not the address is known",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(requestCodeSchema) },
  responses: {
    200: jsonResponse(requestCodeResponseSchema, "A code is on its way"),
    ...errors(400, 413, 429, 503),
  },
});

const verifyCodeRoute = createRoute({
  method: "post",
  path: "/api/guest/booking/verify-code",
  operationId: "verifyGuestCode",
  security: [],
  tags,
  summary:
    "Trade a sign-in code for a session token; creates the guest on first use. A device that signed in as the address before (its guest_device cookie) has a wrong-code allowance of its own",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(verifyCodeSchema) },
  responses: {
    200: jsonResponse(signedInResponseSchema, "Signed in"),
    ...errors(400, 413, 429, 503),
  },
});

const profileRoute = createRoute({
  method: "get",
  path: "/api/guest/profile",
  operationId: "getGuestProfile",
  tags,
  security: bearer,
  summary: "The signed-in guest",
  responses: { 200: jsonResponse(guestSchema, "The guest"), ...errors(401, 503) },
});

const updateProfileRoute = createRoute({
  method: "patch",
  path: "/api/guest/profile",
  operationId: "updateGuestProfile",
  tags,
  security: bearer,
  summary: "Change the signed-in guest's name and phone",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(profileUpdateSchema) },
  responses: {
    200: jsonResponse(guestSchema, "The updated guest"),
    ...errors(400, 401, 413, 503),
  },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/api/guest/logout",
  operationId: "signOutGuest",
  tags,
  security: bearer,
  summary: "End the session of the token sent",
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), "Signed out"),
    ...errors(503),
  },
});

const logoutAllRoute = createRoute({
  method: "post",
  path: "/api/guest/logout-all",
  operationId: "signOutGuestEverywhere",
  tags,
  security: bearer,
  summary: "Sign out everywhere: end every session of the signed-in guest, this one included",
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), "Every session ended"),
    ...errors(401, 503),
  },
});

export function addGuestRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(requestCodeRoute, async (c) =>
    c.json(
      await requestSignInCode({
        ...c.req.valid("json"),
        ip: clientAddress(c),
        locale: c.get("locale"),
      }),
      200,
    ),
  );

  app.openapi(verifyCodeRoute, async (c) => {
    const input = c.req.valid("json");
    const signedIn = await verifySignInCode({
      ...input,
      ip: clientAddress(c),
      locale: c.get("locale"),
      device: trustedDevice("guest", input.email, getCookie(c, DEVICE_COOKIE.guest)),
    });
    setCookie(
      c,
      DEVICE_COOKIE.guest,
      newDeviceToken("guest", input.email),
      deviceCookieOptions("guest"),
    );
    return c.json(signedIn, 200);
  });

  app.openapi(profileRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    return c.json(await getGuestProfile(guest.id), 200);
  });

  app.openapi(updateProfileRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    return c.json(
      await updateGuestProfile(guest.id, { ...c.req.valid("json"), locale: c.get("locale") }),
      200,
    );
  });

  app.openapi(logoutRoute, async (c) => {
    await revokeSession(c.req.raw);
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(logoutAllRoute, async (c) => {
    await revokeAllSessions(c.req.raw);
    return c.json({ ok: true as const }, 200);
  });
}

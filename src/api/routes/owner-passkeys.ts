import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import {
  addPasskey,
  listPasskeys,
  newPasskeySchema,
  passkeyEnrolmentOptions,
  passkeyIdSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySchema,
  removePasskey,
} from "@/features/owner/server";
import type { ApiEnv } from "../pipeline";
import { confirmedOwner, OWNER_ROUTE, signedInOwner } from "../owner-gate";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";

/*
 * The signed-in owner's own passkeys. Signing in and confirming with one stay with the other
 * ways of signing in and confirming (./owner.ts), whose cookies they share.
 */

const okSchema = z.object({ ok: z.literal(true) });

const passkeysRoute = createRoute({
  method: "get",
  path: "/api/owner/passkeys",
  operationId: "listPasskeys",
  ...OWNER_ROUTE,
  summary: "The signed-in owner's passkeys",
  responses: {
    200: jsonResponse(passkeyListSchema, "Oldest first"),
    ...errors(401, 503),
  },
});

const passkeyEnrolmentOptionsRoute = createRoute({
  method: "post",
  path: "/api/owner/passkeys/options",
  operationId: "getPasskeyEnrolmentOptions",
  ...OWNER_ROUTE,
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
  operationId: "addPasskey",
  ...OWNER_ROUTE,
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
  operationId: "removePasskey",
  ...OWNER_ROUTE,
  summary:
    "Remove one of the signed-in owner's passkeys; needs a confirmation in the last 5 minutes",
  request: { params: z.object({ id: passkeyIdSchema }) },
  responses: {
    200: jsonResponse(okSchema, "Removed"),
    ...errors(400, 401, 403, 404, 503),
  },
});

export function addOwnerPasskeyRoutes(app: OpenAPIHono<ApiEnv>): void {
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
}

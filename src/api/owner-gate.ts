import "server-only";
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  assertConfirmed,
  assertCsrf,
  assertSameOrigin,
  CSRF_HEADER,
  OWNER_CONFIRMED_COOKIE,
  OWNER_SESSION_COOKIE,
  ownerSession,
} from "@/features/owner/server";
import { ApiError } from "@/lib/http";
import type { ApiEnv } from "./pipeline";

const ownerCookie = [{ ownerSession: [] }];
/** What every back office route's OpenAPI entry says of itself. */
export const OWNER_ROUTE = { tags: ["Owner"], security: ownerCookie };
const LOGIN_PREFIX = "/api/owner/login/";
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
    if (unsafe) assertSameOrigin(c.req.header("origin"), new URL(c.req.url).host);
    return next();
  }
  const session = await ownerSession(getCookie(c, OWNER_SESSION_COOKIE));
  if (!session) throw new ApiError("UNAUTHORIZED", "Please sign in to the back office");
  if (unsafe) {
    assertCsrf(session, c.req.header("origin"), c.req.header(CSRF_HEADER), new URL(c.req.url).host);
  }
  c.set("owner", session);
  return next();
};

/**
 * The gate, and the owner's session cookie in the document. Added before every /api/owner/* route:
 * Hono runs middleware in the order it was added.
 */
export function addOwnerGate(app: OpenAPIHono<ApiEnv>): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "ownerSession", {
    type: "apiKey",
    in: "cookie",
    name: OWNER_SESSION_COOKIE,
    description: `The owner's session; changes also need Origin and ${CSRF_HEADER}`,
  });
  app.use("/api/owner/*", ownerGate);
}

export function signedInOwner(c: Context<ApiEnv>) {
  const owner = c.get("owner");
  // The gate runs first; this only keeps a route from running without it.
  if (!owner) throw new ApiError("UNAUTHORIZED", "Please sign in to the back office");
  return owner;
}

/** The signed-in owner, who confirmed with a current code or passkey in the last 5 minutes. */
export function confirmedOwner(c: Context<ApiEnv>) {
  const owner = signedInOwner(c);
  assertConfirmed(owner, getCookie(c, OWNER_CONFIRMED_COOKIE));
  return owner;
}

/** The signed-in owner's e-mail address: the actor of the activity log. */
export function actor(c: Context<ApiEnv>): string {
  return signedInOwner(c).email;
}

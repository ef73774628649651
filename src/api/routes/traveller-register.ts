import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { requireGuest } from "@/features/auth/server";
import { bookingIdSchema } from "@/features/bookings/server";
import {
  exportRegisters,
  getRegister,
  registerExportQuerySchema,
  registerInputSchema,
  registerViewSchema,
  saveRegister,
} from "@/features/traveller-register/server";
import type { ApiEnv } from "../pipeline";
import { actor, OWNER_ROUTE } from "../owner-gate";
import { attachment, errors, jsonBody, jsonResponse, NO_STORE, readBodyAs } from "../responses";

/*
 * The traveller register (docs/decisions/0053): a stay's guest fills it in before arrival, the
 * owner sees it, fills it in at arrival when the guest did not, and exports a period as CSV.
 */

const tags = ["Traveller register"];
const bearer = [{ bearer: [] }];
const params = z.object({ id: bookingIdSchema });
/** Names and dates of birth: kept by no cache. */

const RULES =
  "Each traveller's surname, first names, place and date of birth and nationality; one to the booking's guest count of them. Written for a paid or approved booking, until its day of departure (409 otherwise); the list replaces the one before.";

const guestGetRoute = createRoute({
  method: "get",
  path: "/api/guest/bookings/{id}/register",
  operationId: "getTravellerRegister",
  tags,
  security: bearer,
  summary: "The traveller register of one of the signed-in guest's stays",
  description: "404 for a booking that is not the guest's, as for one that does not exist.",
  request: { params },
  responses: {
    200: jsonResponse(registerViewSchema, "The register"),
    ...errors(400, 401, 404, 503),
  },
});

const guestSaveRoute = createRoute({
  method: "post",
  path: "/api/guest/bookings/{id}/register",
  operationId: "saveTravellerRegister",
  tags,
  security: bearer,
  summary: "The signed-in guest fills in the traveller register of one of their stays",
  description: `${RULES} 429 beyond 30 saves an hour by one guest.`,
  middleware: readBodyAs("json"),
  request: { params, body: jsonBody(registerInputSchema) },
  responses: {
    200: jsonResponse(registerViewSchema, "The register as saved"),
    ...errors(400, 401, 404, 409, 413, 429, 503),
  },
});

const ownerGetRoute = createRoute({
  method: "get",
  path: "/api/owner/bookings/{id}/register",
  operationId: "getBookingTravellerRegister",
  ...OWNER_ROUTE,
  summary: "A stay's traveller register",
  request: { params },
  responses: {
    200: jsonResponse(registerViewSchema, "The register"),
    ...errors(400, 401, 404, 503),
  },
});

const ownerSaveRoute = createRoute({
  method: "post",
  path: "/api/owner/bookings/{id}/register",
  operationId: "saveBookingTravellerRegister",
  ...OWNER_ROUTE,
  summary: "The owner fills in a stay's traveller register (at arrival, when the guest did not)",
  description: `${RULES} The activity log records how many travellers, never who.`,
  middleware: readBodyAs("json"),
  request: { params, body: jsonBody(registerInputSchema) },
  responses: {
    200: jsonResponse(registerViewSchema, "The register as saved"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const exportRoute = createRoute({
  method: "get",
  path: "/api/owner/traveller-register.csv",
  operationId: "downloadTravellerRegister",
  ...OWNER_ROUTE,
  summary: "The traveller registers of the stays with a night in [from, to), as CSV",
  description:
    "One row per traveller: home, arrival, departure, surname, first names, place and date of birth, nationality, booking. Cancelled and rejected stays are left out. At most 366 days at once (400). Cells a spreadsheet could run as a formula start with an apostrophe.",
  request: { query: registerExportQuerySchema },
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errors(400, 401, 503),
  },
});

export function addTravellerRegisterRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(guestGetRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    const register = await getRegister(
      { guestId: guest.id },
      c.req.valid("param").id,
      c.get("locale"),
    );
    return c.json(register, 200, NO_STORE);
  });

  app.openapi(guestSaveRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    const register = await saveRegister(
      { guestId: guest.id },
      c.req.valid("param").id,
      c.req.valid("json"),
      c.get("locale"),
    );
    return c.json(register, 200, NO_STORE);
  });

  app.openapi(ownerGetRoute, async (c) => {
    const register = await getRegister({ owner: actor(c) }, c.req.valid("param").id);
    return c.json(register, 200, NO_STORE);
  });

  app.openapi(ownerSaveRoute, async (c) => {
    const register = await saveRegister(
      { owner: actor(c) },
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json(register, 200, NO_STORE);
  });

  app.openapi(exportRoute, async (c) => {
    const { from, to } = c.req.valid("query");
    const { filename, content } = await exportRegisters(from, to);
    return c.body(content, 200, attachment(filename, "csv"));
  });
}

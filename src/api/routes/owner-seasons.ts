import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { propertyIdSchema } from "@/features/properties";
import {
  addSeason,
  copySeason,
  listSeasons,
  removeSeason,
  saveSeason,
  seasonCopySchema,
  seasonFormSchema,
  seasonListSchema,
  seasonSchema,
} from "@/features/properties/server";
import type { ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

const homeParams = z.object({ id: propertyIdSchema });
const seasonParams = z.object({ id: z.uuid({ message: "Season id must be a UUID" }) });

const listRoute = createRoute({
  method: "get",
  path: "/api/owner/homes/{id}/seasons",
  operationId: "listSeasons",
  ...OWNER_ROUTE,
  summary: "A home's seasons, earliest first",
  request: { params: homeParams },
  responses: {
    200: jsonResponse(seasonListSchema, "The seasons"),
    ...errors(400, 401, 404, 503),
  },
});

const addRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/seasons",
  operationId: "addSeason",
  ...OWNER_ROUTE,
  summary: "Add a season: its nights cost its price, stays that start in it keep its minimum",
  description:
    "`to` is the first day after the season. 409 names the season the dates would overlap.",
  middleware: readBodyAs("json"),
  request: { params: homeParams, body: jsonBody(seasonFormSchema) },
  responses: {
    201: jsonResponse(seasonSchema, "Added"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const saveRoute = createRoute({
  method: "post",
  path: "/api/owner/seasons/{id}",
  operationId: "updateSeason",
  ...OWNER_ROUTE,
  summary: "Change a season; existing bookings keep the quotes they were made with",
  middleware: readBodyAs("json"),
  request: { params: seasonParams, body: jsonBody(seasonFormSchema) },
  responses: {
    200: jsonResponse(seasonSchema, "Saved"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const removeRoute = createRoute({
  method: "post",
  path: "/api/owner/seasons/{id}/remove",
  operationId: "removeSeason",
  ...OWNER_ROUTE,
  summary: "Remove a season: its nights cost the home's own price again",
  request: { params: seasonParams },
  responses: {
    200: jsonResponse(z.object({ id: z.uuid() }), "Removed"),
    ...errors(400, 401, 403, 404, 503),
  },
});

const copyRoute = createRoute({
  method: "post",
  path: "/api/owner/seasons/{id}/copy",
  operationId: "copySeason",
  ...OWNER_ROUTE,
  summary: "Copy a season to other homes on the same dates, to its home next year, or both",
  description: "All or nothing: 409 names the first season a copy would overlap.",
  middleware: readBodyAs("json"),
  request: { params: seasonParams, body: jsonBody(seasonCopySchema) },
  responses: {
    201: jsonResponse(seasonListSchema, "The copies"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

export function addOwnerSeasonRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(listRoute, async (c) =>
    c.json({ seasons: await listSeasons(c.req.valid("param").id) }, 200),
  );

  app.openapi(addRoute, async (c) =>
    c.json(await addSeason(actor(c), c.req.valid("param").id, c.req.valid("json")), 201),
  );

  app.openapi(saveRoute, async (c) =>
    c.json(await saveSeason(actor(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  app.openapi(removeRoute, async (c) => {
    const { id } = c.req.valid("param");
    await removeSeason(actor(c), id);
    return c.json({ id }, 200);
  });

  app.openapi(copyRoute, async (c) =>
    c.json(
      { seasons: await copySeason(actor(c), c.req.valid("param").id, c.req.valid("json")) },
      201,
    ),
  );
}

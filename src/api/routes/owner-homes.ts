import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import {
  addAmenity,
  addFeature,
  catalogueAmenitySchema,
  catalogueFeatureSchema,
  createHome,
  getOwnerCatalogue,
  getOwnerHome,
  homeFormSchema,
  listOwnerHomes,
  newAmenitySchema,
  newFeatureSchema,
  ownerCatalogueSchema,
  ownerHomeListSchema,
  ownerHomeSchema,
  saveHome,
  setHomeActive,
} from "@/features/properties/server";
import { propertyIdSchema } from "@/features/properties";
import type { ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

const homeParams = z.object({ id: propertyIdSchema });

const listRoute = createRoute({
  method: "get",
  path: "/api/owner/homes",
  operationId: "listHomes",
  ...OWNER_ROUTE,
  summary: "Every home, active or hidden from guests, by name",
  responses: {
    200: jsonResponse(ownerHomeListSchema, "The homes"),
    ...errors(401, 503),
  },
});

const createHomeRoute = createRoute({
  method: "post",
  path: "/api/owner/homes",
  operationId: "createHome",
  ...OWNER_ROUTE,
  summary: "Add a home: guests see it at once",
  description: "400 names the field in `details` when a value is not allowed; nothing is stored.",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(homeFormSchema) },
  responses: {
    201: jsonResponse(ownerHomeSchema, "The home as stored"),
    ...errors(400, 401, 403, 413, 503),
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/api/owner/homes/{id}",
  operationId: "getHome",
  ...OWNER_ROUTE,
  summary: "A home with every field the owner edits, active or not",
  request: { params: homeParams },
  responses: {
    200: jsonResponse(ownerHomeSchema, "The home"),
    ...errors(400, 401, 404, 503),
  },
});

const saveRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}",
  operationId: "saveHome",
  ...OWNER_ROUTE,
  summary: "Save the whole edit form of a home: guests see the change at once",
  description: "400 names the field in `details` when a value is not allowed; nothing is stored.",
  middleware: readBodyAs("json"),
  request: { params: homeParams, body: jsonBody(homeFormSchema) },
  responses: {
    200: jsonResponse(ownerHomeSchema, "The home as stored"),
    ...errors(400, 401, 403, 404, 413, 503),
  },
});

const activeSchema = z.object({ id: z.uuid(), isActive: z.boolean() });

function activeRoute(action: "activate" | "deactivate", summary: string) {
  return createRoute({
    method: "post",
    path: `/api/owner/homes/{id}/${action}`,
    operationId: `${action}Home`,
    ...OWNER_ROUTE,
    summary,
    request: { params: homeParams },
    responses: {
      200: jsonResponse(activeSchema, "Done"),
      ...errors(400, 401, 403, 404, 503),
    },
  });
}

const catalogueRoute = createRoute({
  method: "get",
  path: "/api/owner/catalogue",
  operationId: "getCatalogue",
  ...OWNER_ROUTE,
  summary: "The amenities (with their categories) and features a home can have",
  responses: {
    200: jsonResponse(ownerCatalogueSchema, "The catalogue"),
    ...errors(401, 503),
  },
});

const addAmenityRoute = createRoute({
  method: "post",
  path: "/api/owner/amenities",
  operationId: "addAmenity",
  ...OWNER_ROUTE,
  summary: "Add an amenity to the catalogue; its SVG icon is sanitized",
  description: "A name the catalogue has already (in any case) answers 200 with that amenity.",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(newAmenitySchema) },
  responses: {
    200: jsonResponse(catalogueAmenitySchema, "The amenity of that name, already there"),
    201: jsonResponse(catalogueAmenitySchema, "The new amenity"),
    ...errors(400, 401, 403, 413, 503),
  },
});

const addFeatureRoute = createRoute({
  method: "post",
  path: "/api/owner/features",
  operationId: "addFeature",
  ...OWNER_ROUTE,
  summary: "Add a feature to the catalogue; its SVG icon is sanitized",
  description: "A name the catalogue has already (in any case) answers 200 with that feature.",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(newFeatureSchema) },
  responses: {
    200: jsonResponse(catalogueFeatureSchema, "The feature of that name, already there"),
    201: jsonResponse(catalogueFeatureSchema, "The new feature"),
    ...errors(400, 401, 403, 413, 503),
  },
});

export function addOwnerHomeRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(listRoute, async (c) => c.json({ homes: await listOwnerHomes() }, 200));

  app.openapi(createHomeRoute, async (c) =>
    c.json(await createHome(actor(c), c.req.valid("json")), 201),
  );

  app.openapi(detailRoute, async (c) => c.json(await getOwnerHome(c.req.valid("param").id), 200));

  app.openapi(saveRoute, async (c) =>
    c.json(await saveHome(actor(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  app.openapi(activeRoute("deactivate", "Hide a home from guests; its bookings stay"), async (c) =>
    c.json(await setHomeActive(actor(c), c.req.valid("param").id, false), 200),
  );

  app.openapi(activeRoute("activate", "Show a hidden home to guests again"), async (c) =>
    c.json(await setHomeActive(actor(c), c.req.valid("param").id, true), 200),
  );

  app.openapi(catalogueRoute, async (c) => c.json(await getOwnerCatalogue(), 200));

  app.openapi(addAmenityRoute, async (c) => {
    const { amenity, created } = await addAmenity(actor(c), c.req.valid("json"));
    return created ? c.json(amenity, 201) : c.json(amenity, 200);
  });

  app.openapi(addFeatureRoute, async (c) => {
    const { feature, created } = await addFeature(actor(c), c.req.valid("json"));
    return created ? c.json(feature, 201) : c.json(feature, 200);
  });
}

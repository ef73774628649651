import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { propertyIdSchema } from "@/features/properties";
import {
  addExtra,
  extraFormSchema,
  extraIdSchema,
  extraOrderSchema,
  listExtras,
  orderExtras,
  ownerExtraListSchema,
  ownerExtraSchema,
  removeExtra,
  saveExtra,
} from "@/features/properties/server";
import type { ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

const homeParams = z.object({ id: propertyIdSchema });
const extraParams = z.object({ id: extraIdSchema });

const listRoute = createRoute({
  method: "get",
  path: "/api/owner/homes/{id}/extras",
  operationId: "listExtras",
  ...OWNER_ROUTE,
  summary: "A home's extras, in the order guests see them",
  request: { params: homeParams },
  responses: {
    200: jsonResponse(ownerExtraListSchema, "The extras"),
    ...errors(400, 401, 404, 503),
  },
});

const addRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/extras",
  operationId: "addExtra",
  ...OWNER_ROUTE,
  summary: "Add an extra after the home's others: mandatory ones are in every price of a stay",
  description:
    "`price` is in euros per `unit`; a mandatory extra is stored with `maxQuantity` 1. 409 when the home has 20 extras.",
  middleware: readBodyAs("json"),
  request: { params: homeParams, body: jsonBody(extraFormSchema) },
  responses: {
    201: jsonResponse(ownerExtraSchema, "Added"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const orderRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/extras/order",
  operationId: "orderExtras",
  ...OWNER_ROUTE,
  summary: "Put a home's extras in a new order",
  description: "`ids` must name each of the home's extras exactly once (400 otherwise).",
  middleware: readBodyAs("json"),
  request: { params: homeParams, body: jsonBody(extraOrderSchema) },
  responses: {
    200: jsonResponse(ownerExtraListSchema, "The extras in their new order"),
    ...errors(400, 401, 403, 404, 413, 503),
  },
});

const saveRoute = createRoute({
  method: "post",
  path: "/api/owner/extras/{id}",
  operationId: "updateExtra",
  ...OWNER_ROUTE,
  summary: "Change an extra; bookings already made keep it as they bought it",
  middleware: readBodyAs("json"),
  request: { params: extraParams, body: jsonBody(extraFormSchema) },
  responses: {
    200: jsonResponse(ownerExtraSchema, "Saved"),
    ...errors(400, 401, 403, 404, 413, 503),
  },
});

const removeRoute = createRoute({
  method: "post",
  path: "/api/owner/extras/{id}/remove",
  operationId: "removeExtra",
  ...OWNER_ROUTE,
  summary: "Remove an extra from new stays; bookings already made keep it as they bought it",
  request: { params: extraParams },
  responses: {
    200: jsonResponse(z.object({ id: z.uuid() }), "Removed"),
    ...errors(400, 401, 403, 404, 503),
  },
});

export function addOwnerExtraRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(listRoute, async (c) =>
    c.json({ extras: await listExtras(c.req.valid("param").id) }, 200),
  );

  app.openapi(addRoute, async (c) =>
    c.json(await addExtra(actor(c), c.req.valid("param").id, c.req.valid("json")), 201),
  );

  app.openapi(orderRoute, async (c) =>
    c.json(
      { extras: await orderExtras(actor(c), c.req.valid("param").id, c.req.valid("json")) },
      200,
    ),
  );

  app.openapi(saveRoute, async (c) =>
    c.json(await saveExtra(actor(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  app.openapi(removeRoute, async (c) => {
    const { id } = c.req.valid("param");
    await removeExtra(actor(c), id);
    return c.json({ id }, 200);
  });
}

import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import {
  ownerPromoCodeListSchema,
  ownerPromoCodeSchema,
  promoCodeFormSchema,
  promoCodeIdSchema,
} from "@/features/promotions";
import {
  addPromoCode,
  listPromoCodes,
  removePromoCode,
  savePromoCode,
} from "@/features/promotions/server";
import type { ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

const codeParams = z.object({ id: promoCodeIdSchema });

const listRoute = createRoute({
  method: "get",
  path: "/api/owner/promo-codes",
  operationId: "listPromoCodes",
  ...OWNER_ROUTE,
  summary: "Every promo code, newest first, with its uses",
  responses: {
    200: jsonResponse(ownerPromoCodeListSchema, "The promo codes"),
    ...errors(401, 503),
  },
});

const addRoute = createRoute({
  method: "post",
  path: "/api/owner/promo-codes",
  operationId: "addPromoCode",
  ...OWNER_ROUTE,
  summary: "Add a promo code: a percentage or an amount off the nights' price",
  description:
    "Bookings made from `bookedFrom` to `bookedUntil` for stays arriving on or after `stayFrom` and leaving on or before `stayUntil` (each end included, null: open), at `propertyIds` (empty: every home), of `stayKinds` (empty: any), of at least `minNights`; `maxUses` bookings at most (null: no limit). Never off the tourist tax, the fees or the security deposit; off the extras only with `includesExtras`. 409 when the code exists or there are 200 codes.",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(promoCodeFormSchema) },
  responses: {
    201: jsonResponse(ownerPromoCodeSchema, "Added"),
    ...errors(400, 401, 403, 409, 413, 503),
  },
});

const saveRoute = createRoute({
  method: "post",
  path: "/api/owner/promo-codes/{id}",
  operationId: "updatePromoCode",
  ...OWNER_ROUTE,
  summary: "Change a promo code; bookings already made keep the discount they were quoted",
  description: "A code that bookings carry keeps its text (409 on a new one).",
  middleware: readBodyAs("json"),
  request: { params: codeParams, body: jsonBody(promoCodeFormSchema) },
  responses: {
    200: jsonResponse(ownerPromoCodeSchema, "Saved"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const removeRoute = createRoute({
  method: "post",
  path: "/api/owner/promo-codes/{id}/remove",
  operationId: "removePromoCode",
  ...OWNER_ROUTE,
  summary: "Remove a promo code no booking carries (409 otherwise: switch it off instead)",
  request: { params: codeParams },
  responses: {
    200: jsonResponse(z.object({ id: z.uuid() }), "Removed"),
    ...errors(400, 401, 403, 404, 409, 503),
  },
});

export function addOwnerPromoCodeRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(listRoute, async (c) => c.json({ promoCodes: await listPromoCodes() }, 200));

  app.openapi(addRoute, async (c) =>
    c.json(await addPromoCode(actor(c), c.req.valid("json")), 201),
  );

  app.openapi(saveRoute, async (c) =>
    c.json(await savePromoCode(actor(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  app.openapi(removeRoute, async (c) => {
    const { id } = c.req.valid("param");
    await removePromoCode(actor(c), id);
    return c.json({ id }, 200);
  });
}

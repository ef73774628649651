import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import {
  extendGiftVoucherSchema,
  EXTENSION_YEARS,
  giftVoucherIdSchema,
  ownerGiftVoucherListSchema,
} from "@/features/gift-vouchers";
import {
  extendGiftVoucher,
  listGiftVouchers,
  refundGiftVoucher,
} from "@/features/gift-vouchers/server";
import type { ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

const voucherParams = z.object({ id: giftVoucherIdSchema });

const listRoute = createRoute({
  method: "get",
  path: "/api/owner/gift-vouchers",
  operationId: "listGiftVouchers",
  ...OWNER_ROUTE,
  summary: "Every gift voucher sold, newest first, with what it paid and what is left",
  description:
    "Only vouchers whose sale was paid. `totals`: the euros sold and used, and what is left on vouchers that can still be spent and on those past their last day.",
  responses: {
    200: jsonResponse(ownerGiftVoucherListSchema, "The gift vouchers"),
    ...errors(401, 503),
  },
});

const extendRoute = createRoute({
  method: "post",
  path: "/api/owner/gift-vouchers/{id}/extend",
  operationId: "extendGiftVoucher",
  ...OWNER_ROUTE,
  summary: "Give a sold gift voucher a later last day",
  description: `\`expiresOn\` must be after the current last day, not before today, and at most ${EXTENSION_YEARS} years from today (400 otherwise). 404 for a voucher whose sale was not paid.`,
  middleware: readBodyAs("json"),
  request: { params: voucherParams, body: jsonBody(extendGiftVoucherSchema) },
  responses: {
    200: jsonResponse(z.object({ id: z.uuid(), expiresOn: z.iso.date() }), "Extended"),
    ...errors(400, 401, 403, 404, 413, 503),
  },
});

const refundRoute = createRoute({
  method: "post",
  path: "/api/owner/gift-vouchers/{id}/refund",
  operationId: "refundGiftVoucher",
  ...OWNER_ROUTE,
  summary: "Refund a gift voucher's sale to its buyer, who withdrew; it then pays for nothing",
  description:
    "Only a voucher nothing was spent from (409 otherwise, and for one refunded already). The refund is recorded at once and asked of the provider after; a refusal stays owed and is retried. 404 for a voucher whose sale was not paid.",
  request: { params: voucherParams },
  responses: {
    200: jsonResponse(
      z.object({ id: z.uuid(), status: z.literal("refunded") }),
      "Refunded, or owed and being asked of the provider",
    ),
    ...errors(400, 401, 403, 404, 409, 503),
  },
});

export function addOwnerGiftVoucherRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(listRoute, async (c) => c.json(await listGiftVouchers(), 200));

  app.openapi(refundRoute, async (c) =>
    c.json(await refundGiftVoucher(actor(c), c.req.valid("param").id), 200),
  );

  app.openapi(extendRoute, async (c) =>
    c.json(await extendGiftVoucher(actor(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );
}

import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { requireGuest } from "@/features/auth/server";
import {
  giftVoucherCheckoutSchema,
  giftVoucherIdSchema,
  giftVoucherRequestSchema,
  giftVoucherSchema,
} from "@/features/gift-vouchers";
import { buyersGiftVoucher, buyGiftVoucher } from "@/features/gift-vouchers/server";
import { clientAddress, type ApiEnv } from "../pipeline";
import { errors, idempotencyKeySchema, jsonBody, jsonResponse, readBodyAs } from "../responses";

const tags = ["Gift vouchers"];
const bearer = [{ bearer: [] }];

const buyRoute = createRoute({
  method: "post",
  path: "/api/guest/gift-vouchers",
  operationId: "buyGiftVoucher",
  tags,
  security: bearer,
  summary: "Start buying a gift voucher: answers the provider's checkout to pay it",
  description:
    "€50 to €1,000 in steps of €10, for the signed-in guest, whose address it is mailed to once paid (with its PDF and its receipt); the message is printed on that PDF only. Usable for 12 months from the day it is paid. 429 beyond 20 a connection an hour or 10 a guest a day.",
  middleware: readBodyAs("json"),
  request: {
    body: jsonBody(giftVoucherRequestSchema),
    headers: z.object({ "idempotency-key": idempotencyKeySchema }),
  },
  responses: {
    201: jsonResponse(giftVoucherCheckoutSchema, "The voucher, waiting for its payment"),
    ...errors(400, 401, 409, 413, 429, 503),
  },
});

const voucherRoute = createRoute({
  method: "get",
  path: "/api/guest/gift-vouchers/{id}",
  operationId: "getGiftVoucher",
  tags,
  security: bearer,
  summary: "A gift voucher the signed-in guest bought: whether it is paid, and then its code",
  request: { params: z.object({ id: giftVoucherIdSchema }) },
  responses: {
    200: jsonResponse(giftVoucherSchema, "The voucher"),
    ...errors(400, 401, 404, 429, 503),
  },
});

export function addGiftVoucherRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(buyRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    const bought = await buyGiftVoucher(guest, c.req.valid("json"), {
      client: clientAddress(c),
      idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
      locale: c.get("locale"),
    });
    return c.json(bought, 201);
  });

  app.openapi(voucherRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    const voucher = await buyersGiftVoucher(guest.id, c.req.valid("param").id, clientAddress(c));
    return c.json(voucher, 200, { "Cache-Control": "no-store" });
  });
}

import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import {
  bookingIdSchema,
  paymentStatusForBooking,
  startPayment,
  syncPayment,
} from "@/features/bookings/server";
import { VOUCHER_SPENDING_LIMITS } from "@/features/gift-vouchers";
import {
  checkoutResponseSchema,
  PAYMENT_STATUS_LIMITS,
  paymentStatusResponseSchema,
  SANDBOX_OUTCOMES,
  settleSandboxPayment,
  webhookSchema,
} from "@/features/payments/server";
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from "@/i18n/locales";
import { devToolsOpenTo } from "@/lib/dev-tools";
import { ApiError } from "@/lib/http";
import { clientAddress, type ApiEnv } from "../pipeline";
import { errors, formBody, jsonResponse, readBodyAs } from "../responses";

const tags = ["Payments"];
const { perBooking, perClient, providerAnswerMs } = PAYMENT_STATUS_LIMITS;
const bookingParams = z.object({ bookingId: bookingIdSchema });
const startPaymentSchema = z.object({
  voucherCode: z
    .string({ message: "voucherCode must be text" })
    .max(40, "This gift voucher code is not valid")
    .optional(),
});

const startRoute = createRoute({
  method: "post",
  path: "/api/public/payments/start/{bookingId}",
  operationId: "startPayment",
  security: [],
  tags,
  summary: "Open a payment for the booking's stored total; responds with where to send the guest",
  description:
    "While a payment of the booking is open, its own checkout address (no second payment). " +
    "409 when the booking cannot be paid, or when its hold has ended: 'These dates are no " +
    "longer held for this booking. Please make a new booking.' 503 with Retry-After when the " +
    "payment could not be opened at the provider. The guest comes back to the payment-return " +
    "page in the language Accept-Language names (en, nl, fr or de; English otherwise). " +
    "An optional JSON body `{voucherCode}` spends a gift voucher: its remaining value pays the " +
    "payment's price first (never the security deposit) and the provider is asked for the rest; a " +
    "payment the voucher pays whole is recorded paid at once and `checkoutUrl` is the " +
    "payment-return page. 400 'This gift voucher code is not valid', 'This gift voucher has " +
    "expired', 'This gift voucher has been used up'; 409 when a payment without that voucher is " +
    `open; 429 beyond ${VOUCHER_SPENDING_LIMITS.wrongCodesPerClient.limit} codes naming no ` +
    "voucher an hour from one client.",
  request: {
    params: bookingParams,
    body: { required: false, content: { "application/json": { schema: startPaymentSchema } } },
  },
  responses: {
    200: jsonResponse(checkoutResponseSchema, "The provider's checkout address"),
    ...errors(400, 404, 409, 429, 503),
  },
});

const webhookRoute = createRoute({
  method: "post",
  path: "/api/public/payments/webhook",
  operationId: "receivePaymentWebhook",
  security: [],
  tags,
  summary: "Mollie's webhook: the body only names a payment; its status is asked of the provider",
  middleware: readBodyAs("form"),
  request: {
    body: formBody(webhookSchema),
  },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), "Applied, or an unknown id ignored"),
    ...errors(400, 413, 503),
  },
});

const statusRoute = createRoute({
  method: "get",
  path: "/api/guest/payments/booking/{bookingId}/status",
  operationId: "getPaymentStatus",
  security: [],
  tags,
  summary: "The booking's latest payment status, checked with the provider while it is open",
  description:
    `The provider is asked about an open payment at most once every ${providerAnswerMs / 1000} ` +
    "seconds; in between, the answer is our record (a payment the webhook recorded paid shows " +
    `at once). 429 with Retry-After beyond ${perBooking.limit} calls a minute about one ` +
    `booking or ${perClient.limit} from one client.`,
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(paymentStatusResponseSchema, "The payment and booking status"),
    ...errors(400, 404, 429, 503),
  },
});

const outcomes = Object.keys(SANDBOX_OUTCOMES) as [keyof typeof SANDBOX_OUTCOMES];

/** Before the body is read: to a client the tools do not serve, the endpoint does not exist. */
const devToolsOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!devToolsOpenTo(clientAddress(c))) throw new ApiError("NOT_FOUND", "Endpoint not found");
  await next();
};

const settleRoute = createRoute({
  method: "post",
  path: "/api/sandbox/payments/{paymentId}",
  operationId: "settleSandboxPayment",
  security: [],
  tags,
  summary: "The sandbox checkout's buttons: settle, notify the webhook, send the guest back",
  description:
    "Development only: 404 in production, and elsewhere for every client but this machine unless DEV_TOOLS=true.",
  middleware: [devToolsOnly, readBodyAs("form")] as const,
  request: {
    params: z.object({ paymentId: z.string().min(1).max(100) }),
    body: formBody(
      z.object({
        outcome: z.enum(outcomes, { message: "outcome must be pay, fail, cancel or expire" }),
        method: z
          .string()
          .regex(/^[a-z0-9]{2,30}$/, "method must be a payment method id")
          .optional(),
      }),
    ),
  },
  responses: {
    303: {
      description: "Back to the booking's payment-return page",
      headers: z.object({ Location: z.url() }),
    },
    ...errors(400, 404, 413),
  },
});

export function addPaymentRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(startRoute, async (c) => {
    const locale = localeFromAcceptLanguage(c.req.header("Accept-Language")) ?? DEFAULT_LOCALE;
    const { voucherCode } = c.req.valid("json") ?? {};
    return c.json(
      await startPayment(c.req.valid("param").bookingId, {
        locale,
        voucherCode: voucherCode?.trim() ? voucherCode : null,
        client: clientAddress(c),
      }),
      200,
    );
  });

  app.openapi(webhookRoute, async (c) => {
    await syncPayment(c.req.valid("form").id);
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(statusRoute, async (c) =>
    c.json(
      await paymentStatusForBooking(
        c.req.valid("param").bookingId,
        clientAddress(c),
        c.get("locale"),
      ),
      200,
    ),
  );

  app.openapi(settleRoute, async (c) => {
    const redirectUrl = await settleSandboxPayment(
      c.req.valid("param").paymentId,
      c.req.valid("form").outcome,
      c.req.valid("form").method,
    );
    return c.redirect(redirectUrl, 303);
  });
}

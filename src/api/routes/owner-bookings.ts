import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import {
  approveBooking,
  balanceDueDateResultSchema,
  balanceDueDateSchema,
  bookingIdSchema,
  cancelBookingByOwner,
  claimSecurityDeposit,
  getOwnerBooking,
  listOwnerBookings,
  moveBalanceDueDate,
  ownerActionResultSchema,
  ownerBookingDetailSchema,
  ownerBookingPageSchema,
  ownerBookingsQuerySchema,
  ownerCancellationQuote,
  ownerCancellationQuoteSchema,
  ownerCancelSchema,
  refundRetryResultSchema,
  rejectBooking,
  retryRefund,
  securityDepositClaimSchema,
  securityDepositSchema,
  type OwnerActionResult,
} from "@/features/bookings/server";
import { centsToEuros, eurosToCents } from "@/lib/money";
import type { ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

const bookingParams = z.object({ id: bookingIdSchema });

function inEuros(result: OwnerActionResult) {
  return {
    ...result,
    refunds: result.refunds.map((refund) => ({
      id: refund.id,
      amount: centsToEuros(refund.amountCents),
      status: refund.status,
    })),
  };
}

const listRoute = createRoute({
  method: "get",
  path: "/api/owner/bookings",
  operationId: "listBookings",
  ...OWNER_ROUTE,
  summary: "Every booking, newest first: filters by status, home and dates, a page at a time",
  description:
    "`from` and `to` keep the stays that have a night on or after `from` and before `to`.",
  request: { query: ownerBookingsQuerySchema },
  responses: {
    200: jsonResponse(ownerBookingPageSchema, "A page of bookings and how many match"),
    ...errors(400, 401, 503),
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/api/owner/bookings/{id}",
  operationId: "getBooking",
  ...OWNER_ROUTE,
  summary: "A booking with the guest's details, its quote, payments, refunds and activity",
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(ownerBookingDetailSchema, "The booking"),
    ...errors(400, 401, 404, 503),
  },
});

const cancellationRoute = createRoute({
  method: "get",
  path: "/api/owner/bookings/{id}/cancellation",
  operationId: "getCancellationTerms",
  ...OWNER_ROUTE,
  summary: "What cancelling would refund under the site's terms, and the most it may refund",
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(ownerCancellationQuoteSchema, "The cancellation's refund"),
    ...errors(400, 401, 404, 503),
  },
});

function actionRoute(action: "approve" | "reject", summary: string) {
  return createRoute({
    method: "post",
    path: `/api/owner/bookings/{id}/${action}`,
    operationId: `${action}Booking`,
    ...OWNER_ROUTE,
    summary,
    request: { params: bookingParams },
    responses: {
      200: jsonResponse(ownerActionResultSchema, "Done; the guest is e-mailed"),
      ...errors(400, 401, 403, 404, 409, 503),
    },
  });
}

const cancelRoute = createRoute({
  method: "post",
  path: "/api/owner/bookings/{id}/cancel",
  operationId: "cancelBooking",
  ...OWNER_ROUTE,
  summary: "Cancel a holding booking: frees its nights and refunds the euros the owner confirms",
  description:
    "400 when `refund` is more than was paid and not refunded yet; 409 when the booking holds no dates.",
  middleware: readBodyAs("json"),
  request: { params: bookingParams, body: jsonBody(ownerCancelSchema) },
  responses: {
    200: jsonResponse(ownerActionResultSchema, "Cancelled; the guest is e-mailed"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const balanceDueDateRoute = createRoute({
  method: "post",
  path: "/api/owner/bookings/{id}/balance-due-date",
  operationId: "changeBalanceDueDate",
  ...OWNER_ROUTE,
  summary: "Give the guest longer to pay the balance: a later due date",
  description:
    "At the latest 7 days before check-in. The reminder goes again before the new date; a guest already asked to pay is e-mailed the new date. 400 for an earlier or too late date; 409 when the booking has no open balance.",
  middleware: readBodyAs("json"),
  request: { params: bookingParams, body: jsonBody(balanceDueDateSchema) },
  responses: {
    200: jsonResponse(balanceDueDateResultSchema, "The new due date"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const securityDepositRoute = createRoute({
  method: "post",
  path: "/api/owner/bookings/{id}/security-deposit",
  operationId: "settleSecurityDeposit",
  ...OWNER_ROUTE,
  summary: "Keep part or all of a stay's security deposit, or refund it now",
  description:
    "`keep` euros (at most the deposit) for `reason` (10 characters or more when anything is kept), which the guest is e-mailed; the rest is refunded at once. Without a decision the deposit is refunded whole 7 days after check-out. 409 before the stay begins, on a deposit not paid, or one settled already.",
  middleware: readBodyAs("json"),
  request: { params: bookingParams, body: jsonBody(securityDepositClaimSchema) },
  responses: {
    200: jsonResponse(securityDepositSchema, "The deposit as it now stands"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const retryRoute = createRoute({
  method: "post",
  path: "/api/owner/refunds/{id}/retry",
  operationId: "retryRefund",
  ...OWNER_ROUTE,
  summary: "Ask the payment provider again for a refund it has not made",
  request: { params: z.object({ id: z.uuid({ message: "Refund id must be a UUID" }) }) },
  responses: {
    200: jsonResponse(refundRetryResultSchema, "The refund as it stands after asking"),
    ...errors(400, 401, 403, 404, 409, 503),
  },
});

export function addOwnerBookingRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(listRoute, async (c) => c.json(await listOwnerBookings(c.req.valid("query")), 200));

  app.openapi(detailRoute, async (c) =>
    c.json(await getOwnerBooking(c.req.valid("param").id), 200),
  );

  app.openapi(cancellationRoute, async (c) => {
    const quote = await ownerCancellationQuote(c.req.valid("param").id);
    return c.json(
      {
        paid: centsToEuros(quote.paidCents),
        refundable: centsToEuros(quote.refundableCents),
        underTerms: {
          refund: centsToEuros(quote.underTerms.cents),
          percent: quote.underTerms.percent,
          rule: quote.underTerms.rule,
        },
        securityDeposit: centsToEuros(quote.securityDepositCents),
      },
      200,
    );
  });

  app.openapi(actionRoute("approve", "Approve a paid booking request"), async (c) =>
    c.json(inEuros(await approveBooking(actor(c), c.req.valid("param").id)), 200),
  );

  app.openapi(
    actionRoute("reject", "Reject a paid booking request: refunds all that was paid"),
    async (c) => c.json(inEuros(await rejectBooking(actor(c), c.req.valid("param").id)), 200),
  );

  app.openapi(cancelRoute, async (c) => {
    const refundCents = eurosToCents(c.req.valid("json").refund);
    const result = await cancelBookingByOwner(actor(c), c.req.valid("param").id, { refundCents });
    return c.json(inEuros(result), 200);
  });

  app.openapi(balanceDueDateRoute, async (c) => {
    const { dueDate } = c.req.valid("json");
    return c.json(await moveBalanceDueDate(actor(c), c.req.valid("param").id, dueDate), 200);
  });

  app.openapi(securityDepositRoute, async (c) =>
    c.json(await claimSecurityDeposit(actor(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  app.openapi(retryRoute, async (c) => {
    const refund = await retryRefund(actor(c), c.req.valid("param").id);
    return c.json(
      {
        id: refund.id,
        amount: centsToEuros(refund.amountCents),
        status: refund.status,
        lastError: refund.lastError,
      },
      200,
    );
  });
}

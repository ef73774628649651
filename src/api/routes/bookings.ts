import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { optionalGuest, requireGuest } from "@/features/auth/server";
import {
  bookingIdSchema,
  bookingRequestSchema,
  bookingResponseSchema,
  cancelBookingByGuest,
  cancellationPreviewSchema,
  countBookingRequest,
  guestCancellationPreview,
  createBooking,
  getGuestBooking,
  getPublicBooking,
  listGuestBookings,
} from "@/features/bookings/server";
import { guestReceipt, paymentIdSchema } from "@/features/payments/server";
import { clientAddress, type ApiEnv } from "../pipeline";
import {
  attachment,
  errors,
  idempotencyKeySchema,
  jsonBody,
  jsonResponse,
  readBodyAs,
} from "../responses";

const tags = ["Bookings"];
const bearer = [{ bearer: [] }];

/** Every booking request of a client address counts, before its body is even read. */
const countRequest: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await countBookingRequest(clientAddress(c));
  await next();
};

const createRouteDefinition = createRoute({
  method: "post",
  path: "/api/public/bookings",
  operationId: "createBooking",
  security: [],
  tags,
  summary: "Request a booking: holds the stay's nights at once, with its quote stored",
  description:
    "429 when the client address made `BOOKING_REQUESTS_PER_HOUR` requests this hour (retries " +
    "included) or the guest's e-mail address already has 3 unpaid bookings; both with " +
    "Retry-After.",
  middleware: [countRequest, readBodyAs("json")] as const,
  request: {
    body: jsonBody(bookingRequestSchema),
    headers: z.object({ "idempotency-key": idempotencyKeySchema }),
  },
  responses: {
    201: jsonResponse(
      bookingResponseSchema,
      "The booking, pending payment, as the public view shows it",
    ),
    200: jsonResponse(bookingResponseSchema, "The booking an earlier call with this key made"),
    ...errors(400, 404, 409, 413, 429, 503),
  },
});

const publicBookingRoute = createRoute({
  method: "get",
  path: "/api/public/bookings/{id}",
  operationId: "getPublicBooking",
  security: [],
  tags,
  summary: "A booking by its unguessable id, with the guest's details masked",
  description:
    "For anyone holding the link: the guest's first name only, the e-mail masked, no phone; guestId and guest are always null (the guest's own view is GET /api/guest/bookings/{id}).",
  request: { params: z.object({ id: bookingIdSchema }) },
  responses: { 200: jsonResponse(bookingResponseSchema, "The booking"), ...errors(400, 404, 503) },
});

const guestBookingsRoute = createRoute({
  method: "get",
  path: "/api/guest/bookings",
  operationId: "listGuestBookings",
  tags,
  security: bearer,
  summary: "The signed-in guest's bookings",
  responses: {
    200: jsonResponse(z.array(bookingResponseSchema), "The guest's bookings, newest first"),
    ...errors(401, 503),
  },
});

const guestBookingRoute = createRoute({
  method: "get",
  path: "/api/guest/bookings/{id}",
  operationId: "getGuestBooking",
  tags,
  security: bearer,
  summary: "One of the signed-in guest's bookings",
  request: { params: z.object({ id: bookingIdSchema }) },
  responses: {
    200: jsonResponse(bookingResponseSchema, "The booking"),
    ...errors(400, 401, 404, 503),
  },
});

const cancellationRoute = createRoute({
  method: "get",
  path: "/api/guest/bookings/{id}/cancellation",
  operationId: "getGuestCancellationTerms",
  tags,
  security: bearer,
  summary:
    "What cancelling one of the guest's bookings today would refund, and the rule that gives it",
  description:
    "The cancellation terms' share of what was actually paid: 100% at 30 days or more before check-in, 50% at 14 to 29, nothing within 14 (Brussels calendar days). `rule.text` says it in the request's language. 409 when the booking's status no longer allows cancelling; nothing changes.",
  request: { params: z.object({ id: bookingIdSchema }) },
  responses: {
    200: jsonResponse(cancellationPreviewSchema, "The refund cancelling today gives"),
    ...errors(400, 401, 404, 409, 503),
  },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/api/guest/bookings/{id}/cancel",
  operationId: "cancelGuestBooking",
  tags,
  security: bearer,
  summary: "The guest cancels one of their bookings that holds dates, refunded under the terms",
  description:
    "In one transaction the booking becomes `cancelled`, its dates are freed, the refund the preview showed is recorded as owed and guest and owner are e-mailed; the provider is then asked to refund. A second call answers 409.",
  request: { params: z.object({ id: bookingIdSchema }) },
  responses: {
    200: jsonResponse(
      cancellationPreviewSchema.extend({
        bookingId: z.string(),
        status: z.literal("cancelled"),
      }),
      "Cancelled, with the refund it gave",
    ),
    ...errors(400, 401, 404, 409, 503),
  },
});

const receiptRoute = createRoute({
  method: "get",
  path: "/api/guest/bookings/{id}/payments/{paymentId}/receipt",
  operationId: "getPaymentReceipt",
  tags,
  security: bearer,
  summary: "The PDF receipt of a paid payment of one of the signed-in guest's bookings",
  description:
    "In the booking's language: the business with its enterprise number, the guest's name and address, the stay, the amount paid with the VAT it includes at the rate its payment recorded on the day it was paid ('VAT exempt' when the business was), the method, and the receipt's number (the booking's `payments[].receiptNumber`). 404 for a payment that is not paid, or not of this guest's booking; 429 beyond 30 downloads an hour.",
  request: { params: z.object({ id: bookingIdSchema, paymentId: paymentIdSchema }) },
  responses: {
    200: {
      description: 'The receipt, as an attachment named "receipt-{receiptNumber}.pdf"',
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errors(400, 401, 404, 429, 503),
  },
});

export function addBookingRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(createRouteDefinition, async (c) => {
    const input = c.req.valid("json");
    const idempotencyKey = c.req.valid("header")["idempotency-key"] ?? null;
    const guest = await optionalGuest(c.req.raw);
    const { bookingId, created } = await createBooking(input, {
      guestId: guest?.id ?? null,
      idempotencyKey,
      client: clientAddress(c),
      locale: c.get("locale"),
    });
    return c.json(await getPublicBooking(bookingId, c.get("locale")), created ? 201 : 200);
  });

  app.openapi(publicBookingRoute, async (c) =>
    c.json(await getPublicBooking(c.req.valid("param").id, c.get("locale")), 200),
  );

  app.openapi(guestBookingsRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    return c.json(await listGuestBookings(guest.id, c.get("locale")), 200);
  });

  app.openapi(cancellationRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    const preview = await guestCancellationPreview(
      guest.id,
      c.req.valid("param").id,
      c.get("locale"),
    );
    return c.json(preview, 200, { "Cache-Control": "no-store" });
  });

  app.openapi(cancelRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    return c.json(
      await cancelBookingByGuest(guest.id, c.req.valid("param").id, c.get("locale")),
      200,
    );
  });

  app.openapi(receiptRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    const { id, paymentId } = c.req.valid("param");
    const receipt = await guestReceipt(guest.id, id, paymentId);
    // The guest's name and address: kept by no cache, not even the browser's.
    return c.body(new Uint8Array(receipt.content), 200, {
      ...attachment(receipt.filename, "pdf"),
    });
  });

  app.openapi(guestBookingRoute, async (c) => {
    const guest = await requireGuest(c.req.raw);
    return c.json(await getGuestBooking(guest.id, c.req.valid("param").id, c.get("locale")), 200);
  });
}

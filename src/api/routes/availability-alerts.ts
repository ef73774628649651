import "server-only";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  alertConfirmSchema,
  alertRequestSchema,
  alertResponseSchema,
  alertUnsubscribeSchema,
  confirmAlertByApi,
  subscribeToAlert,
  unsubscribeFromAlert,
} from "@/features/availability-alerts/server";
import { clientAddress, type ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";

const tags = ["Availability alerts"];

const subscribeRoute = createRoute({
  method: "post",
  path: "/api/public/availability-alerts",
  operationId: "createAvailabilityAlert",
  security: [],
  tags,
  summary:
    "'Tell me when it frees up' for a valid stay that is taken: the address is e-mailed a link that confirms the alert (double opt-in), the same answer whatever the address; once confirmed, one e-mail when the nights are free",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(alertRequestSchema) },
  responses: {
    200: jsonResponse(alertResponseSchema, "Asked; a confirmation e-mail is on its way"),
    // 400: the stay breaks a stay rule (INVALID_STAY); 409: the stay is free, book it now.
    ...errors(400, 404, 409, 413, 429, 503),
  },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/api/public/availability-alerts/confirm",
  operationId: "confirmAvailabilityAlert",
  security: [],
  tags,
  summary: "Confirm the alert of a confirmation link's token (what following the link does)",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(alertConfirmSchema) },
  responses: {
    200: jsonResponse(alertResponseSchema, "Confirmed"),
    ...errors(400, 404, 413, 503),
  },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/api/public/availability-alerts/unsubscribe",
  operationId: "unsubscribeFromAvailabilityAlert",
  security: [],
  tags,
  summary: "Turn off the alert of an unsubscribe link's token; a second call answers the same",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(alertUnsubscribeSchema) },
  responses: {
    200: jsonResponse(alertResponseSchema, "Turned off"),
    ...errors(400, 404, 413, 503),
  },
});

const oneClickRoute = createRoute({
  method: "post",
  path: "/api/public/availability-alerts/unsubscribe/{token}",
  operationId: "unsubscribeFromAvailabilityAlertInOneClick",
  security: [],
  tags,
  summary:
    "One-click unsubscribe (RFC 8058): the address in an alert mail's List-Unsubscribe header, which a mail client posts `List-Unsubscribe=One-Click` to; turns the alert off",
  request: { params: alertUnsubscribeSchema },
  responses: {
    200: jsonResponse(alertResponseSchema, "Turned off"),
    ...errors(400, 404, 413, 503),
  },
});

export function addAvailabilityAlertRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(subscribeRoute, async (c) =>
    c.json(
      await subscribeToAlert({
        ...c.req.valid("json"),
        ip: clientAddress(c),
        locale: c.get("locale"),
      }),
      200,
    ),
  );

  app.openapi(confirmRoute, async (c) =>
    c.json(await confirmAlertByApi(c.req.valid("json").token), 200),
  );

  app.openapi(unsubscribeRoute, async (c) =>
    c.json(await unsubscribeFromAlert(c.req.valid("json").token), 200),
  );

  // The body (`List-Unsubscribe=One-Click`) says nothing the token does not.
  app.openapi(oneClickRoute, async (c) =>
    c.json(await unsubscribeFromAlert(c.req.valid("param").token), 200),
  );
}

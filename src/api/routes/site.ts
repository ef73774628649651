import "server-only";
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  contactMessageSchema,
  contactSentSchema,
  sendContactMessage,
} from "@/features/contact/server";
import { checkHealth, healthSchema } from "@/features/health/server";
import {
  newsletterResponseSchema,
  subscribeSchema,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeSchema,
} from "@/features/newsletter/server";
import { clientAddress, type ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";

const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  operationId: "checkHealth",
  security: [],
  tags: ["Operations"],
  summary: "Whether the database answers, and whether the read cache is listening",
  responses: {
    200: jsonResponse(healthSchema, "Healthy"),
    503: jsonResponse(healthSchema, "The database does not answer"),
  },
});

const contactRoute = createRoute({
  method: "post",
  path: "/api/public/contact",
  operationId: "sendContactMessage",
  security: [],
  tags: ["Contact"],
  summary: "Send the owner a message; stored and e-mailed with the visitor as Reply-To",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(contactMessageSchema) },
  responses: {
    201: jsonResponse(contactSentSchema, "Sent"),
    ...errors(400, 413, 429, 503),
  },
});

const subscribeRoute = createRoute({
  method: "post",
  path: "/api/public/newsletter",
  operationId: "subscribeToNewsletter",
  security: [],
  tags: ["Newsletter"],
  summary:
    "Sign an address up; it is e-mailed a link that confirms the subscription (double opt-in), the same answer whatever the address",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(subscribeSchema) },
  responses: {
    200: jsonResponse(newsletterResponseSchema, "Subscribed"),
    ...errors(400, 413, 429, 503),
  },
});

const unsubscribeRoute = createRoute({
  method: "post",
  path: "/api/public/newsletter/unsubscribe",
  operationId: "unsubscribeFromNewsletter",
  security: [],
  tags: ["Newsletter"],
  summary: "End the subscription of an unsubscribe link's token",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(unsubscribeSchema) },
  responses: {
    200: jsonResponse(newsletterResponseSchema, "Unsubscribed"),
    ...errors(400, 404, 413, 503),
  },
});

export function addSiteRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(healthRoute, async (c) => {
    const health = await checkHealth();
    return c.json(health, health.status === "ok" ? 200 : 503);
  });

  app.openapi(contactRoute, async (c) =>
    c.json(await sendContactMessage({ ...c.req.valid("json"), ip: clientAddress(c) }), 201),
  );

  app.openapi(subscribeRoute, async (c) =>
    c.json(
      await subscribeToNewsletter({
        ...c.req.valid("json"),
        ip: clientAddress(c),
        locale: c.get("locale"),
      }),
      200,
    ),
  );

  app.openapi(unsubscribeRoute, async (c) =>
    c.json(await unsubscribeFromNewsletter(c.req.valid("json").token), 200),
  );
}

import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { listContactMessages, markContactMessage } from "@/features/contact/server";
import { sendMailAgain } from "@/features/mail/server";
import { listSubscriberPage, subscribersCsv } from "@/features/newsletter/server";
import {
  activityPageSchema,
  activityQuerySchema,
  loadActivityPage,
  loadOwnerToday,
  messageReadStateSchema,
  ownerMessagePageSchema,
  ownerPageQuerySchema,
  ownerTodaySchema,
  sendAgainResultSchema,
  subscriberPageSchema,
} from "@/features/owner-office/server";
import { todayInBrussels } from "@/lib/dates";
import type { ApiEnv } from "../pipeline";
import { attachment, errors, jsonResponse } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

/** The back office's Today, Messages, Subscribers and Activity (issue 16). */

const idParams = (what: string) =>
  z.object({ id: z.uuid({ message: `${what} id must be a UUID` }) });

const todayRoute = createRoute({
  method: "get",
  path: "/api/owner/today",
  operationId: "getToday",
  ...OWNER_ROUTE,
  summary: "The week's arrivals and departures, requests to review, payment trouble, dead mail",
  description:
    "Arrivals and departures of today and the next six days in Brussels; paid bookings waiting " +
    "for approval, the longest waiting first; payments that failed and refunds of the last 30 " +
    "days, and refunds not confirmed by the provider; mail the outbox gave up on; the five " +
    "newest reviews waiting for an answer and how many wait in all.",
  responses: {
    200: jsonResponse(ownerTodaySchema, "Today's overview"),
    ...errors(401, 503),
  },
});

const sendAgainRoute = createRoute({
  method: "post",
  path: "/api/owner/mail/{id}/send-again",
  operationId: "sendMailAgain",
  ...OWNER_ROUTE,
  summary: "Put an undelivered mail back in the queue, due now with its attempts reset",
  description:
    "409 for a mail that is not undelivered (queued or sent), and for a sign-in code mail: " +
    "its code has expired.",
  request: { params: idParams("Mail") },
  responses: {
    200: jsonResponse(sendAgainResultSchema, "Queued again"),
    ...errors(400, 401, 403, 404, 409, 503),
  },
});

const messagesRoute = createRoute({
  method: "get",
  path: "/api/owner/messages",
  operationId: "listMessages",
  ...OWNER_ROUTE,
  summary: "The contact form's messages, newest first, with whether each was read",
  request: { query: ownerPageQuerySchema },
  responses: {
    200: jsonResponse(ownerMessagePageSchema, "A page of messages"),
    ...errors(400, 401, 503),
  },
});

function readRoute(state: "read" | "unread") {
  return createRoute({
    method: "post",
    path: `/api/owner/messages/{id}/${state}`,
    operationId: state === "read" ? "markMessageRead" : "markMessageUnread",
    ...OWNER_ROUTE,
    summary: `Mark a contact message ${state}`,
    request: { params: idParams("Message") },
    responses: {
      200: jsonResponse(messageReadStateSchema, "The message's read state"),
      ...errors(400, 401, 403, 404, 503),
    },
  });
}

const subscribersRoute = createRoute({
  method: "get",
  path: "/api/owner/subscribers",
  operationId: "listSubscribers",
  ...OWNER_ROUTE,
  summary: "The newsletter's subscribers: confirmed and not unsubscribed, earliest first",
  request: { query: ownerPageQuerySchema },
  responses: {
    200: jsonResponse(subscriberPageSchema, "A page of subscribers"),
    ...errors(400, 401, 503),
  },
});

const subscribersCsvRoute = createRoute({
  method: "get",
  path: "/api/owner/subscribers.csv",
  operationId: "downloadSubscribers",
  ...OWNER_ROUTE,
  summary: "Every subscriber as a CSV download: email, confirmed_at",
  description: "Cells a spreadsheet could run as a formula start with an apostrophe.",
  responses: {
    200: {
      description: "The CSV file",
      content: { "text/csv": { schema: z.string() } },
    },
    ...errors(401, 503),
  },
});

const activityRoute = createRoute({
  method: "get",
  path: "/api/owner/activity",
  operationId: "listActivity",
  ...OWNER_ROUTE,
  summary: "Who changed what and when, newest first; `before` pages on, `kind` filters",
  request: { query: activityQuerySchema },
  responses: {
    200: jsonResponse(activityPageSchema, "A page of the activity log"),
    ...errors(400, 401, 503),
  },
});

export function addOwnerOfficeRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(todayRoute, async (c) => c.json(await loadOwnerToday(), 200));

  app.openapi(sendAgainRoute, async (c) => {
    const { id } = await sendMailAgain(actor(c), c.req.valid("param").id);
    return c.json({ id, status: "pending" as const }, 200);
  });

  app.openapi(messagesRoute, async (c) =>
    c.json(await listContactMessages(c.req.valid("query")), 200),
  );

  for (const state of ["read", "unread"] as const) {
    app.openapi(readRoute(state), async (c) =>
      c.json(await markContactMessage(actor(c), c.req.valid("param").id, state === "read"), 200),
    );
  }

  app.openapi(subscribersRoute, async (c) =>
    c.json(await listSubscriberPage(c.req.valid("query")), 200),
  );

  app.openapi(subscribersCsvRoute, async (c) => {
    const day = todayInBrussels();
    return c.body(await subscribersCsv(), 200, attachment(`subscribers-${day}.csv`, "csv"));
  });

  app.openapi(activityRoute, async (c) =>
    c.json(await loadActivityPage(c.req.valid("query")), 200),
  );
}

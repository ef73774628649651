import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { addFeedSchema, calendarFeedListSchema, calendarFeedSchema } from "@/features/channel-sync";
import {
  addFeed,
  calendarAddress,
  exportCalendar,
  listHomeFeeds,
  regenerateCalendarToken,
  removeFeed,
  syncHomeNow,
} from "@/features/channel-sync/server";
import { propertyIdSchema } from "@/features/properties";
import { notFound } from "@/lib/http";
import type { ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

/** A secret of 128 bits in base64url, then `.ics`; anything else names no calendar. */
const CALENDAR_FILE = /^([A-Za-z0-9_-]{22})\.ics$/;

const exportRoute = createRoute({
  method: "get",
  path: "/api/ical/{file}",
  operationId: "getChannelCalendar",
  security: [],
  tags: ["Channel calendars"],
  summary:
    "A home's nights held here and on other channels, as iCalendar for Airbnb, Booking.com and Vrbo: one all-day 'Reserved' event per stay, no guest's details. A channel's own address leaves out that channel's events.",
  request: {
    params: z.object({
      file: z.string().openapi({ description: "The secret calendar token followed by .ics" }),
    }),
  },
  responses: {
    200: {
      description: "The calendar (RFC 5545), with an ETag",
      content: { "text/calendar": { schema: z.string() } },
    },
    304: { description: "The channel's copy is current (If-None-Match)" },
    ...errors(404, 503),
  },
});

const regenerateSchema = z.object({ calendarAddress: z.url() });

const regenerateRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/calendar-address",
  operationId: "renewCalendarAddress",
  ...OWNER_ROUTE,
  summary: "Give a home a new secret calendar address; the old one stops answering",
  request: { params: z.object({ id: propertyIdSchema }) },
  responses: {
    200: jsonResponse(regenerateSchema, "The new address"),
    ...errors(400, 401, 403, 404, 503),
  },
});

const homeParams = z.object({ id: propertyIdSchema });

const feedsRoute = createRoute({
  method: "get",
  path: "/api/owner/homes/{id}/feeds",
  operationId: "listFeeds",
  ...OWNER_ROUTE,
  summary:
    "The other channels' calendars a home reads: each feed's health (last successful fetch, events, last error, failing for an hour) and its conflicts",
  request: { params: homeParams },
  responses: {
    200: jsonResponse(calendarFeedListSchema, "The home's feeds, oldest first"),
    ...errors(400, 401, 404, 503),
  },
});

const addFeedRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/feeds",
  operationId: "addFeed",
  ...OWNER_ROUTE,
  summary:
    "Read another channel's calendar for a home; it is fetched at once, then every few minutes",
  description:
    "Only http and https addresses on ports 80 and 443 that resolve to public addresses are fetched. 409 when the home already reads the most calendars it may.",
  middleware: readBodyAs("json"),
  request: { params: homeParams, body: jsonBody(addFeedSchema) },
  responses: {
    201: jsonResponse(calendarFeedSchema, "Added, with the result of its first fetch"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const syncRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/feeds/sync",
  operationId: "syncFeeds",
  ...OWNER_ROUTE,
  summary: "Fetch every calendar the home reads now ('Sync now')",
  request: { params: homeParams },
  responses: {
    200: jsonResponse(calendarFeedListSchema, "The home's feeds after the fetch"),
    ...errors(400, 401, 403, 404, 429, 503),
  },
});

const removeFeedRoute = createRoute({
  method: "post",
  path: "/api/owner/feeds/{id}/remove",
  operationId: "removeFeed",
  ...OWNER_ROUTE,
  summary: "Stop reading a channel's calendar: the nights its stays held are free at once",
  request: { params: z.object({ id: z.uuid({ message: "Feed id must be a UUID" }) }) },
  responses: {
    200: jsonResponse(z.object({ id: z.uuid() }), "Removed"),
    ...errors(400, 401, 403, 404, 503),
  },
});

export function addChannelCalendarRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(exportRoute, async (c) => {
    const token = CALENDAR_FILE.exec(c.req.valid("param").file)?.[1];
    if (!token) throw notFound("Calendar");
    const calendar = await exportCalendar(token, c.req.header("if-none-match") ?? null);
    if (!calendar) throw notFound("Calendar");
    // Channels poll; a secret address must never sit in a shared cache.
    const headers = { ETag: calendar.etag, "Cache-Control": "private, no-cache" };
    if (calendar.notModified) return c.body(null, 304, headers);
    return c.body(calendar.body, 200, {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calendar.ics"',
    });
  });

  app.openapi(regenerateRoute, async (c) => {
    const token = await regenerateCalendarToken(actor(c), c.req.valid("param").id);
    return c.json({ calendarAddress: calendarAddress(token) }, 200);
  });

  app.openapi(feedsRoute, async (c) =>
    c.json({ feeds: await listHomeFeeds(c.req.valid("param").id) }, 200),
  );

  app.openapi(addFeedRoute, async (c) =>
    c.json(await addFeed(actor(c), c.req.valid("param").id, c.req.valid("json")), 201),
  );

  app.openapi(syncRoute, async (c) =>
    c.json({ feeds: await syncHomeNow(c.req.valid("param").id) }, 200),
  );

  app.openapi(removeFeedRoute, async (c) => {
    const { id } = c.req.valid("param");
    await removeFeed(actor(c), id);
    return c.json({ id }, 200);
  });
}

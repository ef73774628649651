import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { calendarQuerySchema, ownerBlockRequestSchema } from "@/features/availability";
import {
  allHomesCalendar,
  allHomesMonthSchema,
  blockDates,
  homeCalendar,
  homeMonthSchema,
  removeBlock,
} from "@/features/availability/server";
import type { ApiEnv } from "../pipeline";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

const homeParams = z.object({ id: z.uuid({ message: "Home id must be a UUID" }) });

const blockSchema = z.object({
  id: z.uuid(),
  propertyId: z.uuid(),
  from: z.iso.date(),
  to: z.iso.date(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

const homeMonthRoute = createRoute({
  method: "get",
  path: "/api/owner/homes/{id}/calendar",
  operationId: "getHomeCalendar",
  ...OWNER_ROUTE,
  summary: "A home's month: the bookings that hold its nights and the owner's blocks",
  description:
    "`month` is `YYYY-MM` (this month in Brussels without it). Items that touch the month are listed whole; `to` is the first free day.",
  request: { params: homeParams, query: calendarQuerySchema },
  responses: {
    200: jsonResponse(homeMonthSchema, "The home's month"),
    ...errors(400, 401, 404, 503),
  },
});

const allHomesMonthRoute = createRoute({
  method: "get",
  path: "/api/owner/calendar",
  operationId: "getCalendar",
  ...OWNER_ROUTE,
  summary: "Every home's month, active homes first: bookings that hold nights and blocks",
  request: { query: calendarQuerySchema },
  responses: {
    200: jsonResponse(allHomesMonthSchema, "Every home's month"),
    ...errors(400, 401, 503),
  },
});

const blockRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/blocks",
  operationId: "blockNights",
  ...OWNER_ROUTE,
  summary: "Block a home's nights [from, to) for maintenance or own use",
  description:
    "`to` is the first free day, like a check-out. 409 names the booking or block the dates overlap.",
  middleware: readBodyAs("json"),
  request: {
    params: homeParams,
    body: jsonBody(ownerBlockRequestSchema.omit({ propertyId: true })),
  },
  responses: {
    201: jsonResponse(blockSchema, "Blocked; guests can no longer book these nights"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const removeRoute = createRoute({
  method: "post",
  path: "/api/owner/blocks/{id}/remove",
  operationId: "removeBlock",
  ...OWNER_ROUTE,
  summary: "Remove a block: its nights are free for guests at once",
  request: { params: z.object({ id: z.uuid({ message: "Block id must be a UUID" }) }) },
  responses: {
    200: jsonResponse(z.object({ id: z.uuid() }), "Removed"),
    ...errors(400, 401, 403, 404, 503),
  },
});

export function addOwnerCalendarRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(homeMonthRoute, async (c) =>
    c.json(await homeCalendar(c.req.valid("param").id, c.req.valid("query")), 200),
  );

  app.openapi(allHomesMonthRoute, async (c) =>
    c.json(await allHomesCalendar(c.req.valid("query")), 200),
  );

  app.openapi(blockRoute, async (c) => {
    const block = await blockDates(actor(c), {
      ...c.req.valid("json"),
      propertyId: c.req.valid("param").id,
    });
    return c.json(block, 201);
  });

  app.openapi(removeRoute, async (c) => {
    const { id } = c.req.valid("param");
    await removeBlock(actor(c), id);
    return c.json({ id }, 200);
  });
}

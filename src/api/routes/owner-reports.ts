import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { periodOfDays, staysExportQuerySchema } from "@/features/reports";
import { exportStays } from "@/features/reports/server";
import type { ApiEnv } from "../pipeline";
import { errors, NO_STORE } from "../responses";
import { OWNER_ROUTE } from "../owner-gate";

const staysExportRoute = createRoute({
  method: "get",
  path: "/api/owner/stays.csv",
  operationId: "downloadStaysCsv",
  ...OWNER_ROUTE,
  summary: "Every confirmed stay with a night on the Brussels days [from, to), as CSV",
  description:
    "For the accountant: UTF-8 with a byte order mark, semicolon-separated, decimal commas. One row per stay, by arrival: booking, home, guest, arrival, departure, nights and the nights inside the period, guests, status, language, the day it was booked, and its price in parts as quoted (nights, extras, cleaning and service fees, discount as a negative amount, tourist tax, total) with the security deposit. `home` keeps one home's stays. At most 1,827 days at once (400). Cells a spreadsheet could run as a formula start with an apostrophe.",
  request: { query: staysExportQuerySchema },
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errors(400, 401, 503),
  },
});

export function addOwnerReportRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(staysExportRoute, async (c) => {
    const { from, to, home } = c.req.valid("query");
    // The schema checked the days make a period.
    const period = periodOfDays(from, to)!;
    const { filename, content } = await exportStays(period, home ?? null);
    return c.body(content, 200, {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    });
  });
}

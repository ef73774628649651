import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { periodOfDays, staysExportQuerySchema, yearSummaryQuerySchema } from "@/features/reports";
import { exportStays, yearSummaryPdf } from "@/features/reports/server";
import type { ApiEnv } from "../pipeline";
import { attachment, errors } from "../responses";
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

const yearSummaryRoute = createRoute({
  method: "get",
  path: "/api/owner/reports/year.pdf",
  operationId: "downloadYearSummaryPdf",
  ...OWNER_ROUTE,
  summary: "A year's summary per home, as a PDF",
  description:
    "One A4 page per home, or only the home `home` names: the year's nights available and sold, occupancy, blocked and other channels' nights, revenue in parts, ADR, RevPAR, tourist tax, bookings made and cancelled, then month by month. The same figures as /owner/reports. 404 for a home that is not there.",
  request: { query: yearSummaryQuerySchema },
  responses: {
    200: {
      description: "The PDF file",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errors(400, 401, 404, 503),
  },
});

export function addOwnerReportRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(yearSummaryRoute, async (c) => {
    const { year, home } = c.req.valid("query");
    const { filename, content } = await yearSummaryPdf(year, home ?? null);
    return c.body(new Uint8Array(content), 200, attachment(filename, "pdf"));
  });
  app.openapi(staysExportRoute, async (c) => {
    const { from, to, home } = c.req.valid("query");
    // The schema checked the days make a period.
    const period = periodOfDays(from, to)!;
    const { filename, content } = await exportStays(period, home ?? null);
    return c.body(content, 200, attachment(filename, "csv"));
  });
}

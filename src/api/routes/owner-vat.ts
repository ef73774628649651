import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import {
  addVatRateSchema,
  paymentsExportQuerySchema,
  vatRateListSchema,
  vatRateSchema,
} from "@/features/payments";
import {
  addVatRate,
  exportPayments,
  listVatRates,
  removeVatRate,
} from "@/features/payments/server";
import type { ApiEnv } from "../pipeline";
import { attachment, errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

const rateParams = z.object({ id: z.uuid({ message: "VAT rate id must be a UUID" }) });

const listRoute = createRoute({
  method: "get",
  path: "/api/owner/vat-rates",
  operationId: "listVatRates",
  ...OWNER_ROUTE,
  summary: "The VAT rates by the day they start, and whether the business is exempt",
  responses: {
    200: jsonResponse(vatRateListSchema, "The rates, earliest first"),
    ...errors(401, 503),
  },
});

const addRoute = createRoute({
  method: "post",
  path: "/api/owner/vat-rates",
  operationId: "addVatRate",
  ...OWNER_ROUTE,
  summary: "Line up a coming VAT rate: payments received from its day on record it",
  description:
    "`from` must be after today (money received keeps its rate) and within five years; 409 for a day that has a rate already, or beyond ten coming rates.",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(addVatRateSchema) },
  responses: {
    201: jsonResponse(vatRateSchema, "Added"),
    ...errors(400, 401, 403, 409, 413, 503),
  },
});

const removeRoute = createRoute({
  method: "post",
  path: "/api/owner/vat-rates/{id}/remove",
  operationId: "removeVatRate",
  ...OWNER_ROUTE,
  summary: "Remove a coming VAT rate; one in force or past is kept (409)",
  request: { params: rateParams },
  responses: {
    200: jsonResponse(z.object({ id: z.uuid() }), "Removed"),
    ...errors(400, 401, 403, 404, 409, 503),
  },
});

const paymentsExportRoute = createRoute({
  method: "get",
  path: "/api/owner/payments.csv",
  operationId: "downloadPaymentsCsv",
  ...OWNER_ROUTE,
  summary: "Every payment received and refund made on the Brussels days [from, to), as CSV",
  description:
    "For the accountant: UTF-8 with a byte order mark, semicolon-separated, decimal commas. One row per payment or refund, in the order they happened: date, kind (Payment, Gift voucher sale, Refund), booking, home, guest, method, amount, the part a gift voucher paid or got back, the provider's part, the security deposit in it, VAT rate and amount, receipt number, the provider's id. A refund's amounts are negative. At most 366 days at once (400). Cells a spreadsheet could run as a formula start with an apostrophe.",
  request: { query: paymentsExportQuerySchema },
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errors(400, 401, 503),
  },
});

export function addOwnerVatRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(paymentsExportRoute, async (c) => {
    const { from, to } = c.req.valid("query");
    const { filename, content } = await exportPayments(from, to);
    return c.body(content, 200, attachment(filename, "csv"));
  });
  app.openapi(listRoute, async (c) => c.json(await listVatRates(), 200));
  app.openapi(addRoute, async (c) => c.json(await addVatRate(actor(c), c.req.valid("json")), 201));
  app.openapi(removeRoute, async (c) =>
    c.json(await removeVatRate(actor(c), c.req.valid("param").id), 200),
  );
}

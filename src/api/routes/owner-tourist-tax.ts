import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import {
  addCommuneRuleSchema,
  addCommuneSchema,
  communeListSchema,
  communeRuleSchema,
  communeSchema,
  declarationQuerySchema,
  declarationSchema,
} from "@/features/tourist-tax";
import {
  addCommune,
  addCommuneRule,
  declarationCsv,
  declarationPdf,
  listCommunes,
  loadDeclaration,
  removeCommune,
  removeCommuneRule,
} from "@/features/tourist-tax/server";
import type { ApiEnv } from "../pipeline";
import { attachment, errors, jsonBody, jsonResponse, NO_STORE, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

/*
 * The communes whose tourist tax prices the homes' stays, their rules by date, and the quarterly
 * declaration each commune asks for (issue 32, docs/decisions/0055).
 */

const communeParams = z.object({ id: z.uuid({ message: "Commune id must be a UUID" }) });
const ruleParams = communeParams.extend({
  ruleId: z.uuid({ message: "Rule id must be a UUID" }),
});
/** Stays, guests and money: kept by no cache. */

const listRoute = createRoute({
  method: "get",
  path: "/api/owner/communes",
  operationId: "listCommunes",
  ...OWNER_ROUTE,
  summary: "The communes, their homes and their tourist tax rules by the day they start",
  responses: {
    200: jsonResponse(communeListSchema, "The communes by name"),
    ...errors(401, 503),
  },
});

const addRoute = createRoute({
  method: "post",
  path: "/api/owner/communes",
  operationId: "addCommune",
  ...OWNER_ROUTE,
  summary: "Add a commune with the tourist tax rule it charges",
  description:
    "A rule is per person per night (with `childrenUnder`, an age under which guests are free), per home per night, per stay, or none (the owner pays the commune; `amount` 0). 409 for a name taken, in any case, or beyond 300 communes.",
  middleware: readBodyAs("json"),
  request: { body: jsonBody(addCommuneSchema) },
  responses: {
    201: jsonResponse(communeSchema, "Added"),
    ...errors(400, 401, 403, 409, 413, 503),
  },
});

const removeRoute = createRoute({
  method: "post",
  path: "/api/owner/communes/{id}/remove",
  operationId: "removeCommune",
  ...OWNER_ROUTE,
  summary: "Remove a commune no home is in (409 while a home is)",
  request: { params: communeParams },
  responses: {
    200: jsonResponse(z.object({ id: z.uuid() }), "Removed"),
    ...errors(400, 401, 403, 404, 409, 503),
  },
});

const addRuleRoute = createRoute({
  method: "post",
  path: "/api/owner/communes/{id}/rules",
  operationId: "addCommuneRule",
  ...OWNER_ROUTE,
  summary: "Line up a commune's coming rule: it taxes the nights from its day on",
  description:
    "`from` must be after today (stays already booked keep their tax) and within five years; 409 for a day that has a rule already, or beyond ten coming rules.",
  middleware: readBodyAs("json"),
  request: { params: communeParams, body: jsonBody(addCommuneRuleSchema) },
  responses: {
    201: jsonResponse(communeRuleSchema, "Added"),
    ...errors(400, 401, 403, 404, 409, 413, 503),
  },
});

const removeRuleRoute = createRoute({
  method: "post",
  path: "/api/owner/communes/{id}/rules/{ruleId}/remove",
  operationId: "removeCommuneRule",
  ...OWNER_ROUTE,
  summary: "Remove a coming rule; one in force or past is kept (409)",
  request: { params: ruleParams },
  responses: {
    200: jsonResponse(z.object({ id: z.uuid() }), "Removed"),
    ...errors(400, 401, 403, 404, 409, 503),
  },
});

const DECLARATION =
  "Every confirmed stay arriving in the quarter at a home in the commune: nights, guests, children free, liable persons, person-nights and the tourist tax collected with it, and the totals. Cancelled, rejected and unpaid bookings are left out.";

const declarationRoute = createRoute({
  method: "get",
  path: "/api/owner/communes/{id}/declaration",
  operationId: "getTouristTaxDeclaration",
  ...OWNER_ROUTE,
  summary: "A commune's tourist tax declaration for a quarter",
  description: DECLARATION,
  request: { params: communeParams, query: declarationQuerySchema },
  responses: {
    200: jsonResponse(declarationSchema, "The declaration"),
    ...errors(400, 401, 404, 503),
  },
});

const declarationCsvRoute = createRoute({
  method: "get",
  path: "/api/owner/communes/{id}/declaration.csv",
  operationId: "downloadTouristTaxDeclarationCsv",
  ...OWNER_ROUTE,
  summary: "A commune's tourist tax declaration for a quarter, as CSV",
  description: `${DECLARATION} One row per stay, then the totals; cells a spreadsheet could run as a formula start with an apostrophe.`,
  request: { params: communeParams, query: declarationQuerySchema },
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    ...errors(400, 401, 404, 503),
  },
});

const declarationPdfRoute = createRoute({
  method: "get",
  path: "/api/owner/communes/{id}/declaration.pdf",
  operationId: "downloadTouristTaxDeclarationPdf",
  ...OWNER_ROUTE,
  summary: "A commune's tourist tax declaration for a quarter, as PDF",
  description: `${DECLARATION} Signed off with the business's name, address and enterprise number.`,
  request: { params: communeParams, query: declarationQuerySchema },
  responses: {
    200: {
      description: "The PDF file",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errors(400, 401, 404, 503),
  },
});

export function addOwnerTouristTaxRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(listRoute, async (c) => c.json(await listCommunes(), 200));
  app.openapi(addRoute, async (c) => c.json(await addCommune(actor(c), c.req.valid("json")), 201));
  app.openapi(removeRoute, async (c) =>
    c.json(await removeCommune(actor(c), c.req.valid("param").id), 200),
  );
  app.openapi(addRuleRoute, async (c) =>
    c.json(await addCommuneRule(actor(c), c.req.valid("param").id, c.req.valid("json")), 201),
  );
  app.openapi(removeRuleRoute, async (c) => {
    const { id, ruleId } = c.req.valid("param");
    return c.json(await removeCommuneRule(actor(c), id, ruleId), 200);
  });
  app.openapi(declarationRoute, async (c) => {
    const declaration = await loadDeclaration(
      c.req.valid("param").id,
      c.req.valid("query").quarter,
    );
    return c.json(declaration, 200, NO_STORE);
  });
  app.openapi(declarationCsvRoute, async (c) => {
    const declaration = await loadDeclaration(
      c.req.valid("param").id,
      c.req.valid("query").quarter,
    );
    const { filename, content } = declarationCsv(declaration);
    return c.body(content, 200, attachment(filename, "csv"));
  });
  app.openapi(declarationPdfRoute, async (c) => {
    const declaration = await loadDeclaration(
      c.req.valid("param").id,
      c.req.valid("query").quarter,
    );
    const { filename, content } = await declarationPdf(declaration);
    return c.body(new Uint8Array(content), 200, attachment(filename, "pdf"));
  });
}

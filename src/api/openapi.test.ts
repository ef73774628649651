import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { apiApp, OPENAPI_PATH } from "./app";

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<
    string,
    {
      content?: Record<string, { schema?: unknown }>;
      headers?: Record<string, { schema?: unknown }>;
    }
  >;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let document: Document;

beforeAll(async () => {
  const response = await apiApp().request(OPENAPI_PATH);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});

/** Every route the application answers, as OpenAPI writes it: `GET /api/public/bookings/{id}`. */
function servedRoutes(): string[] {
  return (
    apiApp()
      // Middleware is registered on every path ("/*"); routes have their own.
      .routes.filter(
        ({ method, path }) => method !== "ALL" && path !== "/*" && path !== OPENAPI_PATH,
      )
      .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, "{$1}")}`)
  );
}

function documentedRoutes(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(
      ([method, operation]) =>
        [`${method.toUpperCase()} ${path}`, operation] as [string, Operation],
    ),
  );
}

describe("the OpenAPI document at /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("documents every route the API serves, and nothing it does not", () => {
    const served = [...new Set(servedRoutes())].sort();
    const documented = documentedRoutes()
      .map(([route]) => route)
      .sort();
    expect(served.length).toBeGreaterThan(20);
    expect(documented).toEqual(served);
  });

  it("names every operation once, as generated clients name their methods (decision 0049)", () => {
    const names = documentedRoutes().map(([route, operation]) => {
      expect(operation.operationId, route).toMatch(/^[a-z][a-zA-Z]+$/);
      return operation.operationId;
    });
    expect(new Set(names).size).toBe(names.length);
  });

  it("says of every operation who may call it: anyone ([]), a guest or an owner", () => {
    const schemes = new Set(["bearer", "ownerSession"]);
    for (const [route, operation] of documentedRoutes()) {
      expect(operation.security, route).toBeInstanceOf(Array);
      for (const requirement of operation.security ?? []) {
        expect(
          Object.keys(requirement).every((name) => schemes.has(name)),
          route,
        ).toBe(true);
      }
    }
  });

  it("gives every route a schema for each of its path parameters", () => {
    for (const [route, operation] of documentedRoutes()) {
      const names = [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === "path" && p.schema);
      expect(declared.map((p) => p.name).sort(), route).toEqual(names.sort());
    }
  });

  it("gives every request body and every response a schema", () => {
    for (const [route, operation] of documentedRoutes()) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        expect(media.schema, `${route} body ${type}`).toBeTruthy();
      }
      const responses = Object.entries(operation.responses);
      const successes = responses.filter(([status]) => /^2/.test(status));
      const redirects = responses.filter(([status]) => /^3/.test(status) && status !== "304");
      expect(successes.length + redirects.length, route).toBeGreaterThan(0);
      for (const [status, response] of redirects) {
        expect(response.headers?.Location?.schema, `${route} ${status}`).toBeTruthy();
      }
      for (const [status, response] of successes) {
        const contents = Object.entries(response.content ?? {});
        expect(contents.length, `${route} ${status}`).toBeGreaterThan(0);
        for (const [type, media] of contents) {
          expect(media.schema, `${route} ${status} ${type}`).toBeTruthy();
        }
      }
      for (const [status, response] of responses.filter(([status]) => /^[45]/.test(status))) {
        expect(response.content?.["application/json"]?.schema, `${route} ${status}`).toBeTruthy();
      }
    }
  });
});

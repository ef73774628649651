import { createRoute } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/http";
import { newApiApp } from "./pipeline";
import { jsonBody, jsonResponse } from "./responses";

/** Runs a handler behind the API's pipeline, as the one route of a throwaway application. */
async function answer(handler: () => Promise<never>, init?: RequestInit) {
  const app = newApiApp();
  app.get("/api/x", handler);
  const response = await app.request("/api/x", init);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("the API's error shape", () => {
  it("answers a feature's ApiError with its status and machine code", async () => {
    const result = await answer(async () => {
      throw new ApiError(
        "DATES_UNAVAILABLE",
        "This property is not available for the selected dates",
      );
    });
    expect(result.status).toBe(409);
    expect(result.body).toEqual({
      error: "This property is not available for the selected dates",
      code: "DATES_UNAVAILABLE",
    });
  });

  it("hides the internals of an unexpected failure behind 'An error occurred'", async () => {
    const result = await answer(async () => {
      throw new Error("relation secret_table does not exist at /srv/app.js:12");
    });
    expect(result.status).toBe(500);
    expect(result.body).toEqual({ error: "An error occurred", code: "INTERNAL" });
  });

  it("answers 503 with Retry-After when the database cannot be reached", async () => {
    const result = await answer(async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
        code: "ECONNREFUSED",
      });
    });
    expect(result.status).toBe(503);
    expect(result.headers.get("retry-after")).toBe("5");
    expect(result.body).toEqual({
      error: "The service is temporarily unavailable",
      code: "SERVICE_UNAVAILABLE",
    });
  });

  it.each([
    ["a query whose connection the server ended", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    [
      "a server shutting down",
      Object.assign(new Error("terminating connection"), { code: "57P01" }),
    ],
    [
      "a driver error wrapped by the query builder",
      new Error("Failed query: select 1", {
        cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      }),
    ],
  ])("answers 503 for %s", async (_, failure) => {
    const result = await answer(async () => {
      throw failure;
    });
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });

  const bodySchema = z.object({ name: z.string().min(2, "Name is required") });
  const echoRoute = createRoute({
    method: "post",
    path: "/api/echo",
    request: { body: jsonBody(bodySchema) },
    responses: { 200: jsonResponse(bodySchema, "The body") },
  });

  async function echo(body: string) {
    const app = newApiApp();
    app.openapi(echoRoute, (c) => c.json(c.req.valid("json"), 200));
    const response = await app.request("/api/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    return { status: response.status, body: await response.json() };
  }

  it("answers malformed JSON with a 400, not a 500", async () => {
    const result = await echo("{not json");
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: "Request body must be valid JSON", code: "INVALID_JSON" });
  });

  it("answers a body that breaks its schema with the schema's message and details", async () => {
    const result = await echo(JSON.stringify({ name: "A" }));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      error: "Name is required",
      code: "INVALID_INPUT",
      details: [{ path: "name", message: "Name is required" }],
    });
  });

  it("refuses an oversized body with a 413", async () => {
    const result = await echo(JSON.stringify({ name: "x".repeat(70_000) }));
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});

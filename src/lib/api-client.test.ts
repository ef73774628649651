// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, responseSchema } from "./api-client";

const anything = responseSchema((_value: unknown): _value is unknown => true);

/** The headers of the one call made, answered with `{}`. */
async function headersSent(call: () => Promise<unknown>): Promise<Headers> {
  const fetch = vi.fn(async () => Response.json({}));
  vi.stubGlobal("fetch", fetch);
  await call();
  const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
  return new Headers(init.headers);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = "";
});

describe("apiRequest", () => {
  it("asks in the page's language, so a guest on /nl gets Dutch errors and mail", async () => {
    document.documentElement.lang = "nl";
    const headers = await headersSent(() => apiRequest("/api/guest/profile", anything));
    expect(headers.get("accept-language")).toBe("nl");
  });

  it("names no language for a page in none of ours, and the API answers in English", async () => {
    document.documentElement.lang = "es";
    const headers = await headersSent(() => apiRequest("/api/guest/profile", anything));
    expect(headers.get("accept-language")).toBeNull();
  });
});

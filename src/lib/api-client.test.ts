// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  answerWithText,
  apiDownload,
  ApiRequestError,
  apiRequest,
  responseSchema,
  setApiAuth,
} from "./api-client";

const anything = responseSchema((_value: unknown): _value is unknown => true);

/** The headers of the one call made, answered with `{}`. */
async function headersSent(call: () => Promise<unknown>): Promise<Headers> {
  const fetch = vi.fn(async () => Response.json({}));
  vi.stubGlobal("fetch", fetch);
  await call();
  const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
  return new Headers(init.headers);
}

/**
 * A downloaded file's text. The Blob a fetch response gives is Node's own on Node 20 and, from
 * Node 22, the page's global one, here jsdom's: it has no text(), but jsdom's FileReader reads it.
 */
function textOf(file: Blob): Promise<string> {
  if (typeof file.text === "function") return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
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

describe("apiDownload", () => {
  afterEach(() => {
    setApiAuth({ token: () => null, onUnauthorized: () => undefined });
  });

  it("asks with the guest's token and answers the file under the name the server gives it", async () => {
    setApiAuth({ token: () => "guest-token", onUnauthorized: () => undefined });
    const fetch = vi.fn(
      async () =>
        new Response("%PDF-1.3", {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": 'attachment; filename="receipt-42.pdf"',
          },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const { file, filename } = await apiDownload("/api/guest/receipt", "application/pdf");
    const headers = new Headers(
      (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers,
    );
    expect(headers.get("authorization")).toBe("Bearer guest-token");
    expect(headers.get("accept")).toBe("application/pdf");
    expect(filename).toBe("receipt-42.pdf");
    expect(await textOf(file)).toBe("%PDF-1.3");
  });

  it("throws the server's error, and a 401 signs the guest out as every call's does", async () => {
    const signedOut = vi.fn();
    setApiAuth({ token: () => "stale-token", onUnauthorized: signedOut });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ error: "Please sign in again", code: "UNAUTHORIZED" }, { status: 401 }),
      ),
    );
    const failure = await apiDownload("/api/guest/receipt", "application/pdf").catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401, message: "Please sign in again" });
    expect(signedOut).toHaveBeenCalledOnce();
  });
});

describe("answerWithText", () => {
  const check = (value: unknown) => answerWithText("id")["~standard"].validate(value);

  it("passes an object with a text under the key", () => {
    expect(check({ id: "b-1", status: "pending" })).toEqual({
      value: { id: "b-1", status: "pending" },
    });
  });

  it("refuses an empty text, another type, a missing key and no object", () => {
    for (const answer of [{ id: "" }, { id: 7 }, { other: "b-1" }, null, "b-1"]) {
      expect(check(answer)).toHaveProperty("issues");
    }
  });
});

import { describe, expect, it, vi } from "vitest";
import { securityHeaders } from "@/lib/security-headers";

describe("the API's security headers", () => {
  it("are the set every other response has, on every API response, failures included", async () => {
    // The configuration is read once, on first use: a site public over HTTPS.
    vi.stubEnv("PUBLIC_BASE_URL", "https://stays.example");
    const { newApiApp } = await import("./pipeline");
    const { notFound } = await import("@/lib/http");
    const app = newApiApp();
    app.get("/api/x", (c) => c.json({ ok: true }));
    app.get("/api/missing", () => {
      throw notFound("Property");
    });
    for (const path of ["/api/x", "/api/missing", "/api/unknown"]) {
      const response = await app.request(`https://stays.example${path}`);
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=63072000");
      for (const { key, value } of securityHeaders) {
        expect(response.headers.get(key), `${path} ${key}`).toBe(value);
      }
    }
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  pageContentSecurityPolicy,
  tileSource,
  transportSecurityHeaders,
} from "./security-headers";

const TILES = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name!, sources.join(" ")];
    }),
  );
}

describe("the page policy", () => {
  const site = { PUBLIC_BASE_URL: "http://localhost:3000", MAP_TILE_URL: TILES };

  it("runs scripts by nonce only, with neither inline code nor eval in a build", () => {
    const policy = directives(pageContentSecurityPolicy("abc123==", site, false));
    expect(policy["script-src"]).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy).toMatchObject({
      "default-src": "'self'",
      "img-src": "'self' data: blob: https://*.tile.openstreetmap.org",
      "connect-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("allows eval for React's development tools under next dev only", () => {
    const policy = directives(pageContentSecurityPolicy("abc123==", site, true));
    expect(policy["script-src"]).toBe("'self' 'nonce-abc123==' 'strict-dynamic' 'unsafe-eval'");
  });

  it("upgrades plain-HTTP addresses when the site is public over HTTPS", () => {
    const policy = pageContentSecurityPolicy(
      "abc123==",
      { ...site, PUBLIC_BASE_URL: "https://stays.example" },
      false,
    );
    expect(directives(policy)).toHaveProperty("upgrade-insecure-requests");
  });
});

describe("Strict-Transport-Security", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("is sent when the public address is HTTPS, and not otherwise", () => {
    expect(transportSecurityHeaders({ PUBLIC_BASE_URL: "https://stays.example" })).toEqual([
      { key: "Strict-Transport-Security", value: "max-age=63072000" },
    ]);
    expect(transportSecurityHeaders({ PUBLIC_BASE_URL: "http://localhost:3000" })).toEqual([]);
  });
});

describe("the tile source", () => {
  it.each([
    [TILES, "https://*.tile.openstreetmap.org"],
    ["https://tiles.example.com/{z}/{x}/{y}.png", "https://tiles.example.com"],
    ["http://127.0.0.1:8080/{z}/{x}/{y}.png", "http://127.0.0.1:8080"],
    ["https://{s}-tiles.example.com/{z}/{x}/{y}.png", "https://*.example.com"],
    ["https://maps.{s}.example.com/{z}/{x}/{y}.png", "https:"],
    ["/tiles/{z}/{x}/{y}.png", null],
  ])("of %s is %s", (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});

import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as ProxyModule from "./proxy";

let proxyModule: typeof ProxyModule;

beforeAll(async () => {
  // The configuration is read once, on first use: a site public over HTTPS.
  vi.stubEnv("PUBLIC_BASE_URL", "https://stays.example");
  proxyModule = await import("./proxy");
});

afterAll(() => {
  vi.unstubAllEnvs();
});

function nonceOf(policy: string | null): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
}

describe("the page proxy", () => {
  it("sends a policy with a fresh nonce, and hands the same policy on to the page's render", () => {
    const first = proxyModule.proxy(new NextRequest("https://stays.example/faq"));
    const second = proxyModule.proxy(new NextRequest("https://stays.example/faq"));
    const policy = first.headers.get("content-security-policy");
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonceOf(policy));
    // How NextResponse.next passes a changed request header on to Next.js.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
  });

  it("answers pages 503 with a page that says so while the database is known to be down", async () => {
    const state = globalThis as { __ardennesDatabaseDown?: boolean };
    state.__ardennesDatabaseDown = true;
    try {
      const response = proxyModule.proxy(new NextRequest("https://stays.example/properties"));
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.text()).toContain("Our booking system is briefly unavailable.");
    } finally {
      state.__ardennesDatabaseDown = false;
    }
    expect(proxyModule.proxy(new NextRequest("https://stays.example/properties")).status).toBe(200);
  });

  it("adds Strict-Transport-Security when the site is public over HTTPS", () => {
    const response = proxyModule.proxy(new NextRequest("https://stays.example/properties"));
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it.each([
    ["/properties", true],
    ["/properties/6b0f7a52-2f6e-4d4c-9d0e-1f2a3b4c5d6e", true],
    ["/booking/new?propertyId=x", true],
    ["/no-such-page", true],
    ["/api", true],
    ["/api/public/bookings", false],
    ["/api/public/images/property/x", false],
    ["/_next/static/chunks/main.js", false],
    ["/_next/image?url=x", false],
    ["/icon.svg", false],
    ["/robots.txt", false],
    ["/sitemap.xml", false],
  ])("runs for %s: %s", (url, runs) => {
    expect(unstable_doesMiddlewareMatch({ config: proxyModule.config, url })).toBe(runs);
  });

  it("sends / to the catalogue with the headers every answer carries, keeping the query", () => {
    const response = proxyModule.proxy(new NextRequest("https://stays.example/?persons=4"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("https://stays.example/properties?persons=4");
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "strict-transport-security": "max-age=63072000",
    });
  });

  it("sends a back office page without an owner session cookie to the sign-in, unknown pages too", () => {
    for (const path of ["/owner", "/owner/", "/owner/bookings?x=1", "/owner/no-such-page"]) {
      const response = proxyModule.proxy(new NextRequest(`https://stays.example${path}`));
      expect(response.status, path).toBe(307);
      expect(response.headers.get("location")).toBe("https://stays.example/owner/login");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
    const signIn = proxyModule.proxy(new NextRequest("https://stays.example/owner/login"));
    expect(signIn.headers.get("location")).toBeNull();
    const withCookie = proxyModule.proxy(
      new NextRequest("https://stays.example/owner", { headers: { cookie: "owner_session=x" } }),
    );
    expect(withCookie.headers.get("location")).toBeNull();
    const guestPage = proxyModule.proxy(new NextRequest("https://stays.example/ownership"));
    expect(guestPage.headers.get("location")).toBeNull();
  });

  it("answers / for the router's prefetches too", () => {
    expect(
      unstable_doesMiddlewareMatch({
        config: proxyModule.config,
        url: "/",
        headers: { "next-router-prefetch": "1" },
      }),
    ).toBe(true);
  });

  it("gives the router's prefetches their page's language but no nonce", () => {
    expect(
      unstable_doesMiddlewareMatch({
        config: proxyModule.config,
        url: "/faq",
        headers: { "next-router-prefetch": "1" },
      }),
    ).toBe(true);
    const response = proxyModule.proxy(
      new NextRequest("https://stays.example/faq", { headers: { "next-router-prefetch": "1" } }),
    );
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(rewrittenTo(response)).toBe("https://stays.example/en/faq");
  });
});

/** Where Next.js will serve a request from, when the proxy rewrote it. */
function rewrittenTo(response: Response): string | null {
  return response.headers.get("x-middleware-rewrite");
}

function localeHandedOn(response: Response): string | null {
  return response.headers.get("x-middleware-request-x-next-intl-locale");
}

describe("the page proxy's languages", () => {
  function visit(path: string, headers: Record<string, string> = {}) {
    return proxyModule.proxy(new NextRequest(`https://stays.example${path}`, { headers }));
  }

  it("serves an English page at the spec's path, its query kept", () => {
    const response = visit("/properties/abc?persons=4");
    expect(rewrittenTo(response)).toBe("https://stays.example/en/properties/abc?persons=4");
    expect(localeHandedOn(response)).toBe("en");
    expect(response.headers.get("content-security-policy")).toContain("nonce-");
  });

  it.each(["nl", "fr", "de"])("serves /%s/... in that language, with a nonce", (locale) => {
    const response = visit(`/${locale}/faq`);
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(localeHandedOn(response)).toBe(locale);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toContain(
      "nonce-",
    );
  });

  it("keeps an English path English whatever the cookie and the browser prefer", () => {
    const response = visit("/faq", { cookie: "NEXT_LOCALE=nl", "accept-language": "de" });
    expect(rewrittenTo(response)).toBe("https://stays.example/en/faq");
    expect(response.headers.get("location")).toBeNull();
  });

  it("never sets the language cookie itself: only the switcher's choice does", () => {
    for (const path of ["/faq", "/nl/faq", "/"]) {
      expect(visit(path, { "accept-language": "fr" }).headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("sends /en/... to the English page's own address", () => {
    const response = visit("/en/faq?x=1");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("https://stays.example/faq?x=1");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("sends / to the catalogue in the language chosen before, else the browser's, else English", () => {
    const where = (headers: Record<string, string>) => visit("/", headers).headers.get("location");
    expect(where({ cookie: "NEXT_LOCALE=fr", "accept-language": "de" })).toBe(
      "https://stays.example/fr/properties",
    );
    expect(where({ "accept-language": "de-DE,de;q=0.9,en;q=0.8" })).toBe(
      "https://stays.example/de/properties",
    );
    expect(where({ "accept-language": "es,it;q=0.8" })).toBe("https://stays.example/properties");
    expect(where({ cookie: "NEXT_LOCALE=xx" })).toBe("https://stays.example/properties");
    expect(where({ cookie: "NEXT_LOCALE=en", "accept-language": "nl" })).toBe(
      "https://stays.example/properties",
    );
    const response = visit("/", { "accept-language": "nl" });
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Language");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("sends a language's start page to its catalogue", () => {
    expect(visit("/nl").headers.get("location")).toBe("https://stays.example/nl/properties");
    expect(visit("/de/").headers.get("location")).toBe("https://stays.example/de/properties");
    expect(visit("/en").headers.get("location")).toBe("https://stays.example/properties");
  });

  it("leaves the back office, the sandbox and dev tools English, ignoring a language header", () => {
    for (const path of ["/owner/login", "/sandbox/checkout/x", "/dev/mail"]) {
      const response = visit(path, { "x-next-intl-locale": "nl", cookie: "NEXT_LOCALE=nl" });
      expect(rewrittenTo(response), path).toBeNull();
      expect(localeHandedOn(response), path).toBeNull();
    }
  });
});

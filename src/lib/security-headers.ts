import type { Config } from "./config";

interface Header {
  key: string;
  value: string;
}

/**
 * The policy of every response that is not a page (API JSON, images, robots.txt, scripts): it loads
 * nothing and may not be framed, so a body that a browser opens as a document (an SVG, JSON
 * shown as text) can run or fetch nothing. Pages get `pageContentSecurityPolicy` instead.
 */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Sent with every response Next.js gives (next.config.ts, read at build time, so nothing here may
 * depend on the configuration); src/proxy.ts replaces the policy on pages. The API application
 * sends the same set through Hono's secureHeaders middleware (src/api/pipeline.ts).
 */
export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Content-Security-Policy", value: RESOURCE_POLICY },
] as const satisfies readonly Header[];

function servedOverHttps(config: Pick<Config, "PUBLIC_BASE_URL">): boolean {
  return config.PUBLIC_BASE_URL.startsWith("https:");
}

/**
 * Strict-Transport-Security when the site is public over HTTPS, sent with pages (src/proxy.ts)
 * and API responses (src/api/pipeline.ts). Build and metadata files go
 * without: a browser keeps the rule from the first page. Without includeSubDomains or preload:
 * those bind other hosts of the domain, which this site knows nothing about.
 */
export function transportSecurityHeaders(config: Pick<Config, "PUBLIC_BASE_URL">): Header[] {
  return servedOverHttps(config)
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000" }]
    : [];
}

/**
 * Where the map's tiles come from, as a CSP source: the template's scheme and host, a
 * placeholder in the first label (Leaflet's `{s}` subdomains) as a wildcard. A relative template
 * is on this site ('self'): null. A placeholder further right cannot be written as a source, so
 * then any host of the scheme is allowed.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const [first, ...rest] = match[2]!.split(".");
  const host = [/[{}]/.test(first!) ? "*" : first, ...rest].join(".");
  return /^[\w*.:-]+$/.test(host) && !host.slice(1).includes("*") ? `${scheme}//${host}` : scheme;
}

/**
 * The policy of a page: its scripts run only with this request's nonce (Next.js puts it on its
 * own scripts, reading it from the request's copy of this header) or when one of them loads
 * them ('strict-dynamic'; 'self' is for browsers without CSP 3).
 */
export function pageContentSecurityPolicy(
  nonce: string,
  config: Pick<Config, "PUBLIC_BASE_URL" | "MAP_TILE_URL">,
  development: boolean,
): string {
  const tiles = tileSource(config.MAP_TILE_URL);
  const directives = [
    "default-src 'self'",
    // React rebuilds server error stacks in the browser with eval in development, never in a build.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // Inline styles are allowed, for styles only: next/image writes style attributes into the
    // HTML and the toaster (sonner) adds a <style> element at run time. A nonce would turn
    // 'unsafe-inline' off and block both.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The sandbox checkout posts to this site and is sent back here; Mollie's checkout is
    // reached by navigating (location.assign), which form-action does not govern.
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (servedOverHttps(config)) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

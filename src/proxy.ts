import { NextResponse, type NextRequest } from "next/server";
import { databaseKnownDown } from "@/db/outage";
import { OWNER_LOGIN_PATH, OWNER_SESSION_COOKIE } from "@/features/owner";
import { getConfig } from "@/lib/config";
import {
  pageContentSecurityPolicy,
  securityHeaders,
  transportSecurityHeaders,
} from "@/lib/security-headers";

/**
 * Gives every page its own script nonce (docs/decisions/0015). Next.js finds the nonce in the
 * request's Content-Security-Policy header and puts it on the scripts it writes into the page;
 * the same policy goes out with the response. Everything else keeps the policy of next.config.ts.
 */
export function proxy(request: NextRequest): NextResponse {
  const settings = getConfig();
  if (request.nextUrl.pathname === "/") return homeRedirect(request, settings);
  if (ownerPageWithoutSession(request)) return ownerLoginRedirect(request, settings);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = pageContentSecurityPolicy(nonce, settings, process.env.NODE_ENV === "development");
  if (databaseKnownDown()) return databaseDownPage(policy, settings);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  for (const { key, value } of transportSecurityHeaders(settings)) response.headers.set(key, value);
  return response;
}

/**
 * `/` is the catalogue. Sent from here rather than by next.config.ts's redirects, whose answers
 * leave without the headers every other answer carries.
 */
function homeRedirect(request: NextRequest, settings: ReturnType<typeof getConfig>): NextResponse {
  const catalogue = request.nextUrl.clone();
  catalogue.pathname = "/properties";
  // Next.js sends a proxy's redirect on only with an absolute address (it makes its own relative).
  const response = NextResponse.redirect(catalogue, 307);
  for (const { key, value } of [...securityHeaders, ...transportSecurityHeaders(settings)]) {
    response.headers.set(key, value);
  }
  return response;
}

/**
 * A back office page, unknown ones included, without an owner session cookie goes to the sign-in.
 * Only the cookie's presence is looked at here: the back office's layout checks the session.
 */
function ownerPageWithoutSession(request: NextRequest): boolean {
  const path = request.nextUrl.pathname;
  const backOffice = path === "/owner" || path.startsWith("/owner/");
  const signIn = path === OWNER_LOGIN_PATH || path.startsWith(`${OWNER_LOGIN_PATH}/`);
  return backOffice && !signIn && !request.cookies.has(OWNER_SESSION_COOKIE);
}

function ownerLoginRedirect(
  request: NextRequest,
  settings: ReturnType<typeof getConfig>,
): NextResponse {
  const response = NextResponse.redirect(new URL(OWNER_LOGIN_PATH, request.url), 307);
  for (const { key, value } of [...securityHeaders, ...transportSecurityHeaders(settings)]) {
    response.headers.set(key, value);
  }
  return response;
}

/**
 * While the database cannot be reached, a page could only fail after waiting for it, and
 * Next.js would answer 500 with a document that shows nothing without its scripts. This page
 * says what is happening, in plain HTML, with the status a crawler or balancer understands.
 */
function databaseDownPage(policy: string, settings: ReturnType<typeof getConfig>): NextResponse {
  const response = new NextResponse(DATABASE_DOWN_HTML, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "5",
      "Content-Security-Policy": policy,
    },
  });
  for (const { key, value } of transportSecurityHeaders(settings)) response.headers.set(key, value);
  return response;
}

const DATABASE_DOWN_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment | Ardennes Stays</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f7f3ee;color:#1c1917">
<main style="max-width:36rem;margin:0 auto;padding:4rem 1.5rem;text-align:center">
<p style="font-weight:600;color:#254f3c">Ardennes Stays</p>
<h1 style="font-family:Georgia,serif;font-size:2rem">Back in a moment</h1>
<p style="font-size:1.125rem;line-height:1.6">Our booking system is briefly unavailable. Bookings and payments already made are safe. Please try again in a minute.</p>
</main>
</body>
</html>
`;

export const config = {
  matcher: [
    {
      // Pages only: API responses, build files and the metadata files are not documents that run
      // scripts. (Statically analysed: the pattern must stay a literal.)
      source: "/((?!api/|_next/static/|_next/image|icon\\.svg|robots\\.txt|sitemap\\.xml).*)",
      // A prefetch response is read by the router, never run as a document: no nonce to spend.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
    // `/` is answered here for every request, prefetches too: nothing else serves it.
    "/",
  ],
};

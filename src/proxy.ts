import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { databaseKnownDown } from "@/db/outage";
import { OWNER_LOGIN_PATH, OWNER_SESSION_COOKIE } from "@/features/owner";
import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromAcceptLanguage,
  localizedPath,
  LOCALE_COOKIE,
  type Locale,
} from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { getConfig } from "@/lib/config";
import {
  pageContentSecurityPolicy,
  securityHeaders,
  transportSecurityHeaders,
} from "@/lib/security-headers";

/** Maps a guest page's address to its language: `/nl/...` as it is, `/...` to `/en/...`. */
const guestPageRouting = createMiddleware(routing);

/** The request header next-intl reads the page's language from (the root layout's `lang`). */
const LOCALE_HEADER = "x-next-intl-locale";

/** Pages in English only, outside the language routing: the back office, the sandbox, dev tools. */
const ENGLISH_ONLY = /^\/(?:owner|sandbox|dev)(?:\/|$)/;

/**
 * Gives every page its own script nonce (docs/decisions/0015). Next.js finds the nonce in the
 * request's Content-Security-Policy header and puts it on the scripts it writes into the page;
 * the same policy goes out with the response. Everything else keeps the policy of next.config.ts.
 * Guest pages also get their language from the path (docs/decisions/0029).
 */
export function proxy(request: NextRequest): NextResponse {
  const settings = getConfig();
  const path = request.nextUrl.pathname;
  const start = startPageLocale(request);
  if (start) return catalogueRedirect(request, start, settings);
  if (ownerPageWithoutSession(request)) return ownerLoginRedirect(request, settings);
  // Changed in place: next-intl hands the request's headers on, and a copy of the request would
  // lose what Next.js knows about its address (a rewrite would leave for another origin).
  const requestHeaders = request.headers;
  requestHeaders.delete(LOCALE_HEADER);
  // A prefetch response is read by the router, never run as a document: no nonce to spend.
  const policy = isPrefetch(request)
    ? null
    : pageContentSecurityPolicy(
        Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64"),
        settings,
        process.env.NODE_ENV === "development",
      );
  if (policy && databaseKnownDown()) return databaseDownPage(policy, settings);
  if (policy) requestHeaders.set("Content-Security-Policy", policy);
  const response = ENGLISH_ONLY.test(path)
    ? NextResponse.next({ request: { headers: requestHeaders } })
    : guestPageRouting(request);
  if (policy) response.headers.set("Content-Security-Policy", policy);
  // A redirect (`/en/faq` to `/faq`) leaves before next.config.ts's headers are added.
  const redirected = response.status >= 300 && response.status < 400;
  for (const { key, value } of [
    ...(redirected ? securityHeaders : []),
    ...transportSecurityHeaders(settings),
  ]) {
    response.headers.set(key, value);
  }
  return response;
}

function isPrefetch(request: NextRequest): boolean {
  return (
    request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch"
  );
}

/**
 * The language of a start page: `/nl`, `/fr`, `/de` and `/en` name theirs; `/` takes the one the
 * guest chose before (the switcher's cookie), else the browser's preference among ours, else
 * English. Any other address is not a start page.
 */
function startPageLocale(request: NextRequest): Locale | null {
  const path = request.nextUrl.pathname.replace(/\/$/, "");
  if (path === "") {
    const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
    if (isLocale(chosen)) return chosen;
    return localeFromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LOCALE;
  }
  const named = path.slice(1);
  return isLocale(named) ? named : null;
}

/**
 * A start page is the catalogue in its language. Sent from here rather than by next.config.ts's
 * redirects, whose answers leave without the headers every other answer carries.
 */
function catalogueRedirect(
  request: NextRequest,
  locale: Locale,
  settings: ReturnType<typeof getConfig>,
): NextResponse {
  const catalogue = new URL(
    `${localizedPath("/properties", locale)}${request.nextUrl.search}`,
    request.url,
  );
  // Next.js sends a proxy's redirect on only with an absolute address (it makes its own relative).
  const response = NextResponse.redirect(catalogue, 307);
  for (const { key, value } of [...securityHeaders, ...transportSecurityHeaders(settings)]) {
    response.headers.set(key, value);
  }
  // `/` answers by cookie and language: no cache may hand one guest's answer to another.
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("Vary", "Cookie, Accept-Language");
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
    // Pages only: API responses, build files and the metadata files are not documents that run
    // scripts. Prefetches too: they need their page's language. (Statically analysed: the
    // pattern must stay a literal.)
    "/((?!api/|_next/static/|_next/image|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)",
    "/",
  ],
};

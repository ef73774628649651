import { NextResponse, type NextRequest } from "next/server";
import { getConfig } from "@/lib/config";
import { pageContentSecurityPolicy, transportSecurityHeaders } from "@/lib/security-headers";

/**
 * Gives every page its own script nonce (docs/decisions/0015). Next.js finds the nonce in the
 * request's Content-Security-Policy header and puts it on the scripts it writes into the page;
 * the same policy goes out with the response. Everything else keeps the policy of next.config.ts.
 */
export function proxy(request: NextRequest): NextResponse {
  const settings = getConfig();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = pageContentSecurityPolicy(nonce, settings, process.env.NODE_ENV === "development");
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  for (const { key, value } of transportSecurityHeaders(settings)) response.headers.set(key, value);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: API answers, build files and the metadata files are not documents that run
      // scripts. (Statically analysed: the pattern must stay a literal.)
      source: "/((?!api/|_next/static/|_next/image|icon\\.svg|robots\\.txt|sitemap\\.xml).*)",
      // A prefetch answer is read by the router, never run as a document: no nonce to spend.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};

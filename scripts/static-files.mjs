// The build's scripts and style sheets, Brotli-compressed once by scripts/build-site.mjs, for
// browsers that accept `br` (every current browser does, over HTTPS and to this machine). Next.js
// itself compresses with gzip only; anything not found here is left to it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const TYPES = { ".js": "application/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };
const PREFIX = "/_next/static/";

/** Kept in memory after their first request: a build's files never change while it runs. */
const kept = new Map();

/** Whether Accept-Encoding names `br` without refusing it (`br;q=0`). */
function acceptsBrotli(request) {
  const accepted = request.headers["accept-encoding"];
  if (typeof accepted !== "string") return false;
  return accepted.split(",").some((coding) => {
    const [name = "", ...parameters] = coding.split(";").map((part) => part.trim());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    return name === "br" && (!quality || Number(quality.slice(2)) > 0);
  });
}

/** The compressed file for a request, or null when Next.js should answer it. */
function compressedFile(staticDir, request) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const pathname = (request.url ?? "").split("?")[0];
  if (!pathname.startsWith(PREFIX) || !acceptsBrotli(request)) return null;
  const type = TYPES[path.extname(pathname)];
  if (!type) return null;
  let relative;
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  const file = path.join(staticDir, relative);
  if (!file.startsWith(staticDir + path.sep)) return null;
  // Only files that exist are kept, so requests for made-up names cannot fill the memory.
  if (!kept.has(file)) {
    if (!existsSync(`${file}.br`)) return null;
    kept.set(file, readFileSync(`${file}.br`));
  }
  return { body: kept.get(file), type };
}

/** next.config.ts's `headers()` as the build wrote them: each with the paths it applies to. */
const configuredHeaders = new Map();

/** The headers next.config.ts gives the path (the security headers), as Next.js would send. */
function headersFromConfig(distDir, pathname) {
  if (!configuredHeaders.has(distDir)) {
    const manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
    configuredHeaders.set(
      distDir,
      (manifest.headers ?? []).map((rule) => ({
        regex: new RegExp(rule.regex),
        headers: rule.headers,
      })),
    );
  }
  const headers = {};
  for (const rule of configuredHeaders.get(distDir)) {
    if (!rule.regex.test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/** Answers the request if it is for a compressed script or style sheet; true if it did. */
export function sendCompressedStatic(distDir, request, response) {
  const found = compressedFile(path.join(distDir, "static"), request);
  if (!found) return false;
  response.writeHead(200, {
    ...headersFromConfig(distDir, (request.url ?? "").split("?")[0]),
    "Content-Type": found.type,
    "Content-Encoding": "br",
    "Content-Length": String(found.body.length),
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
  });
  response.end(request.method === "HEAD" ? undefined : found.body);
  return true;
}

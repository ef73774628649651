// The production server that `npm start` runs: a plain Node HTTP server that hands every /api/*
// request to the one API application (src/api, registered by src/instrumentation.ts) and every
// other request to Next.js, which serves the pages. Plain JavaScript, so it runs on Node
// without a build step of its own.
import http from "node:http";
import { Duplex } from "node:stream";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import { holdScriptsUntilPainted } from "./after-paint-scripts.mjs";
import { sendCompressedStatic } from "./static-files.mjs";

process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const port = Number(process.env.PORT ?? "3000");
// As src/lib/config.ts: outside production only this machine reaches the server unless HOST says.
const hostname =
  process.env.HOST || (process.env.APP_ENV === "production" ? "0.0.0.0" : "127.0.0.1");
const trustedProxies = Number(process.env.TRUSTED_PROXIES || "0");
const dir = path.resolve(import.meta.dirname, "..");
const distDir = path.join(dir, process.env.NEXT_DIST_DIR ?? ".next");

// Next.js compares a proxy's rewrites, which it writes with a loopback host as `localhost`, with
// the hostname it was given; any other name turns an internal rewrite (`/faq` to `/en/faq`) into
// a fetch of another origin (vercel/next.js#94745). The name is only for Next.js's own URLs: the
// server below still listens where HOST says.
const app = next({ dev: false, dir, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();
// Next.js's own compression is off (next.config.ts): it would compress the documents before
// holdScriptsUntilPainted could read them. Brotli's quality 5 rather than the middleware's 4: a
// tenth smaller documents (the catalogue's 16.6 KB become 14.9 KB) for about half a millisecond
// more per page.
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
const noop = () => {};
/**
 * As Next.js does (next/dist/server/lib/release-compression-stream): compression never ends its
 * zlib stream when the client leaves mid-response; its `on("drain")` returns that stream.
 */
function releaseCompression(response) {
  if (response.writableFinished) return;
  const stream = response.on("drain", noop);
  if (stream !== response && stream instanceof Duplex) stream.destroy();
  else response.off("drain", noop);
}

const server = http.createServer((request, response) => {
  const api = globalThis.__ardennesApi;
  if (api && request.url?.startsWith("/api/")) {
    void api(request, response);
    return;
  }
  if (sendCompressedStatic(distDir, request, response)) return;
  // Pages learn the client's address as the API does (src/lib/http.ts clientIpForwarded): the
  // socket's peer is appended here, so a header the client sent can never pass for it. Without
  // trusted proxies nothing the client sent is kept.
  const peer = request.socket.remoteAddress ?? "unknown";
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] =
    trustedProxies > 0 && typeof forwarded === "string" ? `${forwarded}, ${peer}` : peer;
  compress(request, response, () => {
    response.once("close", () => releaseCompression(response));
    holdScriptsUntilPainted(response);
    void handle(request, response);
  });
});
// Longer than the usual load balancer's idle timeout, so the balancer closes idle connections.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Listening on http://${hostname}:${port}`);
});

/**
 * Stop taking requests, finish the ones in flight, then let background work finish and close
 * the database (src/server-start.ts). Exits 0 when all of that is done, and within 10 seconds
 * in any case: a request or job still running at 9 s is cut off and the exit code says so.
 */
let shuttingDown = false;
function shutDown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  const deadline = setTimeout(() => {
    console.error("Shutdown took longer than 9 s: stopping with work unfinished");
    process.exit(1);
  }, 9_000);
  deadline.unref();
  // A kept-alive connection is closed as soon as it is idle, not left for the client to reuse.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.close(async () => {
    clearInterval(idle);
    try {
      await globalThis.__ardennesShutDown?.();
      process.exit(0);
    } catch (error) {
      console.error("Shutdown failed", error);
      process.exit(1);
    }
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutDown("SIGTERM"));
process.on("SIGINT", () => shutDown("SIGINT"));

// The production server that `npm start` runs: Next.js behind a plain Node HTTP server that
// first offers each request to the direct reads (src/app/api/direct-reads.ts, registered by
// src/instrumentation.ts). Plain JavaScript, so it runs on Node without a build step of its own.
import http from "node:http";
import path from "node:path";

process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const port = Number(process.env.PORT ?? "3000");
const hostname = process.env.HOST ?? "0.0.0.0";
const dir = path.resolve(import.meta.dirname, "..");

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  const direct = globalThis.__ardennesDirectReads;
  if (direct && direct(request, response)) return;
  void handle(request, response);
});
// Longer than the usual load balancer's idle timeout, so the balancer closes idle connections.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Listening on http://${hostname}:${port}`);
});

/** Stop taking requests, let the ones in flight finish, and leave within 10 seconds. */
function shutDown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", shutDown);
process.on("SIGINT", shutDown);

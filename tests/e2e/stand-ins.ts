/**
 * What the e2e sites reach outside themselves, on this machine: a real SMTP server the app
 * delivers to, with a small HTTP view of what arrived so a test can read its sign-in code, and
 * the map's tile server (MAP_TILE_URL), so no page reaches the internet. Loopback only; ends with
 * the test run.
 */
import http from "node:http";
import { startTestSmtp } from "../support/smtp";

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAILBOX_PORT);

/** A 1x1 transparent PNG, every map tile. */
const EMPTY_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const smtp = await startTestSmtp(smtpPort);
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/health") {
    response.end("ok");
    return;
  }
  if (url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const messages = smtp.messages.filter((raw) => !to || raw.toLowerCase().includes(`to: ${to}`));
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(messages));
    return;
  }
  if (url.pathname.startsWith("/tiles/")) {
    response.setHeader("content-type", "image/png");
    response.setHeader("cache-control", "public, max-age=86400");
    response.end(EMPTY_TILE);
    return;
  }
  response.statusCode = 404;
  response.end();
});
server.listen(httpPort, "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void smtp.close().then(() => process.exit(0));
  });
}

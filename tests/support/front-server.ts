import http from "node:http";
import type { AddressInfo } from "node:net";
import { apiRequestListener } from "@/api/node";

export interface FrontServer {
  port: number;
  base: string;
  close(): Promise<void>;
}

/**
 * The production server's front (scripts/serve.mjs) on loopback: every /api/* request to the
 * API application over real HTTP, a plain 404 for the rest, which Next.js would serve.
 */
export async function startFrontServer(): Promise<FrontServer> {
  const api = apiRequestListener();
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith("/api/")) {
      void api(request, response);
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("not the API");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

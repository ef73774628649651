import http from "node:http";
import type { AddressInfo } from "node:net";
import { answerDirectRead } from "@/app/api/direct-reads";

export interface DirectReadServer {
  port: number;
  base: string;
  close(): Promise<void>;
}

/** The production server's front on loopback: direct reads first, a plain 404 for the rest. */
export async function startDirectReadServer(): Promise<DirectReadServer> {
  const server = http.createServer((request, response) => {
    if (!answerDirectRead(request, response)) {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("not a direct read");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Another channel's calendar server, on this machine: each path answers what the test set for
 * it (a calendar with an ETag that honours If-None-Match, an error status, silence, a body of
 * any size) and counts the requests it gets.
 */

export type FeedReply =
  | { kind: "calendar"; text: string }
  | { kind: "status"; status: number; body?: string; contentType?: string }
  | { kind: "hang" }
  | { kind: "bytes"; megabytes: number };

export interface FeedRequestSeen {
  path: string;
  ifNoneMatch: string | undefined;
}

export class FeedServer {
  private readonly server: http.Server;
  private readonly replies = new Map<string, FeedReply>();
  private readonly hanging = new Set<http.ServerResponse>();
  private readonly waiting = new Map<string, (() => void)[]>();
  readonly requests: FeedRequestSeen[] = [];

  private constructor() {
    this.server = http.createServer((request, response) => this.answer(request, response));
  }

  static async start(): Promise<FeedServer> {
    const feeds = new FeedServer();
    await new Promise<void>((resolve) => feeds.server.listen(0, "127.0.0.1", resolve));
    return feeds;
  }

  /** The feed's address on this server. */
  url(path: string): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}${path}`;
  }

  serve(path: string, reply: FeedReply): string {
    this.replies.set(path, reply);
    return this.url(path);
  }

  /** Settles once the next answer on the path has been sent whole. */
  served(path: string): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.set(path, [...(this.waiting.get(path) ?? []), resolve]);
    });
  }

  requestsTo(path: string): FeedRequestSeen[] {
    return this.requests.filter((request) => request.path === path);
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const path = request.url ?? "/";
    this.requests.push({ path, ifNoneMatch: request.headers["if-none-match"] });
    const reply = this.replies.get(path) ?? { kind: "status", status: 404, body: "Not found" };
    response.on("finish", () => {
      for (const resolve of this.waiting.get(path) ?? []) resolve();
      this.waiting.delete(path);
    });
    switch (reply.kind) {
      case "calendar": {
        const etag = `"${createHash("sha256").update(reply.text).digest("hex").slice(0, 16)}"`;
        if (request.headers["if-none-match"] === etag) {
          response.writeHead(304, { ETag: etag }).end();
          return;
        }
        response
          .writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", ETag: etag })
          .end(reply.text);
        return;
      }
      case "status":
        response
          .writeHead(reply.status, { "Content-Type": reply.contentType ?? "text/plain" })
          .end(reply.body ?? "");
        return;
      case "hang":
        // Headers never come: the fetch must give up on its own.
        this.hanging.add(response);
        response.on("close", () => this.hanging.delete(response));
        return;
      case "bytes": {
        const chunk = Buffer.alloc(64 * 1024, "BEGIN:VEVENT\r\n");
        let left = reply.megabytes * 16;
        // Chunked, without a length to refuse it by: the fetch must count as it reads.
        response.writeHead(200, { "Content-Type": "text/calendar" });
        const write = () => {
          while (left > 0) {
            left--;
            if (!response.write(chunk)) {
              response.once("drain", write);
              return;
            }
          }
          response.end();
        };
        response.on("error", () => undefined);
        write();
      }
    }
  }
}

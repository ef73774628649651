import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { sendCompressedStatic } from "./static-files.mjs";

const distDir = mkdtempSync(path.join(os.tmpdir(), "static-files-"));
const script = "console.log('the booking dialog');".repeat(20);
mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
writeFileSync(path.join(distDir, "static/chunks/a.js"), script);
writeFileSync(path.join(distDir, "static/chunks/a.js.br"), zlib.brotliCompressSync(script));
writeFileSync(path.join(distDir, "static/chunks/plain.js"), script);
writeFileSync(path.join(distDir, "secret.js.br"), zlib.brotliCompressSync("secret"));
// next.config.ts's headers() as `next build` writes them, for every path.
writeFileSync(
  path.join(distDir, "routes-manifest.json"),
  JSON.stringify({
    headers: [
      {
        source: "/:path*",
        regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
    ],
  }),
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** What the server would send for a request: null when it leaves the request to Next.js. */
function answer(url: string, acceptEncoding?: string, method = "GET") {
  const request = { url, method, headers: { "accept-encoding": acceptEncoding } };
  let sent: { status: number; headers: Record<string, string>; body?: Buffer } | null = null;
  const response = {
    writeHead(status: number, headers: Record<string, string>) {
      sent = { status, headers };
    },
    end(body?: Buffer) {
      sent!.body = body;
    },
  };
  const handled = sendCompressedStatic(
    distDir,
    request as unknown as IncomingMessage,
    response as unknown as ServerResponse,
  );
  return handled ? sent! : null;
}

describe("the build's scripts and style sheets, compressed with Brotli", () => {
  it("sends a script compressed with Brotli to a browser that accepts it, kept for a year, with the site's security headers", () => {
    const sent = answer("/_next/static/chunks/a.js?dpl=1", "gzip, deflate, br, zstd");
    expect(sent?.status).toBe(200);
    expect(sent?.headers).toMatchObject({
      "Content-Type": "application/javascript; charset=utf-8",
      "Content-Encoding": "br",
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    });
    expect(zlib.brotliDecompressSync(sent!.body!).toString()).toBe(script);
  });

  it("answers a HEAD request without a body", () => {
    const sent = answer("/_next/static/chunks/a.js", "br", "HEAD");
    expect(sent?.headers["Content-Encoding"]).toBe("br");
    expect(sent?.body).toBeUndefined();
  });

  it("leaves to Next.js a browser that does not accept Brotli or refuses it", () => {
    expect(answer("/_next/static/chunks/a.js", "gzip, deflate")).toBeNull();
    expect(answer("/_next/static/chunks/a.js", "gzip, br;q=0")).toBeNull();
    expect(answer("/_next/static/chunks/a.js")).toBeNull();
    expect(answer("/_next/static/chunks/a.js", "gzip, brotli")).toBeNull();
  });

  it("leaves to Next.js a file the build did not compress, and any name outside the build's files", () => {
    expect(answer("/_next/static/chunks/plain.js", "br")).toBeNull();
    expect(answer("/_next/static/chunks/missing.js", "br")).toBeNull();
    expect(answer("/_next/static/../secret.js", "br")).toBeNull();
    expect(answer("/_next/static/%2e%2e/secret.js", "br")).toBeNull();
    expect(answer("/_next/static/%E0%A4%A.js", "br")).toBeNull();
    expect(answer("/properties", "br")).toBeNull();
  });

  it("leaves any request but a read to Next.js", () => {
    expect(answer("/_next/static/chunks/a.js", "br", "POST")).toBeNull();
  });
});

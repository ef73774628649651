import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScriptHolder, holdScriptsUntilPainted } from "./after-paint-scripts.mjs";

const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" imageSrcSet="/api/public/images/property/1?w=750 750w"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="n0nce"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="n0nce" href="/_next/static/chunks/app.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async="" nonce="n0nce"></script>' +
  '<script src="/_next/static/chunks/app.js" async="" nonce="n0nce"></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0nce"></script>' +
  "</head>";
const body =
  '<body><p>Cabins, villas and family houses</p><script nonce="n0nce" id="_R_">push(1)</script>' +
  '<script src="/_next/static/chunks/main.js" nonce="n0nce" async=""></script>' +
  '<script nonce="n0nce">self.__next_f.push([0])</script></body></html>';
const page = head + body;

function heldSources(html: string): string[] {
  return [
    ...html.matchAll(/<script type="text\/x-after-paint" data-src="([^"]+)"><\/script>/g),
  ].map((match) => match[1] ?? "");
}

describe("a page's scripts after its first paint", () => {
  it("holds every async script of the build and writes the loader once, with the page's nonce", () => {
    const holder = createScriptHolder();
    const html = holder.push(page) + holder.end();
    expect(heldSources(html)).toEqual([
      "/_next/static/chunks/react-dom.js",
      "/_next/static/chunks/app.js",
      "/_next/static/chunks/main.js",
    ]);
    expect(html).not.toMatch(/<script src="[^"]+" [^>]*async=""/);
    expect(html.match(/first-contentful-paint/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="n0nce">(function(d)');
  });

  it("drops React's early request for the build's first script, and no other preload", () => {
    const holder = createScriptHolder();
    const html = holder.push(page) + holder.end();
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<link rel="preload" as="image" imageSrcSet=');
  });

  it("leaves the style sheet, the legacy polyfills, inline scripts and the text as they were", () => {
    const holder = createScriptHolder();
    const html = holder.push(page) + holder.end();
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""');
    expect(html).toContain('<script nonce="n0nce" id="_R_">push(1)</script>');
    expect(html).toContain("<p>Cabins, villas and family houses</p>");
    expect(html).toContain("self.__next_f.push([0])");
  });

  it("rewrites a document cut at any point into pieces as it would the whole", () => {
    const whole = createScriptHolder();
    const expected = whole.push(page) + whole.end();
    for (let cut = 1; cut < page.length; cut += 7) {
      const holder = createScriptHolder();
      const html = holder.push(page.slice(0, cut)) + holder.push(page.slice(cut)) + holder.end();
      expect(html, `cut at ${cut}`).toBe(expected);
    }
  });

  it("passes a long inline script on as it comes instead of holding it", () => {
    const holder = createScriptHolder();
    const start = `<script nonce="n0nce">self.__next_f.push([1,"${"x".repeat(10_000)}`;
    expect(holder.push(start)).toBe(start);
    expect(holder.push('"])</script>') + holder.end()).toBe('"])</script>');
  });
});

describe("the server's responses", () => {
  let server: http.Server;
  let base = "";
  beforeAll(async () => {
    const compress = compression();
    server = http.createServer((request, response) => {
      compress(request as never, response as never, () => {
        holdScriptsUntilPainted(response);
        if (request.url === "/api") {
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify({ html: head }));
          return;
        }
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.setHeader("content-length", 999);
        // Cut inside a multi-byte character and inside a script tag.
        const text = page.replace("Cabins", "Cabanes à");
        const bytes = Buffer.from(text);
        const insideCharacter = Buffer.byteLength(text.slice(0, text.indexOf("à"))) + 1;
        response.write(bytes.subarray(0, 150));
        response.write(bytes.subarray(150, insideCharacter));
        response.end(bytes.subarray(insideCharacter));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends a document with its scripts held, whole, and gzipped when the client accepts it", async () => {
    const response = await fetch(`${base}/`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const html = await response.text();
    expect(heldSources(html)).toHaveLength(3);
    expect(html).toContain("<p>Cabanes à, villas and family houses</p>");
    expect(html.endsWith("</body></html>")).toBe(true);
  });

  it("sends a document without a stale length to a client that takes no compression", async () => {
    const raw = await new Promise<{ length?: string; body: string }>((resolve, reject) => {
      http
        .get(`${base}/`, { headers: { "accept-encoding": "identity" } }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (piece: string) => (body += piece));
          response.on("end", () => resolve({ length: response.headers["content-length"], body }));
        })
        .on("error", reject);
    });
    expect(raw.length).toBeUndefined();
    expect(heldSources(raw.body)).toHaveLength(3);
  });

  it("leaves a response that is not a document untouched", async () => {
    const response = await fetch(`${base}/api`, { headers: { "accept-encoding": "gzip" } });
    expect(await response.json()).toEqual({ html: head });
  });
});

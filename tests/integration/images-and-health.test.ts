import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createProperty } from "../support/fixtures";
import { call } from "../support/routes";

async function fetchImage(imageId: string, query = "", headers: Record<string, string> = {}) {
  const result = await call(
    "GET",
    `/api/public/images/property/${encodeURIComponent(imageId)}${query}`,
    { headers },
  );
  const bytes = result.status === 200 ? Buffer.from(await result.raw.arrayBuffer()) : null;
  return { ...result, bytes };
}

describe("GET /api/public/images/property/{imageId}", () => {
  it("serves WebP to browsers that accept it, with immutable caching and an ETag", async () => {
    const { imageIds } = await createProperty({ images: 1 });
    const image = await fetchImage(imageIds[0]!, "", { accept: "image/webp,*/*" });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("vary")).toBe("Accept");
    expect(image.headers.get("etag")).toMatch(/^".+"$/);
    expect((await sharp(image.bytes!).metadata()).format).toBe("webp");
  });

  it("prefers AVIF and falls back to JPEG for clients that accept neither", async () => {
    const { imageIds } = await createProperty({ images: 1 });
    const avif = await fetchImage(imageIds[0]!, "", { accept: "image/avif,image/webp,*/*" });
    const jpeg = await fetchImage(imageIds[0]!, "", { accept: "*/*" });
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect((await sharp(avif.bytes!).metadata()).format).toBe("heif");
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
  });

  it("resizes to the requested width, rounded up to a served size, never enlarging", async () => {
    const { imageIds } = await createProperty({ images: 1 });
    const small = await fetchImage(imageIds[0]!, "?w=100", { accept: "image/webp" });
    const huge = await fetchImage(imageIds[0]!, "?w=3000", { accept: "image/webp" });
    expect((await sharp(small.bytes!).metadata()).width).toBe(128);
    expect((await sharp(huge.bytes!).metadata()).width).toBe(320);
  });

  it("answers 304 when the browser already has that rendition", async () => {
    const { imageIds } = await createProperty({ images: 1 });
    const first = await fetchImage(imageIds[0]!, "?w=256", { accept: "image/webp" });
    const again = await fetchImage(imageIds[0]!, "?w=256", {
      accept: "image/webp",
      "if-none-match": first.headers.get("etag")!,
    });
    expect(again.status).toBe(304);
  });

  it("answers 404 for an unknown image and 400 for a bad id or width", async () => {
    const unknown = await fetchImage("00000000-0000-4000-8000-000000000000");
    const badId = await fetchImage("../../etc/passwd");
    const { imageIds } = await createProperty({ images: 1 });
    const badWidth = await fetchImage(imageIds[0]!, "?w=wide");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Image not found", code: "NOT_FOUND" });
    expect(badId.status).toBe(400);
    expect(badWidth.status).toBe(400);
    expect(badWidth.body).toMatchObject({ error: "w must be a whole number of pixels" });
  });
});

describe("GET /api/health", () => {
  it("reports the database as up", async () => {
    const { status, body } = await call("GET", "/api/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "ok",
      database: {
        status: "up",
        kind: process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite",
      },
    });
  });
});

describe("every API answer", () => {
  it("carries a request id, keeping the caller's own", async () => {
    const fresh = await call("GET", "/api/health");
    const given = await call("GET", "/api/health", { headers: { "x-request-id": "lb-42" } });
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(given.headers.get("x-request-id")).toBe("lb-42");
  });
});

import sharp, { type Sharp } from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { hitRateLimits } from "@/db/rate-limits";
import {
  forgetPropertyImage,
  IMAGE_LIMITS,
  IMAGE_WIDTHS,
  imageEncodeLimit,
  imageEncodes,
} from "@/features/properties/server";
import { clock } from "@/lib/clock";
import { createProperty } from "../support/fixtures";
import { until } from "../support/read-cache";
import { call, fromAddress } from "../support/routes";

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

  it("resizes an arbitrary width to the nearest width the pages use, never enlarging", async () => {
    const { imageIds } = await createProperty({ images: 1 });
    const widthFor = async (w: number) => {
      const image = await fetchImage(imageIds[0]!, `?w=${w}`, { accept: "image/webp" });
      return (await sharp(image.bytes!).metadata()).width;
    };
    expect(await widthFor(70)).toBe(64);
    expect(await widthFor(100)).toBe(128);
    expect(await widthFor(250)).toBe(256);
    // Wider than the photo itself (320 pixels): the photo as it is.
    expect(await widthFor(3000)).toBe(320);
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

/**
 * Counts the encodes sharp runs (each rendition is one `toBuffer`), holding each until `release`
 * is called, so a test sees how many run at once without timing anything.
 */
function watchEncodes() {
  const seen = { started: 0, running: 0, mostAtOnce: 0 };
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const prototype = sharp.prototype as Sharp;
  const toBuffer = prototype.toBuffer as (this: Sharp) => Promise<Buffer>;
  vi.spyOn(prototype, "toBuffer").mockImplementation(async function (this: Sharp) {
    seen.started++;
    seen.running++;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
    try {
      await released;
      return await toBuffer.call(this);
    } finally {
      seen.running--;
    }
  } as never);
  return { seen, release };
}

afterEach(() => {
  vi.restoreAllMocks();
});

let clients = 0;
const nextClient = () => `203.0.113.${++clients}`;

describe("photo sizes under load", () => {
  it("encodes a size once for identical requests at the same moment, and each gets the photo", async () => {
    const { imageIds } = await createProperty({ images: 1 });
    const encodes = watchEncodes();
    const answers = Promise.all(
      Array.from({ length: 4 }, () =>
        fetchImage(imageIds[0]!, "?w=384", { accept: "image/webp", ...fromAddress(nextClient()) }),
      ),
    );
    await until(() => imageEncodes().requests === 4, "all four wait for the photo");
    expect(encodes.seen.started).toBe(1);
    encodes.release();
    const images = await answers;
    expect(images.map((image) => image.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(images.map((image) => image.bytes!.toString("base64"))).size).toBe(1);
    expect(encodes.seen.started).toBe(1);
  });

  it("encodes only a few photos at once; the others wait their turn and are all served", async () => {
    const { imageIds } = await createProperty({ images: 1 });
    const atOnce = IMAGE_LIMITS.encodesAtOnce;
    const widths = IMAGE_WIDTHS.slice(0, atOnce + 3);
    const encodes = watchEncodes();
    const client = nextClient();
    const answers = Promise.all(
      widths.map((w) =>
        fetchImage(imageIds[0]!, `?w=${w}`, { accept: "image/jpeg", ...fromAddress(client) }),
      ),
    );
    await until(
      () => imageEncodes().requests === widths.length && encodes.seen.running === atOnce,
      "every request waits and the first encodes run",
    );
    expect(imageEncodes()).toMatchObject({ running: atOnce, queued: widths.length - atOnce });
    expect(encodes.seen.started).toBe(atOnce);
    encodes.release();
    expect((await answers).map((image) => image.status)).toEqual(widths.map(() => 200));
    expect(encodes.seen).toMatchObject({ started: widths.length, mostAtOnce: atOnce });
  });

  it("keeps a size once made: served again without an encode after this instance's cache forgets it", async () => {
    const { imageIds } = await createProperty({ images: 1 });
    const first = await fetchImage(imageIds[0]!, "?w=256", { accept: "image/avif" });
    // As another instance, or this one after a restart, would find it.
    forgetPropertyImage(imageIds[0]!);
    const encodes = watchEncodes();
    encodes.release();
    const again = await fetchImage(imageIds[0]!, "?w=256", { accept: "image/avif" });
    expect(again.status).toBe(200);
    expect(again.bytes!.equals(first.bytes!)).toBe(true);
    expect(encodes.seen.started).toBe(0);
  });

  it("answers 429 with Retry-After to a client past its encodes, and still serves it sizes already made", async () => {
    const { imageIds } = await createProperty({ images: 1 });
    const image = imageIds[0]!;
    const greedy = nextClient();
    const webp = (w: number, client = greedy) =>
      fetchImage(image, `?w=${w}`, { accept: "image/webp", ...fromAddress(client) });
    const db = await getDb();
    const { limit } = IMAGE_LIMITS.encodesPerClient;
    await hitRateLimits(db, Array(limit - 1).fill(imageEncodeLimit(greedy)), clock.now());

    expect((await webp(64)).status).toBe(200);
    const refused = await webp(128);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "RATE_LIMITED",
      error: expect.stringMatching(
        /^Too many new photo sizes requested\. Please try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Made sizes cost nothing to serve: the greedy client still gets them, from any instance.
    forgetPropertyImage(image);
    expect((await webp(64)).status).toBe(200);
    // Another client is not held back, and what it made is then served to the first.
    expect((await webp(128, nextClient())).status).toBe(200);
    expect((await webp(128)).status).toBe(200);
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

import { randomBytes } from "node:crypto";
import http from "node:http";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { stopReadCache } from "@/db/read-cache";
import { ownerActivity, propertyImages, rateLimits } from "@/db/schema";
import { clock } from "@/lib/clock";
import { configureForFile, withOwners } from "../support/config";
import { startFrontServer, type FrontServer } from "../support/front-server";
import { createProperty } from "../support/fixtures";
import { enrolOwner, SITE_ORIGIN, type OwnerBrowser } from "../support/owner";
import { listenForChanges, until } from "../support/read-cache";
import { call } from "../support/routes";

/** The owner's photos of a home (issue 16, decision 0025): upload, order, cover, alt text, delete. */

const OWNER = "photos-owner@owners.example";
configureForFile(withOwners(OWNER));
let owner: OwnerBrowser;
let server: FrontServer;

beforeAll(async () => {
  ({ browser: owner } = await enrolOwner(OWNER));
  server = await startFrontServer();
});
afterAll(async () => {
  await stopReadCache();
  await server.close();
});

interface Photo {
  id: string;
  description: string | null;
  isCover: boolean;
  position: number;
  width: number;
  height: number;
  url: string;
}

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({
    create: { width, height, channels, background: { r: 40, g: 120, b: 90, alpha: 0.5 } },
  });

/** A phone's JPEG: EXIF with the camera, GPS position and an orientation (turned a quarter). */
async function phoneJpeg(): Promise<Buffer> {
  return picture(400, 300)
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "50/1 21/1 0/1", GPSLongitudeRef: "E" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function photoForm(bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg"): FormData {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

async function upload(homeId: string, bytes: Uint8Array, name?: string, type?: string) {
  return owner.change(`/api/owner/homes/${homeId}/photos`, photoForm(bytes, name, type));
}

async function storedBytes(photoId: string): Promise<Buffer> {
  const db = await getDb();
  const [row] = await db
    .select({ data: propertyImages.data })
    .from(propertyImages)
    .where(eq(propertyImages.id, photoId));
  return Buffer.from(row!.data);
}

async function photosOf(homeId: string): Promise<Photo[]> {
  const answer = await owner.send("GET", `/api/owner/homes/${homeId}/photos`);
  expect(answer.status).toBe(200);
  return (answer.body as { photos: Photo[] }).photos;
}

async function imageCount(homeId: string): Promise<number> {
  const db = await getDb();
  return (await db.select().from(propertyImages).where(eq(propertyImages.propertyId, homeId)))
    .length;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few bytes that says it is 100,000 x 100,000 pixels: 10 gigapixels once decoded. */
function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("uploading photos", () => {
  it("stores a phone's JPEG upright and without its EXIF or GPS data", async () => {
    const home = await createProperty({ images: 0 });
    const original = await phoneJpeg();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();

    const answer = await upload(home.id, original);

    expect(answer.status).toBe(201);
    const photo = answer.body as Photo;
    expect(photo).toMatchObject({ isCover: true, position: 0, width: 300, height: 400 });
    expect(photo.url).toBe(`/api/public/images/property/${photo.id}`);
    const stored = await sharp(await storedBytes(photo.id)).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 300, height: 400 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const image = await call("GET", `${photo.url}?w=256`, { headers: { accept: "image/webp" } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("accepts PNG and WebP, keeping transparency, each added after the last", async () => {
    const home = await createProperty({ images: 0 });
    const png = await picture(64, 48, 4).png().toBuffer();
    const webp = await picture(80, 60).webp().toBuffer();

    const first = await upload(home.id, png, "plan.png", "image/png");
    const second = await upload(home.id, webp, "garden.webp", "image/webp");

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((await sharp(await storedBytes((first.body as Photo).id)).metadata()).hasAlpha).toBe(
      true,
    );
    expect((await photosOf(home.id)).map((p) => [p.id, p.isCover, p.position])).toEqual([
      [(first.body as Photo).id, true, 0],
      [(second.body as Photo).id, false, 1],
    ]);
  });

  it("takes a photo of megabytes, far past the usual 64 KB body, and stores it at most 3200 wide", async () => {
    const home = await createProperty({ images: 0 });
    const noise = randomBytes(3600 * 1000 * 3);
    const png = await sharp(noise, { raw: { width: 3600, height: 1000, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);

    const answer = await upload(home.id, png, "IMG_0001.PNG", "image/png");

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ width: 3200, height: 889 });
  });

  it("reads the bytes, not the name: a text file called photo.jpg is refused", async () => {
    const home = await createProperty({ images: 0 });

    const answer = await upload(home.id, Buffer.from("Not a photo at all.\n".repeat(50)));

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "INVALID_INPUT",
      error: "This file is not a photo we can read (JPEG, PNG, WebP or HEIC).",
    });
    expect(await imageCount(home.id)).toBe(0);
  });

  it("refuses formats it does not take even when they are images (a GIF)", async () => {
    const home = await createProperty({ images: 0 });
    const gif = await picture(20, 20).gif().toBuffer();

    const answer = await upload(home.id, gif, "photo.png", "image/png");

    expect(answer.status).toBe(400);
    expect(await imageCount(home.id)).toBe(0);
  });

  it("refuses a pixel bomb of a few hundred bytes before decoding it", async () => {
    const home = await createProperty({ images: 0 });
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(200);

    const started = performance.now();
    const answer = await upload(home.id, bomb, "photo.png", "image/png");

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: "INVALID_INPUT",
      error: "This photo has 10000 megapixels; at most 40 are accepted.",
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await imageCount(home.id)).toBe(0);
  });

  it("refuses a form without exactly one photo in the field 'photo'", async () => {
    const home = await createProperty({ images: 0 });
    const jpeg = await picture(40, 30).jpeg().toBuffer();
    const two = photoForm(jpeg);
    two.append("photo", new File([new Uint8Array(jpeg)], "b.jpg"));
    const elsewhere = new FormData();
    elsewhere.append("picture", new File([new Uint8Array(jpeg)], "a.jpg"));

    for (const form of [two, elsewhere]) {
      const answer = await owner.change(`/api/owner/homes/${home.id}/photos`, form);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: "Send one photo in the form field 'photo'" });
    }
    const json = await owner.change(`/api/owner/homes/${home.id}/photos`, { photo: "x" });
    expect(json.status).toBe(415);
    expect(await imageCount(home.id)).toBe(0);
  });

  it("answers a 200 MB Content-Length with 413 before the client has sent more than a little", async () => {
    const home = await createProperty({ images: 0 });
    const token = await owner.csrfToken();
    const cookie = [...owner.cookies].map(([key, value]) => `${key}=${value}`).join("; ");
    const declared = 200 * 1024 * 1024;

    // The client sends 64 KB of the 200 MB it announced and waits: only a server that answers
    // without reading the rest answers at all.
    const answer = await new Promise<{ status: number; connection?: string; body: string }>(
      (resolve, reject) => {
        const request = http.request(`${server.base}/api/owner/homes/${home.id}/photos`, {
          method: "POST",
          headers: {
            "content-type": "multipart/form-data; boundary=xyz",
            "content-length": String(declared),
            origin: SITE_ORIGIN,
            cookie,
            "x-csrf-token": token,
          },
        });
        request.on("response", (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => {
            request.destroy();
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body,
            });
          });
        });
        request.on("error", reject);
        request.write(Buffer.alloc(64 * 1024, 1));
      },
    );

    expect(answer.status).toBe(413);
    expect(answer.connection).toBe("close");
    expect(JSON.parse(answer.body)).toEqual({
      error: "Request body is too large",
      code: "PAYLOAD_TOO_LARGE",
    });
    expect(await imageCount(home.id)).toBe(0);
  });

  it("cuts off a streamed 21 MB upload at the limit with 413", async () => {
    const home = await createProperty({ images: 0 });
    const big = Buffer.alloc(21 * 1024 * 1024, 7);

    const answer = await upload(home.id, big);

    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(await imageCount(home.id)).toBe(0);
  });

  it("keeps the 64 KB limit on every other route", async () => {
    const home = await createProperty({ images: 1 });
    const answer = await owner.change(`/api/owner/homes/${home.id}/photos/order`, {
      ids: [home.imageIds[0]],
      padding: "x".repeat(70_000),
    });
    expect(answer.status).toBe(413);
  });

  it("refuses a photo more when the home has 60 (409)", async () => {
    const home = await createProperty({ images: 0 });
    const db = await getDb();
    const tiny = await picture(8, 8).jpeg().toBuffer();
    await db.insert(propertyImages).values(
      Array.from({ length: 60 }, (_, position) => ({
        propertyId: home.id,
        position,
        isCover: position === 0,
        contentType: "image/jpeg",
        width: 8,
        height: 8,
        data: tiny,
      })),
    );

    const answer = await upload(home.id, tiny);

    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: "CONFLICT",
      error: "A home can have at most 60 photos. Delete one to add another.",
    });
    expect(await imageCount(home.id)).toBe(60);
  });

  it("limits an owner to 200 uploads an hour (429 with Retry-After)", async () => {
    const home = await createProperty({ images: 0 });
    const db = await getDb();
    const spent = { key: `owner-photo-uploads:${OWNER}`, windowStart: clock.now(), hits: 200 };
    await db
      .insert(rateLimits)
      .values(spent)
      .onConflictDoUpdate({ target: rateLimits.key, set: spent });

    const answer = await upload(home.id, await picture(8, 8).jpeg().toBuffer());
    await db.delete(rateLimits).where(eq(rateLimits.key, `owner-photo-uploads:${OWNER}`));

    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await imageCount(home.id)).toBe(0);
  });

  it("answers 404 for a home that does not exist", async () => {
    const answer = await upload(
      "00000000-0000-4000-8000-000000000000",
      await picture(8, 8).jpeg().toBuffer(),
    );
    expect(answer.status).toBe(404);
  });
});

describe("arranging a home's photos", () => {
  async function publicImageIds(homeId: string): Promise<string[]> {
    const response = await fetch(`${server.base}/api/public/properties/${homeId}`);
    return ((await response.json()) as { images: { id: string }[] }).images.map((i) => i.id);
  }

  it("shows guests the new order and cover at once, through the read cache", async () => {
    const home = await createProperty({ images: 3 });
    const [a, b, c] = home.imageIds as [string, string, string];
    await listenForChanges();
    expect(await publicImageIds(home.id)).toEqual([a, b, c]);

    const reordered = await owner.change(`/api/owner/homes/${home.id}/photos/order`, {
      ids: [c, a, b],
    });

    expect(reordered.status).toBe(200);
    expect((reordered.body as { photos: Photo[] }).photos.map((p) => [p.id, p.isCover])).toEqual([
      [c, true],
      [a, false],
      [b, false],
    ]);
    await until(async () => (await publicImageIds(home.id))[0] === c, "guests see the new order");
    expect(await publicImageIds(home.id)).toEqual([c, a, b]);
    const detail = await call("GET", `/api/public/properties/${home.id}`);
    expect((detail.body as { images: { id: string; isCover: boolean }[] }).images).toMatchObject([
      { id: c, isCover: true },
      { id: a, isCover: false },
      { id: b, isCover: false },
    ]);

    const covered = await owner.change(`/api/owner/homes/${home.id}/photos/${b}`, {
      isCover: true,
    });

    expect(covered.status).toBe(200);
    expect(covered.body).toMatchObject({ id: b, isCover: true, position: 0 });
    await until(async () => (await publicImageIds(home.id))[0] === b, "guests see the new cover");
    expect(await publicImageIds(home.id)).toEqual([b, c, a]);
  });

  it("refuses an order that does not name each of the home's photos exactly once", async () => {
    const home = await createProperty({ images: 2 });
    const other = await createProperty({ images: 1 });
    const [a, b] = home.imageIds as [string, string];
    for (const ids of [[a], [a, a], [a, b, other.imageIds[0]], [a, other.imageIds[0]], []]) {
      const answer = await owner.change(`/api/owner/homes/${home.id}/photos/order`, { ids });
      expect(answer.status, JSON.stringify(ids)).toBe(400);
      expect(answer.body).toMatchObject({ code: "INVALID_INPUT" });
    }
    expect((await photosOf(home.id)).map((p) => p.id)).toEqual([a, b]);
  });

  it("saves a description as the photo's alt text, and an empty one as none", async () => {
    const home = await createProperty({ images: 1 });
    const [a] = home.imageIds as [string];

    const described = await owner.change(`/api/owner/homes/${home.id}/photos/${a}`, {
      description: "  The terrace at sunset  ",
    });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ description: "The terrace at sunset" });
    const detail = await call("GET", `/api/public/properties/${home.id}`);
    expect((detail.body as { images: { description: string }[] }).images[0]?.description).toBe(
      "The terrace at sunset",
    );

    const cleared = await owner.change(`/api/owner/homes/${home.id}/photos/${a}`, {
      description: "",
    });
    expect(cleared.body).toMatchObject({ description: null });

    const tooLong = await owner.change(`/api/owner/homes/${home.id}/photos/${a}`, {
      description: "x".repeat(301),
    });
    expect(tooLong.status).toBe(400);
  });

  it("saves a description per language, which guests of that language hear, English otherwise", async () => {
    const home = await createProperty({ images: 1 });
    const [a] = home.imageIds as [string];
    const url = `/api/owner/homes/${home.id}/photos/${a}`;
    await owner.change(url, { description: "The terrace at sunset" });

    const dutch = await owner.change(url, {
      translations: { nl: " Het terras bij zonsondergang " },
    });
    const french = await owner.change(url, {
      translations: { fr: "La terrasse au coucher du soleil" },
    });

    expect(dutch.status).toBe(200);
    expect(french.body).toMatchObject({
      description: "The terrace at sunset",
      translations: {
        nl: "Het terras bij zonsondergang",
        fr: "La terrasse au coucher du soleil",
        de: "",
      },
    });
    const altIn = async (language: string) => {
      const detail = await call("GET", `/api/public/properties/${home.id}`, {
        headers: { "Accept-Language": language },
      });
      return (detail.body as { images: { description: string }[] }).images[0]?.description;
    };
    // A read cache listening since an earlier test hears of the change a moment after it.
    await until(
      async () => (await altIn("nl")) === "Het terras bij zonsondergang",
      "Dutch guests hear the Dutch description",
    );
    expect(await altIn("de")).toBe("The terrace at sunset");

    const cleared = await owner.change(url, { translations: { nl: "" } });
    expect(cleared.body).toMatchObject({
      translations: { nl: "", fr: "La terrasse au coucher du soleil" },
    });
    await until(
      async () => (await altIn("nl")) === "The terrace at sunset",
      "Dutch guests hear the English description again",
    );
    const tooLong = await owner.change(url, { translations: { de: "x".repeat(301) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      details: [
        {
          path: "translations.de",
          message: "A description (Deutsch) can be at most 300 characters",
        },
      ],
    });
  });

  it("deletes a photo; when it was the cover, the next one becomes the cover", async () => {
    const home = await createProperty({ images: 3 });
    const [a, b, c] = home.imageIds as [string, string, string];
    expect((await call("GET", `/api/public/images/property/${a}?w=64`)).status).toBe(200);

    const answer = await owner.change(`/api/owner/homes/${home.id}/photos/${a}/delete`);

    expect(answer.status).toBe(200);
    expect(
      (answer.body as { photos: Photo[] }).photos.map((p) => [p.id, p.isCover, p.position]),
    ).toEqual([
      [b, true, 0],
      [c, false, 1],
    ]);
    const image = await call("GET", `/api/public/images/property/${a}?w=64`);
    expect(image.status).toBe(404);
  });

  it("answers 404 for a photo of another home, and changes nothing", async () => {
    const home = await createProperty({ images: 1 });
    const other = await createProperty({ images: 1 });
    const [theirs] = other.imageIds as [string];

    const changed = await owner.change(`/api/owner/homes/${home.id}/photos/${theirs}`, {
      description: "Mine now",
      isCover: true,
    });
    const deleted = await owner.change(`/api/owner/homes/${home.id}/photos/${theirs}/delete`);

    expect(changed.status).toBe(404);
    expect(changed.body).toMatchObject({ code: "NOT_FOUND", error: "Photo not found" });
    expect(deleted.status).toBe(404);
    const db = await getDb();
    const [row] = await db.select().from(propertyImages).where(eq(propertyImages.id, theirs));
    expect(row).toMatchObject({ propertyId: other.id, description: "Test image 1" });
  });

  it("writes every change to the activity log as a photo's", async () => {
    const home = await createProperty({ images: 2 });
    const [a, b] = home.imageIds as [string, string];
    const added = await upload(home.id, await picture(40, 30).jpeg().toBuffer());
    const c = (added.body as Photo).id;
    await owner.change(`/api/owner/homes/${home.id}/photos/order`, { ids: [b, a, c] });
    await owner.change(`/api/owner/homes/${home.id}/photos/${a}`, { description: "Kitchen" });
    await owner.change(`/api/owner/homes/${home.id}/photos/${c}/delete`);

    const db = await getDb();
    const rows = await db
      .select()
      .from(ownerActivity)
      .where(and(eq(ownerActivity.subjectKind, "photo"), eq(ownerActivity.actorEmail, OWNER)));
    const ours = rows.filter(
      (row) => ((row.after ?? row.before) as { propertyId?: string }).propertyId === home.id,
    );
    expect(ours).toHaveLength(4);
    expect(ours.map((row) => [row.action, row.subjectId])).toEqual(
      expect.arrayContaining([
        ["photo_added", c],
        ["photos_reordered", b],
        ["photo_changed", a],
        ["photo_deleted", c],
      ]),
    );
  });
});

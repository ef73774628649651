import "server-only";
import type { Context, MiddlewareHandler } from "hono";
import { ApiError } from "@/lib/http";

/*
 * Request bodies are read here and nowhere else (issue 30, hole 1): bounded in bytes and in time,
 * and a photo upload only after the owner's session and CSRF token have let it through, so a
 * stranger can make the server hold neither memory nor a reader.
 */

/** Request bodies above this many bytes are refused unread. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A photo the owner uploads may be this large (decision 0025). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/** The one route that takes a photo, one per request, with room for the form around it. */
const PHOTO_UPLOAD_PATH = /^\/api\/owner\/homes\/[^/]+\/photos$/;
const MAX_PHOTO_UPLOAD_BYTES = MAX_PHOTO_BYTES + MAX_BODY_BYTES;

/**
 * How long a body may pause between two pieces, and take in all: 64 KB on the slowest phone
 * line takes seconds; 20 MB at 1 Mbit/s takes under three minutes.
 */
export const BODY_DEADLINES = { idleMs: 10_000, usualMs: 20_000, photoMs: 180_000 };

/**
 * Photo uploads being read at once, on this instance: each holds up to 20 MB until it is stored.
 * The back office sends its photos one after another.
 */
export const PHOTO_UPLOADS_AT_ONCE = 4;
let photoUploadsReading = 0;

/** How many photo uploads this instance is reading now. */
export function photoUploadsBeingRead(): number {
  return photoUploadsReading;
}

/** An answer after which the rest of an unread body is not worth reading. */
const CLOSE = { Connection: "close" };

export function bodyTooLarge(): ApiError {
  return new ApiError("PAYLOAD_TOO_LARGE", "Request body is too large", { headers: CLOSE });
}

const TIMED_OUT = Symbol("timed out");

/**
 * Reads the body into memory, at most `maxBytes` and within the deadlines, and leaves the request
 * carrying the bytes read for the handlers after.
 */
async function readBody(c: Context, maxBytes: number, totalMs: number): Promise<void> {
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > maxBytes) throw bodyTooLarge();
  const stream = c.req.raw.body;
  if (!stream) return;
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const end = performance.now() + totalMs;
  let timer: NodeJS.Timeout | undefined;
  try {
    for (;;) {
      const wait = Math.min(BODY_DEADLINES.idleMs, end - performance.now());
      const piece = await Promise.race([
        reader.read(),
        new Promise<typeof TIMED_OUT>((resolve) => {
          timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, wait));
        }),
      ]);
      clearTimeout(timer);
      if (piece === TIMED_OUT) {
        throw new ApiError("REQUEST_TIMEOUT", "The request's body arrived too slowly", {
          headers: CLOSE,
        });
      }
      if (piece.done) break;
      size += piece.value.byteLength;
      if (size > maxBytes) throw bodyTooLarge();
      chunks.push(piece.value);
    }
  } catch (error) {
    // Not cancelled: that would end the connection before the answer could be written. The
    // answer closes it instead.
    reader.releaseLock();
    throw error;
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const { url, method, headers } = c.req.raw;
  c.req.raw = new Request(url, { method, headers, body });
}

/**
 * The pipeline's step for every request that may carry a body. A usual body (64 KB) is read here,
 * whatever its framing. A photo upload must say its size (411 for a chunked one), is refused at
 * once past the limit, and is left unread for its route; any refusal of it closes the connection.
 */
export const requestBody: MiddlewareHandler = async (c, next) => {
  if (!PHOTO_UPLOAD_PATH.test(c.req.path)) {
    await readBody(c, MAX_BODY_BYTES, BODY_DEADLINES.usualMs);
    return next();
  }
  const declared = c.req.header("content-length");
  if (declared === undefined || c.req.header("transfer-encoding") !== undefined) {
    throw new ApiError("LENGTH_REQUIRED", "Send the photo with its Content-Length", {
      headers: CLOSE,
    });
  }
  if (Number(declared) > MAX_PHOTO_UPLOAD_BYTES) throw bodyTooLarge();
  await next();
  if (c.res.status >= 400) c.res.headers.set("Connection", "close");
};

/**
 * Reads a photo upload, once its route has checked who sends it: one of at most
 * PHOTO_UPLOADS_AT_ONCE at a time, as the pipeline's limits and deadlines allow.
 */
export async function readPhotoUpload(c: Context): Promise<void> {
  if (photoUploadsReading >= PHOTO_UPLOADS_AT_ONCE) {
    throw new ApiError(
      "SERVICE_UNAVAILABLE",
      "Other photos are being uploaded right now. Please try again in a moment.",
      { headers: { "Retry-After": "5", ...CLOSE } },
    );
  }
  photoUploadsReading += 1;
  try {
    await readBody(c, MAX_PHOTO_UPLOAD_BYTES, BODY_DEADLINES.photoMs);
  } finally {
    photoUploadsReading -= 1;
  }
}

import { z } from "zod";
import { apiRoute, parseInput, parseQuery } from "@/lib/http";
import { imageIdSchema } from "@/features/properties";
import {
  formatForAccept,
  imageEtag,
  renderPropertyImage,
  snapWidth,
} from "@/features/properties/server";

const querySchema = z.object({
  w: z.coerce
    .number({ message: "w must be a whole number of pixels" })
    .int("w must be a whole number of pixels")
    .min(16, "w must be at least 16")
    .max(3840, "w must be at most 3840")
    .optional(),
});

const IMMUTABLE = "public, max-age=31536000, immutable";

export const GET = apiRoute<{ params: Promise<{ imageId: string }> }>(async (request, context) => {
  const imageId = parseInput(imageIdSchema, (await context.params).imageId);
  const width = snapWidth(parseQuery(querySchema, request).w);
  const format = formatForAccept(request.headers.get("accept"));
  const headers = { "Cache-Control": IMMUTABLE, Vary: "Accept" };
  const etag = imageEtag(imageId, width, format);
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers: { ...headers, ETag: etag } });
  }
  const image = await renderPropertyImage(imageId, width, format);
  return new Response(image.body as BodyInit, {
    headers: { ...headers, ETag: image.etag, "Content-Type": image.contentType },
  });
});

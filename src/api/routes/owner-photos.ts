import "server-only";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  addOwnerPhoto,
  changeOwnerPhoto,
  deleteOwnerPhoto,
  listOwnerPhotos,
  reorderOwnerPhotos,
} from "@/features/properties/server";
import {
  ownerPhotoListSchema,
  ownerPhotoSchema,
  photoChangeSchema,
  photoIdSchema,
  photoOrderSchema,
  propertyIdSchema,
} from "@/features/properties";
import { ApiError } from "@/lib/http";
import type { ApiEnv } from "../pipeline";
import { MAX_PHOTO_BYTES, readPhotoUpload } from "../request-body";
import { errors, jsonBody, jsonResponse, readBodyAs } from "../responses";
import { actor, OWNER_ROUTE } from "../owner-gate";

const homeParams = z.object({ id: propertyIdSchema });
const photoParams = z.object({ id: propertyIdSchema, photoId: photoIdSchema });

const ONE_PHOTO = "Send one photo in the form field 'photo'";

function notOnePhoto(): ApiError {
  return new ApiError("INVALID_INPUT", ONE_PHOTO, {
    details: [{ path: "photo", message: ONE_PHOTO }],
  });
}

/**
 * The uploaded photo's bytes. The body is read here, after the owner gate, rather than by a
 * schema's validator, which would read it before and report a body past the limit as a
 * malformed form.
 */
async function uploadedPhoto(c: Context<ApiEnv>): Promise<Uint8Array> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the photo as multipart/form-data");
  }
  await readPhotoUpload(c);
  const body = await c.req.arrayBuffer();
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw notOnePhoto();
  }
  const files = form.getAll("photo");
  const [file] = files;
  if (files.length !== 1 || !(file instanceof File)) throw notOnePhoto();
  if (file.size > MAX_PHOTO_BYTES) {
    throw new ApiError("PAYLOAD_TOO_LARGE", "A photo can be at most 20 MB");
  }
  return new Uint8Array(await file.arrayBuffer());
}

const listRoute = createRoute({
  method: "get",
  path: "/api/owner/homes/{id}/photos",
  operationId: "listPhotos",
  ...OWNER_ROUTE,
  summary: "A home's photos, the cover first, with the address of each image",
  request: { params: homeParams },
  responses: {
    200: jsonResponse(ownerPhotoListSchema, "The photos in the order guests see them"),
    ...errors(400, 401, 404, 503),
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/photos",
  operationId: "uploadPhoto",
  ...OWNER_ROUTE,
  summary: "Add one photo (JPEG, PNG, WebP or HEIC, at most 20 MB) at the end of a home's photos",
  description:
    "One file per request, in the form field `photo`, so a page can show each file's progress. The format is read from the bytes; the photo is stored upright and re-encoded without its metadata (EXIF, GPS). 400 for bytes that are not a photo or more than 40 megapixels, 409 when the home has 60 photos, 411 without a Content-Length (a chunked body), 413 past 20 MB (answered before the body is read), 408 for a body that stops arriving for 10 seconds or takes over 3 minutes, 429 past 200 uploads an hour, 503 while 4 other uploads are being read.",
  request: {
    params: homeParams,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["photo"],
            properties: { photo: { type: "string", format: "binary" } },
          },
        },
      },
    },
  },
  responses: {
    201: jsonResponse(ownerPhotoSchema, "The photo as stored"),
    ...errors(400, 401, 403, 404, 408, 409, 411, 413, 415, 429, 503),
  },
});

const orderRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/photos/order",
  operationId: "orderPhotos",
  ...OWNER_ROUTE,
  summary: "Put a home's photos in a new order; the first becomes the cover",
  description: "`ids` must name each of the home's photos exactly once (400 otherwise).",
  middleware: readBodyAs("json"),
  request: { params: homeParams, body: jsonBody(photoOrderSchema) },
  responses: {
    200: jsonResponse(ownerPhotoListSchema, "The photos in their new order"),
    ...errors(400, 401, 403, 404, 413, 503),
  },
});

const changeRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/photos/{photoId}",
  operationId: "updatePhoto",
  ...OWNER_ROUTE,
  summary: "Change a photo's description (its alt text), or make it the cover (it moves first)",
  middleware: readBodyAs("json"),
  request: { params: photoParams, body: jsonBody(photoChangeSchema) },
  responses: {
    200: jsonResponse(ownerPhotoSchema, "The photo as changed"),
    ...errors(400, 401, 403, 404, 413, 503),
  },
});

const deleteRoute = createRoute({
  method: "post",
  path: "/api/owner/homes/{id}/photos/{photoId}/delete",
  operationId: "deletePhoto",
  ...OWNER_ROUTE,
  summary: "Delete a photo; when it was the cover, the next photo becomes the cover",
  request: { params: photoParams },
  responses: {
    200: jsonResponse(ownerPhotoListSchema, "The photos that remain"),
    ...errors(400, 401, 403, 404, 503),
  },
});

export function addOwnerPhotoRoutes(app: OpenAPIHono<ApiEnv>): void {
  app.openapi(listRoute, async (c) =>
    c.json({ photos: await listOwnerPhotos(c.req.valid("param").id) }, 200),
  );

  // Before the change route, whose {photoId} would otherwise take "order".
  app.openapi(orderRoute, async (c) => {
    const photos = await reorderOwnerPhotos(actor(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json({ photos }, 200);
  });

  app.openapi(uploadRoute, async (c) => {
    const { id } = c.req.valid("param");
    const photo = await addOwnerPhoto(actor(c), id, await uploadedPhoto(c));
    return c.json(photo, 201);
  });

  app.openapi(changeRoute, async (c) => {
    const { id, photoId } = c.req.valid("param");
    return c.json(await changeOwnerPhoto(actor(c), id, photoId, c.req.valid("json")), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id, photoId } = c.req.valid("param");
    return c.json({ photos: await deleteOwnerPhoto(actor(c), id, photoId) }, 200);
  });
}
